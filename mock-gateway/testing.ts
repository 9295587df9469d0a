import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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
