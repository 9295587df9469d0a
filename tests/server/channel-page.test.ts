import t from 'tap';
import type { MockGateway } from '#mock-gateway/app.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import { text } from '#tests/helpers/html.ts';

/** Makes the double's channel list behave like an unmodified one-hub that sends every channel's key. */
function sendKeysLikeUpstream(gateway: MockGateway): void {
  gateway.addHook('onSend', async (request, _reply, payload) => {
    const url = new URL(request.url, 'http://gateway.test');
    if (request.method !== 'GET' || url.pathname !== '/api/channel/' || typeof payload !== 'string') return payload;
    const body = JSON.parse(payload) as { success: boolean; data?: { data: { id: number; key?: string }[] } };
    if (!body.success || !body.data) return payload;
    for (const row of body.data.data) row.key = gateway.store.channels.get(row.id)?.key ?? '';
    return JSON.stringify(body);
  });
}

t.test('the Channels page never puts a channel key into the page, even when the gateway sends them', async (t) => {
  const { app, gateway } = await startConsole(t, { prepareGateway: sendKeysLikeUpstream });
  const cookie = await sessionFor(app, 'admin');
  // The attack is live: the gateway's own answer carries the keys; the proxy empties them on the
  // way (server/plugins/proxy/secret-answers.ts), so a browser calling the API never sees one.
  const direct = await gateway.inject({ url: '/api/channel/?size=20', headers: { cookie } });
  t.ok(direct.body.includes('sk-mock-0003'), 'the gateway sends keys');
  const api = await app.inject({ url: '/api/channel/?size=20', headers: { cookie } });
  t.equal(api.statusCode, 200);
  for (const channel of gateway.store.channels.values())
    t.notOk(api.body.includes(channel.key), `the proxy passes no key of ${channel.name}`);
  const page = await app.inject({ url: '/dashboard/channel?size=20', headers: { cookie } });
  t.equal(page.statusCode, 200);
  t.match(text(page.body), /Anthropic/, 'the list is there');
  t.equal((page.body.match(/data-testid="channel-row"/g) ?? []).length, 11);
  for (const channel of gateway.store.channels.values()) t.notOk(page.body.includes(channel.key), `no key of ${channel.name}`);
});

t.test('the filters in the URL reach the gateway and the page', async (t) => {
  const { app } = await startConsole(t);
  const cookie = await sessionFor(app, 'admin');
  const page = await app.inject({ url: '/dashboard/channel?type=1&order=-priority', headers: { cookie } });
  t.equal(page.statusCode, 200);
  const names = [...page.body.matchAll(/data-testid="channel-row" data-name="([^"]+)"/g)].map((match) => match[1]);
  t.same(names, ['OpenAI 主线路', 'OpenAI 备用']);
});

t.test('a common user and an operator get 403 from the server', async (t) => {
  const { app } = await startConsole(t);
  for (const username of ['demo', 'operator']) {
    const page = await app.inject({ url: '/dashboard/channel', headers: { cookie: await sessionFor(app, username) } });
    t.equal(page.statusCode, 403, username);
    t.notOk(page.body.includes('channel-row'), `${username}: no rows`);
  }
});
