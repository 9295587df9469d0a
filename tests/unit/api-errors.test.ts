import { Writable } from 'node:stream';
import Fastify from 'fastify';
import t from 'tap';
import { createApiClient } from '#shared/api/client.ts';
import { ChannelTestAnswerSchema } from '#shared/api/schemas/channel.ts';
import { UserSchema } from '#shared/api/schemas/user.ts';
import { ApiError, isUnauthorized } from '#shared/api/errors.ts';
import type * as ErrorsModule from '#shared/api/errors.ts';

// A server render holds two copies of the module: the server's (which made the API client) and
// the SSR bundle's (which the page code checks against). Both must recognise each other's errors.
t.test('ApiError is recognised across copies of its module', async (t) => {
  const copy = (await import(`../../shared/api/errors.ts?copy=${Date.now()}`)) as typeof ErrorsModule;
  t.not(copy.ApiError, ApiError, 'a second module instance');
  const fromCopy = new copy.ApiError('gone', 404, null);
  t.ok(fromCopy instanceof ApiError);
  t.ok(new ApiError('x', 401, null) instanceof copy.ApiError);
  t.ok(isUnauthorized(new copy.ApiError('', 401, null)));
  t.notOk(new Error('plain') instanceof ApiError);
  t.notOk({ status: 404, message: 'x' } instanceof ApiError);
  t.ok(fromCopy instanceof Error);
});

t.test('a gateway answer that breaks its schema is described by path, status and issue paths, never by its values', async (t) => {
  const token = 'tok-9c1e0d7a5b3f4e2d8a6c1b0e9f7d5c3a';
  const fetch = (async () =>
    Response.json({ success: true, data: { id: 'seven', username: 'demo', access_token: { value: token } } })) as typeof globalThis.fetch;
  const api = createApiClient({ baseUrl: 'http://gateway.test', fetch });
  const error = await api.get('/api/user/self', UserSchema, { key: 'query-secret' }).catch((e: unknown) => e);
  t.ok(error instanceof ApiError);
  if (!(error instanceof ApiError)) return;
  t.equal(error.path, '/api/user/self', 'the path without its query');
  t.equal(error.status, 200);
  t.same(
    error.issues?.find((issue) => issue.path === 'access_token'),
    { path: 'access_token', code: 'invalid_type' },
  );
  t.same(
    error.issues?.find((issue) => issue.path === 'id'),
    { path: 'id', code: 'invalid_type' },
  );
  t.ok(JSON.stringify(error.body).includes(token), 'the body is still there for callers');
  // Logged exactly as the console logs errors: Fastify's pino logger with `{ err }`.
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = Fastify({ logger: { stream } });
  app.log.warn({ err: error }, 'session check failed');
  await app.close();
  const logged = lines.join('');
  t.match(logged, /"path":"\/api\/user\/self"/);
  t.notMatch(logged, token, "pino's error serializer leaves the body out");
  t.notMatch(logged, 'query-secret', 'and the query');
  t.match(logged, /access_token/);
  t.notMatch(JSON.stringify(error), token, 'JSON leaves it out too');
});

t.test('an answer beside the envelope (one-hub’s channel test) is read by getEnvelope, a refusal still rejects', async (t) => {
  const answers = [
    { success: true, message: '测速成功', time: 0.42 },
    { success: false, message: '测速失败，原因：Incorrect API key provided (status code 401)', time: 0.1 },
  ];
  const fetch = (async () => Response.json(answers.shift())) as typeof globalThis.fetch;
  const api = createApiClient({ baseUrl: 'http://gateway.test', fetch });
  const schema = ChannelTestAnswerSchema;
  t.same(await api.getEnvelope('/api/channel/test/1', schema), { success: true, message: '测速成功', time: 0.42 });
  const refused = await api.getEnvelope('/api/channel/test/1', schema).catch((e: unknown) => e);
  t.ok(refused instanceof ApiError);
  t.match(refused instanceof ApiError ? refused.message : '', /Incorrect API key/);
});
