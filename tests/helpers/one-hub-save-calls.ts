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
