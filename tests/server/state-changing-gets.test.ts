import t from 'tap';
import { buildMockGateway } from '#mock-gateway/app.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { signIn, wechatCode } from '#mock-gateway/testing.ts';
import { STATE_CHANGING_GETS, isStateChangingGet } from '#server/plugins/proxy/state-changing-gets.ts';
import { startConsole } from '#tests/helpers/console.ts';

/**
 * Every GET route under /api of one-hub's router (`router/api-router.go`, read with its
 * controllers) and of the double (the spec's extensions and its own), and whether its handler
 * changes anything. `guarded: false` on a writing route says why the guard leaves it open.
 */
type Route = { writes: false; why?: string } | { writes: true; guarded: true; why: string } | { writes: true; guarded: false; why: string };

const READS: Route = { writes: false };

const ONE_HUB_GETS: Readonly<Record<string, Route>> = {
  '/api/metrics': READS,
  '/api/image/:id': {
    writes: true,
    guarded: false,
    why: 'CheckImg records who fetched the channel check’s test image; the fetcher is a model provider, no session is read',
  },
  '/api/status': READS,
  '/api/notice': READS,
  '/api/about': READS,
  '/api/prices': READS,
  '/api/ownedby': READS,
  '/api/available_model': READS,
  '/api/user_group_map': READS,
  '/api/home_page_content': READS,
  '/api/verification': {
    writes: true,
    guarded: true,
    why: 'SendEmailVerification stores and mails a code (critical rate limit on the caller’s IP)',
  },
  '/api/reset_password': { writes: true, guarded: true, why: 'SendPasswordResetEmail stores and mails a reset token' },
  '/api/oauth/github': { writes: true, guarded: true, why: 'GitHubOAuth signs in, signs up or binds' },
  '/api/oauth/lark': { writes: true, guarded: true, why: 'LarkOAuth signs in, signs up or binds' },
  '/api/oauth/state': { writes: true, guarded: true, why: 'GenerateOAuthCode sets oauth_state in the session' },
  '/api/oauth/wechat': { writes: true, guarded: true, why: 'WeChatAuth signs in or up by a code, without a state' },
  '/api/oauth/wechat/bind': { writes: true, guarded: true, why: 'WeChatBind binds the code’s WeChat account' },
  '/api/oauth/email/bind': { writes: true, guarded: true, why: 'EmailBind sets the caller’s e-mail' },
  '/api/oauth/endpoint': { writes: true, guarded: true, why: 'OIDCEndpoint sets oauth_state in the session' },
  '/api/oauth/oidc': { writes: true, guarded: true, why: 'OIDCAuth signs in, signs up or binds' },
  '/api/webauthn/credentials': READS,
  '/api/payment/notify/:uuid': {
    writes: true,
    guarded: false,
    why: 'PaymentCallback (router.Any) settles an order; the payment provider calls it, its signature decides, no session is read',
  },
  '/api/user/logout': { writes: true, guarded: true, why: 'Logout clears the session' },
  '/api/user/dashboard': READS,
  '/api/user/dashboard/rate': READS,
  '/api/user/dashboard/uptimekuma/status-page': READS,
  '/api/user/dashboard/uptimekuma/status-page/heartbeat': READS,
  '/api/user/invoice': READS,
  '/api/user/invoice/detail': READS,
  '/api/user/self': READS,
  '/api/user/token': { writes: true, guarded: true, why: 'GenerateAccessToken replaces the access token' },
  '/api/user/aff': { writes: true, guarded: true, why: 'GetAffCode creates the invite code when empty' },
  '/api/user/payment': READS,
  '/api/user/order/status': READS,
  '/api/user/': READS,
  '/api/user/:id': READS,
  '/api/option/': READS,
  '/api/option/telegram': READS,
  '/api/option/telegram/status': READS,
  '/api/option/telegram/:id': READS,
  '/api/option/safe_tools': READS,
  '/api/model_ownedby/': READS,
  '/api/model_ownedby/:id': READS,
  '/api/model_info/': READS,
  '/api/model_info/:id': READS,
  '/api/user_group/': READS,
  '/api/user_group/:id': READS,
  '/api/channel/': READS,
  '/api/channel/models': READS,
  '/api/channel/:id': READS,
  '/api/channel/test': { writes: true, guarded: true, why: 'TestAllChannels tests every channel (response times, disables failing ones)' },
  '/api/channel/test/:id': { writes: true, guarded: true, why: 'TestChannel stores the response time, disables on a fatal error' },
  '/api/channel/update_balance': { writes: true, guarded: true, why: 'UpdateAllChannelsBalance stores every balance' },
  '/api/channel/update_balance/:id': { writes: true, guarded: true, why: 'UpdateChannelBalance stores the balance' },
  '/api/channel_tag/_all': READS,
  '/api/channel_tag/:tag/list': READS,
  '/api/channel_tag/:tag': READS,
  '/api/token/playground': { writes: true, guarded: true, why: 'GetPlaygroundToken creates sys_playground when missing' },
  '/api/token/': READS,
  '/api/token/:id': READS,
  '/api/token/admin/search': READS,
  '/api/redemption/': READS,
  '/api/redemption/:id': READS,
  '/api/log/': READS,
  '/api/log/stat': READS,
  '/api/log/self/stat': READS,
  '/api/log/self': READS,
  '/api/group/': READS,
  '/api/analytics/statistics': READS,
  '/api/analytics/period': READS,
  '/api/analytics/multi_user_stats': READS,
  '/api/analytics/multi_user_stats/export': READS,
  '/api/prices/model_list': READS,
  '/api/prices/updateService': READS,
  '/api/payment/order': READS,
  '/api/payment/': READS,
  '/api/payment/:id': READS,
  '/api/mj/self': READS,
  '/api/mj/': READS,
  '/api/task/self': READS,
  '/api/task/': READS,
};

/** The double's GET routes one-hub lacks (extensions.md and the double's own). */
const DOUBLE_GETS: Readonly<Record<string, Route>> = {
  '/api/_mock/image.png': READS,
  '/api/_mock/outbox': READS,
  '/api/_mock/pay/:trade_no': { writes: false, why: 'the fake checkout’s page; paying is its POST' },
  '/api/analytics/user_rank': READS,
  '/api/channel_group_rate': READS,
  '/api/fapiao/': READS,
  '/api/fapiao/orders': READS,
  '/api/fapiao/self': READS,
  '/api/fapiao/title': READS,
  '/api/hot_model': READS,
  '/api/inviter/': READS,
  '/api/inviter/:id/invitees': READS,
  '/api/oauth/google/url': { writes: true, guarded: true, why: 'sets the OAuth state in the session' },
  '/api/operation_record/': READS,
  '/api/option/telegram': READS,
  '/api/payment/order/stat': READS,
  '/api/prices/feed': READS,
  '/api/prices/fetch_feed': { writes: false, why: 'fetches an allow-listed price feed and answers it; the sync is a POST' },
  '/api/redemption/invalid': { writes: false, why: 'counts what the purge (DELETE) would remove' },
  '/api/user/aff/history': READS,
  '/api/user_group_rate': READS,
};

const ALL_GETS = { ...ONE_HUB_GETS, ...DOUBLE_GETS };
const paramless = (path: string) => path.replace(/:\w+/g, ':');

t.test('the guarded list is exactly the GET routes whose handlers change something', async (t) => {
  const guarded = Object.entries(ALL_GETS)
    .filter(([, route]) => route.writes && route.guarded)
    .map(([path]) => paramless(path));
  t.same([...STATE_CHANGING_GETS].map(paramless).sort(), guarded.sort());
  for (const [path, route] of Object.entries(ALL_GETS)) {
    if (route.writes && !route.guarded) t.notOk(isStateChangingGet(path), `${path} stays open: ${route.why}`);
  }
});

t.test('every GET route the double registers is in the table', async (t) => {
  const gateway = await buildMockGateway({ testEndpoints: true });
  t.teardown(() => gateway.close());
  const known = new Set(Object.keys(ALL_GETS).map(paramless));
  const registered = [
    ...new Set(gateway.routes.filter((route) => route.method === 'GET' && route.url.startsWith('/api')).map((route) => route.url)),
  ];
  t.ok(registered.length > 90, `${registered.length} GET routes`);
  for (const url of registered) t.ok(known.has(paramless(url)), `${url} is classified`);
});

t.test('every spelling that reaches a listed path at the gateway is caught', async (t) => {
  for (const spelling of [
    '/api/user/token',
    '/api/user/token?x=1',
    '/api/user/token/',
    '/api/user/./token',
    '/api/user/x/../token',
    '/api/user/%2e/token',
    '/api/user/%2E%2E/user/token',
    '/api/user/%74oken',
    '/api/user%2Ftoken',
    '/api/user%2ftoken',
    '/api/user//token',
    '/api//user///token',
    '/api/user\\token',
    '/api/USER/Token',
    '/api/user/%252e/token',
    '/api/user/%25252e/token',
    '/api/channel/test/7',
    '/api/channel/update_balance/%37',
    '/api/oauth/wechat?code=123456',
    '/api/user/%ZZ',
  ])
    t.ok(isStateChangingGet(spelling), spelling);
  for (const read of [
    '/api/user/self',
    '/api/user/tokens',
    '/api/user/token/x',
    '/api/channel/7',
    '/api/status',
    '/api/user/aff/history',
    '/api/oauth/githubx',
  ])
    t.notOk(isStateChangingGet(read), read);
});

/** What each listed GET would change for its victim, and the request that would do it. */
interface Attack {
  path: string;
  victim: 'user' | 'admin';
}

/** Everything a GET could change: accounts, bindings, tokens, keys, sessions (OAuth states), channels, mail. */
function snapshot(gateway: MockGateway): unknown {
  const { users, tokens, channels, sessions, outbox, verificationCodes, resetTokens } = gateway.store;
  return structuredClone({
    users: [...users.values()],
    tokens: [...tokens.values()],
    channels: [...channels.values()],
    sessions: [...sessions.values()],
    outbox,
    verificationCodes: [...verificationCodes],
    resetTokens: [...resetTokens],
  });
}

/** How a browser sends what another site (or a link here) makes it send; none is a script of this site. */
const NOT_FROM_A_SCRIPT: Record<string, Record<string, string>> = {
  'a cross-site navigation': {
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    'sec-fetch-user': '?1',
  },
  'a same-site navigation (a sibling subdomain)': {
    'sec-fetch-site': 'same-site',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
  },
  'a cross-site <img>': { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
  'a same-site <img>': { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
  'a link on one of the console’s pages': { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  'an <img> in a model’s answer': { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
  'a navigation of a browser without Sec-Fetch-*': {},
  'a cross-site fetch that sets the client id': {
    origin: 'https://evil.example',
    'x-client-id': 'forged',
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'cors',
  },
  'a sibling subdomain’s fetch with a token': {
    origin: 'https://evil.console.test',
    authorization: 'Bearer forged',
    'sec-fetch-mode': 'cors',
  },
  'a navigation with cached Basic credentials': {
    authorization: 'Basic dXNlcjpwYXNz',
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'navigate',
  },
  'an old browser with cached Digest credentials': { authorization: 'Digest username="u"' },
};

t.test('a listed GET from another site, a sibling subdomain, a link or an <img> changes nothing', async (t) => {
  const reached: string[] = [];
  const { app, gateway } = await startConsole(t, {
    gateway: { testEndpoints: true, criticalRateLimit: false },
    prepareGateway: (double) =>
      double.addHook('onRequest', async (request) => {
        if (isStateChangingGet(request.url)) reached.push(request.url);
      }),
  });
  // The victims: a new user (no invite code, no playground key, no bindings) and the seeded admin.
  await gateway.inject({ method: 'POST', url: '/api/user/register', payload: { username: 'victim', password: 'victim-pass-1' } });
  const cookies = { user: await signIn(gateway, 'victim', 'victim-pass-1'), admin: await signIn(gateway, 'admin') };
  // What the attacker prepared: a WeChat code of their own account, an e-mail code for their address.
  const attackerWeChat = await wechatCode(gateway, 'new');
  await gateway.inject('/api/verification?email=attacker%40evil.example');
  const mailed = gateway.store.verificationCodes.get('attacker@evil.example')?.code ?? '';
  t.match(mailed, /^\d{6}$/);
  const attacks: Attack[] = [
    { path: '/api/verification?email=victim%40example.com', victim: 'user' },
    { path: '/api/reset_password?email=demo%40example.com', victim: 'user' },
    { path: '/api/oauth/state', victim: 'user' },
    { path: '/api/oauth/endpoint', victim: 'user' },
    { path: '/api/oauth/google/url', victim: 'user' },
    { path: '/api/oauth/github?code=x&state=y', victim: 'user' },
    { path: '/api/oauth/lark?code=x&state=y', victim: 'user' },
    { path: '/api/oauth/oidc?code=x&state=y', victim: 'user' },
    { path: `/api/oauth/wechat/bind?code=${attackerWeChat.code}`, victim: 'user' },
    { path: `/api/oauth/email/bind?email=attacker%40evil.example&code=${mailed}`, victim: 'user' },
    { path: '/api/user/token', victim: 'user' },
    { path: '/api/user/aff', victim: 'user' },
    { path: '/api/token/playground', victim: 'user' },
    { path: '/api/channel/test', victim: 'admin' },
    { path: '/api/channel/test/1', victim: 'admin' },
    { path: '/api/channel/update_balance', victim: 'admin' },
    { path: '/api/channel/update_balance/1', victim: 'admin' },
    // Last: it signs the victim's browser into the attacker's account, then out.
    { path: `/api/oauth/wechat?code=${attackerWeChat.code}`, victim: 'user' },
    { path: '/api/user/logout', victim: 'user' },
  ];
  for (const { path } of attacks) t.ok(isStateChangingGet(path), `${path} is listed`);
  t.equal(
    new Set(attacks.map(({ path }) => path.split('?')[0]?.replace(/\/\d+$/, '/:id'))).size,
    STATE_CHANGING_GETS.length,
    'each listed GET',
  );
  reached.length = 0;
  const before = snapshot(gateway);
  for (const [how, headers] of Object.entries(NOT_FROM_A_SCRIPT)) {
    for (const { path, victim } of attacks) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url: path, headers: { cookie: cookies[victim], ...headers } });
        t.equal(response.statusCode, 403, `${how}: ${method} ${path}`);
      }
    }
  }
  t.same(reached, [], 'none reached the gateway');
  t.same(snapshot(gateway), before, 'nothing changed: accounts, bindings, tokens, keys, sessions, channels, mail');
  t.match(
    (await app.inject({ url: '/api/user/self', headers: { cookie: cookies.user } })).json<unknown>(),
    { success: true, data: { username: 'victim', email: '', wechat_id: '' } },
    'the victim is still signed in as themselves, nothing bound',
  );
});

t.test('the console’s own calls, token clients and reads still pass', async (t) => {
  const { app, gateway } = await startConsole(t, { gateway: { criticalRateLimit: false } });
  const cookie = await signIn(gateway, 'admin');
  const admin = [...gateway.store.users.values()].find((user) => user.username === 'admin');
  const consoleCall = {
    cookie,
    'x-client-id': 'b1946ac9-2f3f-4d5d-9a63-4b1b0d3e1a71',
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
  };
  const rotated = await app.inject({ url: '/api/user/token', headers: consoleCall });
  t.match(rotated.json<unknown>(), { success: true, data: /^[0-9a-f]{32}$/ }, 'the profile’s "generate" (the API client’s call)');
  const token = rotated.json<{ data: string }>().data;
  t.equal(admin?.access_token, token);
  t.match((await app.inject({ url: '/api/channel/test/1', headers: consoleCall })).json<unknown>(), { success: true }, 'a channel test');
  // SDKs and scripts: one-hub's access token (bare or Bearer), or a session with the client id.
  for (const authorization of [token, `Bearer ${token}`])
    t.match(
      (await app.inject({ url: '/api/channel/update_balance/1', headers: { authorization } })).json<unknown>(),
      { success: true },
      'a token',
    );
  t.match(
    (await app.inject({ url: '/api/user/aff', headers: { cookie, 'x-client-id': 'curl' } })).json<unknown>(),
    { success: true },
    'curl',
  );
  // Reads are not guarded, from anywhere.
  for (const url of ['/api/user/self', '/api/status', '/api/channel/1'])
    t.equal(
      (await app.inject({ url, headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } })).statusCode,
      200,
      url,
    );
  t.match((await app.inject({ url: '/api/user/logout', headers: consoleCall })).json<unknown>(), { success: true }, 'sign-out');
  t.equal((await app.inject({ url: '/api/user/self', headers: { cookie } })).statusCode, 401, 'signed out');
});

t.test('with PUBLIC_URL, only its origin counts as this site for the console’s calls', async (t) => {
  const { app, gateway } = await startConsole(t, { env: { PUBLIC_URL: 'https://console.example.com' } });
  const cookie = await signIn(gateway, 'demo');
  const call = (origin: string) => app.inject({ url: '/api/user/aff', headers: { cookie, origin, 'x-client-id': 'x' } });
  t.equal((await call('https://console.example.com')).statusCode, 200);
  t.equal((await call('https://evil.console.example.com')).statusCode, 403, 'a sibling subdomain');
  t.equal((await call('http://console.example.com')).statusCode, 403, 'another scheme');
});
