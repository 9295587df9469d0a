import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

const PATH = '/dashboard/setting';

t.test('root gets every tab’s options; a secret never reaches the HTML', async (t) => {
  const { app, gateway } = await startConsole(t);
  gateway.store.settings.SMTPToken = 'smtp-secret-never-shown';
  gateway.store.settings.TurnstileSecretKey = 'turnstile-secret-never-shown';
  const cookie = await sessionFor(app, 'root');
  const operation = await app.inject({ url: `${PATH}?lng=en`, headers: { cookie } });
  t.equal(operation.statusCode, 200);
  t.match(operation.body, 'data-testid="section-general"');
  t.match(operation.body, 'data-testid="section-inviter"');
  t.match(operation.body, 'data-testid="invoice-actions"', 'the double has monthly bills on');
  const system = await app.inject({ url: `${PATH}?lng=en&tab=system`, headers: { cookie } });
  t.equal(system.statusCode, 200);
  t.match(system.body, 'data-testid="section-smtp"');
  t.match(system.body, 'mock-github-client-id', 'a client id is shown');
  for (const body of [operation.body, system.body]) {
    t.notMatch(body, 'never-shown', 'no secret in the page or its loader data');
    t.notMatch(body, 'mock-github-client-secret');
  }
});

t.test('below root, the page offers none of root’s options: the system tab says who may change them', async (t) => {
  const { app } = await startConsole(t);
  for (const username of ['admin', 'operator']) {
    const cookie = await sessionFor(app, username);
    const system = await app.inject({ url: `${PATH}?lng=en&tab=system`, headers: { cookie } });
    t.equal(system.statusCode, 200, username);
    t.match(system.body, 'data-testid="setting-root-only"', `${username}: the note`);
    t.match(system.body, 'Only the root user can see and change the settings of this tab');
    for (const hidden of [
      'section-server',
      'section-smtp',
      'section-oidc',
      'name="GitHubClientId"',
      'name="ServerAddress"',
      'name="OIDCIssuer"',
    ])
      t.notMatch(system.body, hidden, `${username}: no ${hidden}`);
    const operation = await app.inject({ url: `${PATH}?lng=en`, headers: { cookie } });
    t.match(operation.body, 'data-testid="section-features"', `${username}: the features section`);
    t.match(operation.body, 'name="MjEnabled"');
    t.notMatch(operation.body, 'name="ChatImageRequestProxy"', `${username}: not the image proxy`);
    t.notMatch(operation.body, 'name="CFWorkerImageUrl"');
  }
});

t.test(
  'users get 403 before the gateway is asked, operators the page (spec §6); on an unmodified one-hub (root-only options) an admin gets 403 before the gateway is asked too',
  async (t) => {
    const { app } = await startConsole(t);
    const demo = await app.inject({ url: PATH, headers: { cookie: await sessionFor(app, 'demo') } });
    t.equal(demo.statusCode, 403, 'demo');
    t.notMatch(demo.body, 'data-testid="setting-page"');
    const operator = await app.inject({ url: PATH, headers: { cookie: await sessionFor(app, 'operator') } });
    t.equal(operator.statusCode, 200, 'operator');
    t.match(operator.body, 'data-testid="setting-page"');
    let asked = 0;
    const upstream = await startConsole(t, {
      gateway: { upstreamOnly: true },
      prepareGateway: (gateway) =>
        gateway.addHook('onRequest', async (request) => {
          if (request.url.startsWith('/api/option/')) asked += 1;
        }),
    });
    const res = await upstream.app.inject({ url: `${PATH}?lng=en`, headers: { cookie: await sessionFor(upstream.app, 'admin') } });
    t.equal(res.statusCode, 403);
    t.notMatch(res.body, 'data-testid="setting-page"');
    t.equal(asked, 0, 'the gateway was not asked for its options');
  },
);

t.test('a settings write through the proxy empties the guest page cache at once', async (t) => {
  // A long cache, so only the write can explain a fresh page.
  const console_ = await startConsole(t, { env: { PAGE_CACHE_TTL_MS: '600000' } });
  const { app } = console_;
  const guest = async () => (await app.inject({ url: '/login?lng=en', headers: { host: 'console.test' } })).body;
  t.match(await guest(), 'AI Gateway');
  const cookie = await sessionFor(app, 'admin');
  const put = await app.inject({
    method: 'PUT',
    url: '/api/option/',
    headers: { cookie },
    payload: { key: 'SystemName', value: 'Renamed Gateway' },
  });
  t.same(put.json(), { success: true, message: '' });
  const after = await guest();
  t.match(after, 'Renamed Gateway', 'the next guest sees the new name');
  t.notMatch(after, 'AI Gateway');

  // A change behind the console's back (not through its proxy) shows only when the cache empties:
  // reads and other writes leave the cached page; the next settings write empties it.
  const { gateway } = console_;
  gateway.store.status.system_name = 'Changed Directly';
  await app.inject({ url: '/api/option/', headers: { cookie } });
  await app.inject({ method: 'PUT', url: '/api/user/self', headers: { cookie }, payload: { display_name: 'Admin' } });
  t.match(await guest(), 'Renamed Gateway', 'still the cached page');
  await app.inject({ method: 'PUT', url: '/api/option/', headers: { cookie }, payload: { key: 'RetryTimes', value: '1' } });
  t.match(await guest(), 'Changed Directly', 'rendered afresh after the write');

  // Only a write the gateway accepted counts: anyone can send one it refuses (HTTP 200 with
  // success:false), and that must not empty the cache every visitor is served from.
  gateway.store.status.system_name = 'Changed Again';
  const refused = [
    { who: 'a guest', headers: {} },
    { who: 'a common user', headers: { cookie: await sessionFor(app, 'demo') } },
    { who: 'an admin with a bad value', headers: { cookie }, value: 'not a number' },
  ];
  for (const { who, headers, value } of refused) {
    const answer = await app.inject({ method: 'PUT', url: '/api/option/', headers, payload: { key: 'RetryTimes', value: value ?? '2' } });
    t.equal(answer.json<{ success: boolean }>().success, false, `${who}: refused by the gateway`);
    t.match(await guest(), 'Changed Directly', `${who}: the cached page stays`);
  }
});

t.test(
  'on an unmodified one-hub (the upstream-only double) the page offers only the options it lists; a secret stays with its section',
  async (t) => {
    const { app } = await startConsole(t, { gateway: { upstreamOnly: true } });
    const cookie = await sessionFor(app, 'root');
    const page = async (tab: string) => (await app.inject({ url: `${PATH}?lng=en&tab=${tab}`, headers: { cookie } })).body;
    const [operation, system, other] = [await page('operation'), await page('system'), await page('other')];
    // The spec's extensions and Lark's app id, which one-hub registers no option for: a save of
    // their sections sent values one-hub neither has nor reads (an empty switch refused the save).
    for (const hidden of ['name="MjEnabled"', 'data-testid="section-inviter"']) t.notMatch(operation, hidden, hidden);
    for (const hidden of ['name="GoogleOAuthEnabled"', 'data-testid="section-google"', 'data-testid="section-lark"'])
      t.notMatch(system, hidden, hidden);
    for (const hidden of ['name="LogoDark"', 'name="WebHomeURL"']) t.notMatch(other, hidden, hidden);
    // What one-hub lists stays, and so does each secret beside it (one-hub lists no secret).
    t.match(operation, 'name="MjNotifyEnabled"');
    t.match(operation, 'name="CFWorkerImageKey"');
    for (const shown of [
      'name="GitHubClientSecret"',
      'name="SMTPToken"',
      'name="OIDCClientSecret"',
      'name="WeChatServerToken"',
      'name="LarkAuthEnabled"',
    ])
      t.match(system, shown, shown);
    t.match(other, 'name="HomePageContent"');
    t.match(other, 'name="WebHomeEnabled"', 'the home switch: the console keeps it where the gateway has none');
  },
);
