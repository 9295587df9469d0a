import t from 'tap';
import { z } from 'zod/mini';
import { TokenSchema, envelopeOf } from '#shared/api/schemas/index.ts';
import { OperationRecordSchema } from '#shared/api/schemas/operation-record.ts';
import type { OperationRecord } from '#shared/api/schemas/operation-record.ts';
import { buildMockGateway } from '#mock-gateway/app.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { signIn } from '#mock-gateway/testing.ts';
import { NOW, call, start } from '#tests/helpers/token-calls.ts';
import type { Body, PageBody } from '#tests/helpers/token-calls.ts';

/*
 * Every user's keys for admins (contract §2.5): upstream's `GetTokensListByAdmin` and
 * `UpdateTokenByAdmin`, as one-hub answers them, plus the operation records the double keeps.
 * Seeded keys: 2 `research` (root, svip/vip), 8 `demo-key` (demo, unlimited), 9 `demo-limited`,
 * 11 `demo-expired`; users 1 root (svip), 2 admin (vip), 3 operator (vip), 4 demo (default).
 */

const TOO_LOW = { success: false, message: '无权进行此操作，权限不足' };
const TOKEN_KEYS = Object.keys(TokenSchema.shape).sort();

/** The raw search answer parsed with the contract's shape (the full key, as upstream sends it). */
const RawSearchSchema = envelopeOf(
  z.object({
    data: z.array(z.object({ ...TokenSchema.shape, owner_name: z.string() })),
    page: z.int(),
    size: z.int(),
    total_count: z.int(),
  }),
);

async function admin(app: MockGateway) {
  return call(app, await signIn(app, 'admin'));
}

function recordsOf(app: MockGateway, action: string): OperationRecord[] {
  return app.store.operations.filter((record) => record.action === action);
}

t.test('the search: upstream shape, filters, owner names, page and size 0', async (t) => {
  const app = await start(t);
  const search = await admin(app);
  const all = RawSearchSchema.parse(await search('/api/token/admin/search?size=100'));
  t.equal(all.data?.total_count, app.store.tokens.size, 'every user’s keys');
  t.same([all.data?.page, all.data?.size], [0, 0], 'upstream fills only data and total_count');
  const first = (await search<PageBody>('/api/token/admin/search?size=1')).data.data[0];
  t.same(Object.keys(first ?? {}).sort(), [...TOKEN_KEYS, 'owner_name'].sort(), 'a Token plus owner_name, nothing else');
  t.equal(first?.key, app.store.tokens.get(first?.id ?? 0)?.key, 'the full key, as upstream sends it (the console masks it)');

  const byOwner = await search<PageBody>('/api/token/admin/search?user_id=4&size=100');
  t.ok(byOwner.data.data.length > 0 && byOwner.data.data.every((row) => row.user_id === 4 && row.owner_name === 'Demo User'));
  t.same(
    (await search<PageBody>('/api/token/admin/search?token_id=2')).data.data.map((row) => [row.id, row.owner_name]),
    [[2, 'Root User']],
  );
  t.same(
    (await search<PageBody>('/api/token/admin/search?user_id=4&keyword=DEMO-E&order=name')).data.data.map((row) => row.name),
    ['demo-exhausted', 'demo-expired'],
    'keyword: a case-insensitive name prefix, within the owner',
  );
  t.equal((await search<PageBody>('/api/token/admin/search?user_id=999')).data.total_count, 0, 'an unknown owner: no rows');
  t.equal((await search<PageBody>('/api/token/admin/search?user_id=0')).data.total_count, app.store.tokens.size, '0: any owner');

  // The owner's username when there is no display name; '' once the user is gone.
  const demo = app.store.users.get(4);
  if (demo) demo.display_name = '';
  t.equal((await search<PageBody>('/api/token/admin/search?token_id=8')).data.data[0]?.owner_name, 'demo');
  app.store.users.delete(5);
  t.equal((await search<PageBody>('/api/token/admin/search?token_id=13')).data.data[0]?.owner_name, '');
});

t.test('the search refuses what upstream refuses', async (t) => {
  const app = await start(t);
  const search = await admin(app);
  t.same(await search('/api/token/admin/search?user_id=x'), { success: false, message: 'strconv.ParseInt: parsing "x": invalid syntax' });
  t.same(await search('/api/token/admin/search?token_id=1.5'), {
    success: false,
    message: 'strconv.ParseInt: parsing "1.5": invalid syntax',
  });
  t.same(await search('/api/token/admin/search?order=accessed_time'), {
    success: false,
    message: "不允许对字段 'accessed_time' 进行排序",
  });
  t.same(await search('/api/token/admin/search?size=101'), { success: false, message: 'size 参数不能超过 100' });
});

t.test('admins only: a common user, an operator and a guest are refused', async (t) => {
  const app = await start(t);
  for (const username of ['demo', 'operator']) {
    const caller = call(app, await signIn(app, username));
    t.same(await caller('/api/token/admin/search'), TOO_LOW, `${username}: search`);
    t.same(await caller('/api/token/admin', 'PUT', { ...app.store.tokens.get(8), user_id: 3 }), TOO_LOW, `${username}: edit`);
  }
  t.equal(app.store.tokens.get(8)?.user_id, 4, 'nothing moved');
  const guest = await app.inject({ url: '/api/token/admin/search' });
  t.equal(guest.statusCode, 401);
  const root = call(app, await signIn(app, 'root'));
  t.equal((await root<Body>('/api/token/admin/search')).success, true, 'root is an admin too');
  t.same(recordsOf(app, 'token.transfer'), [], 'a refused call writes no record');
});

t.test('a move: the key changes owner, keeps its quota, and its calls bill the new owner', async (t) => {
  const app = await start(t);
  const edit = await admin(app);
  const key = app.store.tokens.get(9);
  const before = { ...key };
  const moved = envelopeOf(TokenSchema).parse(await edit('/api/token/admin', 'PUT', { ...key, user_id: 3 }));
  t.match(moved.data, { id: 9, user_id: 3, key: before.key, remain_quota: before.remain_quota, used_quota: before.used_quota });
  t.equal(moved.data?.setting?.heartbeat?.timeout_seconds, 45, 'settings kept');
  const operator = call(app, await signIn(app, 'operator'));
  const demo = call(app, await signIn(app, 'demo'));
  t.ok(
    (await operator<PageBody>('/api/token/?size=100')).data.data.some((row) => row.id === 9),
    'in the new owner’s list',
  );
  t.notOk(
    (await demo<PageBody>('/api/token/?size=100')).data.data.some((row) => row.id === 9),
    'gone from the old one’s',
  );

  // Nothing moves between balances; the next call is charged to the new owner.
  const quotas = () => [app.store.users.get(3)?.quota, app.store.users.get(4)?.quota];
  const [operatorBefore, demoBefore] = quotas();
  const moved8 = await edit<Body>('/api/token/admin', 'PUT', { ...app.store.tokens.get(8), user_id: 3 });
  t.equal(moved8.success, true);
  t.same(quotas(), [operatorBefore, demoBefore], 'a move alone changes no balance');
  const reply = await app.inject({
    method: 'POST',
    url: '/v1/chat/completions',
    headers: { authorization: `Bearer sk-${app.store.tokens.get(8)?.key ?? ''}` },
    payload: { model: 'gemini-1.5-flash', messages: [{ role: 'user', content: 'hello' }] },
  });
  t.equal(reply.statusCode, 200);
  const [operatorAfter, demoAfter] = quotas();
  t.ok((operatorAfter ?? 0) < (operatorBefore ?? 0), 'the new owner pays');
  t.equal(demoAfter, demoBefore, 'the old owner does not');
});

t.test('what a move and an edit check, in upstream’s order and words', async (t) => {
  const app = await start(t);
  const edit = await admin(app);
  const key = (id: number) => ({ ...app.store.tokens.get(id) });
  t.same(await edit('/api/token/admin', 'PUT', { ...key(8), user_id: 99 }), { success: false, message: '目标用户不存在' });
  t.same(await edit('/api/token/admin', 'PUT', { ...key(8), id: 0 }), { success: false, message: 'id 为空！' });
  t.same(await edit('/api/token/admin', 'PUT', { ...key(8), id: 999 }), { success: false, message: 'record not found' });
  t.same(await edit('/api/token/admin', 'PUT', { ...key(8), name: 'x'.repeat(31) }), { success: false, message: '令牌名称过长' });
  // Re-enabling an expired key is refused before the target user is even looked at.
  t.same(await edit('/api/token/admin', 'PUT', { ...key(11), status: 1, user_id: 99 }), {
    success: false,
    message: '令牌已过期，无法启用，请先修改令牌过期时间，或者设置为永不过期',
  });
  // A changed group is checked against the key's (new) owner, in the admin wording.
  t.same(await edit('/api/token/admin', 'PUT', { ...key(8), group: 'svip' }), { success: false, message: '目标用户无权使用指定的分组' });
  t.match(await edit('/api/token/admin', 'PUT', { ...key(8), group: 'svip', user_id: 1 }), { success: true, data: { group: 'svip' } });
  // Upstream's quirk: an unchanged group is not checked again, so root's svip key can move to demo.
  t.match(await edit('/api/token/admin', 'PUT', { ...key(2), user_id: 4 }), { success: true, data: { user_id: 4, group: 'svip' } });
  // `?status_only=` changes the status only: no rename, no move.
  t.match(await edit('/api/token/admin?status_only=true', 'PUT', { id: 9, status: 2, name: 'ignored', user_id: 1 }), {
    success: true,
    data: { status: 2, name: 'demo-limited', user_id: 4 },
  });
  // user_id 0 (or the owner's own id) keeps the owner.
  t.match(await edit('/api/token/admin', 'PUT', { ...key(10), name: 'renamed', user_id: 0 }), { data: { name: 'renamed', user_id: 4 } });
  t.equal(app.store.tokens.get(8)?.user_id, 1);
});

t.test('operation records: a move names both owners, an edit and a status change their fields, a no-op none', async (t) => {
  const app = await start(t);
  const edit = await admin(app);
  const operations = () => app.store.operations.length;
  await edit('/api/token/admin', 'PUT', { ...app.store.tokens.get(8), user_id: 3 });
  const [move] = recordsOf(app, 'token.transfer');
  t.ok(move && OperationRecordSchema.safeParse(move).success, 'a record of the contract’s shape');
  t.match(move, {
    username: 'admin',
    target_type: 'token',
    target_id: '8',
    detail: { before: { user_id: 4 }, after: { user_id: 3 }, remark: 'owner 4 (Demo User) → 3 (Operator)' },
  });
  t.notOk(JSON.stringify(move).includes(app.store.tokens.get(8)?.key ?? 'no key'), 'the key itself is never recorded');

  await edit('/api/token/admin', 'PUT', { ...app.store.tokens.get(9), name: 'renamed', remain_quota: 7 });
  t.match(recordsOf(app, 'token.update')[0]?.detail, {
    before: { name: 'demo-limited', remain_quota: 2500000 },
    after: { name: 'renamed', remain_quota: 7 },
  });
  await edit('/api/token/admin?status_only=true', 'PUT', { id: 9, status: 2 });
  t.match(recordsOf(app, 'token.status')[0]?.detail, { before: { status: 1 }, after: { status: 2 } });

  const count = operations();
  t.match(await edit('/api/token/admin', 'PUT', { ...app.store.tokens.get(9), user_id: 0 }), { success: true });
  t.equal(operations(), count, 'saving without a change writes nothing');
  await edit('/api/token/admin', 'PUT', { ...app.store.tokens.get(9), user_id: 99 });
  t.equal(operations(), count, 'a refused move writes nothing');

  const listed = await edit<{ data: { data: OperationRecord[] } }>('/api/operation_record/?target_type=token&size=20');
  t.same(
    listed.data.data.map((record) => record.action),
    ['token.status', 'token.update', 'token.transfer'],
    'the audit log lists them',
  );
});

t.test('both endpoints are upstream’s: present in upstream-only mode', async (t) => {
  const app = await buildMockGateway({ now: () => NOW, criticalRateLimit: false, upstreamOnly: true });
  t.teardown(() => app.close());
  const edit = await admin(app);
  t.equal(RawSearchSchema.parse(await edit('/api/token/admin/search?user_id=4')).data?.data.length, 5);
  t.match(await edit('/api/token/admin', 'PUT', { ...app.store.tokens.get(8), user_id: 3 }), { success: true, data: { user_id: 3 } });
  const demo = call(app, await signIn(app, 'demo'));
  t.same(await demo('/api/token/admin/search'), TOO_LOW, 'and still for admins only');
});
