import t from 'tap';
import {
  AccessTokenSchema,
  AffCodeSchema,
  OAuthUrlSchema,
  AvailableModelMapSchema,
  ChannelGroupRateSchema,
  EmptyEnvelopeSchema,
  LoginUserSchema,
  OwnedBySchema,
  PriceSchema,
  RegisterBodySchema,
  StatusSchema,
  UserGroupRateMapSchema,
  UserGroupSchema,
  UserSchema,
  envelopeOf,
  pageOf,
} from '#shared/api/schemas/index.ts';

// Shaped like an unmodified upstream one-hub v0.13 answer: no extension keys, no newer keys.
const upstreamStatus = {
  version: 'v0.13.2',
  start_time: 1731000000,
  email_verification: false,
  github_oauth: false,
  github_client_id: '',
  oidc_auth: false,
  lark_login: false,
  lark_client_id: '',
  system_name: 'One Hub',
  logo: '',
  footer_html: '',
  wechat_qrcode: '',
  wechat_login: false,
  server_address: 'http://localhost:3000',
  turnstile_check: false,
  turnstile_site_key: '',
  top_up_link: '',
  chat_link: '',
  quota_per_unit: 500000,
  display_in_currency: true,
  telegram_bot: '',
  mj_notify_enabled: false,
  chat_cache_enabled: false,
  chat_links: '',
  PaymentUSDRate: 7.3,
  PaymentMinAmount: 1,
  RechargeDiscount: '',
};

const upstreamUser = {
  id: 1,
  username: 'root',
  password: '',
  display_name: 'Root User',
  role: 100,
  status: 1,
  email: '',
  github_id: '',
  wechat_id: '',
  telegram_id: 0,
  lark_id: '',
  verification_code: '',
  access_token: 'a'.repeat(32),
  quota: 100000000,
  used_quota: 0,
  request_count: 0,
  group: 'default',
  aff_code: 'abcd',
  aff_count: 0,
  aff_quota: 0,
  aff_history_quota: 0,
  inviter_id: 0,
  created_time: 1731000000,
};

t.test('an upstream one-hub answer without extension keys parses', async (t) => {
  t.ok(StatusSchema.safeParse(upstreamStatus).success, 'status');
  const user = UserSchema.parse(upstreamUser);
  t.equal(user.group_id, undefined);
  t.notOk('password' in user, 'an upstream empty password is dropped');
  t.ok(LoginUserSchema.safeParse({ ...upstreamUser, quota: 0 }).success, 'login user');
  t.ok(PriceSchema.safeParse({ model: 'gpt-4', type: 'tokens', channel_type: 1, input: 15, output: 30 }).success, 'v0.13 price');
  t.ok(EmptyEnvelopeSchema.safeParse({ success: true, message: '' }).success, 'envelope without data');
});

t.test('contract drift is caught', async (t) => {
  t.notOk(StatusSchema.safeParse({ ...upstreamStatus, quota_per_unit: '500000' }).success, 'number sent as string');
  const { version: _version, ...noVersion } = upstreamStatus;
  t.notOk(StatusSchema.safeParse(noVersion).success, 'missing required key');
  t.notOk(StatusSchema.safeParse({ ...upstreamStatus, WebHomeEnabled: 'true' }).success, 'extension flag as string');
  t.notOk(UserSchema.safeParse({ ...upstreamUser, quota: 1.5 }).success, 'fractional quota');
  t.notOk(UserSchema.safeParse({ ...upstreamUser, group_id: '1' }).success, 'group_id as string');
  t.notOk(PriceSchema.safeParse({ model: 'x', type: 'per-call', channel_type: 1, input: 1, output: 1 }).success, 'unknown price type');
  t.notOk(OwnedBySchema.safeParse({ openai: { id: 1, name: 'OpenAI', icon: '' } }).success, 'owner map keyed by name');
  const rate = { id: 1, symbol: 'default', name: 'd', discount: 1, api_rate: 600, ratio: 1, public: true };
  t.ok(UserGroupRateMapSchema.safeParse({ 1: rate }).success);
  t.notOk(UserGroupRateMapSchema.safeParse({ default: rate }).success, 'rate map keyed by symbol');
  t.notOk(ChannelGroupRateSchema.safeParse({ 1: { 1: '0.8' } }).success, 'rate as string');
  t.notOk(
    UserGroupSchema.safeParse({ id: 1, symbol: 'x', name: 'x', ratio: 1, api_rate: 600, public: true }).success,
    'missing group keys',
  );
  t.notOk(AvailableModelMapSchema.safeParse({ m: { groups: 'default', owned_by: 'x', price: {} } }).success);
  t.notOk(envelopeOf(UserSchema).safeParse({ success: 'true', message: '' }).success, 'success must be boolean');
});

t.test('pageOf wraps items with page counters', async (t) => {
  const schema = pageOf(UserGroupSchema);
  t.ok(schema.safeParse({ data: [], page: 1, size: 10, total_count: 0 }).success);
  t.notOk(schema.safeParse({ data: null, page: 1, size: 10, total_count: 0 }).success);
  t.notOk(schema.safeParse({ data: [], page: 1, size: 10 }).success);
});

t.test('register body limits match upstream', async (t) => {
  t.ok(RegisterBodySchema.safeParse({ username: 'a'.repeat(12), password: 'p'.repeat(8) }).success);
  t.ok(RegisterBodySchema.safeParse({ username: 'bob', password: 'p'.repeat(20), email: '', aff_code: 'ROOT' }).success);
  t.notOk(RegisterBodySchema.safeParse({ username: 'a'.repeat(13), password: 'p'.repeat(8) }).success);
  t.notOk(RegisterBodySchema.safeParse({ username: 'bob', password: 'p'.repeat(7) }).success);
  t.notOk(RegisterBodySchema.safeParse({ username: 'bob', password: 'p'.repeat(21) }).success);
  t.notOk(RegisterBodySchema.safeParse({ username: 'bob', password: 'p'.repeat(8), email: 'nope' }).success);
});

t.test('account and OAuth schemas', async (t) => {
  t.ok(OAuthUrlSchema.safeParse('http://127.0.0.1:3100/oauth-fake/google/authorize?state=abc').success);
  t.notOk(OAuthUrlSchema.safeParse('/oauth-fake/google/authorize').success, 'the authorize URL is absolute');
  t.ok(AccessTokenSchema.safeParse('0123456789abcdef0123456789abcdef').success);
  for (const bad of ['0123456789ABCDEF0123456789ABCDEF', '0123', 'sk-0123456789abcdef0123456789abcdef']) {
    t.notOk(AccessTokenSchema.safeParse(bad).success, bad);
  }
  t.ok(AffCodeSchema.safeParse('ab12').success);
  t.notOk(AffCodeSchema.safeParse('').success);
  t.equal(UserSchema.parse({ ...upstreamUser, google_id: '104' }).google_id, '104', 'google_id is an optional extension key');
  t.notOk(UserSchema.safeParse({ ...upstreamUser, google_id: 104 }).success, 'google_id as number');
});
