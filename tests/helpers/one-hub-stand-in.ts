import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import type { Teardown } from './console.ts';

/*
 * A gateway that routes like one-hub and answers admins with the secrets an unmodified one-hub
 * sends (admin reference §1.2), for the path-spelling attacks of issue 32. Routing follows Go's
 * net/http and `gin.New()`: the path is the request target's escapes decoded (`%2F` a real
 * slash, a malformed escape answered 400), matched case-sensitively against the routes below
 * with `:id` one non-empty segment, dot segments and doubled slashes kept as they are, and a
 * missing or extra trailing slash redirected (301 for GET, 307 else). Plain node:http, so
 * nothing normalises the target before this sees it.
 */

/** Every secret this gateway sends contains this text; no answer through the console may. */
export const SECRET_MARK = 'never-shown';

type JsonObject = Record<string, unknown>;

export interface StandInState {
  channel: JsonObject;
  payment: JsonObject;
  /** Every request as it arrived: method, target and the path gin routed on. */
  received: { method: string; target: string; path: string }[];
}

interface Route {
  method: string;
  pattern: string;
  answer: (state: StandInState, id: string | undefined, body: unknown) => unknown;
}

const user = (id: number) => ({ id, username: `user${id}`, role: id === 1 ? 100 : 1, access_token: `token-of-${id}-${SECRET_MARK}` });
const fullKey = (id: number) => ({ id, user_id: id, name: `key${id}`, key: `sk-${SECRET_MARK}-full-key-${id}` });

function byId(id: string | undefined, record: (id: number) => unknown): unknown {
  // one-hub answers a non-numeric id with its own error envelope.
  return id !== undefined && /^\d+$/.test(id) ? record(Number(id)) : { error: 'invalid id' };
}

const ROUTES: readonly Route[] = [
  { method: 'GET', pattern: '/api/user/', answer: () => ({ data: [user(1), user(2), user(3)], page: 1, size: 10, total_count: 3 }) },
  { method: 'GET', pattern: '/api/user/self', answer: () => user(1) },
  { method: 'GET', pattern: '/api/user/:id', answer: (_s, id) => byId(id, user) },
  { method: 'GET', pattern: '/api/channel/', answer: (s) => ({ data: [s.channel], page: 1, size: 10, total_count: 1 }) },
  { method: 'GET', pattern: '/api/channel/:id', answer: (s, id) => byId(id, () => s.channel) },
  { method: 'GET', pattern: '/api/channel_tag/:id/list', answer: (s) => [s.channel] },
  {
    method: 'PUT',
    pattern: '/api/channel/',
    // A whole-record update (it names `models`) writes every column as sent, the key too.
    answer: (s, _id, body) => {
      const edit = body as JsonObject;
      if (typeof edit.models === 'string' && edit.models !== '') Object.assign(s.channel, { key: '' }, edit);
      return s.channel;
    },
  },
  { method: 'GET', pattern: '/api/payment/', answer: (s) => ({ data: [s.payment], page: 1, size: 10, total_count: 1 }) },
  { method: 'GET', pattern: '/api/payment/:id', answer: (s, id) => byId(id, () => s.payment) },
  // `config` is stored as sent.
  { method: 'PUT', pattern: '/api/payment/', answer: (s, _id, body) => Object.assign(s.payment, body as JsonObject) },
  {
    method: 'GET',
    pattern: '/api/option/',
    answer: () => [
      { key: 'SystemName', value: 'One Hub' },
      { key: 'TurnstileSecretKey', value: `turnstile-${SECRET_MARK}` },
      { key: 'SMTPToken', value: `smtp-${SECRET_MARK}` },
    ],
  },
  {
    method: 'GET',
    pattern: '/api/token/admin/search',
    answer: () => ({ data: [fullKey(2), fullKey(3)], page: 1, size: 10, total_count: 2 }),
  },
  { method: 'PUT', pattern: '/api/token/admin', answer: () => fullKey(2) },
];

/** gin's match of one route: the `:id` value, or null. */
function match(pattern: string, path: string): { id: string | undefined } | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  let id: string | undefined;
  for (const [index, part] of want.entries()) {
    const value = got[index] ?? '';
    if (part === ':id') {
      if (value === '') return null;
      id = value;
    } else if (part !== value) return null;
  }
  return { id };
}

/** Go's `URL.Path`: the target's path with every escape decoded, or null for a malformed one (400). */
function goPath(target: string): string | null {
  const raw = target.split('?', 1)[0] ?? '';
  if (/%(?![0-9A-Fa-f]{2})/.test(raw)) return null;
  return Buffer.from(
    raw.replace(/%([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

async function handle(state: StandInState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const target = request.url ?? '/';
  const method = request.method ?? 'GET';
  const path = goPath(target);
  const bodyBytes = await buffer(request);
  if (path === null) {
    send(response, 400, { error: 'invalid URL escape' });
    return;
  }
  state.received.push({ method, target, path });
  const routes = ROUTES.filter((route) => route.method === method);
  for (const route of routes) {
    const found = match(route.pattern, path);
    if (!found) continue;
    let body: unknown;
    try {
      body = bodyBytes.length > 0 ? JSON.parse(bodyBytes.toString('utf8')) : null;
    } catch {
      send(response, 400, { success: false, message: 'invalid JSON' });
      return;
    }
    send(response, 200, { success: true, message: '', data: route.answer(state, found.id, body) });
    return;
  }
  // RedirectTrailingSlash: the other spelling of the trailing slash, if that is a route.
  const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
  if (path !== '/' && routes.some((route) => match(route.pattern, other))) {
    response.writeHead(method === 'GET' ? 301 : 307, { location: other });
    response.end();
    return;
  }
  send(response, 404, { error: { message: 'Invalid URL', type: 'invalid_request_error' } });
}

/** Starts the stand-in on a loopback port; closed with the test. */
export async function startOneHubStandIn(t: Teardown): Promise<{ url: string; state: StandInState }> {
  const state: StandInState = {
    channel: { id: 3, name: 'c', models: 'gpt-4o', key: `sk-upstream-${SECRET_MARK}` },
    payment: {
      id: 1,
      type: 'stripe',
      name: 'Stripe',
      config: JSON.stringify({ secret_key: `sk_live_${SECRET_MARK}`, webhook_secret: `whsec_${SECRET_MARK}` }),
    },
    received: [],
  };
  const server = createServer((request, response) => {
    handle(state, request, response).catch(() => send(response, 500, { error: 'stand-in failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state };
}
