import type { ContractCall } from '#tests/helpers/two-gateways.ts';

/*
 * The console's calls of the spec's extensions and of other forks' spellings, which an unmodified
 * one-hub does not route (the coverage test holds each against its router): both gateways must
 * answer them alike, one-hub's 404 `Invalid URL`, so the console's fallbacks meet the same
 * answer on the double in upstream-only mode (mock-gateway/upstream-only.ts, `absent`) as on
 * one-hub. Each as the role whose page makes it.
 */
const call = (role: ContractCall['role'], method: ContractCall['method'], path: string): ContractCall => ({
  role,
  method,
  path,
  ...(method === 'POST' || method === 'PUT' ? { body: {} } : {}),
  mode: 'values',
});

export const ABSENT_CALLS: ContractCall[] = [
  // The public catalogue's extras and Google's sign-in.
  call('guest', 'GET', '/api/hot_model'),
  call('demo', 'GET', '/api/user_group_rate'),
  call('demo', 'GET', '/api/channel_group_rate'),
  call('guest', 'GET', '/api/oauth/google/url'),
  call('guest', 'POST', '/api/oauth/google'),
  // Affiliate: the history and both spellings of the transfer.
  call('demo', 'GET', '/api/user/aff/history'),
  call('demo', 'POST', '/api/user/aff/transfer'),
  call('demo', 'POST', '/api/user/aff_transfer'),
  // Fapiao.
  call('demo', 'GET', '/api/fapiao/self'),
  call('demo', 'GET', '/api/fapiao/title'),
  call('demo', 'POST', '/api/fapiao/title'),
  call('demo', 'PUT', '/api/fapiao/title'),
  call('demo', 'DELETE', '/api/fapiao/title/1'),
  call('demo', 'GET', '/api/fapiao/orders'),
  call('demo', 'POST', '/api/fapiao/'),
  call('admin', 'GET', '/api/fapiao/'),
  call('admin', 'PUT', '/api/fapiao/1'),
  call('demo', 'DELETE', '/api/fapiao/1'),
  // Inviters and operation records.
  call('admin', 'GET', '/api/inviter/'),
  call('admin', 'GET', '/api/inviter/1/invitees'),
  call('admin', 'POST', '/api/inviter/1/adjust'),
  call('admin', 'GET', '/api/operation_record/'),
  // The double's own admin extras: orders' totals and completion, the batch model addition, the price feed, the user ranking.
  call('admin', 'GET', '/api/payment/order/stat'),
  call('admin', 'POST', '/api/payment/order/complete'),
  call('admin', 'PUT', '/api/channel/batch/add_model'),
  call('admin', 'GET', '/api/prices/fetch_feed'),
  call('admin', 'GET', '/api/analytics/user_rank'),
];
