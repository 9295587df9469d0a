import t from 'tap';
import { signIn } from '#mock-gateway/testing.ts';
import { NOW, start, call, setTag } from '#tests/helpers/token-calls.ts';
import type { Row, PageBody } from '#tests/helpers/token-calls.ts';
import { buildMockGateway } from '#mock-gateway/app.ts';
import { findTokenByKey } from '#mock-gateway/store/key/key.ts';

const SECONDS = NOW / 1000;

const input = { name: 'new-key', expired_time: -1, remain_quota: 1000, unlimited_quota: false };

t.test('seeded keys: a few per user, every status, 48-character keys stored without sk-', async (t) => {
  const app = await start(t);
  const tokens = [...app.store.tokens.values()];
  t.same([...new Set(tokens.map((token) => token.user_id))].sort(), [1, 2, 3, 4, 5]);
  t.same([...new Set(tokens.map((token) => token.status))].sort(), [1, 2, 3, 4]);
  for (const token of tokens) t.match(token.key, /^[A-Za-z0-9]{48}$/, token.name);
  t.ok(tokens.some((token) => token.unlimited_quota) && tokens.some((token) => !token.unlimited_quota));
  t.ok(tokens.some((token) => token.group !== '') && tokens.some((token) => token.backup_group !== ''));
  t.ok(tokens.some((token) => token.setting?.billing_tag !== undefined));
  for (const token of tokens.filter((candidate) => candidate.status === 3)) t.ok(token.expired_time !== -1 && token.expired_time < SECONDS);
  for (const token of tokens.filter((candidate) => candidate.status === 4)) t.equal(token.remain_quota, 0);
  const again = await buildMockGateway({ now: () => NOW + 86400000 });
  t.teardown(() => again.close());
  t.same(
    [...again.store.tokens.values()].map((token) => token.key),
    tokens.map((token) => token.key),
    'keys do not depend on the clock',
  );
  const demoKey = tokens.find((token) => token.name === 'demo-key');
  t.equal(findTokenByKey(app.store, `sk-${demoKey?.key ?? ''}`), demoKey);
  t.equal(findTokenByKey(app.store, 'sk-nope'), undefined);
});

t.test('list: own keys only, paged, keyword prefix, order whitelist, billing tag by role', async (t) => {
  const app = await start(t);
  const demo = call(app, await signIn(app, 'demo'));
  const page = await demo<PageBody>('/api/token/');
  t.same(
    page.data.data.map((row) => row.id),
    [12, 11, 10, 9, 8],
    'id descending by default',
  );
  t.same({ ...page.data, data: [] }, { data: [], page: 1, size: 10, total_count: 5 });
  t.same(
    (await demo<PageBody>('/api/token/?page=2&size=2')).data.data.map((row) => row.id),
    [10, 9],
  );
  t.same((await demo<PageBody>('/api/token/?page=9')).data.data, []);
  t.same(
    (await demo<PageBody>('/api/token/?keyword=DEMO-E')).data.data.map((row) => row.name),
    ['demo-exhausted', 'demo-expired'],
  );
  t.same((await demo<PageBody>('/api/token/?keyword=key')).data.data, [], 'prefix, not substring');
  t.same(
    (await demo<PageBody>('/api/token/?order=name')).data.data.map((row) => row.name),
    ['demo-disabled', 'demo-exhausted', 'demo-expired', 'demo-key', 'demo-limited'],
  );
  t.equal((await demo<PageBody>('/api/token/?order=-used_quota')).data.data[0]?.name, 'demo-key');
  t.same(await demo('/api/token/?order=key'), { success: false, message: "不允许对字段 'key' 进行排序" });
  t.same(await demo('/api/token/?size=101'), { success: false, message: 'size 参数不能超过 100' });
  const root = call(app, await signIn(app, 'root'));
  t.equal((await root<PageBody>('/api/token/?keyword=research')).data.data[0]?.setting?.billing_tag, 'research');
  setTag(app, 8, 'hidden');
  t.notOk('billing_tag' in ((await demo<PageBody>('/api/token/?keyword=demo-key')).data.data[0]?.setting ?? {}), 'hidden below role 3');
  t.notOk('billing_tag' in ((await demo<{ data: Row }>('/api/token/8')).data.setting ?? {}));
  t.same(await demo('/api/token/1'), { success: false, message: 'record not found' }, 'another user’s key');
  t.equal((await demo<{ data: Row }>('/api/token/8')).data.name, 'demo-key');
  t.same(await demo('/api/token/x'), { success: false, message: 'strconv.Atoi: parsing "x": invalid syntax' });
  t.same(await demo('/api/token/0'), { success: false, message: 'id 或 userId 为空！' });
  t.equal((await app.inject('/api/token/')).statusCode, 401);
});

t.test('create: validations with upstream messages, defaults, no data', async (t) => {
  const app = await start(t);
  const demo = call(app, await signIn(app, 'demo'));
  t.same(await demo('/api/token/', 'POST', { ...input, expired_time: 0 }), { success: true, message: '' });
  const created = [...app.store.tokens.values()].at(-1);
  t.match(created, {
    id: 14,
    user_id: 4,
    name: 'new-key',
    status: 1,
    expired_time: -1,
    remain_quota: 1000,
    used_quota: 0,
    created_time: SECONDS,
  });
  t.match(created?.key, /^[A-Za-z0-9]{48}$/);
  t.same(await demo('/api/token/', 'POST', { ...input, name: 'x'.repeat(31) }), { success: false, message: '令牌名称过长' });
  t.same(
    await demo('/api/token/', 'POST', { ...input, name: '名'.repeat(11) }),
    { success: false, message: '令牌名称过长' },
    'bytes, like Go',
  );
  t.equal((await demo('/api/token/', 'POST', { ...input, name: 'x'.repeat(30) })).success, true);
  t.same(await demo('/api/token/', 'POST', { ...input, group: 'svip' }), { success: false, message: '当前用户组无权使用指定的分组' });
  t.same(await demo('/api/token/', 'POST', { ...input, backup_group: 'gold' }), { success: false, message: '无效的用户组' });
  t.equal((await demo('/api/token/', 'POST', { ...input, group: 'vip', backup_group: 'default' })).success, true);
  const disabledVip = app.store.groups.get(2);
  if (disabledVip) disabledVip.enable = false;
  t.same(await demo('/api/token/', 'POST', { ...input, group: 'vip' }), { success: false, message: '无效的用户组' }, 'disabled group');
  if (disabledVip) disabledVip.enable = true;
  const heartbeat = (seconds: number) => ({ ...input, setting: { heartbeat: { enabled: true, timeout_seconds: seconds } } });
  t.same(await demo('/api/token/', 'POST', heartbeat(29)), {
    success: false,
    message: 'heartbeat timeout seconds must be between 30 and 90',
  });
  t.same(await demo('/api/token/', 'POST', heartbeat(91)), {
    success: false,
    message: 'heartbeat timeout seconds must be between 30 and 90',
  });
  t.equal((await demo('/api/token/', 'POST', heartbeat(30))).success, true);
  t.equal((await demo('/api/token/', 'POST', heartbeat(90))).success, true);
  t.same(await demo('/api/token/', 'POST', { ...input, remain_quota: -1 }), { success: false, message: '令牌额度不能为负数' });
  t.same(await demo('/api/token/', 'POST', { ...input, name: 5 }), {
    success: false,
    message: 'json: cannot unmarshal number 5 into Go struct field Token.name of type string',
  });
  t.equal((await demo('/api/token/', 'POST', { ...input, name: 'tagged', setting: { billing_tag: 'x' } })).success, true);
  t.equal([...app.store.tokens.values()].at(-1)?.setting?.billing_tag, undefined, 'role 1 cannot set a billing tag');
  const operator = call(app, await signIn(app, 'operator'));
  t.equal((await operator('/api/token/', 'POST', { ...input, name: 'tagged', setting: { billing_tag: 'x' } })).success, true);
  t.equal([...app.store.tokens.values()].at(-1)?.setting?.billing_tag, 'x', 'role 3 can');
  const root = call(app, await signIn(app, 'root'));
  t.equal((await root('/api/token/', 'POST', { ...input, group: 'svip' })).success, true, 'own private group');
});
