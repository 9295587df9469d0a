import t from 'tap';
import { OwnedBySchema } from '#shared/api/schemas/model.ts';
import { ModelOwnedByListSchema } from '#shared/api/schemas/model-owner.ts';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';

const NOW = Date.UTC(2025, 0, 1);
type Reply = { success: boolean; message: string; data?: unknown };
const OWNER = { id: 1001, name: 'Acme AI', icon: 'https://icons.example/acme.svg' };

async function setup(t: Parameters<typeof startGateway>[0]) {
  const gateway = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const operator = callerFor<Reply>(gateway, await signIn(gateway, 'operator'));
  const admin = callerFor<Reply>(gateway, await signIn(gateway, 'admin'));
  const demo = callerFor<Reply>(gateway, await signIn(gateway, 'demo'));
  return { gateway, operator, admin, demo };
}

t.test('everyone reads the owner list, a plain array by id', async (t) => {
  const { gateway } = await setup(t);
  const list = ModelOwnedByListSchema.parse((await gateway.inject('/api/model_ownedby/')).json<Reply>().data);
  t.same(
    list.map((owner) => owner.id),
    [1, 14, 16, 17, 25, 28, 29, 34, 41, 56],
  );
});

t.test('an operator creates, edits and deletes an owner; each change is recorded', async (t) => {
  const { gateway, operator, admin } = await setup(t);
  t.same(await operator('/api/model_ownedby/', 'POST', OWNER), { success: true, message: '' });
  t.same(await operator('/api/model_ownedby/1001'), { success: true, message: '', data: OWNER });
  t.same(await operator('/api/model_ownedby/', 'POST', OWNER), { success: false, message: 'id 1001 已存在' });
  t.same(await operator('/api/model_ownedby/', 'PUT', { ...OWNER, name: 'Acme' }), { success: true, message: '' });
  const map = OwnedBySchema.parse((await gateway.inject('/api/ownedby')).json<Reply>().data);
  t.equal(map['1001']?.name, 'Acme', 'the public owner map follows at once');
  t.same(await operator('/api/model_ownedby/1001', 'DELETE'), { success: true, message: '' });
  t.notOk(gateway.store.owners.has(1001));
  t.same(await operator('/api/model_ownedby/1001'), { success: false, message: 'record not found' });
  const records = (await admin('/api/operation_record/?target_type=owner')).data as { data: { action: string; username: string }[] };
  t.same(
    records.data.map((row) => [row.action, row.username]),
    [
      ['owner.delete', 'operator'],
      ['owner.update', 'operator'],
      ['owner.create', 'operator'],
    ],
  );
});

t.test('built-ins (id ≤ 1000) are edited, never created or deleted; owners with prices are kept', async (t) => {
  const { gateway, operator, admin } = await setup(t);
  t.same(await operator('/api/model_ownedby/', 'POST', { ...OWNER, id: 999 }), { success: false, message: 'invalid id' });
  t.same(await operator('/api/model_ownedby/1', 'DELETE'), { success: false, message: 'invalid id' });
  t.same(await operator('/api/model_ownedby/', 'PUT', { id: 1, name: 'OpenAI Inc.', icon: '' }), { success: true, message: '' });
  t.equal(gateway.store.owners.get(1)?.name, 'OpenAI Inc.', 'a built-in is renamed');
  t.same(await operator('/api/model_ownedby/', 'PUT', { ...OWNER, id: 4242 }), { success: false, message: 'record not found' });
  await operator('/api/model_ownedby/', 'POST', OWNER);
  gateway.store.prices.set('acme-1', { model: 'acme-1', type: 'tokens', channel_type: 1001, input: 1, output: 1 });
  t.same(await operator('/api/model_ownedby/1001', 'DELETE'), {
    success: false,
    message: '还有 1 个模型价格属于 Acme AI，请先修改这些价格',
  });
  t.same(await operator('/api/model_ownedby/x', 'DELETE'), { success: false, message: 'strconv.Atoi: parsing "x": invalid syntax' });
  const records = (await admin('/api/operation_record/?target_type=owner')).data as { data: { action: string }[] };
  t.same(
    records.data.map((row) => row.action),
    ['owner.create', 'owner.update'],
    'refusals write nothing',
  );
});

t.test('bad bodies and lower roles are refused', async (t) => {
  const { gateway, operator, demo } = await setup(t);
  for (const body of [
    { ...OWNER, name: '' },
    { ...OWNER, icon: 'javascript:alert(1)' },
    { ...OWNER, id: 'x' },
  ]) {
    t.same(await operator('/api/model_ownedby/', 'POST', body), { success: false, message: '无效的参数' }, JSON.stringify(body));
  }
  t.same(await demo('/api/model_ownedby/', 'POST', OWNER), { success: false, message: '无权进行此操作，权限不足' });
  t.same(await demo('/api/model_ownedby/', 'PUT', { id: 1, name: 'x', icon: '' }), {
    success: false,
    message: '无权进行此操作，权限不足',
  });
  t.same(await demo('/api/model_ownedby/56', 'DELETE'), { success: false, message: '无权进行此操作，权限不足' });
  t.equal(gateway.store.owners.get(1)?.name, 'OpenAI');
  t.equal(gateway.store.operations.length, 0);
});
