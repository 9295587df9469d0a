import t from 'tap';
import { z } from 'zod/mini';
import { ChannelPageSchema, ChannelSchema, ChannelTestAllSchema } from '#shared/api/schemas/channel.ts';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';
import { OperationRecordSchema, SECRET_MASK } from '#shared/api/schemas/operation-record.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { addTestKey } from '#mock-gateway/relay/test-keys.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';

const NOW = Date.UTC(2025, 0, 1);
const RecordPage = envelopeOf(z.object({ data: z.array(OperationRecordSchema), total_count: z.int() }));
const Page = envelopeOf(ChannelPageSchema);
type Reply = { success: boolean; message: string; data?: unknown; time?: number; balance?: number };

/** Every body the admin received, so a test can show no key ever came back. */
async function setup(t: Parameters<typeof startGateway>[0]) {
  const gateway = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const bodies: string[] = [];
  const callerAs = async (username: string) => {
    const cookie = await signIn(gateway, username);
    return async (url: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', payload?: object): Promise<Reply> => {
      const response = await gateway.inject({ url, method, headers: { cookie }, ...(payload ? { payload } : {}) });
      bodies.push(response.body);
      return response.json<Reply>();
    };
  };
  const admin = await callerAs('admin');
  const records = async (action: string) =>
    (RecordPage.parse(await admin(`/api/operation_record/?target_type=channel&action=${action}&size=100`)).data?.data ?? []).filter(
      (record) => record.action === action,
    );
  return { gateway, admin, callerAs, bodies, records };
}

const NEW_CHANNEL = {
  type: 1,
  name: 'alias line',
  key: 'sk-secret-alpha',
  base_url: 'https://upstream.example',
  models: 'alias-model,gpt-4o-mini',
  group: 'default,vip',
  model_mapping: '{"alias-model":"gpt-4o-mini"}',
  priority: 5,
};

async function findByName(admin: Awaited<ReturnType<typeof setup>>['admin'], name: string) {
  const page = Page.parse(await admin(`/api/channel/?name=${encodeURIComponent(name)}&size=100`));
  return page.data?.data.filter((channel) => channel.name === name || channel.name.startsWith(`${name}_`)) ?? [];
}

function chat(gateway: MockGateway, key: string, model: string) {
  return gateway.inject({
    method: 'POST',
    url: '/v1/chat/completions',
    headers: { authorization: `Bearer sk-${key}` },
    payload: { model, messages: [{ role: 'user', content: 'hi' }] },
  });
}

t.test('GET /api/channel/ pages the channels in the envelope, without keys, with filters and the order whitelist', async (t) => {
  const { admin } = await setup(t);
  const first = Page.parse(await admin('/api/channel/'));
  t.equal(first.success, true);
  t.same([first.data?.page, first.data?.size, first.data?.total_count], [1, 10, 11]);
  t.same(
    first.data?.data.map((channel) => channel.id),
    [11, 10, 9, 8, 7, 6, 5, 4, 3, 2],
    'newest id first',
  );
  const second = Page.parse(await admin('/api/channel/?page=2&size=10'));
  t.same(
    second.data?.data.map((channel) => channel.id),
    [1],
  );
  const byPriority = Page.parse(await admin('/api/channel/?order=-priority,id&size=3'));
  t.same(
    byPriority.data?.data.map((channel) => channel.id),
    [1, 2, 3],
  );
  t.same(await admin('/api/channel/?order=key'), { success: false, message: "不允许对字段 'key' 进行排序" });
  t.same(await admin('/api/channel/?size=101'), { success: false, message: 'size 参数不能超过 100' });
  t.same(await admin('/api/channel/?type=x'), { success: false, message: 'strconv.ParseInt: parsing "x": invalid syntax' });
  const ids = async (query: string) => Page.parse(await admin(`/api/channel/?${query}`)).data?.data.map((channel) => channel.id);
  t.same(await ids('type=1'), [2, 1], 'type');
  t.same(await ids('name=openai'), [2, 1], 'name contains, any case');
  t.same(await ids('models=claude'), [3], 'models contain');
  t.same(await ids('group=vip&type=34'), [6], 'group');
  t.same(await ids('key=sk-mock-0003'), [3], 'key matches exactly');
  t.same(await ids('key=sk-mock'), [], 'no partial key match');
  await admin('/api/channel/', 'PUT', { id: 4, status: 2, tag: 'google', test_model: 'gemini-1.5-pro' });
  t.same(await ids('status=2'), [4], 'status');
  t.same(await ids('tag=google'), [4], 'tag');
  t.same(await ids('test_model=gemini-1.5-pro'), [4], 'test model');
  t.same(await ids('test_model=gpt-4o-mini'), [2, 1]);
  t.same(await ids('filter_tag=2'), [4], 'tagged only');
  t.equal((await ids('filter_tag=1'))?.length, 10, 'untagged only');
  const one = await admin('/api/channel/3');
  t.same(ChannelSchema.parse(one.data).name, 'Anthropic');
  t.notOk('key' in (one.data as object), 'the key is never sent back');
  t.same(await admin('/api/channel/x'), { success: false, message: 'strconv.Atoi: parsing "x": invalid syntax' });
  t.same(await admin('/api/channel/999'), { success: false, message: 'record not found' });
});

t.test('a common user and an operator are refused; no credentials get 401', async (t) => {
  const { gateway, callerAs } = await setup(t);
  for (const username of ['demo', 'operator']) {
    const caller = await callerAs(username);
    const refused = { success: false, message: '无权进行此操作，权限不足' };
    t.same(await caller('/api/channel/'), refused, `${username} list`);
    t.same(await caller('/api/channel/', 'POST', NEW_CHANNEL), refused, `${username} create`);
    t.same(await caller('/api/channel/1', 'DELETE'), refused, `${username} delete`);
    t.same(await caller('/api/channel/test'), refused, `${username} test all`);
  }
  t.equal(gateway.store.channels.size, 11, 'nothing changed');
  t.equal((await gateway.inject({ url: '/api/channel/' })).statusCode, 401);
});

t.test('create: several key lines make several channels; edit keeps an unsent key; records everything masked', async (t) => {
  const { gateway, admin, bodies, records } = await setup(t);
  t.same(await admin('/api/channel/', 'POST', { ...NEW_CHANNEL, key: 'sk-one\nsk-two\n\nsk-three' }), { success: true, message: '' });
  const made = await findByName(admin, 'alias line');
  t.same(
    made.map((channel) => channel.name),
    ['alias line_3', 'alias line_2', 'alias line'],
  );
  t.same(
    made.map((channel) => [channel.group, channel.models, channel.priority, channel.weight, channel.status]),
    Array(3).fill(['default,vip', 'alias-model,gpt-4o-mini', 5, 1, 1]),
  );
  const first = made[2];
  t.ok(first);
  if (!first) return;
  t.equal(gateway.store.channels.get(first.id)?.key, 'sk-one');
  t.same(await admin('/api/channel/', 'POST', { ...NEW_CHANNEL, group: 'nope' }), { success: false, message: '分组 nope 不存在' });
  t.same(await admin('/api/channel/', 'POST', { ...NEW_CHANNEL, model_mapping: '{bad' }), { success: false, message: '无效的参数' });

  const edited = await admin('/api/channel/', 'PUT', { id: first.id, name: 'renamed', key: '', weight: 7 });
  t.equal(edited.success, true);
  t.equal(gateway.store.channels.get(first.id)?.key, 'sk-one', 'an empty key is unchanged');
  t.equal(gateway.store.channels.get(first.id)?.weight, 7);
  await admin('/api/channel/', 'PUT', { id: first.id, key: 'sk-rotated' });
  t.equal(gateway.store.channels.get(first.id)?.key, 'sk-rotated');
  await admin('/api/channel/', 'PUT', { id: first.id, status: 2 });

  const created = await records('channel.create');
  t.equal(created.length, 3);
  t.equal(created.find((record) => record.target_id === String(first.id))?.detail.after?.key, SECRET_MASK);
  const updates = await records('channel.update');
  t.same(
    updates.map((record) => record.detail.after),
    [{ key: SECRET_MASK }, { name: 'renamed', weight: 7 }],
    'only changed fields, key masked',
  );
  t.same((await records('channel.status'))[0]?.detail, { before: { status: 1 }, after: { status: 2 } });
  t.equal((await records('channel.status'))[0]?.username, 'admin');

  for (const secret of ['sk-one', 'sk-two', 'sk-three', 'sk-rotated', 'sk-mock-0001'])
    t.notOk(
      bodies.some((body) => body.includes(secret)),
      `${secret} never in a response`,
    );
});

t.test('delete one, the disabled ones, a batch; batch add and remove a model; each recorded', async (t) => {
  const { gateway, admin, records } = await setup(t);
  t.same(await admin('/api/channel/11', 'DELETE'), { success: true, message: '' });
  t.notOk(gateway.store.channels.has(11));
  await admin('/api/channel/', 'PUT', { id: 9, status: 2 });
  const auto = gateway.store.channels.get(8);
  if (auto) auto.status = 3;
  t.same(await admin('/api/channel/disabled', 'DELETE'), { success: true, message: '', data: 2 });
  t.same([gateway.store.channels.has(8), gateway.store.channels.has(9)], [false, false]);
  t.same(await admin('/api/channel/batch/add_model', 'PUT', { ids: [1, 2, 999], value: 'extra-model' }), {
    success: true,
    message: '',
    data: 2,
  });
  t.ok(gateway.store.channels.get(2)?.models.includes('extra-model'));
  t.same(
    await admin('/api/channel/batch/add_model', 'PUT', { ids: [1], value: 'extra-model' }),
    { success: true, message: '', data: 0 },
    'already there',
  );
  t.same(await admin('/api/channel/batch/del_model', 'PUT', { ids: [1, 2, 999], value: 'extra-model' }), {
    success: true,
    message: '更新成功',
    data: 2,
  });
  t.notOk(gateway.store.channels.get(1)?.models.includes('extra-model'));
  t.same(await admin('/api/channel/batch/del_model', 'PUT', { ids: [], value: 'x' }), { success: false, message: '无效的参数' });
  t.same(await admin('/api/channel/batch', 'DELETE', { ids: [6, 7], value: 'batch_delete' }), { success: true, message: '', data: 2 });
  t.same((await records('channel.delete')).map((record) => record.target_id).sort(), ['11', '6', '7', '8', '9']);
  t.equal((await records('channel.update')).length, 4, 'two adds and two removals');
});

t.test('tests and balances are deterministic; a refused key auto-disables; test all answers every channel', async (t) => {
  const { gateway, admin, records } = await setup(t);
  const once = await admin('/api/channel/test/3?model=claude-3-5-sonnet-20240620');
  const again = await admin('/api/channel/test/3?model=claude-3-5-sonnet-20240620');
  t.equal(once.success, true);
  t.same(once, again, 'the same latency every time');
  t.ok(once.time !== undefined && once.time >= 0.3 && once.time < 2);
  t.equal(gateway.store.channels.get(3)?.response_time, Math.round((once.time ?? 0) * 1000));
  t.equal(gateway.store.channels.get(3)?.test_time, NOW / 1000);

  await admin('/api/channel/', 'POST', { ...NEW_CHANNEL, name: 'broken', key: 'sk-will-fail' });
  const [broken] = await findByName(admin, 'broken');
  t.ok(broken);
  if (!broken) return;
  const failed = await admin(`/api/channel/test/${broken.id}`);
  t.same([failed.success, failed.message], [false, '测速失败，已被禁用，原因：Incorrect API key provided (status code 401)']);
  t.equal(once.message, '测速成功', "upstream's words");
  t.equal(gateway.store.channels.get(broken.id)?.status, 3, 'auto-disabled');
  t.same((await records('channel.status'))[0]?.detail.after, { status: 3 });

  const balance = await admin('/api/channel/update_balance/3');
  t.equal(balance.success, true);
  // The balance beside the envelope and no `data`, as one-hub answers (controller/channel-billing.go); the console reads it there.
  t.equal(balance.data, undefined);
  t.same(await admin('/api/channel/update_balance/3'), balance);
  t.equal(gateway.store.channels.get(3)?.balance, balance.balance);
  t.equal((await admin(`/api/channel/update_balance/${broken.id}`)).success, false);

  const reenabled = gateway.store.channels.get(broken.id);
  if (reenabled) reenabled.status = 1;
  const all = await admin('/api/channel/test');
  const rows = ChannelTestAllSchema.parse(all.data) ?? [];
  t.equal(rows.length, 12, 'a result for every channel');
  t.same(
    rows.filter((row) => !row.success).map((row) => [row.id, row.status]),
    [[broken.id, 3]],
  );
  const models = await admin('/api/channel/provider_models_list', 'POST', { type: 14, key: 'sk-x' });
  t.ok(Array.isArray(models.data) && (models.data as string[]).every((model) => model.startsWith('claude')));
  t.equal((await admin('/api/channel/provider_models_list', 'POST', { type: 1, key: 'sk-fail' })).success, false);
});

t.test('tags: list, members, priority, status, delete', async (t) => {
  const { gateway, admin, records } = await setup(t);
  await admin('/api/channel/', 'POST', { ...NEW_CHANNEL, name: 'pool', key: 'sk-a\nsk-b', tag: 'pool' });
  t.same(await admin('/api/channel_tag/_all'), { success: true, message: '', data: [{ id: 0, tag: 'pool' }] });
  const members = ((await admin('/api/channel_tag/pool/list')).data as { id: number }[]).map((channel) => channel.id);
  t.equal(members.length, 2);
  t.same(await admin('/api/channel_tag/pool/priority', 'PUT', { type: 'priority', value: 9 }), { success: true, message: '' });
  t.same(
    members.map((id) => gateway.store.channels.get(id)?.priority),
    [9, 9],
  );
  const wrongType = await gateway.inject({
    method: 'PUT',
    url: '/api/channel_tag/pool/priority',
    headers: { cookie: await signIn(gateway, 'admin') },
    payload: { type: 'weight', value: 1 },
  });
  t.same(wrongType.json(), { error: { message: 'type must be priority', type: 'one_hub_error' } });
  t.same(await admin('/api/channel_tag/pool/status/disable', 'PUT'), { success: true, message: '' });
  t.same(
    members.map((id) => gateway.store.channels.get(id)?.status),
    [2, 2],
  );
  t.equal((await records('channel.status')).length, 2);
  t.same(await admin('/api/channel_tag/pool/status/enable', 'PUT'), { success: true, message: '' });
  const [first, second] = members;
  await admin('/api/channel/', 'PUT', { id: second, status: 2 });
  t.same(await admin('/api/channel_tag/pool/disabled', 'DELETE'), { success: true, message: '', data: 1 }, 'only the disabled member');
  t.notOk(gateway.store.channels.has(second ?? 0));
  await admin('/api/channel/', 'POST', { ...NEW_CHANNEL, name: 'pool-3', key: 'sk-c', tag: 'pool' });
  t.same(await admin(`/api/channel/${first}/tag`, 'DELETE'), { success: true, message: '' }, 'remove one from the tag');
  t.equal(gateway.store.channels.get(first ?? 0)?.tag, '');
  t.same(await admin('/api/channel_tag/pool', 'DELETE'), { success: true, message: '', data: 1 });
  t.equal(gateway.store.channels.size, 12, 'the untagged one stays');
});

t.test('the relay routes over the edited channels: mapping, priority, weight, disabling', async (t) => {
  const { gateway, admin } = await setup(t);
  const key = addTestKey(gateway.store, 4).key; // demo, group default
  const before = await chat(gateway, key, 'alias-model');
  t.equal(before.statusCode, 503);
  t.match(before.json(), { error: { message: /^当前分组 default 下对于模型 alias-model 无可用渠道/, type: 'one_hub_error' } });

  await admin('/api/channel/', 'POST', NEW_CHANNEL);
  const [mapped] = await findByName(admin, 'alias line');
  if (!mapped) throw new Error('not created');
  const served = await chat(gateway, key, 'alias-model');
  t.equal(served.statusCode, 200);
  const body = served.json<{ model: string; choices: { message: { content: string } }[] }>();
  t.equal(body.model, 'alias-model', 'the client sees the model it asked for');
  t.match(body.choices[0]?.message.content, /mock reply from gpt-4o-mini/, 'the upstream got the mapped model');
  t.equal(gateway.store.logs.at(-1)?.channel_id, mapped.id);

  // A second channel at a lower priority is only the fallback; at the same priority, weights share the calls.
  await admin('/api/channel/', 'POST', { ...NEW_CHANNEL, name: 'second line', priority: 0, model_mapping: '' });
  const [second] = await findByName(admin, 'second line');
  if (!second) throw new Error('not created');
  const servedBy = async (count: number) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      t.equal((await chat(gateway, key, 'alias-model')).statusCode, 200);
      ids.push(gateway.store.logs.at(-1)?.channel_id ?? 0);
    }
    return ids;
  };
  t.same(await servedBy(2), [mapped.id, mapped.id], 'the higher priority serves');
  await admin('/api/channel/', 'PUT', { id: second.id, priority: 5, weight: 3 });
  const shared = await servedBy(8);
  t.same([shared.filter((id) => id === second.id).length, shared.filter((id) => id === mapped.id).length], [6, 2], 'weights 3:1');
  await admin('/api/channel/', 'PUT', { id: second.id, status: 2 });
  t.same(await servedBy(2), [mapped.id, mapped.id], 'disabled: the other serves');
  await admin('/api/channel/', 'PUT', { id: mapped.id, status: 2 });
  const none = await chat(gateway, key, 'alias-model');
  t.equal(none.statusCode, 503, 'both disabled: the contract error');
  t.match(none.json(), { error: { message: /^当前分组 default 下对于模型 alias-model 无可用渠道/ } });
  // A channel for other groups only does not serve default.
  await admin('/api/channel/', 'PUT', { id: mapped.id, status: 1, group: 'vip' });
  t.equal((await chat(gateway, key, 'alias-model')).statusCode, 503);
});
