import t from 'tap';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { startConsole } from '#tests/helpers/console.ts';
import type { Teardown } from '#tests/helpers/console.ts';

/*
 * Write-only secrets against a gateway that sends them (upstream one-hub, admin reference §1.2):
 * no answer the console's proxy passes on carries a user's access token, a channel key or plugin
 * secret, a payment gateway's keys or a secret option; and an edit of a payment gateway or a
 * channel that leaves its secrets out keeps the stored ones, although upstream stores `config`
 * as sent and writes every column of a channel.
 */

const STRIPE_CONFIG = { secret_key: 'sk_live_never_shown', webhook_secret: 'whsec_never_shown' };

/** A one-hub-like gateway that leaks what upstream leaks, and stores a payment edit as sent. */
async function leakyGateway(t: Teardown) {
  const app = Fastify();
  const payment = { id: 1, type: 'stripe', uuid: 'u-1', name: 'Stripe', config: JSON.stringify(STRIPE_CONFIG), enable: true };
  const edits: unknown[] = [];
  const channelEdits: unknown[] = [];
  const user = (id: number) => ({ id, username: `user${id}`, role: 1, access_token: `token-of-${id}-never-shown` });
  const channel: Record<string, unknown> = {
    id: 3,
    models: 'gpt-4o',
    name: 'c',
    key: 'sk-upstream-never-shown',
    plugin: { headers: { 'CF-Access-Client-Secret': 'cf-never-shown', 'CF-Access-Client-Id': 'cf-id' } },
  };
  const ok = (data: unknown) => ({ success: true, message: '', data });
  app.get('/api/user/', async () => ok({ data: [user(2), user(3)], page: 1, size: 10, total_count: 2 }));
  // The caller is an admin (the console reads an edit's body only for one).
  app.get('/api/user/self', async () => ok({ ...user(1), role: 100 }));
  app.get('/api/user/:id', async () => ok(user(2)));
  app.get('/api/channel/', async () => ok({ data: [channel], page: 1, size: 10, total_count: 1 }));
  app.get('/api/channel/:id', async () => ok(channel));
  // Upstream's whole-channel update (with models) writes every column as sent: the key too.
  app.put('/api/channel/', async (request) => {
    channelEdits.push(request.body);
    const body = request.body as Record<string, unknown>;
    if (typeof body.models === 'string' && body.models !== '') Object.assign(channel, { key: '', plugin: null }, body);
    else Object.assign(channel, body);
    return ok(channel);
  });
  // one-hub gzips its API answers.
  app.get('/api/payment/', async (_request, reply) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-encoding', 'gzip')
      .send(gzipSync(JSON.stringify(ok({ data: [payment], page: 1, size: 10, total_count: 1 })))),
  );
  app.get('/api/payment/:id', async () => ok(payment));
  app.put('/api/payment/', async (request) => {
    edits.push(request.body);
    Object.assign(payment, request.body);
    return ok(null);
  });
  app.get('/api/option/', async () =>
    ok([
      { key: 'SystemName', value: 'One Hub' },
      { key: 'TurnstileSecretKey', value: 'turnstile-never-shown' },
      { key: 'CFWorkerImageKey', value: 'cfworker-never-shown' },
      { key: 'SomeFutureToken', value: 'future-never-shown' },
    ]),
  );
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  return { url, payment, edits, channel, channelEdits };
}

t.test('no answer the proxy passes on carries a secret the gateway sent', async (t) => {
  const upstream = await leakyGateway(t);
  const { app } = await startConsole(t, { gatewayUrl: upstream.url });
  for (const url of [
    '/api/user/?p=0',
    '/api/user/2',
    '/api/channel/',
    '/api/channel/3',
    '/api/payment/',
    '/api/payment/1',
    '/api/option/',
  ]) {
    const answer = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    t.equal(answer.statusCode, 200, url);
    t.notMatch(answer.body, 'never-shown', `${url}: no secret`);
    t.equal(answer.headers['content-encoding'], undefined, `${url}: sent as read`);
    t.equal(answer.json<{ success: boolean }>().success, true, `${url}: still the envelope`);
  }
  const options = (await app.inject({ url: '/api/option/' })).json<{ data: { key: string; value: string }[] }>().data;
  t.same(
    options.map((option) => [option.key, option.value]),
    [
      ['SystemName', 'One Hub'],
      ['TurnstileSecretKey', ''],
      ['CFWorkerImageKey', ''],
      ['SomeFutureToken', ''],
    ],
    'secret options are empty, the rest as sent',
  );
  const answered = (await app.inject({ url: '/api/channel/3' })).json<{ data: { key: string; plugin: { headers: object } } }>().data;
  t.same(answered.plugin.headers, { 'CF-Access-Client-Id': 'cf-id' }, 'the plugin keeps its other parameters');
  const gateway = (await app.inject({ url: '/api/payment/' })).json<{ data: { data: { config: string; name: string }[] } }>().data.data[0];
  t.same(JSON.parse(gateway?.config ?? '{}'), { secret_key: '', webhook_secret: '' });
  t.equal(gateway?.name, 'Stripe');
  t.notMatch(
    (await app.inject({ url: '/api/user/self' })).body,
    'token-of-1-never-shown',
    "the caller's own token is emptied too: no script in a page may read it",
  );
});

t.test('an edit that leaves the secrets empty keeps the stored ones; a typed one replaces it', async (t) => {
  const upstream = await leakyGateway(t);
  const { app } = await startConsole(t, { gatewayUrl: upstream.url });
  const edit = (config: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/payment/',
      headers: { 'content-type': 'application/json', cookie: 'session=admin' },
      payload: { id: 1, type: 'stripe', name: 'Renamed', config: JSON.stringify(config), enable: false },
    });
  t.equal((await edit({ secret_key: '', webhook_secret: '' })).statusCode, 200);
  t.same(JSON.parse(upstream.payment.config), STRIPE_CONFIG, 'both kept although upstream stores what it is sent');
  t.equal(upstream.payment.name, 'Renamed', 'the rest of the edit arrives');
  t.equal((await edit({ secret_key: 'sk_live_new', webhook_secret: '' })).statusCode, 200);
  t.same(
    JSON.parse(upstream.payment.config),
    { secret_key: 'sk_live_new', webhook_secret: STRIPE_CONFIG.webhook_secret },
    'a typed secret replaces',
  );
  // Not JSON the console can read: passed on as it came, never lost.
  const garbled = await app.inject({
    method: 'PUT',
    url: '/api/payment/',
    headers: { 'content-type': 'application/json', cookie: 'session=admin' },
    payload: '{"id":',
  });
  t.equal(garbled.statusCode, 400, "the gateway's own answer to a broken body");
});

t.test('a whole-channel edit without the key or the plugin secret keeps the stored ones; a typed key replaces it', async (t) => {
  const upstream = await leakyGateway(t);
  const { app } = await startConsole(t, { gatewayUrl: upstream.url });
  const edit = (body: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/channel/',
      headers: { 'content-type': 'application/json', cookie: 'session=admin' },
      payload: { id: 3, ...body },
    });
  // What the dialog sends: the channel as the proxy answered it (no key, the secret left out), renamed.
  const sent = { name: 'renamed', models: 'gpt-4o', plugin: { headers: { 'CF-Access-Client-Id': 'cf-id' } } };
  t.equal((await edit(sent)).statusCode, 200);
  t.match(upstream.channel, {
    name: 'renamed',
    key: 'sk-upstream-never-shown',
    plugin: { headers: { 'CF-Access-Client-Secret': 'cf-never-shown', 'CF-Access-Client-Id': 'cf-id' } },
  });
  t.notOk(JSON.stringify(upstream.channelEdits[0]).includes('"key":""'), 'never an empty key');
  t.equal((await edit({ ...sent, key: 'sk-typed' })).statusCode, 200);
  t.equal(upstream.channel.key, 'sk-typed', 'a typed key replaces it');
  // A status switch names no models: upstream changes only what it is sent, nothing to fill.
  const before = upstream.channelEdits.length;
  t.equal((await edit({ status: 2 })).statusCode, 200);
  t.same(upstream.channelEdits[before], { id: 3, status: 2 }, 'passed on as it came');
});
