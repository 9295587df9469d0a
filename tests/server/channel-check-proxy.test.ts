import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import t from 'tap';
import { ChannelCheckEventSchema } from '#shared/api/schemas/channel-check.ts';
import { createSseParser } from '#shared/api/sse.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

const CHECK = '/api/sse/channel/check';

t.test("the channel check streams through the console's proxy event by event, uncompressed", async (t) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const { app } = await startConsole(t, {
    // The double's own check stream, held after its first event until the test has read that
    // event through the console: a proxy that buffered (or compressed) would deliver nothing.
    prepareGateway: (gateway) =>
      gateway.addHook('onSend', async (request, _reply, payload) => {
        if (!request.url.startsWith(CHECK) || typeof (payload as Readable | null)?.pipe !== 'function') return payload;
        const source = payload as Readable;
        const held = new PassThrough();
        let first = true;
        source.on('data', (chunk: Buffer) => {
          if (!first) return;
          first = false;
          held.write(chunk);
          source.pause();
          void released.then(() => {
            source.removeAllListeners('data');
            source.pipe(held);
            source.resume();
          });
        });
        return held;
      }),
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const cookie = await sessionFor(app, 'admin');

  const response = await fetch(`${base}${CHECK}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
    body: JSON.stringify({ id: 1, models: 'gpt-4o-mini,no-such-model' }),
  });
  t.equal(response.status, 200);
  t.match(response.headers.get('content-type'), /^text\/event-stream/);
  t.equal(response.headers.get('content-encoding'), null, 'not compressed (that would buffer the stream)');
  t.ok(response.headers.get('content-security-policy'), "the console's headers are on it");
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  const parser = createSseParser();
  const first = await reader.read();
  const early = parser.push(decoder.decode(first.value, { stream: true }));
  t.same(
    early.map((data) => ChannelCheckEventSchema.parse(JSON.parse(data)).type),
    ['heartbeat'],
    'the first event arrives while the gateway still holds the rest',
  );
  release();
  const later: string[] = [];
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    later.push(...parser.push(decoder.decode(chunk.value, { stream: true })));
  later.push(...parser.end());
  const events = later.map((data) => ChannelCheckEventSchema.parse(JSON.parse(data)));
  t.same(
    events.map((event) => (event.type === 'result' ? `${event.type}:${event.data.model}` : event.type)),
    ['result:gpt-4o-mini', 'result:no-such-model', 'done'],
  );
});

t.test('through the proxy, refusals stay envelopes and cross-site posts never reach the gateway', async (t) => {
  let reached = 0;
  const { app } = await startConsole(t, {
    prepareGateway: (gateway) =>
      gateway.addHook('onRequest', async (request) => {
        if (request.url.startsWith(CHECK)) reached += 1;
      }),
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const post = (cookie: string, extra: Record<string, string> = {}) =>
    fetch(`${base}${CHECK}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', ...extra },
      body: JSON.stringify({ id: 1, models: 'gpt-4o-mini' }),
    });

  const demo = await post(await sessionFor(app, 'demo'));
  t.match(demo.headers.get('content-type'), /^application\/json/);
  t.same(await demo.json(), { success: false, message: '无权进行此操作，权限不足' });

  t.equal(reached, 1);
  const admin = await sessionFor(app, 'admin');
  const crossSite = await post(admin, { origin: 'https://evil.example' });
  t.equal(crossSite.status, 403, "another site's page cannot start a check with the admin's cookie");
  await crossSite.arrayBuffer();
  t.equal(reached, 1, 'the gateway never saw it');
});
