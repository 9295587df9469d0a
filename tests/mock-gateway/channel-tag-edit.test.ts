import t from 'tap';
import { z } from 'zod/mini';
import { ChannelTagSchema } from '#shared/api/schemas/channel-tag.ts';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';
import { OperationRecordSchema, SECRET_MASK } from '#shared/api/schemas/operation-record.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';

/**
 * The tag editor of the double (`GET`/`PUT /api/channel_tag/:tag`, upstream's multi-key editor):
 * the envelope, admins only, the key lines diffed into created and deleted members, the shared
 * fields on every member, an operation record per change, and keys in no other answer.
 */

const NOW = Date.UTC(2025, 0, 1);
const RecordPage = envelopeOf(z.object({ data: z.array(OperationRecordSchema), total_count: z.int() }));
const TagAnswer = envelopeOf(ChannelTagSchema);
type Reply = { success: boolean; message: string; data?: unknown };

const POOL = {
  type: 1,
  name: 'pool',
  key: 'sk-pool-alpha\nsk-pool-beta',
  models: 'gpt-4o-mini',
  group: 'default',
  tag: 'pool',
  priority: 3,
  weight: 2,
};

async function setup(t: Parameters<typeof startGateway>[0]) {
  const gateway = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const bodies: { url: string; body: string }[] = [];
  const callerAs = async (username: string) => {
    const cookie = await signIn(gateway, username);
    return async (url: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', payload?: object): Promise<Reply> => {
      const response = await gateway.inject({ url, method, headers: { cookie }, ...(payload ? { payload } : {}) });
      bodies.push({ url, body: response.body });
      return response.json<Reply>();
    };
  };
  const admin = await callerAs('admin');
  if (!(await admin('/api/channel/', 'POST', POOL)).success) throw new Error('the pool was not created');
  const members = () => [...gateway.store.channels.values()].filter((channel) => channel.tag === 'pool').sort((a, b) => a.id - b.id);
  const records = async (action: string) =>
    (RecordPage.parse(await admin(`/api/operation_record/?target_type=channel&action=${action}&size=100`)).data?.data ?? []).filter(
      (record) => record.action === action,
    );
  return { gateway, admin, callerAs, bodies, members, records };
}

t.test('GET answers the first member with a line per member (its id and masked key, never the key), in the envelope', async (t) => {
  const { admin, members } = await setup(t);
  const answer = TagAnswer.parse(await admin('/api/channel_tag/pool'));
  t.equal(answer.success, true);
  const [alpha, beta] = members();
  t.equal(answer.data?.key, `#${alpha?.id} sk-p…lpha\n#${beta?.id} sk-p…beta`);
  t.notOk(JSON.stringify(answer).includes('sk-pool-'), 'no key in the answer');
  t.same([answer.data?.id, answer.data?.name, answer.data?.models, answer.data?.tag], [members()[0]?.id, 'pool', 'gpt-4o-mini', 'pool']);
  t.same(await admin('/api/channel_tag/nothing'), { success: false, message: 'tag不存在' });
  t.same(await admin('/api/channel_tag/nothing', 'PUT', { key: 'sk-x' }), { success: false, message: 'tag不存在' });
});

t.test('only admins: a common user and an operator get the refusal and never a key; nothing changes', async (t) => {
  const { gateway, callerAs, bodies, members } = await setup(t);
  const refused = { success: false, message: '无权进行此操作，权限不足' };
  for (const username of ['demo', 'operator']) {
    const caller = await callerAs(username);
    t.same(await caller('/api/channel_tag/pool'), refused, `${username} read`);
    t.same(await caller('/api/channel_tag/pool', 'PUT', { key: 'sk-pool-alpha' }), refused, `${username} edit`);
  }
  t.equal((await gateway.inject({ url: '/api/channel_tag/pool' })).statusCode, 401);
  t.equal(members().length, 2, 'nothing deleted');
  t.notOk(
    bodies.some(({ body }) => body.includes('sk-pool')),
    'no key in a refusal',
  );
});

t.test(
  'PUT: added lines create members, removed lines delete theirs, kept lines keep their channel; shared fields everywhere',
  async (t) => {
    const { admin, members, gateway } = await setup(t);
    const [alpha, beta] = members();
    if (!alpha || !beta) throw new Error('not created');
    const answer = await admin('/api/channel_tag/pool', 'PUT', {
      name: 'pool',
      key: ' sk-pool-alpha \n\nsk-pool-gamma\nsk-pool-delta\nsk-pool-gamma',
      models: 'gpt-4o-mini,gpt-4o',
      group: 'default,vip',
      test_model: 'gpt-4o',
      only_chat: true,
      priority: 99,
    });
    t.same(answer, { success: true, message: '', data: { created: 2, updated: 1, deleted: 1 } });
    const after = members();
    t.same(
      after.map((channel) => [channel.name, channel.key]),
      [
        ['pool', 'sk-pool-alpha'],
        ['pool_3', 'sk-pool-gamma'],
        ['pool_4', 'sk-pool-delta'],
      ],
      'beta gone, alpha kept with its id, one channel per new line (numbered on, past names still taken)',
    );
    t.equal(after[0]?.id, alpha.id);
    t.notOk(gateway.store.channels.has(beta.id));
    for (const channel of after) {
      t.same(
        [channel.models, channel.groups, channel.test_model, channel.only_chat],
        [['gpt-4o-mini', 'gpt-4o'], ['default', 'vip'], 'gpt-4o', true],
        `${channel.name} has the shared fields`,
      );
      t.same([channel.priority, channel.weight, channel.type], [3, 2, 1], `${channel.name} keeps the per-channel fields of the tag`);
    }
    t.not(after[1]?.models, after[2]?.models, 'no list shared between records');

    // An empty tag keeps the tag; a new one moves every member.
    await admin('/api/channel_tag/pool', 'PUT', { key: 'sk-pool-alpha\nsk-pool-gamma\nsk-pool-delta', tag: '' });
    t.equal(members().length, 3);
    t.same(await admin('/api/channel_tag/pool', 'PUT', { key: 'sk-pool-alpha\nsk-pool-gamma\nsk-pool-delta', tag: 'renamed' }), {
      success: true,
      message: '',
      data: { created: 0, updated: 3, deleted: 0 },
    });
    t.equal(members().length, 0);
    const lines = TagAnswer.parse(await admin('/api/channel_tag/renamed')).data?.key.split('\n') ?? [];
    t.same(
      lines.map((line) => line.replace(/^#\d+ /, '')),
      ['sk-p…lpha', 'sk-p…amma', 'sk-p…elta'],
    );

    // The member lines the GET lists keep their members; a line naming a channel outside the tag is refused.
    const before = [...gateway.store.channels.keys()];
    t.same(await admin('/api/channel_tag/renamed', 'PUT', { key: lines.join('\n') }), {
      success: true,
      message: '',
      data: { created: 0, updated: 0, deleted: 0 },
    });
    t.same([...gateway.store.channels.keys()], before, 'every member kept, with its key');
    t.same(await admin('/api/channel_tag/renamed', 'PUT', { key: `${lines.join('\n')}\n#999999 x` }), {
      success: false,
      message: '无效的参数',
    });
    t.same(await admin('/api/channel_tag/renamed', 'PUT', { key: (lines[0] ?? '') + '\nsk-pool-epsilon' }), {
      success: true,
      message: '',
      data: { created: 1, updated: 0, deleted: 2 },
    });
  },
);

t.test('PUT refuses without a key line, with an unknown group or a bad field, and changes nothing', async (t) => {
  const { admin, members } = await setup(t);
  const before = JSON.stringify(members());
  t.same(await admin('/api/channel_tag/pool', 'PUT', { key: ' \n ' }), { success: false, message: 'key不能为空' });
  t.same(await admin('/api/channel_tag/pool', 'PUT', { models: 'x' }), { success: false, message: 'key不能为空' });
  t.same(await admin('/api/channel_tag/pool', 'PUT', { key: 'sk-pool-alpha', group: 'nope' }), {
    success: false,
    message: '分组 nope 不存在',
  });
  t.same(await admin('/api/channel_tag/pool', 'PUT', { key: 'sk-pool-alpha', model_mapping: '{bad' }), {
    success: false,
    message: '无效的参数',
  });
  t.same(await admin('/api/channel_tag/pool', 'PUT', { key: 'sk-pool-alpha', pre_cost: 'x' }), { success: false, message: '无效的参数' });
  t.equal(JSON.stringify(members()), before);
});

t.test('each change writes its operation record, keys masked; no other answer carries a key', async (t) => {
  const { admin, members, records, bodies } = await setup(t);
  const [alpha, beta] = members();
  await admin('/api/channel_tag/pool', 'PUT', { key: 'sk-pool-alpha\nsk-pool-gamma', proxy: 'http://proxy.example:8080' });
  const created = (await records('channel.create')).filter((record) => record.detail.remark === 'tag pool: key added');
  t.equal(created.length, 1);
  t.equal(created[0]?.detail.after?.key, SECRET_MASK);
  t.equal(created[0]?.username, 'admin');
  const deleted = await records('channel.delete');
  t.same(
    deleted.map((record) => [record.target_id, record.detail.remark, record.detail.before?.key]),
    [[String(beta?.id), 'tag pool: key removed', SECRET_MASK]],
  );
  const updated = await records('channel.update');
  t.same(
    updated.map((record) => [record.target_id, record.detail.before, record.detail.after]),
    [[String(alpha?.id), { proxy: '' }, { proxy: 'http://proxy.example:8080' }]],
  );
  // An edit that changes nothing records nothing.
  await admin('/api/channel_tag/pool', 'PUT', { key: 'sk-pool-alpha\nsk-pool-gamma', proxy: 'http://proxy.example:8080' });
  t.equal((await records('channel.update')).length, 1);

  await admin('/api/channel/?size=100');
  await admin('/api/channel/?tag=pool&size=100');
  await admin('/api/channel_tag/pool/list');
  await admin(`/api/channel/${alpha?.id ?? 0}`);
  for (const { url, body } of bodies.filter((entry) => entry.url !== '/api/channel_tag/pool'))
    t.notOk(/sk-pool|sk-mock/.test(body), `no key in ${url}`);
});

t.test("the plugin's secret stays write-only through the tag editor: not answered, '' keeps each member's", async (t) => {
  const { admin, members } = await setup(t);
  const secret = 'cf-access-secret-value';
  for (const member of members()) member.plugin = { headers: { 'CF-Access-Client-Id': 'id', 'CF-Access-Client-Secret': secret } };
  const read = await admin('/api/channel_tag/pool');
  t.notOk(JSON.stringify(read).includes(secret), 'GET leaves the secret out');
  await admin('/api/channel_tag/pool', 'PUT', {
    key: 'sk-pool-alpha\nsk-pool-beta\nsk-pool-gamma',
    plugin: { headers: { 'CF-Access-Client-Id': 'new-id', 'CF-Access-Client-Secret': '' } },
  });
  t.same(
    members().map((member) => member.plugin),
    Array(3).fill({ headers: { 'CF-Access-Client-Id': 'new-id', 'CF-Access-Client-Secret': secret } }),
    'every member, the added one too, keeps the stored secret and takes the new id',
  );
});
