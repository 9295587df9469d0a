import type { LightMyRequestResponse } from 'fastify';
import t from 'tap';
import { ROLE } from '#shared/access.ts';
import { StatusSchema, envelopeOf } from '#shared/api/schemas/index.ts';
import { buildMockGateway } from '#mock-gateway/app.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { upstreamOnlyFromEnv } from '#mock-gateway/env.ts';
import { larkSignIn, oidcSignIn, sessionCookie, signIn, wechatCode } from '#mock-gateway/testing.ts';
import { EXTENSION_STATUS_KEYS, UPSTREAM_ONLY_RULES, isAbsentUpstream, rulesOfKind } from '#mock-gateway/upstream-only.ts';
import type { UpstreamOnlyRule } from '#mock-gateway/upstream-only.ts';
import { startBundledGateway } from '#server/bundled-gateway.ts';
import { HONEST, SERVER_ADDRESS, registerPasskey, signInWithPasskey } from '#tests/helpers/passkey-calls.ts';

// Every check derives from the mode's one table (mock-gateway/upstream-only.ts): a row added
// there is tested here, in the mode and without it, with no list to edit.

const NOW = Date.UTC(2025, 0, 1);
const TOO_LOW = { success: false, message: '无权进行此操作，权限不足' };

interface Pair {
  full: MockGateway;
  upstream: MockGateway;
  /** Root's session on each (the highest role: only the mode's difference can refuse it). */
  cookies: Map<MockGateway, string>;
}

async function startPair(t: { teardown(fn: () => unknown): void }): Promise<Pair> {
  const build = (upstreamOnly: boolean) =>
    buildMockGateway({ now: () => NOW, criticalRateLimit: false, upstreamOnly, testEndpoints: true });
  const [full, upstream] = await Promise.all([build(false), build(true)]);
  t.teardown(() => Promise.all([full.close(), upstream.close()]));
  const cookies = new Map([
    [full, await signIn(full, 'root')],
    [upstream, await signIn(upstream, 'root')],
  ]);
  return { full, upstream, cookies };
}

/** The rule's route with every parameter filled (`/api/fapiao/:id` → `/api/fapiao/1`). */
function pathOf(rule: UpstreamOnlyRule): string {
  return rule.url.replace(/:\w+/g, '1');
}

function call(pair: Pair, gateway: MockGateway, rule: UpstreamOnlyRule, query = '', headers: Record<string, string> = {}) {
  const body = rule.method === 'GET' || rule.method === 'DELETE' ? {} : { payload: {} };
  const cookie = pair.cookies.get(gateway) ?? '';
  return gateway.inject({ method: rule.method, url: `${pathOf(rule)}${query}`, headers: { cookie, ...headers }, ...body });
}

/** A new session's OAuth state, as the console's sign-in buttons get it. */
async function oauthState(gateway: MockGateway): Promise<{ state: string; cookie: string }> {
  const res = await gateway.inject({ url: '/api/oauth/state' });
  return { state: res.json<{ data: string }>().data, cookie: sessionCookie(res) ?? '' };
}

/**
 * Requests that answer a row's keys only with a body or a flow of their own (a sign-in), keyed
 * `METHOD url`; every other row is called with `call`. A row the generic call cannot reach fails
 * the omit test until it is given a sample here.
 */
const SAMPLE_REQUESTS: Record<string, (gateway: MockGateway, rootCookie: string) => Promise<LightMyRequestResponse>> = {
  'POST /api/user/login': (gateway) =>
    gateway.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'demo', password: '123456' } }),
  'POST /api/user/manage': (gateway, cookie) =>
    gateway.inject({ method: 'POST', url: '/api/user/manage', headers: { cookie }, payload: { username: 'demo', action: 'set_reliable' } }),
  'GET /api/oauth/github': async (gateway) => {
    const { state, cookie } = await oauthState(gateway);
    const query = new URLSearchParams({
      client_id: 'mock-github-client-id',
      state,
      redirect_uri: 'http://console.test/oauth/github',
      as: 'new',
    });
    const back = new URL(String((await gateway.inject(`/oauth-fake/github/authorize?${query}`)).headers.location));
    return gateway.inject({ url: `/api/oauth/github${back.search}`, headers: { cookie } });
  },
  'PUT /api/channel_tag/:tag': async (gateway, cookie) => {
    const channel = { type: 1, name: 'pool', key: 'sk-pool-a', models: 'gpt-4o-mini', group: 'default', tag: 'pool' };
    await gateway.inject({ method: 'POST', url: '/api/channel/', headers: { cookie }, payload: channel });
    return gateway.inject({ method: 'PUT', url: '/api/channel_tag/pool', headers: { cookie }, payload: { key: 'sk-pool-a\nsk-pool-b' } });
  },
  'GET /api/oauth/oidc': (gateway) => oidcSignIn(gateway, 'new'),
  'GET /api/oauth/lark': (gateway) => larkSignIn(gateway, 'new'),
  'GET /api/oauth/wechat': async (gateway) => gateway.inject(`/api/oauth/wechat?code=${(await wechatCode(gateway)).code}`),
  // An edit over the stored code, as the console sends it (the mode's GET leaves the expiry out).
  'PUT /api/redemption/': async (gateway, cookie) => {
    const stored = (await gateway.inject({ url: '/api/redemption/1', headers: { cookie } })).json<{ data: Record<string, unknown> }>().data;
    return gateway.inject({ method: 'PUT', url: '/api/redemption/', headers: { cookie }, payload: { ...stored, quota: 123 } });
  },
  'POST /api/webauthn/login/finish': async (gateway, cookie) => {
    gateway.store.status.server_address = SERVER_ADDRESS;
    const { credential } = await registerPasskey(gateway, cookie, { claims: HONEST });
    return (await signInWithPasskey(gateway, credential)).finish;
  },
};

t.test('every row of the table names a route the double registers (no dead rows)', async (t) => {
  const { full } = await startPair(t);
  const registered = new Set(full.routes.map((route) => `${route.method} ${route.url}`));
  for (const rule of UPSTREAM_ONLY_RULES) t.ok(registered.has(`${rule.method} ${rule.url}`), `${rule.method} ${rule.url}`);
  t.ok(rulesOfKind('absent').length >= 20, 'the extension endpoints are listed');
});

t.test('each extension endpoint answers upstream router 404 in the mode and works without it', async (t) => {
  const pair = await startPair(t);
  for (const rule of rulesOfKind('absent')) {
    const label = `${rule.method} ${rule.url}`;
    const upstream = await call(pair, pair.upstream, rule);
    t.equal(upstream.statusCode, 404, `${label}: 404 in the mode`);
    t.same(
      upstream.json(),
      { error: { message: `Invalid URL (${rule.method} ${pathOf(rule)})`, type: 'invalid_request_error', code: '' } },
      label,
    );
    const full = await call(pair, pair.full, rule);
    t.not(full.statusCode, 404, `${label}: served without the mode`);
    t.notMatch(full.body, /Invalid URL/, label);
    t.ok(isAbsentUpstream(pathOf(rule), rule.method), `${label}: isAbsentUpstream knows it`);
  }
  t.notOk(isAbsentUpstream('/api/user_group_map'), 'an upstream route is not absent');
  t.notOk(isAbsentUpstream('/api/user/aff'), 'nor a shorter path of an absent one');
});

t.test('an absent route is 404 before the role check, the rate limit and body parsing, as upstream router', async (t) => {
  const upstream = await buildMockGateway({ now: () => NOW, upstreamOnly: true, criticalRateLimit: { max: 1, windowMs: 60_000 } });
  t.teardown(() => upstream.close());
  const anonymous = await upstream.inject({ url: '/api/operation_record/' });
  t.equal(anonymous.statusCode, 404, 'no session: 404, not 401');
  const badJson = { method: 'POST' as const, url: '/api/oauth/google', headers: { 'content-type': 'application/json' }, payload: '{' };
  t.equal((await upstream.inject(badJson)).statusCode, 404, 'bad JSON: 404, not 400');
  t.equal((await upstream.inject(badJson)).statusCode, 404, 'a critical route: never counted, never 429');
});

t.test('extension keys are left out in the mode and sent without it', async (t) => {
  const pair = await startPair(t);
  for (const rule of rulesOfKind('omit')) {
    const sample = SAMPLE_REQUESTS[`${rule.method} ${rule.url}`];
    const read = async (gateway: MockGateway) =>
      (await (sample ? sample(gateway, pair.cookies.get(gateway) ?? '') : call(pair, gateway, rule))).json<{ data: unknown }>().data;
    // One call each: a sample may change state (a role), so it is not repeated per key.
    const [full, upstream] = [await read(pair.full), await read(pair.upstream)];
    t.ok(typeof upstream === 'object' && upstream !== null, `${rule.method} ${rule.url}: answered with data in the mode`);
    for (const key of rule.difference.keys) {
      const label = `${rule.method} ${rule.url} ${key}`;
      t.ok(hasPath(full, key), `${label}: sent without the mode`);
      t.notOk(hasPath(upstream, key), `${label}: left out in the mode`);
    }
  }
});

t.test('rows upstream never lists are left out of the list in the mode and listed without it', async (t) => {
  const pair = await startPair(t);
  for (const rule of rulesOfKind('omit-rows')) {
    const { field, values } = rule.difference;
    const listed = async (gateway: MockGateway) =>
      new Set((await call(pair, gateway, rule)).json<{ data: Record<string, unknown>[] }>().data.map((row) => String(row[field])));
    const [full, upstream] = [await listed(pair.full), await listed(pair.upstream)];
    t.ok(upstream.size > 0, `${rule.method} ${rule.url}: rows are still listed in the mode`);
    for (const value of values) {
      t.ok(full.has(value), `${rule.method} ${rule.url} ${field}=${value}: listed without the mode`);
      t.notOk(upstream.has(value), `${rule.method} ${rule.url} ${field}=${value}: left out in the mode`);
    }
  }
});

/** Each `sign-in-only` row's provider flow, run while signed in; answers the callback. */
const SIGNED_IN_CALLBACKS: Record<string, (gateway: MockGateway, cookie: string) => Promise<LightMyRequestResponse>> = {
  'GET /api/oauth/oidc': (gateway, cookie) => oidcSignIn(gateway, 'new', { cookie }),
};

t.test('a callback upstream never binds signs a signed-in caller in as the account in the mode, and binds without it', async (t) => {
  const pair = await startPair(t);
  for (const rule of rulesOfKind('sign-in-only')) {
    const label = `${rule.method} ${rule.url}`;
    const flow = SIGNED_IN_CALLBACKS[label];
    if (!flow) throw new Error(`${label}: give it a flow in SIGNED_IN_CALLBACKS`);
    t.same(
      (await flow(pair.full, pair.cookies.get(pair.full) ?? '')).json(),
      { success: true, message: 'bind' },
      `${label}: bound without the mode`,
    );
    const upstream = await flow(pair.upstream, pair.cookies.get(pair.upstream) ?? '');
    t.match(upstream.json(), { success: true, data: { role: 1 } }, `${label}: root is signed in as the new account in the mode`);
  }
});

t.test('/api/status without the extension keys still parses, and the store keeps them', async (t) => {
  const pair = await startPair(t);
  const status = envelopeOf(StatusSchema).parse((await pair.upstream.inject({ url: '/api/status' })).json()).data ?? {};
  for (const key of EXTENSION_STATUS_KEYS) t.notOk(key in status, key);
  t.match(status, { github_oauth: true, quota_per_unit: 500000 }, 'upstream keys stay');
  t.equal(pair.upstream.store.status.MjEnabled, true, 'only the answer changes, not the store');
});

/** A value that makes each ignored parameter filter something when it is honoured. */
const FILTERING: Record<string, string> = { group: 'svip', role: '100', status: '2', source_ip: '203.0.113.9', channel_id: '1' };

t.test('query parameters upstream ignores change nothing in the mode and filter without it', async (t) => {
  const pair = await startPair(t);
  for (const rule of rulesOfKind('ignore-query')) {
    for (const param of rule.difference.params) {
      const value = FILTERING[param];
      if (value === undefined) {
        t.fail(`${param}: add a filtering sample value to FILTERING`);
        continue;
      }
      const label = `${rule.method} ${rule.url} ${param}=${value}`;
      const answer = async (gateway: MockGateway, query: string) => (await call(pair, gateway, rule, query)).json<unknown>();
      t.same(await answer(pair.upstream, `?${param}=${value}`), await answer(pair.upstream, ''), `${label}: ignored in the mode`);
      t.notSame(await answer(pair.full, `?${param}=${value}`), await answer(pair.full, ''), `${label}: applied without the mode`);
    }
  }
});

t.test('sort fields upstream refuses are refused in the mode with its message', async (t) => {
  const pair = await startPair(t);
  for (const rule of rulesOfKind('refuse-order')) {
    for (const field of rule.difference.fields) {
      const label = `${rule.method} ${rule.url} order=-${field}`;
      t.same(
        (await call(pair, pair.upstream, rule, `?order=-${field}`)).json(),
        { success: false, message: `不允许对字段 '${field}' 进行排序` },
        label,
      );
      t.match((await call(pair, pair.full, rule, `?order=-${field}`)).json(), { success: true }, `${label}: sorted without the mode`);
    }
    t.match((await call(pair, pair.upstream, rule, '?order=-id')).json(), { success: true }, 'upstream fields still sort');
  }
});

t.test("upstream's stricter roles apply in the mode: a caller at the spec's level is refused where the spec admits it", async (t) => {
  const pair = await startPair(t);
  // The seeded account of each role the spec may declare below upstream's.
  const ACCOUNT: Partial<Record<number, string>> = { [ROLE.operator]: 'operator', [ROLE.admin]: 'admin' };
  const sessions = new Map<string, string>();
  async function cookieOf(gateway: MockGateway, username: string): Promise<string> {
    const key = `${gateway === pair.full ? 'full' : 'upstream'}:${username}`;
    const known = sessions.get(key);
    if (known) return known;
    const cookie = await signIn(gateway, username);
    sessions.set(key, cookie);
    return cookie;
  }
  for (const rule of rulesOfKind('role')) {
    const label = `${rule.method} ${rule.url}`;
    const declared = (gateway: MockGateway) => gateway.routes.find((route) => route.method === rule.method && route.url === rule.url)?.role;
    t.equal(declared(pair.upstream), rule.difference.role, `${label}: declared at upstream's role in the mode`);
    const specRole = Number(declared(pair.full));
    t.ok(specRole < rule.difference.role, `${label}: lower without it`);
    const username = ACCOUNT[specRole];
    if (!username) throw new Error(`${label}: no seeded account of role ${specRole}`);
    const asSpecRole = async (gateway: MockGateway) => call(pair, gateway, rule, '', { cookie: await cookieOf(gateway, username) });
    t.same((await asSpecRole(pair.upstream)).json(), TOO_LOW, `${label}: ${username} is refused in the mode`);
    t.notSame((await asSpecRole(pair.full)).json(), TOO_LOW, `${label}: and admitted without it`);
  }
});

/** A body each `refuse-body` row's route accepts without the mode (the row's field is set over it). */
const REFUSED_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/payment/': {
    type: 'epay',
    name: 'refused',
    icon: 'https://pay.example/icon.png',
    notify_domain: '',
    fixed_fee: 0,
    percent_fee: 0,
    currency: 'CNY',
    config: '{}',
    sort: 0,
  },
};

t.test('a body upstream refuses is refused in the mode, after the role check, and accepted without it', async (t) => {
  const pair = await startPair(t);
  for (const rule of rulesOfKind('refuse-body')) {
    const label = `${rule.method} ${rule.url}`;
    const { field, value, status, message } = rule.difference;
    const sample = REFUSED_BODIES[label];
    if (!sample) throw new Error(`${label}: give REFUSED_BODIES a body for it`);
    const send = (gateway: MockGateway, cookie: string) =>
      gateway.inject({ method: rule.method, url: pathOf(rule), headers: cookie ? { cookie } : {}, payload: { ...sample, [field]: value } });
    const refused = await send(pair.upstream, pair.cookies.get(pair.upstream) ?? '');
    t.equal(refused.statusCode, status, `${label}: upstream's status in the mode`);
    t.same(refused.json(), { success: false, message }, `${label}: upstream's text`);
    t.equal((await send(pair.upstream, '')).statusCode, 401, `${label}: a guest meets the role check first`);
    t.match((await send(pair.full, pair.cookies.get(pair.full) ?? '')).json(), { success: true }, `${label}: accepted without the mode`);
  }
});

t.test('a path upstream routes to a parameter route is refused with its text in the mode only', async (t) => {
  const pair = await startPair(t);
  for (const rule of rulesOfKind('routed-elsewhere')) {
    const label = `${rule.method} ${rule.url}`;
    t.same((await call(pair, pair.upstream, rule)).json(), { success: false, message: rule.difference.message }, `${label}: in the mode`);
    t.match((await call(pair, pair.full, rule)).json(), { success: true }, `${label}: served without it`);
  }
});

t.test('MOCK_GATEWAY_UPSTREAM_ONLY: 1 is the mode, unset/empty/0 the full double, anything else throws', async (t) => {
  t.equal(upstreamOnlyFromEnv(undefined), false);
  t.equal(upstreamOnlyFromEnv(''), false);
  t.equal(upstreamOnlyFromEnv('0'), false);
  t.equal(upstreamOnlyFromEnv('1'), true);
  for (const bad of ['true', 'yes', '2', ' 1']) t.throws(() => upstreamOnlyFromEnv(bad), /MOCK_GATEWAY_UPSTREAM_ONLY/, bad);
  const gateway = await startBundledGateway(0, { MOCK_GATEWAY_UPSTREAM_ONLY: '1' });
  t.teardown(() => gateway.close());
  t.equal((await fetch(`${gateway.url}/api/hot_model`)).status, 404, 'the bundled double honours it');
  t.equal((await fetch(`${gateway.url}/api/user_group_map`)).status, 200);
});

/** `a.b` or `rows[].x` (every row has `x`; a page without rows proves nothing) present in a JSON value. */
function hasPath(value: unknown, key: string): boolean {
  const [head, ...rest] = key.split('.');
  if (head === undefined || typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  if (head.endsWith('[]')) {
    const list = record[head.slice(0, -2)];
    return Array.isArray(list) && list.length > 0 && list.every((item) => hasPath(item, rest.join('.')));
  }
  return rest.length === 0 ? head in record : hasPath(record[head], rest.join('.'));
}
