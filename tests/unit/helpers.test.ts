import t from 'tap';
import { payloadScript, serializeForScript } from '#client/context/app-payload.ts';
import { buildMenu, isActivePath } from '#client/routing/build-menu.ts';
import { formatAmount, formatBalance, formatRawQuota, amountToQuota } from '#shared/format/quota.ts';
import { matchLanguage } from '#shared/i18n/settings.ts';
import { safeReturnTo } from '#shared/return-to.ts';
import { parseEnv } from '#server/config.ts';
import { redactUrl } from '#server/logger.ts';
import { parseAcceptLanguage } from '#server/plugins/i18n.ts';
import { SPEC_GATEWAY } from '#shared/gateway-profile.ts';

t.test('returnTo accepts only same-origin paths', async (t) => {
  t.equal(safeReturnTo('/dashboard/key?page=2#top', '/d'), '/dashboard/key?page=2#top');
  t.equal(safeReturnTo('%2Fdashboard%2Flog', '/d'), '/d', 'an encoded path is not a path (the query was already decoded once)');
  for (const bad of [
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    ' //evil.example',
    '/\t/evil.example',
    'dashboard',
    '',
    undefined,
    42,
    '%E0%A4%A',
  ]) {
    t.equal(safeReturnTo(bad, '/d'), '/d', `rejects ${String(bad)}`);
  }
});

t.test('quota formatting follows the spec', async (t) => {
  t.equal(formatAmount(5_000_000, 500_000), '$10');
  t.equal(formatAmount(1_234_567, 500_000), '$2.47');
  t.equal(formatBalance(5_000_000, 500_000), '$10.000000');
  t.equal(formatRawQuota(1_500_000_000), '1.500B');
  t.equal(formatRawQuota(2_500_000), '2.500M');
  t.equal(formatRawQuota(12_345), '12.345k');
  t.equal(formatRawQuota(999), '999');
  t.equal(amountToQuota(1.5, 500_000), 750_000);
});

t.test('the page payload cannot break out of its script', async (t) => {
  const hostile = { name: '</script><script>alert(1)</script>', note: '<!-- x -->', amp: 'a&b', ls: '\u2028' };
  const text = serializeForScript(hostile);
  t.notMatch(text, /[<>&\u2028]/);
  t.same(JSON.parse(text), hostile, 'and it still reads back the same');
  t.match(
    payloadScript({
      lng: 'en',
      resources: {},
      user: null,
      config: {
        signInMethod: 'session',
        defaultPath: '/dashboard',
        docsUrl: '/doc',
        statusUrl: '',
        githubAuthorizeUrl: '',
        larkAuthorizeUrl: '',
        appVersion: 'v1',
        chatWidgetScript: '',
        gateway: SPEC_GATEWAY,
      },
      origin: 'http://console.test',
      timeZone: 'UTC',
    }),
    /^window\.__APP_PAYLOAD__=\{/,
  );
});

t.test('languages and Accept-Language', async (t) => {
  t.equal(matchLanguage('zh-TW'), 'zh-HK');
  t.equal(matchLanguage('zh-Hant-HK'), 'zh-HK');
  t.equal(matchLanguage('zh-Hans'), 'zh-CN');
  t.equal(matchLanguage('zh'), 'zh-CN');
  t.equal(matchLanguage('en-GB'), 'en');
  t.equal(matchLanguage('ja'), null);
  t.same(parseAcceptLanguage('fr;q=0.9, en;q=0.5, de;q=0'), ['fr', 'en']);
  t.same(parseAcceptLanguage(undefined), []);
});

t.test('configuration defaults and secrets in logs', async (t) => {
  const env = parseEnv({});
  t.equal(env.PORT, 3000);
  t.equal(env.SIGN_IN_METHOD, 'session');
  t.equal(env.GATEWAY_URL, undefined, 'no GATEWAY_URL means the bundled double');
  t.equal(parseEnv({ TRUST_PROXY: 'true', PORT: '8080' }).PORT, 8080);
  t.throws(() => parseEnv({ PORT: 'eighty' }), /^Invalid environment variable PORT=/);
  t.equal(redactUrl('/user/reset?email=a%40b.c&token=abc'), '/user/reset?email=a%40b.c&token=%5Bredacted%5D');
  t.equal(redactUrl('/dashboard'), '/dashboard');
});

t.test('menus come from route handles and hide what a role may not see', async (t) => {
  const routes = [
    {
      path: '/',
      children: [
        {
          path: 'dashboard',
          handle: { access: { minRole: 1 } },
          children: [
            { index: true, handle: { nav: { section: 'overview' as const, order: 1, labelKey: 'menu:dashboard' } } },
            { path: 'user', handle: { access: { minRole: 10 }, nav: { section: 'management' as const, order: 1, labelKey: 'menu:user' } } },
          ],
        },
      ],
    },
  ];
  t.same(
    buildMenu(routes, { role: 1 }).map((i) => i.path),
    ['/dashboard'],
  );
  t.same(
    buildMenu(routes, { role: 10 }).map((i) => i.path),
    ['/dashboard', '/dashboard/user'],
    'sections in the spec order',
  );
  t.same(buildMenu(routes, null), []);
  t.ok(isActivePath('/dashboard/key', '/dashboard/key/'));
  t.notOk(isActivePath('/dashboard', '/dashboard/key'));
});
