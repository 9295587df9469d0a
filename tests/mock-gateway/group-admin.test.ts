import t from 'tap';
import { UserGroupSchema, UserGroupMapSchema } from '#shared/api/schemas/group.ts';
import { UserGroupPageSchema } from '#shared/api/schemas/group-admin.ts';
import { OperationRecordSchema } from '#shared/api/schemas/operation-record.ts';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';
import { z } from 'zod/mini';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';

const NOW = Date.UTC(2025, 0, 1);
const RecordPage = envelopeOf(z.object({ data: z.array(OperationRecordSchema), total_count: z.int() }));
type Reply = { success: boolean; message: string; data?: unknown };

const NEW_GROUP = { symbol: 'edu', name: '教育分组', ratio: 0.5, api_rate: 120, public: true, promotion: true, min: 10, max: 100 };

async function setup(t: Parameters<typeof startGateway>[0]) {
  const gateway = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const admin = callerFor<Reply>(gateway, await signIn(gateway, 'admin'));
  const operator = callerFor<Reply>(gateway, await signIn(gateway, 'operator'));
  const records = async (targetType: string) =>
    RecordPage.parse(await admin(`/api/operation_record/?target_type=${targetType}`)).data?.data ?? [];
  return { gateway, admin, operator, records };
}

t.test('GET /api/user_group/ pages the groups with upstream filters and order whitelist', async (t) => {
  const { admin } = await setup(t);
  const page = UserGroupPageSchema.parse((await admin('/api/user_group/')).data);
  t.same(
    page.data.map((group) => group.symbol),
    ['svip', 'vip', 'default'],
    'newest id first by default',
  );
  t.same([page.page, page.size, page.total_count], [1, 10, 3]);
  const byRatio = UserGroupPageSchema.parse((await admin('/api/user_group/?order=-ratio')).data);
  t.same(
    byRatio.data.map((group) => group.ratio),
    [1, 0.8, 0.6],
  );
  const named = UserGroupPageSchema.parse((await admin('/api/user_group/?Name=VIP')).data);
  t.same(
    named.data.map((group) => group.symbol),
    ['vip'],
    'a case-insensitive name prefix',
  );
  t.same(await admin('/api/user_group/?order=password'), { success: false, message: "不允许对字段 'password' 进行排序" });
  t.same(await admin('/api/user_group/?enable=maybe'), { success: false, message: 'strconv.ParseBool: parsing "maybe": invalid syntax' });
  t.same(await admin('/api/user_group/?size=101'), { success: false, message: 'size 参数不能超过 100' });
});

t.test('create, read, edit (never the symbol), toggle and delete, each with an operation record', async (t) => {
  const { gateway, admin, records } = await setup(t);
  t.same(await admin('/api/user_group/', 'POST', NEW_GROUP), { success: true, message: '' });
  const created = [...gateway.store.groups.values()].find((group) => group.symbol === 'edu');
  if (!created) throw new Error('not created');
  t.match(created, { ...NEW_GROUP, enable: true, id: 4 }, 'enabled unless told otherwise');
  t.same(UserGroupSchema.parse((await admin('/api/user_group/4')).data), created);
  t.same(await admin('/api/user_group/', 'POST', NEW_GROUP), { success: false, message: '分组标识 edu 已存在' }, 'symbols are unique');

  const edit = { ...NEW_GROUP, id: 4, symbol: 'renamed', name: '教育', ratio: 0.4 };
  t.same(await admin('/api/user_group/', 'PUT', edit), { success: true, message: '' });
  t.match(gateway.store.groups.get(4), { symbol: 'edu', name: '教育', ratio: 0.4 }, 'the symbol stays');
  t.same(await admin('/api/user_group/', 'PUT', { ...edit, id: 99 }), { success: false, message: 'record not found' });

  t.same(await admin('/api/user_group/enable/4', 'PUT'), { success: true, message: '' });
  t.equal(gateway.store.groups.get(4)?.enable, false, 'the switch toggles');
  t.same(await admin('/api/user_group/enable/x', 'PUT'), { success: false, message: 'strconv.Atoi: parsing "x": invalid syntax' });

  t.same(await admin('/api/user_group/4', 'DELETE'), { success: true, message: '' });
  t.notOk(gateway.store.groups.has(4));
  t.same(await admin('/api/user_group/4', 'DELETE'), { success: false, message: 'record not found' });

  const trail = await records('group');
  t.same(
    trail.map((row) => row.action),
    ['group.delete', 'group.status', 'group.update', 'group.create'],
    'one record per change, newest first',
  );
  t.match(trail[0], { username: 'admin', target_id: '4', detail: { before: { symbol: 'edu' }, after: null } });
  t.same(trail[1]?.detail, { before: { enable: true }, after: { enable: false } });
  t.same(trail[2]?.detail, { before: { name: '教育分组', ratio: 0.5 }, after: { name: '教育', ratio: 0.4 } }, 'only what changed');
  t.match(trail[3], { detail: { before: null, after: { symbol: 'edu', ratio: 0.5 } } });
});

t.test('default can be neither disabled nor deleted; a group with members is kept', async (t) => {
  const { gateway, admin, records } = await setup(t);
  t.same(await admin('/api/user_group/enable/1', 'PUT'), { success: false, message: '不能关闭默认的用户组,请设置一个默认组后，再关闭' });
  t.same(await admin('/api/user_group/1', 'DELETE'), { success: false, message: '默认用户组不能删除' });
  t.equal(gateway.store.groups.get(1)?.enable, true);
  t.same(await admin('/api/user_group/2', 'DELETE'), {
    success: false,
    message: '分组 vip 下还有 2 个用户，请先把他们移到其他分组',
  });
  t.ok(gateway.store.groups.has(2));
  t.same(await records('group'), [], 'a refusal writes no record');
});

t.test('bad bodies are refused with the envelope and change nothing', async (t) => {
  const { gateway, admin } = await setup(t);
  for (const body of [
    { ...NEW_GROUP, symbol: '' },
    { ...NEW_GROUP, symbol: 'has space' },
    { ...NEW_GROUP, name: 'x'.repeat(51) },
    { ...NEW_GROUP, ratio: -1 },
    { ...NEW_GROUP, api_rate: 1.5 },
    { ...NEW_GROUP, min: 100, max: 10 },
  ]) {
    t.same(await admin('/api/user_group/', 'POST', body), { success: false, message: '无效的参数' }, JSON.stringify(body));
  }
  t.equal(gateway.store.groups.size, 3);
});

t.test('lower roles are refused; a change shows at once in the public group maps', async (t) => {
  const { gateway, admin, operator } = await setup(t);
  t.same(await operator('/api/user_group/'), { success: false, message: '无权进行此操作，权限不足' });
  t.same(await operator('/api/user_group/', 'POST', NEW_GROUP), { success: false, message: '无权进行此操作，权限不足' });
  t.same(await operator('/api/user_group/1', 'DELETE'), { success: false, message: '无权进行此操作，权限不足' });
  const anonymous = await gateway.inject({ method: 'POST', url: '/api/user_group/', payload: NEW_GROUP });
  t.equal(anonymous.statusCode, 401);
  t.equal(gateway.store.groups.size, 3);

  await admin('/api/user_group/', 'POST', NEW_GROUP);
  await admin('/api/user_group/', 'PUT', { ...NEW_GROUP, id: 2, name: 'VIP 分组', ratio: 0.7 });
  const map = UserGroupMapSchema.parse((await gateway.inject('/api/user_group_map')).json<Reply>().data);
  t.match(map, { edu: { ratio: 0.5 }, vip: { ratio: 0.7 } });
  const rates = (await gateway.inject('/api/user_group_rate')).json<{ data: Record<string, { discount: number }> }>().data;
  t.equal(rates['2']?.discount, 0.7);
  await admin('/api/user_group/enable/4', 'PUT');
  const after = (await gateway.inject('/api/user_group_rate')).json<{ data: Record<string, unknown> }>().data;
  t.notOk('4' in after, 'a disabled group leaves the public list');
});
