import type { GatewayCaller } from '#tests/helpers/gateway-http.ts';
import { rowOf } from '#tests/helpers/two-gateways.ts';
import type { ContractCall } from '#tests/helpers/two-gateways.ts';

const KNOWN_OPTION_KEYS = 'the double refuses unknown option keys; one-hub stores them (model/option.go UpdateOption)';

const GO_JSON_ERROR = "Go's encoding/json error text (ShouldBindJSON answers err.Error()), which the double does not imitate";

// Calls whose answers the inputs decide; in order (a later one reads what an earlier one made).
export const SAVES: ContractCall[] = [
  // Profile.
  { role: 'demo', method: 'PUT', path: '/api/user/self', body: { display_name: 'Contract Demo' }, mode: 'values' },
  // Keys: made, listed back, refused when the name is too long.
  {
    role: 'demo',
    method: 'POST',
    path: '/api/token/',
    body: { name: 'contract key', remain_quota: 1000, unlimited_quota: false, expired_time: -1, group: '' },
    mode: 'values',
  },
  {
    role: 'demo',
    method: 'POST',
    path: '/api/token/',
    body: { name: 'k'.repeat(31), remain_quota: 0, unlimited_quota: true, expired_time: -1 },
    mode: 'values',
  },
  // Groups.
  {
    role: 'admin',
    method: 'POST',
    path: '/api/user_group/',
    body: { symbol: 'contract', name: '契约', ratio: 1.5, api_rate: 60, public: true, promotion: false, min: 0, max: 0 },
    mode: 'values',
  },
  { role: 'admin', method: 'GET', path: `/api/user_group/?page=1&size=10&Name=${encodeURIComponent('契约')}`, mode: 'values' },
  // Redemption codes.
  { role: 'admin', method: 'POST', path: '/api/redemption/', body: { name: '契约码', quota: 1000, count: 0 }, mode: 'values' },
  { role: 'admin', method: 'POST', path: '/api/redemption/', body: { name: '', quota: 1000, count: 1 }, mode: 'values' },
  // A channel and a price, as the admin pages save them, and the channel read back.
  {
    role: 'admin',
    method: 'POST',
    path: '/api/channel/',
    body: {
      type: 1,
      name: '契约渠道',
      key: 'sk-contract',
      base_url: 'http://127.0.0.1:9',
      models: 'contract-model',
      group: 'default',
      model_mapping: '',
      other: '',
      tag: '',
    },
    mode: 'values',
  },
  { role: 'admin', method: 'GET', path: `/api/channel/?page=1&size=10&name=${encodeURIComponent('契约渠道')}`, mode: 'values' },
  {
    role: 'admin',
    method: 'POST',
    path: '/api/prices/single',
    body: { model: 'contract-model', type: 'tokens', channel_type: 1, input: 1, output: 2 },
    mode: 'values',
  },
  {
    role: 'admin',
    method: 'POST',
    path: '/api/prices/single',
    body: { model: 'contract-model', type: 'tokens', channel_type: 1, input: 1, output: 2 },
    mode: 'values',
  },
  // The channel test of the Channels page, on each side's first channel (one-hub's calls the fake upstream).
  {
    role: 'admin',
    method: 'GET',
    path: '/api/channel/test/1',
    mode: 'values',
    ignore: {
      time: 'how long the upstream took',
    },
  },
  // Options (root only).
  { role: 'root', method: 'PUT', path: '/api/option/', body: { key: 'Notice', value: '契约公告' }, mode: 'values' },
  { role: 'guest', method: 'GET', path: '/api/notice', mode: 'values' },
  {
    role: 'root',
    method: 'PUT',
    path: '/api/option/',
    body: { key: 'NoSuchOption', value: 'x' },
    mode: 'values',
    // Left as it is: the double refuses an option key it does not know (its own check, issue 32's
    // option keys); one-hub stores any key. A difference, named here until one side changes.
    ignore: { success: KNOWN_OPTION_KEYS, message: KNOWN_OPTION_KEYS },
  },
  // Users: an admin may not make a user of its own rank, nor edit root.
  {
    role: 'admin',
    method: 'POST',
    path: '/api/user/',
    body: { username: 'contract1', password: '12345678', display_name: 'C1', role: 10 },
    mode: 'values',
  },
  { role: 'admin', method: 'POST', path: '/api/user/', body: { username: '', password: '' }, mode: 'values' },
  { role: 'admin', method: 'POST', path: '/api/user/manage', body: { username: 'root', action: 'disable' }, mode: 'values' },
  { role: 'admin', method: 'POST', path: '/api/user/manage', body: { username: 'demo', action: 'promote' }, mode: 'values' },
  // The envelope's edge cases: a body that is not JSON, an unknown /api path.
  { role: 'guest', method: 'POST', path: '/api/user/login', body: 'not json{', mode: 'values' },
  { role: 'demo', method: 'POST', path: '/api/token/', body: 'not json{', mode: 'values', ignore: { message: GO_JSON_ERROR } },
  { role: 'admin', method: 'PUT', path: '/api/user_group/', body: 'not json{', mode: 'values', ignore: { message: GO_JSON_ERROR } },
  { role: 'demo', method: 'GET', path: '/api/no-such-endpoint', mode: 'values' },
  // Pagination limits: the page and size each gateway answers for a size beyond its maximum and a page before the first.
  ...['/api/token/', '/api/log/self', '/api/user/invoice'].flatMap((list): ContractCall[] =>
    ['page=1&size=1000', 'page=0&size=10', 'page=-1&size=0'].map((query) => ({
      role: 'demo',
      method: 'GET',
      path: `${list}?${query}`,
      mode: 'values',
      ignore: { 'data.data': "each side's own rows", 'data.total_count': "each side's own rows" },
    })),
  ),
  // Sign-in refusals.
  { role: 'guest', method: 'POST', path: '/api/user/login', body: { username: 'demo', password: 'wrong-password' }, mode: 'values' },
  { role: 'guest', method: 'POST', path: '/api/user/login', body: { username: '', password: '' }, mode: 'values' },
  { role: 'guest', method: 'POST', path: '/api/user/login', body: { username: 'banned', password: '123456' }, mode: 'values' },
];

const SEED_ROWS = "each side's own seed";
const list = (path: string) => `${path}${path.includes('?') ? '&' : '?'}page=1&size=100`;
/** The path of the record `match` finds in `listPath` on this side, `path` with `:id` filled. */
const atRecord =
  (
    listPath: string,
    match: (row: Record<string, unknown>) => boolean,
    path: (id: unknown) => string,
    body?: (row: Record<string, unknown>) => unknown,
  ) =>
  async (caller: GatewayCaller) => {
    const row = await rowOf(caller, list(listPath), match);
    return { path: path(row.id), ...(body ? { body: body(row) } : {}) };
  };
const named = (field: string, value: string) => (row: Record<string, unknown>) => row[field] === value;
/** The stored record (`GET path`'s data) with `change` over it, as the console's editors send an edit (overStored). */
const overRecord =
  (path: (caller: GatewayCaller) => Promise<string>, change: Record<string, unknown>, unsent: readonly string[] = []) =>
  async (caller: GatewayCaller) => {
    const answer = await caller.call('GET', await path(caller));
    const stored = { ...((answer.body as { data?: Record<string, unknown> } | undefined)?.data ?? {}), ...change };
    return { body: Object.fromEntries(Object.entries(stored).filter(([key]) => !unsent.includes(key))) };
  };
const idIn = async (caller: GatewayCaller, listPath: string, match: (row: Record<string, unknown>) => boolean) =>
  (await rowOf(caller, list(listPath), match)).id;

// Every other save and record read of the console's pages (the coverage test lists them): each
// record made here by the same inputs on both, then read, edited and deleted by each side's id.
export const RECORD_SAVES: ContractCall[] = [
  // Keys: the key SAVES made, read, edited, switched off, deleted.
  {
    role: 'demo',
    method: 'GET',
    path: '/api/token/:id',
    mode: 'values',
    prepare: atRecord('/api/token/', named('name', 'contract key'), (id) => `/api/token/${id}`),
  },
  {
    role: 'demo',
    method: 'PUT',
    path: '/api/token/',
    mode: 'values',
    prepare: atRecord(
      '/api/token/',
      named('name', 'contract key'),
      () => '/api/token/',
      (row) => ({
        id: row.id,
        name: 'contract key 2',
        remain_quota: 2000,
        unlimited_quota: false,
        expired_time: -1,
        group: '',
      }),
    ),
  },
  {
    role: 'demo',
    method: 'PUT',
    path: '/api/token/?status_only=true',
    mode: 'values',
    prepare: atRecord(
      '/api/token/',
      named('name', 'contract key 2'),
      () => '/api/token/?status_only=true',
      (row) => ({ id: row.id, status: 2 }),
    ),
  },
  // An admin's edit of that key, over the record the admin search reads, as sendAdminKeyEdit sends it.
  {
    role: 'admin',
    method: 'PUT',
    path: '/api/token/admin',
    mode: 'values',
    prepare: atRecord(
      '/api/token/admin/search',
      named('name', 'contract key 2'),
      () => '/api/token/admin',
      (row) => {
        const { key: _masked, owner_name: _owner, ...stored } = row;
        return { ...stored, remain_quota: 3000, user_id: 0 };
      },
    ),
  },
  {
    role: 'demo',
    method: 'DELETE',
    path: '/api/token/:id',
    mode: 'values',
    prepare: atRecord('/api/token/', named('name', 'contract key 2'), (id) => `/api/token/${id}`),
  },
  // Groups: the group SAVES made.
  {
    role: 'admin',
    method: 'GET',
    path: '/api/user_group/:id',
    mode: 'values',
    prepare: atRecord('/api/user_group/', named('symbol', 'contract'), (id) => `/api/user_group/${id}`),
  },
  {
    role: 'admin',
    method: 'PUT',
    path: '/api/user_group/enable/:id',
    body: {},
    mode: 'values',
    prepare: atRecord(
      '/api/user_group/',
      named('symbol', 'contract'),
      (id) => `/api/user_group/enable/${id}`,
      () => ({}),
    ),
  },
  {
    role: 'admin',
    method: 'DELETE',
    path: '/api/user_group/:id',
    mode: 'values',
    prepare: atRecord('/api/user_group/', named('symbol', 'contract'), (id) => `/api/user_group/${id}`),
  },
  // Users: a common user made, edited, its balance changed.
  {
    role: 'admin',
    method: 'POST',
    path: '/api/user/',
    body: { username: 'contract2', password: '12345678', display_name: 'C2' },
    mode: 'values',
  },
  {
    role: 'admin',
    method: 'PUT',
    path: '/api/user/',
    mode: 'values',
    prepare: atRecord(
      '/api/user/?keyword=contract2',
      named('username', 'contract2'),
      () => '/api/user/',
      (row) => ({
        id: row.id,
        username: 'contract2',
        display_name: 'C2b',
        password: '',
        group: 'default',
      }),
    ),
  },
  {
    role: 'admin',
    method: 'POST',
    path: '/api/user/quota/:id',
    body: { quota: 100, remark: 'contract' },
    mode: 'values',
    prepare: atRecord(
      '/api/user/?keyword=contract2',
      named('username', 'contract2'),
      (id) => `/api/user/quota/${id}`,
      () => ({ quota: 100, remark: 'contract' }),
    ),
  },
  // Model owners (ids are the admin's own choice).
  { role: 'admin', method: 'POST', path: '/api/model_ownedby/', body: { id: 4242, name: 'Contract Owner', icon: '' }, mode: 'values' },
  { role: 'admin', method: 'GET', path: '/api/model_ownedby/4242', mode: 'values' },
  { role: 'admin', method: 'PUT', path: '/api/model_ownedby/', body: { id: 4242, name: 'Contract Owner 2', icon: '' }, mode: 'values' },
  { role: 'admin', method: 'DELETE', path: '/api/model_ownedby/4242', mode: 'values' },
  // Model info.
  {
    role: 'admin',
    method: 'POST',
    path: '/api/model_info/',
    body: {
      model: 'contract-model',
      name: 'Contract',
      description: '契约',
      context_length: 8192,
      max_tokens: 1024,
      input_modalities: '["text"]',
      output_modalities: '["text"]',
      tags: '[]',
      support_url: '[]',
    },
    mode: 'values',
  },
  {
    role: 'admin',
    method: 'GET',
    path: '/api/model_info/:id',
    mode: 'values',
    prepare: atRecord('/api/model_info/', named('model', 'contract-model'), (id) => `/api/model_info/${id}`),
  },
  {
    role: 'admin',
    method: 'PUT',
    path: '/api/model_info/',
    mode: 'values',
    prepare: overRecord(
      (caller) => idIn(caller, '/api/model_info/', named('model', 'contract-model')).then((id) => `/api/model_info/${id}`),
      {
        description: '契约 2',
      },
    ),
  },
  {
    role: 'admin',
    method: 'DELETE',
    path: '/api/model_info/:id',
    mode: 'values',
    prepare: atRecord('/api/model_info/', named('model', 'contract-model'), (id) => `/api/model_info/${id}`),
  },
  // Channels: the channel SAVES made, read, edited into a tag, the tag's actions, then deleted.
  ...channelCalls(),
  // Prices.
  {
    role: 'admin',
    method: 'PUT',
    path: '/api/prices/single/contract-model',
    body: { model: 'contract-model', type: 'tokens', channel_type: 1, input: 3, output: 4 },
    mode: 'values',
  },
  {
    role: 'admin',
    method: 'POST',
    path: '/api/prices/multiple',
    body: {
      original_models: ['contract-model'],
      models: ['contract-model', 'contract-model-b'],
      // The form's price names its first model (formToPrice); one-hub requires it (binding:"required").
      price: { model: 'contract-model', type: 'tokens', channel_type: 1, input: 1, output: 1 },
    },
    mode: 'values',
  },
  { role: 'admin', method: 'PUT', path: '/api/prices/multiple/delete', body: { models: ['contract-model-b'] }, mode: 'values' },
  {
    role: 'admin',
    method: 'POST',
    path: '/api/prices/sync?updateMode=add',
    body: [{ model: 'contract-sync', type: 'tokens', channel_type: 1, input: 1, output: 1 }],
    mode: 'values',
  },
  { role: 'admin', method: 'DELETE', path: '/api/prices/single/contract-model', mode: 'values' },
  // Telegram commands (root).
  {
    role: 'root',
    method: 'POST',
    path: '/api/option/telegram',
    body: { id: 0, command: 'contract', description: '契约', parse_mode: 'Markdown', reply_message: 'hello' },
    mode: 'values',
  },
  {
    role: 'root',
    method: 'GET',
    path: '/api/option/telegram/:id',
    mode: 'values',
    prepare: atRecord('/api/option/telegram', named('command', 'contract'), (id) => `/api/option/telegram/${id}`),
  },
  {
    role: 'root',
    method: 'DELETE',
    path: '/api/option/telegram/:id',
    mode: 'values',
    prepare: atRecord('/api/option/telegram', named('command', 'contract'), (id) => `/api/option/telegram/${id}`),
  },
  {
    role: 'root',
    method: 'PUT',
    path: '/api/option/telegram/reload',
    body: {},
    mode: 'values',
    // Refused on both while no bot runs (the double fixed; the console offers no reload then).
  },
  // Payment gateways: one made disabled (one-hub's AddPayment looks the new row up among the
  // enabled ones, fails and deletes it), then one made enabled, read, edited, deleted.
  {
    role: 'admin',
    method: 'POST',
    path: '/api/payment/',
    body: {
      type: 'epay',
      name: '契约停用',
      icon: 'https://pay.example/icon.png',
      notify_domain: '',
      fixed_fee: 0,
      percent_fee: 0,
      currency: 'CNY',
      config: '{}',
      sort: 0,
      enable: false,
    },
    mode: 'values',
    // Refused on both: one-hub cannot start a disabled gateway's service (the double in upstream-only mode fixed).
  },
  {
    role: 'admin',
    method: 'POST',
    path: '/api/payment/',
    body: {
      type: 'epay',
      name: '契约支付',
      icon: 'https://pay.example/icon.png',
      notify_domain: '',
      fixed_fee: 0,
      percent_fee: 0,
      currency: 'CNY',
      config: '{}',
      sort: 0,
      enable: true,
    },
    mode: 'values',
  },
  {
    role: 'admin',
    method: 'GET',
    path: '/api/payment/:id',
    mode: 'values',
    prepare: atRecord('/api/payment/', named('name', '契约支付'), (id) => `/api/payment/${id}`),
  },
  {
    role: 'admin',
    method: 'PUT',
    path: '/api/payment/',
    mode: 'values',
    prepare: overRecord((caller) => idIn(caller, '/api/payment/', named('name', '契约支付')).then((id) => `/api/payment/${id}`), {
      name: '契约支付2',
    }),
  },
  {
    role: 'admin',
    method: 'DELETE',
    path: '/api/payment/:id',
    mode: 'values',
    prepare: atRecord('/api/payment/', named('name', '契约支付2'), (id) => `/api/payment/${id}`),
  },
  // Redemption codes: one made, read, edited, switched off, deleted; the purge of used ones.
  {
    role: 'admin',
    method: 'POST',
    path: '/api/redemption/',
    body: { name: '契约码2', quota: 1000, count: 1 },
    mode: 'values',
    ignore: { data: 'the new random codes' },
  },
  {
    role: 'admin',
    method: 'GET',
    path: '/api/redemption/:id',
    mode: 'values',
    prepare: atRecord('/api/redemption/', named('name', '契约码2'), (id) => `/api/redemption/${id}`),
  },
  {
    role: 'admin',
    method: 'PUT',
    path: '/api/redemption/',
    mode: 'values',
    prepare: overRecord((caller) => idIn(caller, '/api/redemption/', named('name', '契约码2')).then((id) => `/api/redemption/${id}`), {
      quota: 2000,
    }),
  },
  {
    role: 'admin',
    method: 'PUT',
    path: '/api/redemption/?status_only=true',
    mode: 'values',
    prepare: atRecord(
      '/api/redemption/',
      named('name', '契约码2'),
      () => '/api/redemption/?status_only=true',
      (row) => ({ id: row.id, status: 2 }),
    ),
  },
  {
    role: 'admin',
    method: 'DELETE',
    path: '/api/redemption/:id',
    mode: 'values',
    prepare: atRecord('/api/redemption/', named('name', '契约码2'), (id) => `/api/redemption/${id}`),
  },
  {
    role: 'admin',
    method: 'GET',
    path: '/api/redemption/invalid',
    mode: 'values',
    unshown: "the redemption page's probe of the purge: a refusal hides the purge (Go's strconv text on one-hub)",
  },
  { role: 'admin', method: 'DELETE', path: '/api/redemption/invalid', mode: 'values' },
  // The settings page's tools (root): the log purge before a time nothing is older than, monthly bills, the system log.
  { role: 'admin', method: 'DELETE', path: '/api/log/?target_timestamp=1', mode: 'values' },
  { role: 'root', method: 'POST', path: '/api/option/invoice/gen/2026-11-01', body: {}, mode: 'values' },
  { role: 'root', method: 'POST', path: '/api/option/invoice/update/2026-11-01', body: {}, mode: 'values' },
  {
    role: 'root',
    method: 'POST',
    path: '/api/system_info/log',
    body: { count: 5 },
    mode: 'shape',
    ignore: { data: 'each process prints its own lines' },
  },
  {
    role: 'root',
    method: 'POST',
    path: '/api/option/system_info/log',
    body: { count: 5 },
    mode: 'shape',
    ignore: { data: 'each process prints its own lines' },
  },
  // The user's own: a new access token, an unknown order, a wrong code, an order without a gateway, an unbinding, a passkey that is not there.
  { role: 'demo', method: 'GET', path: '/api/user/token', mode: 'values', ignore: { data: 'a new random token' } },
  { role: 'demo', method: 'GET', path: '/api/user/order/status?trade_no=no-such-order', mode: 'values' },
  { role: 'demo', method: 'GET', path: '/api/user/invoice/detail?date=2026-13-40', mode: 'values' },
  { role: 'demo', method: 'POST', path: '/api/user/topup', body: { key: 'no-such-code' }, mode: 'values' },
  { role: 'demo', method: 'POST', path: '/api/user/order', body: { uuid: 'no-such-gateway', amount: 10 }, mode: 'values' },
  { role: 'demo', method: 'POST', path: '/api/user/unbind', body: { type: 'github' }, mode: 'values' },
  { role: 'demo', method: 'DELETE', path: '/api/webauthn/credentials/999', mode: 'values' },
];

function channelCalls(): ContractCall[] {
  // Remembered per side: once tagged, one-hub's `name` filter matches the tag, not the channel (model/channel.go GetChannelsList).
  const ids = new Map<string, unknown>();
  const channelId = async (caller: GatewayCaller, name: string) => {
    const key = `${caller.baseUrl} ${name}`;
    if (!ids.has(key)) ids.set(key, await idIn(caller, `/api/channel/?name=${encodeURIComponent(name)}`, named('name', name)));
    return ids.get(key);
  };
  const at = (name: string, path: (id: unknown) => string) => async (caller: GatewayCaller) => ({
    path: path(await channelId(caller, name)),
  });
  const tag = 'contract-tag';
  return [
    { role: 'admin', method: 'GET', path: '/api/channel/:id', mode: 'values', prepare: at('契约渠道', (id) => `/api/channel/${id}`) },
    {
      role: 'admin',
      method: 'PUT',
      path: '/api/channel/',
      mode: 'values',
      // What the proxy forwards: the edit over the stored record, its key put back (server/plugins/proxy/stored-secrets.ts).
      prepare: overRecord((caller) => channelId(caller, '契约渠道').then((id) => `/api/channel/${id}`), { tag }),
    },
    {
      role: 'admin',
      method: 'PUT',
      path: '/api/channel/batch/del_model',
      mode: 'values',
      prepare: async (caller) => ({ body: { ids: [await channelId(caller, '契约渠道')], value: 'no-such-model' } }),
    },
    {
      role: 'admin',
      method: 'GET',
      path: `/api/channel_tag/${tag}`,
      mode: 'values',
      ignore: { 'data.KeyMap': "MD5 of each member's key → its id: the MD5s agreed when this was found, the ids are each side's own" },
    },
    { role: 'admin', method: 'PUT', path: `/api/channel_tag/${tag}/priority`, body: { type: 'priority', value: 5 }, mode: 'values' },
    { role: 'admin', method: 'PUT', path: `/api/channel_tag/${tag}/status/disable`, body: {}, mode: 'values' },
    { role: 'admin', method: 'PUT', path: `/api/channel_tag/${tag}/status/enable`, body: {}, mode: 'values' },
    {
      role: 'admin',
      method: 'PUT',
      path: `/api/channel_tag/${tag}`,
      mode: 'values',
      prepare: overRecord(async () => `/api/channel_tag/${tag}`, { key: 'sk-contract' }),
    },
    { role: 'admin', method: 'DELETE', path: `/api/channel_tag/${tag}`, mode: 'values' },
    {
      role: 'admin',
      method: 'POST',
      path: '/api/channel/',
      body: {
        type: 1,
        name: '契约渠道3',
        key: 'sk-contract',
        base_url: 'http://127.0.0.1:9',
        models: 'contract-model',
        group: 'default',
        model_mapping: '',
        other: '',
        tag: '',
      },
      mode: 'values',
    },
    { role: 'admin', method: 'DELETE', path: '/api/channel/:id', mode: 'values', prepare: at('契约渠道3', (id) => `/api/channel/${id}`) },
    { role: 'admin', method: 'DELETE', path: '/api/channel/disabled', mode: 'values', ignore: { data: SEED_ROWS } },
    {
      role: 'admin',
      method: 'GET',
      path: '/api/channel/update_balance/1',
      mode: 'values',
      ignore: { balance: "each side's provider: the double's seeded figure, one-hub's fake upstream has none" },
    },
    { role: 'admin', method: 'GET', path: '/api/channel/update_balance', mode: 'values' },
    { role: 'admin', method: 'GET', path: '/api/channel/test', mode: 'values' },
  ];
}
