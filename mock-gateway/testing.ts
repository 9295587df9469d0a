import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MockWeChatCodeSchema, envelopeOf } from '#shared/api/schemas/index.ts';
import { buildMockGateway } from './app.ts';
import type { MockGateway, MockGatewayOptions } from './app.ts';
import { SEED_PASSWORD } from './store/seed.ts';
import { SESSION_COOKIE } from './store/sessions.ts';

/** The `session=<id>` pair a response set, ready for a Cookie header; undefined if none was set. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE && entry.value !== '');
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

/** Signs in through the API (seeded password by default) and returns the Cookie header value. */
export async function signIn(gateway: FastifyInstance, username: string, password = SEED_PASSWORD): Promise<string> {
  const response = await gateway.inject({ method: 'POST', url: '/api/user/login', payload: { username, password } });
  const cookie = sessionCookie(response);
  if (response.statusCode !== 200 || cookie === undefined) {
    throw new Error(`sign-in as ${username} failed: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}

/** A gateway double for one tap test, closed when the test ends. */
export async function startGateway(t: { teardown(fn: () => unknown): void }, options: MockGatewayOptions = {}): Promise<MockGateway> {
  const app = await buildMockGateway(options);
  t.teardown(() => app.close());
  return app;
}

/** A signed-in caller of the double: `call(url, method?, payload?)` answers the parsed JSON body (typed `D` unless told). */
export function callerFor<D = unknown>(gateway: FastifyInstance, cookie: string) {
  return async <T = D>(url: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', payload?: object): Promise<T> => {
    const response = await gateway.inject({ url, method, headers: { cookie }, ...(payload ? { payload } : {}) });
    return response.json<T>();
  };
}

/** Where the provider sent the browser back (the console's `/oauth/oidc` with `code` and `state`, or `error`), and the session the state lives in. */
export interface OidcAuthorization {
  callback: URL;
  cookie: string;
}

/**
 * The browser's part of an OIDC sign-in, in-process: `GET /api/oauth/endpoint` (in `cookie`'s
 * session, else a new one), the double's OpenID provider's authorize URL, its account page, the
 * choice `as` (an account's subject, `new` or `deny`), and the redirects back to the callback.
 * The provider's own cookies travel as a browser would carry them.
 */
export async function oidcAuthorize(gateway: FastifyInstance, as: string, cookie?: string): Promise<OidcAuthorization> {
  const endpoint = await gateway.inject({ url: '/api/oauth/endpoint', headers: cookie ? { cookie } : {} });
  const { data } = endpoint.json<{ data?: string }>();
  if (data === undefined) throw new Error(`/api/oauth/endpoint answered ${endpoint.statusCode} ${endpoint.body}`);
  const session = cookie ?? sessionCookie(endpoint) ?? '';
  const jar = new Map<string, string>();
  const visit = async (url: URL) => {
    const headers = { host: url.host, cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
    const response = await gateway.inject({ url: `${url.pathname}${url.search}`, headers });
    for (const entry of response.cookies) jar.set(entry.name, entry.value);
    return response;
  };
  let url = new URL(data);
  let response = await visit(url);
  for (let step = 0; step < 8; step++) {
    if (response.statusCode === 200 && url.pathname.includes('/interaction/') && !url.searchParams.has('as')) {
      url.searchParams.set('as', as);
    } else if (response.statusCode === 302 || response.statusCode === 303) {
      url = new URL(String(response.headers.location), url);
      if (url.pathname === '/oauth/oidc') return { callback: url, cookie: session };
    } else {
      throw new Error(`the OpenID provider answered ${response.statusCode} at ${url.pathname}: ${response.body.slice(0, 200)}`);
    }
    response = await visit(url);
  }
  throw new Error('the OpenID provider never sent the browser back');
}

/** `oidcAuthorize`, then the console's callback `GET /api/oauth/oidc?code&state[&aff]` in the same session. */
export async function oidcSignIn(
  gateway: FastifyInstance,
  as: string,
  options: { cookie?: string; aff?: string } = {},
): Promise<LightMyRequestResponse> {
  const { callback, cookie } = await oidcAuthorize(gateway, as, options.cookie);
  const query = new URLSearchParams({ code: callback.searchParams.get('code') ?? '', state: callback.searchParams.get('state') ?? '' });
  if (options.aff !== undefined) query.set('aff', options.aff);
  return gateway.inject({ url: `/api/oauth/oidc?${query}`, headers: { cookie } });
}

/** Where the fake Lark sent the browser back (`code`, `state`), and the session the state lives in. */
export interface LarkAuthorization {
  code: string;
  state: string;
  cookie: string;
}

/**
 * The browser's part of a Lark sign-in, as the console runs it: `GET /api/oauth/state` (in
 * `cookie`'s session, else a new one), then the fake Lark page with the status's app id and the
 * choice `as` (an account's open_id, `new` or `deny`).
 */
export async function larkAuthorize(gateway: MockGateway, as: string, cookie?: string): Promise<LarkAuthorization> {
  const started = await gateway.inject({ url: '/api/oauth/state', headers: cookie ? { cookie } : {} });
  const state = started.json<{ data: string }>().data;
  const query = new URLSearchParams({
    app_id: gateway.store.status.lark_client_id,
    state,
    redirect_uri: 'http://console.test/oauth/lark',
    as,
  });
  const chosen = await gateway.inject(`/oauth-fake/lark/authorize?${query}`);
  if (chosen.statusCode !== 302) throw new Error(`the fake Lark answered ${chosen.statusCode}: ${chosen.body.slice(0, 200)}`);
  const back = new URL(String(chosen.headers.location));
  return {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    cookie: cookie ?? sessionCookie(started) ?? '',
  };
}

/** `larkAuthorize`, then the console's callback `GET /api/oauth/lark?code&state[&aff]` in the same session. */
export async function larkSignIn(
  gateway: MockGateway,
  as: string,
  options: { cookie?: string; aff?: string } = {},
): Promise<LightMyRequestResponse> {
  const { code, state, cookie } = await larkAuthorize(gateway, as, options.cookie);
  const query = new URLSearchParams({ code, state });
  if (options.aff !== undefined) query.set('aff', options.aff);
  return gateway.inject({ url: `/api/oauth/lark?${query}`, headers: { cookie } });
}

/** A verification code from the WeChat server stand-in for `account` (a WeChat id, or `new`), and whose it is. */
export async function wechatCode(gateway: FastifyInstance, account = 'new'): Promise<{ code: string; wechatId: string }> {
  const response = await gateway.inject({ method: 'POST', url: `/api/_mock/wechat/code?account=${encodeURIComponent(account)}` });
  const { data } = envelopeOf(MockWeChatCodeSchema).parse(response.json<unknown>());
  if (data === undefined) throw new Error(`/api/_mock/wechat/code answered ${response.statusCode} ${response.body}`);
  return { code: data.code, wechatId: data.wechat_id };
}
