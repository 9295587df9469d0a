/*
 * A signed-in HTTP caller of a running gateway (the real one-hub or the double listening on
 * loopback): the same requests a browser sends through the console's proxy, with the session
 * cookie the gateway set at sign-in.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface GatewayAnswer {
  status: number;
  /** The parsed JSON body; the raw text when it is not JSON (upstream's 404 page, a 429). */
  body: unknown;
  text: string;
  headers: Headers;
}

export interface GatewayCaller {
  /** The Cookie header it sends ('' for a guest). */
  cookie: string;
  /** The gateway it calls. */
  baseUrl: string;
  call(method: Method, path: string, body?: unknown, headers?: Record<string, string>): Promise<GatewayAnswer>;
}

/**
 * A caller; a signed-in one keeps its session cookie as a browser does: a new `session=` an
 * answer sets replaces the one it sends (a guest stays without one). one-hub keeps the session in the cookie itself (gin's cookie store:
 * a passkey ceremony's state rides in the cookie its begin sets), the double keeps it on its side.
 */
export function callerOf(baseUrl: string, initialCookie = ''): GatewayCaller {
  let cookie = initialCookie;
  return {
    get cookie() {
      return cookie;
    },
    baseUrl,
    async call(method, path, body, headers = {}) {
      const response = await fetch(baseUrl + path, {
        method,
        redirect: 'manual',
        headers: {
          accept: 'application/json',
          ...(cookie ? { cookie } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
      });
      const renewed = sessionPair(response.headers);
      if (renewed !== undefined && cookie !== '') cookie = renewed;
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text === '' ? undefined : JSON.parse(text);
      } catch {
        // Not JSON: kept as text.
      }
      return { status: response.status, body: parsed, text, headers: response.headers };
    },
  };
}

/** The `name=value` of the session cookie an answer set, or undefined. */
export function sessionPair(headers: Headers): string | undefined {
  const cookie = headers.getSetCookie().find((line) => /^session=[^;]+/.test(line));
  return cookie?.split(';', 1)[0];
}

const signIns = new Map<string, number>();

/** How many sign-ins this process sent `baseUrl`: upstream's critical-route limit counts them per client. */
export function signInsAt(baseUrl: string): number {
  return signIns.get(baseUrl) ?? 0;
}

/** Signs in with a password; throws with the gateway's answer when it refuses. */
export async function signInOver(baseUrl: string, username: string, password = '123456'): Promise<GatewayCaller> {
  signIns.set(baseUrl, signInsAt(baseUrl) + 1);
  const answer = await callerOf(baseUrl).call('POST', '/api/user/login', { username, password });
  const pair = sessionPair(answer.headers);
  if (answer.status !== 200 || pair === undefined)
    throw new Error(`sign-in as ${username} at ${baseUrl} failed: ${answer.status} ${answer.text}`);
  return callerOf(baseUrl, pair);
}

/** Calls and insists on `{success: true}`, answering `data`; the seed's steps use it. */
export async function expectSuccess(caller: GatewayCaller, method: Method, path: string, body?: unknown): Promise<unknown> {
  const answer = await caller.call(method, path, body);
  const envelope = answer.body as { success?: unknown; data?: unknown } | undefined;
  if (answer.status !== 200 || envelope?.success !== true)
    throw new Error(`${method} ${path} failed: ${answer.status} ${answer.text.slice(0, 300)}`);
  return envelope.data;
}
