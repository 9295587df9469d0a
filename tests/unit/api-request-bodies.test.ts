import t from 'tap';
import { z } from 'zod';
import { createApiClient } from '#shared/api/client.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { REQUEST_BODIES } from '#shared/api/request-bodies.ts';
import type { RequestBody } from '#shared/api/request-bodies.ts';

// The compile-time half of this file: `tsc -p .` checks it, and each `@ts-expect-error` line
// must really be an error (an unused directive fails the type check). The function never runs.
/** Never called: its body is for the type checker. */
export function compileTimeChecks(api: ApiClient): void {
  const any = z.unknown();
  void api.post('/api/user/login', { username: 'demo', password: '123456' }, any);
  void api.post('/api/user/register', { username: 'bob', password: '12345678', aff_code: 'ROOT' }, any, { turnstile: 'token' });
  void api.post('/api/oauth/google', {}, any, { code: 'c', state: 's' });
  void api.put('/api/token/?status_only=true', { id: 1, status: 2 }, any);
  void api.delete('/api/token/1', any);
  // @ts-expect-error a number where the schema wants a string
  void api.post('/api/user/login', { username: 1, password: 'x' }, any);
  // @ts-expect-error a required field left out (the order's amount)
  void api.post('/api/user/order', { uuid: 'mock-wxpay' }, any);
  // @ts-expect-error a field the endpoint does not take
  void api.post('/api/user/topup', { key: 'x', amount: 1 }, any);
  // @ts-expect-error a binding type outside the enum
  void api.post('/api/user/unbind', { type: 'telegram' }, any);
  // @ts-expect-error an endpoint without a declared body
  void api.post('/api/user/unknown', {}, any);
  // @ts-expect-error the status-only body on the full update
  void api.put('/api/token/', { id: 1, status: 2 }, any);
  // @ts-expect-error a full update needs the key's id
  void api.put('/api/token/', { name: 'k', expired_time: -1, remain_quota: 0, unlimited_quota: true }, any);
  // @ts-expect-error POST bodies are not PUT bodies
  void api.put('/api/user/login', { username: 'demo', password: '123456' }, any);
  // @ts-expect-error an untyped body no longer passes
  void api.post('/api/user/reset', JSON.parse('{}') as unknown, any);
  // A declared `:id` segment is called with an id.
  void api.post('/api/user/quota/7', { quota: -100, remark: 'refund' }, any);
  // @ts-expect-error the quota change needs its signed amount
  void api.post('/api/user/quota/7', { remark: 'refund' }, any);
  // @ts-expect-error a path parameter is an id, not a name
  void api.post('/api/user/quota/demo', { quota: 1 }, any);
  void api.post('/api/user/manage', { username: 'demo', action: 'disable' }, any);
  // @ts-expect-error an action outside the enum
  void api.post('/api/user/manage', { username: 'demo', action: 'ban' }, any);
  void api.put('/api/user/', { id: 4, group: 'vip', password: '' }, any);
  // A `:id` segment of a key takes a number in the called path.
  void api.put('/api/user_group/enable/3', {}, any);
  const id: number = 3;
  void api.put(`/api/user_group/enable/${id}`, {}, any);
  // @ts-expect-error the toggle takes no fields
  void api.put('/api/user_group/enable/3', { enable: true }, any);
  // @ts-expect-error a path param that is not a number
  void api.put('/api/user_group/enable/x', {}, any);
  // A `:tag` segment takes the tag's name.
  void api.put('/api/channel_tag/pool/priority', { type: 'priority', value: 3 }, any);
  // @ts-expect-error upstream takes only the priority type here
  void api.put('/api/channel_tag/pool/priority', { type: 'weight', value: 3 }, any);
  void api.put('/api/channel_tag/pool/status/disable', {}, any);
  // The tag editor's path ends in the tag; a longer tag path keeps its own body.
  void api.put('/api/channel_tag/pool', { key: 'sk-a\nsk-b', models: 'gpt-4o' }, any);
  // @ts-expect-error the tag editor needs the key lines
  void api.put('/api/channel_tag/pool', { models: 'gpt-4o' }, any);
  // @ts-expect-error the priority path does not take the tag editor's body
  void api.put('/api/channel_tag/pool/priority', { key: 'sk-a' }, any);
  const body: RequestBody<'PUT', '/api/user/self'> = { display_name: 'Demo' };
  void api.put('/api/user/self', body, any);
}

function recordingClient() {
  const sent: { url: string; method: string; body: unknown }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(url),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return Response.json({ success: true, message: '' });
  }) as typeof globalThis.fetch;
  return { api: createApiClient({ baseUrl: 'http://gateway.test', fetch }), sent };
}

t.test('bodies go out as JSON; the query argument is appended, also to a path with a fixed query', async (t) => {
  const { api, sent } = recordingClient();
  await api.post('/api/user/register', { username: 'bob', password: '12345678' }, z.unknown(), { turnstile: 'tok en', skip: undefined });
  await api.put('/api/token/?status_only=true', { id: 7, status: 2 }, z.unknown(), { extra: 1 });
  await api.post('/api/oauth/google', {}, z.unknown(), { code: 'c', state: '', aff: 'ROOT' });
  await api.delete('/api/token/7', z.unknown());
  t.same(sent, [
    { url: 'http://gateway.test/api/user/register?turnstile=tok+en', method: 'POST', body: { username: 'bob', password: '12345678' } },
    { url: 'http://gateway.test/api/token/?status_only=true&extra=1', method: 'PUT', body: { id: 7, status: 2 } },
    { url: 'http://gateway.test/api/oauth/google?code=c&state=&aff=ROOT', method: 'POST', body: {} },
    { url: 'http://gateway.test/api/token/7', method: 'DELETE', body: undefined },
  ]);
});

t.test("every declared body is a shared object schema (or an array of them) of a gateway path or the console's own API", async (t) => {
  for (const [method, endpoints] of Object.entries(REQUEST_BODIES)) {
    for (const [path, schema] of Object.entries(endpoints)) {
      t.match(path, /^\/(api|console-api)\//, `${method} ${path}`);
      // An object, or an array of objects where upstream takes a bare array (the price sync).
      const def: unknown = schema._zod.def;
      const element = typeof def === 'object' && def !== null && 'element' in def ? def.element : undefined;
      const isObject = (value: unknown) =>
        typeof value === 'object' && value !== null && 'shape' in value && typeof value.shape === 'object';
      t.ok(isObject(schema) || isObject(element), `${method} ${path} is an object schema (or an array of them)`);
    }
  }
});
