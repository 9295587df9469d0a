import t from 'tap';
import { z } from 'zod/mini';
import { ChannelInputSchema, ChannelUpdateSchema } from '#shared/api/schemas/channel.ts';
import { EMPTY_CHANNEL_FORM, channelFormSchema, formToBody, mappingRows } from '#client/pages/dashboard/admin/channel/channel-form.ts';
import { CHANNEL_LIST_STATE, channelApiQuery } from '#client/pages/dashboard/admin/channel/channel-list-state.ts';
import type { Channel } from '#shared/api/schemas/channel.ts';
import { nextSortOrder } from '#client/components/admin-kit/sort-order.ts';

const issuesOf = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]));
};

t.test('the channel list keeps its filters, sort and page in the URL and asks the gateway with them', async (t) => {
  const query = CHANNEL_LIST_STATE.parse(
    new URLSearchParams(
      'name=open&key=sk-x&models=gpt&test_model=gpt-4o&type=1&status=3&group=vip&tag=pool&filter_tag=2&order=-priority&page=2&size=20',
    ),
  );
  t.same(channelApiQuery(query), {
    page: 2,
    size: 20,
    name: 'open',
    key: 'sk-x',
    models: 'gpt',
    test_model: 'gpt-4o',
    type: 1,
    status: 3,
    group: 'vip',
    tag: 'pool',
    filter_tag: 2,
    order: '-priority',
  });
  t.same(
    CHANNEL_LIST_STATE.parse(new URLSearchParams('status=9&filter_tag=7&order=key&type=x')),
    CHANNEL_LIST_STATE.defaults,
    'nonsense reads as the default',
  );
  t.same(
    ['', 'priority', '-priority'].map((order) => nextSortOrder(order, 'priority')),
    ['priority', '-priority', ''],
  );
});

t.test('the mapping shows "client asks → upstream gets" rows, or null for text that is not a mapping', async (t) => {
  t.same(mappingRows(''), []);
  t.same(mappingRows('{"a": "b", "c": "+d"}'), [
    { asked: 'a', sent: 'b', billedAsAsked: false },
    { asked: 'c', sent: 'd', billedAsAsked: true },
  ]);
  t.equal(mappingRows('{"a": '), null);
  t.equal(mappingRows('["a"]'), null);
  t.equal(mappingRows('{"a": 1}'), null);
});

t.test('the form: a key on create, one key at most on edit, JSON fields checked; bodies match the shared schemas', async (t) => {
  const filled = { ...EMPTY_CHANNEL_FORM, name: 'line', key: 'sk-a\n\nsk-b', models: ['m'], modelMapping: '{"m": "n"}' };
  t.same(issuesOf(channelFormSchema(true), filled), []);
  t.same(issuesOf(channelFormSchema(true), { ...filled, key: ' ' }), ['key']);
  t.same(issuesOf(channelFormSchema(false), { ...filled, key: '' }), [], 'an empty key keeps the old one');
  t.same(issuesOf(channelFormSchema(false), filled), ['key'], 'one key when editing');
  t.same(
    issuesOf(channelFormSchema(true), {
      ...filled,
      models: [],
      groups: [],
      modelMapping: '{',
      modelHeaders: '{"a": 1}',
      customParameter: '[]',
      weight: '-1',
    }),
    ['models', 'groups', 'modelMapping', 'modelHeaders', 'customParameter', 'weight'],
  );
  const created = formToBody(filled, null);
  t.equal(created.key, 'sk-a\nsk-b');
  t.ok(ChannelInputSchema.safeParse(created).success, 'a creation body passes the gateway schema');
  const channel = { id: 7 } as Channel;
  const edited = formToBody({ ...filled, key: '' }, channel);
  t.match(edited, { id: 7, key: '', models: 'm', group: 'default', model_mapping: '{"m": "n"}' });
  t.ok(ChannelUpdateSchema.safeParse(edited).success, 'an edit body passes the gateway schema');
});
