import t from 'tap';
import { z } from 'zod/mini';
import { ChannelTagUpdateSchema } from '#shared/api/schemas/channel-tag.ts';
import type { ChannelTag } from '#shared/api/schemas/channel-tag.ts';
import { ChannelUpdateSchema } from '#shared/api/schemas/channel.ts';
import { readBatchValue } from '#client/components/admin-kit/batch-field.ts';
import { CHANNEL_BATCH_FIELDS, channelBatchSpec, channelFieldUpdate } from '#client/pages/dashboard/admin/channel/batch-field.ts';
import { envelopeOfList, mergeModels, modelsOfType } from '#client/pages/dashboard/admin/channel/catalog-models.ts';
import { tagFormToBody, tagKeyChanges, tagToForm } from '#client/pages/dashboard/admin/channel/tag-form.ts';

const TAG: ChannelTag = {
  id: 12,
  type: 1,
  status: 1,
  name: 'pool',
  weight: 2,
  priority: 3,
  created_time: 0,
  test_time: 0,
  response_time: 0,
  base_url: 'https://upstream.example',
  other: '',
  balance: 0,
  balance_updated_time: 0,
  models: 'gpt-4o-mini,gpt-4o',
  group: 'default,vip',
  tag: 'pool',
  used_quota: 0,
  model_mapping: '',
  model_headers: '',
  custom_parameter: '',
  proxy: '',
  test_model: 'gpt-4o',
  only_chat: false,
  pre_cost: 1,
  compatible_response: false,
  allow_extra_body: false,
  disabled_stream: null,
  plugin: null,
  key: 'sk-pool-alpha\nsk-pool-beta',
};

t.test('the channel models list without the envelope is wrapped; a refusal in the envelope passes as it is', async (t) => {
  const list = { object: 'list', data: [{ id: 'gpt-4o', object: 'model', created: 1, owned_by: 'OpenAI' }] };
  t.same(envelopeOfList(list), { success: true, message: '', data: list.data });
  const refusal = { success: false, message: '无权进行此操作，权限不足' };
  t.equal(envelopeOfList(refusal), refusal);
  t.equal(envelopeOfList('text'), 'text');
  t.same(envelopeOfList({ object: 'model', id: 'x' }), { object: 'model', id: 'x' }, 'not a list: left for the schema to refuse');
});

t.test("fill: a type's models by owner name (any case), append without repeats or replace", async (t) => {
  const models = [
    { id: 'gpt-4o', owned_by: 'OpenAI' },
    { id: 'claude-3-haiku', owned_by: 'Anthropic' },
    { id: 'gpt-4o-mini', owned_by: 'openai' },
  ];
  t.same(modelsOfType(models, 'OpenAI'), ['gpt-4o', 'gpt-4o-mini']);
  t.same(modelsOfType(models, 'Nobody'), []);
  t.same(mergeModels(['custom', 'gpt-4o'], ['gpt-4o', 'gpt-4o-mini'], false), ['custom', 'gpt-4o', 'gpt-4o-mini']);
  t.same(mergeModels(['custom'], ['gpt-4o', 'gpt-4o'], true), ['gpt-4o']);
});

t.test('the tag form starts from the tag with its key lines and sends only the shared fields', async (t) => {
  const form = tagToForm(TAG);
  t.equal(form.key, 'sk-pool-alpha\nsk-pool-beta');
  t.same(form.models, ['gpt-4o-mini', 'gpt-4o']);
  const body = tagFormToBody({ ...form, key: 'sk-pool-alpha\n\n sk-pool-gamma ', priority: '50', weight: '9', proxy: ' http://p:1 ' });
  t.equal(body.key, 'sk-pool-alpha\nsk-pool-gamma');
  t.equal(body.name, 'pool');
  t.equal(body.proxy, 'http://p:1');
  t.equal(body.models, 'gpt-4o-mini,gpt-4o');
  t.notOk('priority' in body || 'weight' in body || 'type' in body, 'per-channel fields are not sent');
  t.ok(z.safeParse(ChannelTagUpdateSchema, body).success, 'the body passes the shared schema');
  t.same(tagKeyChanges(TAG.key, body.key), { kept: ['sk-pool-alpha'], added: ['sk-pool-gamma'], removed: ['sk-pool-beta'] });
});

t.test('batch values: numbers in range, text trimmed (empty allowed where it clears), choices among the options', async (t) => {
  const groups = ['default', 'vip'];
  t.same(readBatchValue(channelBatchSpec('priority', groups), ' -5 '), { ok: true, value: -5 });
  t.same(readBatchValue(channelBatchSpec('weight', groups), '-1'), { ok: false, problem: 'range' });
  t.same(readBatchValue(channelBatchSpec('weight', groups), '1.5'), { ok: false, problem: 'number' });
  t.same(readBatchValue(channelBatchSpec('weight', groups), ''), { ok: false, problem: 'required' });
  t.same(readBatchValue(channelBatchSpec('tag', groups), '  '), { ok: true, value: '' }, 'an empty tag takes channels out of their tag');
  t.same(readBatchValue(channelBatchSpec('tag', groups), 'x'.repeat(101)), { ok: false, problem: 'long' });
  t.same(readBatchValue(channelBatchSpec('group', groups), 'vip,nope,vip'), { ok: true, value: 'vip' });
  t.same(readBatchValue(channelBatchSpec('group', groups), ''), { ok: false, problem: 'required' });
  t.same(readBatchValue({ kind: 'choice', options: groups }, 'svip'), { ok: false, problem: 'required' });
  t.same(readBatchValue({ kind: 'choice', options: groups }, 'vip'), { ok: true, value: 'vip' });
});

t.test('each batch field makes a channel update the shared schema accepts, setting that field only', async (t) => {
  const values = { group: 'default,vip', priority: 7, weight: 0, tag: '', test_model: 'gpt-4o' } as const;
  for (const field of CHANNEL_BATCH_FIELDS) {
    const body = channelFieldUpdate(4, field, values[field]);
    t.same(body, { id: 4, [field]: values[field] }, field);
    t.ok(z.safeParse(ChannelUpdateSchema, body).success, `${field} passes the schema`);
  }
});
