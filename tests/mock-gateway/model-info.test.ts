import t from 'tap';
import { ModelInfoRecordListSchema, ModelInfoRecordSchema } from '#shared/api/schemas/model-info.ts';
import { PriceListSchema } from '#shared/api/schemas/model.ts';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';

const NOW = Date.UTC(2025, 0, 1);
type Reply = { success: boolean; message: string; data?: unknown };
const INFO = {
  model: 'glm-4',
  name: 'GLM-4',
  description: '智谱的通用模型。',
  context_length: 128000,
  max_tokens: 4096,
  input_modalities: '["text"]',
  output_modalities: '["text"]',
  tags: '["chat"]',
  support_url: '[]',
};

async function setup(t: Parameters<typeof startGateway>[0]) {
  const gateway = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const admin = callerFor<Reply>(gateway, await signIn(gateway, 'admin'));
  const operator = callerFor<Reply>(gateway, await signIn(gateway, 'operator'));
  const rows = async () => ModelInfoRecordListSchema.parse((await gateway.inject('/api/model_info/')).json<Reply>().data);
  const priceInfo = async (model: string) =>
    PriceListSchema.parse((await gateway.inject('/api/prices')).json<Reply>().data).find((price) => price.model === model)?.model_info;
  return { gateway, admin, operator, rows, priceInfo };
}

t.test('an admin creates, edits and deletes model info; prices carry it at once; each change is recorded', async (t) => {
  const { admin, rows, priceInfo } = await setup(t);
  const seeded = await rows();
  t.equal(seeded.length, 13);
  t.same(
    seeded.map((row) => row.id),
    [...seeded.map((row) => row.id)].sort((a, b) => b - a),
    'newest id first, as upstream',
  );
  t.equal(await priceInfo('glm-4'), undefined);

  t.same(await admin('/api/model_info/', 'POST', INFO), { success: true, message: '' });
  const created = (await rows()).find((row) => row.model === 'glm-4');
  if (!created) throw new Error('not created');
  t.match(created, { ...INFO, id: 14, created_at: NOW / 1000 });
  t.same(ModelInfoRecordSchema.parse((await admin('/api/model_info/14')).data), created);
  t.match(await priceInfo('glm-4'), { name: 'GLM-4', tags: ['chat'], context_length: 128000 });
  t.same(await admin('/api/model_info/', 'POST', INFO), { success: false, message: 'model identifier already exists' });

  const edit = { ...INFO, id: 14, description: '更新了', input_modalities: '["text","image"]', tags: '["chat","vision"]' };
  t.same(await admin('/api/model_info/', 'PUT', edit), { success: true, message: '' });
  t.match(await priceInfo('glm-4'), { description: '更新了', input_modalities: ['text', 'image'], tags: ['chat', 'vision'] });
  t.same(await admin('/api/model_info/', 'PUT', { ...edit, model: 'gpt-4o' }), {
    success: false,
    message: 'model identifier already exists',
  });
  t.same(await admin('/api/model_info/', 'PUT', { ...edit, id: 999 }), { success: false, message: 'record not found' });

  t.same(await admin('/api/model_info/14', 'DELETE'), { success: true, message: '' });
  t.equal(await priceInfo('glm-4'), undefined);
  t.same(await admin('/api/model_info/14', 'DELETE'), { success: false, message: 'record not found' });

  const records = (await admin('/api/operation_record/?target_type=model_info')).data as {
    data: { action: string; detail: { before: unknown; after: unknown } }[];
  };
  t.same(
    records.data.map((row) => row.action),
    ['model_info.delete', 'model_info.update', 'model_info.create'],
  );
  t.same(records.data[1]?.detail, {
    before: { description: '智谱的通用模型。', input_modalities: ['text'], tags: ['chat'] },
    after: { description: '更新了', input_modalities: ['text', 'image'], tags: ['chat', 'vision'] },
  });
});

t.test('bad bodies and lower roles are refused and change nothing', async (t) => {
  const { gateway, admin, operator, rows } = await setup(t);
  for (const body of [
    { ...INFO, model: '' },
    { ...INFO, tags: 'chat' },
    { ...INFO, tags: '[1]' },
    { ...INFO, context_length: -1 },
  ]) {
    t.same(await admin('/api/model_info/', 'POST', body), { success: false, message: '无效的参数' }, JSON.stringify(body));
  }
  t.same(await operator('/api/model_info/', 'POST', INFO), { success: false, message: '无权进行此操作，权限不足' });
  t.same(await operator('/api/model_info/1', 'DELETE'), { success: false, message: '无权进行此操作，权限不足' });
  t.equal((await gateway.inject({ method: 'DELETE', url: '/api/model_info/1' })).statusCode, 401);
  t.equal((await rows()).length, 13);
  t.equal(gateway.store.operations.length, 0);
});
