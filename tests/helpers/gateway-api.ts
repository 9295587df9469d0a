import type { FastifyInstance } from 'fastify';
import { createApiClient } from '#shared/api/client.ts';
import type { ApiClient } from '#shared/api/client.ts';

/**
 * The console's API client talking to a gateway double through `inject`, signed in with
 * `cookie`: what a page's save path calls in the browser, minus the console's proxy (the double
 * answers no secret, so there is nothing for the proxy to blank).
 */
export function gatewayApi(gateway: FastifyInstance, cookie: string): ApiClient {
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    headers.set('cookie', cookie);
    const answer = await gateway.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: url.pathname + url.search,
      headers: Object.fromEntries(headers),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const type = answer.headers['content-type'];
    return new Response(answer.body, { status: answer.statusCode, headers: typeof type === 'string' ? { 'content-type': type } : {} });
  };
  return createApiClient({ baseUrl: 'http://gateway.test', fetch });
}
