import t from 'tap';
import { z } from 'zod/mini';
import type { ModelOwnedBy } from '#shared/api/schemas/model.ts';
import { UserGroupInputSchema, UserGroupUpdateSchema } from '#shared/api/schemas/group-admin.ts';
import { ModelInfoInputSchema } from '#shared/api/schemas/model-info.ts';
import { runBatch } from '#client/components/admin-kit/run-batch.ts';
import { EMPTY_GROUP_FORM, formToBody, groupFormSchema } from '#client/pages/dashboard/admin/group/group-form.ts';
import { GROUP_LIST_STATE, groupApiQuery } from '#client/pages/dashboard/admin/group/group-list-state.ts';
import { OWNER_LIST_STATE, nextOwnerId, visibleOwners } from '#client/pages/dashboard/admin/model-owner/owner-list-state.ts';
import {
  formToBody as infoBody,
  modelInfoFormSchema,
  recordToForm,
  splitList,
} from '#client/pages/dashboard/account/model-list/model-info/model-info-form.ts';
import { nextSortOrder } from '#client/components/admin-kit/sort-order.ts';

const issuesOf = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]));
};

t.test('the group list keeps its filters, sort and page in the URL and asks the gateway with them', async (t) => {
  const query = GROUP_LIST_STATE.parse(new URLSearchParams('name=VIP&enable=false&order=-ratio&page=2&size=20'));
  t.same(query, { name: 'VIP', enable: 'false', order: '-ratio', page: 2, size: 20 });
  t.same(groupApiQuery(query), { page: 2, size: 20, Name: 'VIP', enable: 'false', order: '-ratio' });
  t.same(
    GROUP_LIST_STATE.parse(new URLSearchParams('enable=maybe&order=password')),
    GROUP_LIST_STATE.defaults,
    'nonsense reads as the default',
  );
  t.same(groupApiQuery(GROUP_LIST_STATE.defaults), { page: 1, size: 10 });
  t.same([nextSortOrder('', 'ratio'), nextSortOrder('ratio', 'ratio'), nextSortOrder('-ratio', 'ratio')], ['ratio', '-ratio', '']);
});

t.test('the group form checks every field at once and sends what the shared schema accepts', async (t) => {
  t.same(issuesOf(groupFormSchema, { ...EMPTY_GROUP_FORM, symbol: 'a b', name: '', ratio: 'x', apiRate: '1.5' }).sort(), [
    'apiRate',
    'name',
    'ratio',
    'symbol',
  ]);
  t.same(issuesOf(groupFormSchema, { ...EMPTY_GROUP_FORM, symbol: 'edu', name: 'Edu', promotion: true, min: '50', max: '5' }), ['max']);
  t.same(
    issuesOf(groupFormSchema, { ...EMPTY_GROUP_FORM, symbol: 'edu', name: 'Edu', promotion: true, min: '50', max: '0' }),
    [],
    '0 = no upper end',
  );
  const created = formToBody({ ...EMPTY_GROUP_FORM, symbol: ' edu ', name: ' Edu ', ratio: '0.8', public: false }, null);
  t.same(created, { symbol: 'edu', name: 'Edu', ratio: 0.8, api_rate: 600, public: false, promotion: false, min: 0, max: 0, enable: true });
  t.ok(UserGroupInputSchema.safeParse(created).success);
  const group = {
    id: 4,
    symbol: 'edu',
    name: 'Edu',
    ratio: 0.8,
    api_rate: 600,
    public: true,
    promotion: true,
    min: 10,
    max: 20,
    enable: true,
  };
  const edited = formToBody({ ...EMPTY_GROUP_FORM, symbol: 'changed', name: 'Edu', promotion: false }, group);
  t.match(edited, { id: 4, symbol: 'edu', min: 10, max: 20 }, 'the symbol and a switched-off range stay as stored');
  t.ok(UserGroupUpdateSchema.safeParse(edited).success);
});

t.test('owners filter, sort and page in the browser; a new owner is offered the first free id above 1000', async (t) => {
  const owners: ModelOwnedBy[] = [
    { id: 1, name: 'OpenAI', icon: '' },
    { id: 14, name: 'Anthropic', icon: '' },
    { id: 1002, name: 'Acme', icon: '' },
  ];
  const view = (search: string) => visibleOwners(owners, OWNER_LIST_STATE.parse(new URLSearchParams(search)));
  t.same(
    view('').rows.map((owner) => owner.id),
    [1, 14, 1002],
  );
  t.same(
    view('order=name').rows.map((owner) => owner.name),
    ['Acme', 'Anthropic', 'OpenAI'],
  );
  t.same(
    view('kind=custom').rows.map((owner) => owner.id),
    [1002],
  );
  t.same(
    view('kind=builtin&order=-id').rows.map((owner) => owner.id),
    [14, 1],
  );
  t.same(
    view('keyword=14').rows.map((owner) => owner.id),
    [14],
    'an exact id',
  );
  t.same(view('keyword=anth&size=20&page=2'), { rows: [owners[1]], total: 1 }, 'a page past the end shows the last one');
  t.equal(nextOwnerId(owners), 1003);
  t.equal(nextOwnerId(owners.slice(0, 2)), 1001);
});

t.test('the model-info form turns lists into upstream’s JSON text and back', async (t) => {
  t.same(splitList(' text, image，text\n audio ,'), ['text', 'image', 'audio']);
  const form = recordToForm(null, 'glm-4');
  t.equal(form.name, 'glm-4', 'a new row starts from the model name');
  const body = infoBody({ ...form, tags: 'chat, code', supportUrls: 'https://a.example\nhttps://b.example' }, 'glm-4');
  t.match(body, {
    model: 'glm-4',
    input_modalities: '["text"]',
    tags: '["chat","code"]',
    support_url: '["https://a.example","https://b.example"]',
  });
  t.ok(ModelInfoInputSchema.safeParse(body).success);
  t.same(issuesOf(modelInfoFormSchema, { ...form, contextLength: '-1', supportUrls: 'ftp://x' }).sort(), ['contextLength', 'supportUrls']);
  const back = recordToForm({ ...body, id: 3, created_at: 0, updated_at: 0 }, 'glm-4');
  t.equal(back.tags, 'chat, code');
  t.equal(back.supportUrls, 'https://a.example\nhttps://b.example');
});

t.test('a batch runs every call in turn, counting refusals without stopping', async (t) => {
  const calls: number[] = [];
  const outcome = await runBatch(
    [1, 2, 3],
    async (n) => {
      calls.push(n);
      if (n === 2) throw new Error('refused');
    },
    (error) => (error instanceof Error ? error.message : 'x'),
  );
  t.same(calls, [1, 2, 3]);
  t.same(outcome, { done: 2, failed: 1, firstError: 'refused' });
});
