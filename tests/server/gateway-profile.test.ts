import t from 'tap';
import { buildMockGateway } from '#mock-gateway/app.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { SPEC_GATEWAY, UPSTREAM_GATEWAY } from '#shared/gateway-profile.ts';
import { createGatewayProfileSource, learnGatewayProfile } from '#server/gateway-profile/gateway-profile-source.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import type { Teardown } from '#tests/helpers/console.ts';

async function listeningDouble(t: Teardown, upstreamOnly: boolean, prepare?: (gateway: MockGateway) => void) {
  const gateway = await buildMockGateway({ logger: false, upstreamOnly });
  prepare?.(gateway);
  const address = await gateway.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => gateway.close());
  return { gateway, address };
}

t.test('an unmodified one-hub is learned as upstream roles without extensions; the full double as the spec', async (t) => {
  const upstream = await listeningDouble(t, true);
  t.same(await learnGatewayProfile(upstream.address, 3000), UPSTREAM_GATEWAY);
  const full = await listeningDouble(t, false);
  t.same(await learnGatewayProfile(full.address, 3000), SPEC_GATEWAY);
});

t.test(
  'learned once per gateway: pages reuse it until it is stale; an unreachable gateway keeps the spec’s and is asked again soon',
  async (t) => {
    let statusCalls = 0;
    const { address } = await listeningDouble(t, true, (gateway) =>
      gateway.addHook('onRequest', async (request) => {
        if (request.url === '/api/status') statusCalls += 1;
      }),
    );
    let clock = 0;
    const source = createGatewayProfileSource({ gatewayUrl: address, ttlMs: 1000, now: () => clock });
    t.same(await Promise.all([source.current(), source.current()]), [UPSTREAM_GATEWAY, UPSTREAM_GATEWAY]);
    t.same(await source.current(), UPSTREAM_GATEWAY);
    t.equal(statusCalls, 1, 'one status call for three pages');
    clock = 1001;
    await source.current();
    t.equal(statusCalls, 2, 'asked again once stale');

    const down = createGatewayProfileSource({ gatewayUrl: 'http://127.0.0.1:9', retryMs: 50, timeoutMs: 500, now: () => clock });
    t.same(await down.current(), SPEC_GATEWAY, 'nothing hidden while the gateway cannot say');
  },
);

t.test('on an unmodified one-hub the console’s menu and guards follow the gateway’s roles and extensions', async (t) => {
  const { app } = await startConsole(t, { gateway: { upstreamOnly: true } });
  const operator = await sessionFor(app, 'operator');
  const home = await app.inject({ url: '/dashboard?lng=en', headers: { cookie: operator } });
  t.equal(home.statusCode, 200);
  for (const path of ['/dashboard/setting', '/dashboard/analytics', '/dashboard/payment/order', '/dashboard/operation/telegram_manage']) {
    t.notMatch(home.body, `data-nav-item="${path}"`, `no ${path} in the operator's menu`);
    const page = await app.inject({ url: `${path}?lng=en`, headers: { cookie: operator } });
    t.equal(page.statusCode, 403, `${path}: the console's own 403, the gateway not asked`);
  }
  t.match(home.body, 'data-nav-item="/dashboard/operation"', 'the owner list upstream lets an operator read, under Operation');
  t.notMatch(home.body, 'data-nav-item="/dashboard/fapiao"');
  const fapiao = await app.inject({ url: '/dashboard/fapiao?lng=en', headers: { cookie: operator } });
  t.equal(fapiao.statusCode, 501, 'a missing extension, opened by its address, is said inside the shell');
  t.match(fapiao.body, 'data-testid="dashboard-shell"');
  t.match(fapiao.body, 'data-kind="unsupported"');

  const admin = await sessionFor(app, 'admin');
  const adminHome = await app.inject({ url: '/dashboard?lng=en', headers: { cookie: admin } });
  t.match(adminHome.body, 'data-nav-item="/dashboard/analytics"');
  t.notMatch(adminHome.body, 'data-nav-item="/dashboard/setting"', 'settings are root’s upstream');
  t.notMatch(adminHome.body, 'data-nav-item="/dashboard/operation/telegram_manage"');

  const root = await sessionFor(app, 'root');
  const settings = await app.inject({ url: '/dashboard/setting?lng=en', headers: { cookie: root } });
  t.equal(settings.statusCode, 200);
  t.match(settings.body, 'data-testid="setting-gateway-levels"', 'root is told once which levels the gateway raised');
  t.match(settings.body, /Analytics: Admin \(the console would allow: Operator\)/);
});

t.test('a gateway that follows the spec: no levels notice for root', async (t) => {
  const { app } = await startConsole(t);
  const root = await sessionFor(app, 'root');
  const settings = await app.inject({ url: '/dashboard/setting?lng=en', headers: { cookie: root } });
  t.equal(settings.statusCode, 200);
  t.notMatch(settings.body, 'data-testid="setting-gateway-levels"');
});
