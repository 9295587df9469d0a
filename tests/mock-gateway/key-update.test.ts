import t from 'tap';
import { signIn } from '#mock-gateway/testing.ts';
import { start, call, setTag } from '#tests/helpers/token-calls.ts';
import type { Row, PageBody } from '#tests/helpers/token-calls.ts';

t.test('update, status rules, delete, ownership', async (t) => {
  const app = await start(t);
  const demo = call(app, await signIn(app, 'demo'));
  const token = app.store.tokens.get(9);
  const full = { ...token, name: 'renamed', remain_quota: 42, setting: { heartbeat: { enabled: true, timeout_seconds: 60 } } };
  const updated = await demo<{ success: boolean; data: Row }>('/api/token/', 'PUT', full);
  t.match(updated.data, { id: 9, name: 'renamed', remain_quota: 42, status: 1, key: token?.key });
  t.equal(app.store.tokens.get(9)?.name, 'renamed');
  t.same(await demo('/api/token/', 'PUT', { ...full, id: 1 }), { success: false, message: 'record not found' }, 'not own');
  t.same(await demo('/api/token/', 'PUT', { ...full, name: 'x'.repeat(31) }), { success: false, message: '令牌名称过长' });
  t.equal((await demo<{ data: Row }>('/api/token/?status_only=true', 'PUT', { id: 9, status: 2 })).data.status, 2);
  t.equal(app.store.tokens.get(9)?.name, 'renamed', 'status only changes nothing else');
  t.equal((await demo<{ data: Row }>('/api/token/?status_only=true', 'PUT', { id: 9, status: 1 })).data.status, 1);
  t.same(await demo('/api/token/?status_only=true', 'PUT', { id: 11, status: 1 }), {
    success: false,
    message: '令牌已过期，无法启用，请先修改令牌过期时间，或者设置为永不过期',
  });
  t.same(await demo('/api/token/?status_only=true', 'PUT', { id: 12, status: 1 }), {
    success: false,
    message: '令牌可用额度已用尽，无法启用，请先修改令牌剩余额度，或者设置为无限额度',
  });
  // Fix the expiry first (a full update keeps the status), then enabling works.
  const expired = app.store.tokens.get(11);
  t.equal((await demo<{ data: Row }>('/api/token/', 'PUT', { ...expired, expired_time: -1 })).data.status, 3);
  t.equal((await demo<{ data: Row }>('/api/token/?status_only=true', 'PUT', { id: 11, status: 1 })).data.status, 1);
  const exhausted = app.store.tokens.get(12);
  t.equal((await demo('/api/token/', 'PUT', { ...exhausted, remain_quota: 500 })).success, true);
  t.equal((await demo<{ data: Row }>('/api/token/?status_only=true', 'PUT', { id: 12, status: 1 })).data.status, 1);
  t.same(await demo('/api/token/', 'PUT', { ...full, group: 'svip' }), { success: false, message: '当前用户组无权使用指定的分组' });
  t.same(await demo('/api/token/1', 'DELETE'), { success: false, message: 'record not found' });
  t.ok(app.store.tokens.has(1));
  t.same(await demo('/api/token/x', 'DELETE'), { success: false, message: 'id 或 userId 为空！' });
  t.same(await demo('/api/token/10', 'DELETE'), { success: true, message: '' });
  t.notOk(app.store.tokens.has(10));
  t.same(await demo('/api/token/10'), { success: false, message: 'record not found' });
  // A role-3 user keeps the stored billing tag unless they change it; role 1 cannot touch it.
  const operator = call(app, await signIn(app, 'operator'));
  const ops = app.store.tokens.get(6);
  t.equal(
    (await operator<{ data: Row }>('/api/token/', 'PUT', { ...ops, setting: { billing_tag: 'new' } })).data.setting?.billing_tag,
    'new',
  );
  setTag(app, 8, 'kept');
  const demoKey = app.store.tokens.get(8);
  await demo('/api/token/', 'PUT', { ...demoKey, setting: { billing_tag: 'mine' } });
  t.equal(app.store.tokens.get(8)?.setting?.billing_tag, 'kept');
});

t.test('playground key and the admin search', async (t) => {
  const app = await start(t);
  const demo = call(app, await signIn(app, 'demo'));
  const first = await demo<{ data: string }>('/api/token/playground');
  t.match(first.data, /^[A-Za-z0-9]{48}$/);
  t.equal((await demo<{ data: string }>('/api/token/playground')).data, first.data, 'created once');
  const playground = [...app.store.tokens.values()].filter((token) => token.name === 'sys_playground');
  t.equal(playground.length, 1);
  t.match(playground[0], { user_id: 4, unlimited_quota: true, expired_time: -1, status: 1 });
  t.same(await demo('/api/token/admin/search'), { success: false, message: '无权进行此操作，权限不足' });
  const admin = call(app, await signIn(app, 'admin'));
  const all = await admin<PageBody>('/api/token/admin/search?size=100');
  t.equal(all.data.total_count, app.store.tokens.size);
  t.equal(all.data.page, 0, 'page 0 quirk');
  t.equal(all.data.size, 0, 'size 0 quirk');
  const byUser = await admin<PageBody>('/api/token/admin/search?user_id=4');
  t.same(
    byUser.data.data.map((row) => row.user_id),
    [4, 4, 4, 4, 4, 4],
  );
  t.equal(byUser.data.data[0]?.owner_name, 'Demo User');
  t.same(
    (await admin<PageBody>('/api/token/admin/search?token_id=2')).data.data.map((row) => row.name),
    ['research'],
  );
  t.same(
    (await admin<PageBody>('/api/token/admin/search?keyword=ops&order=name')).data.data.map((row) => row.name),
    ['ops-exhausted', 'ops-main'],
  );
  t.same(await admin('/api/token/admin/search?user_id=x'), { success: false, message: 'strconv.ParseInt: parsing "x": invalid syntax' });
  const moved = await admin<{ data: Row }>('/api/token/admin', 'PUT', { ...app.store.tokens.get(9), user_id: 3 });
  t.equal(moved.data.user_id, 3, 'admin transfers a key');
  t.same(await admin('/api/token/admin', 'PUT', { ...app.store.tokens.get(9), user_id: 99 }), {
    success: false,
    message: '目标用户不存在',
  });
});
