import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { SITE_TEXT_MAX } from '#shared/api/schemas/site.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import { startPostgres } from '#tests/helpers/postgres.ts';

// The site settings the console keeps in its own store (issue 36 items 4 and 5): the home page
// switch on a gateway without `WebHomeEnabled` (the upstream-only double, an unmodified one-hub),
// and the contact, terms and privacy texts per language, which guests see at once (the guest page
// cache is emptied by the save, although it would keep pages ten minutes).

const CACHED = { PAGE_CACHE_TTL_MS: '600000' };

function put(app: FastifyInstance, cookie: string | null, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'PUT',
    url: '/console-api/site',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload: body as object,
  });
}

t.test('upstream-only: the home page switch is the console’s, and a cached home page does not outlive it', async (t) => {
  const { app } = await startConsole(t, { gateway: { upstreamOnly: true }, env: CACHED });
  t.equal((await app.inject('/')).statusCode, 200, 'on by default');
  t.equal((await app.inject('/')).statusCode, 200, 'and cached');
  const root = await sessionFor(app, 'root');
  const off = await put(app, root, { key: 'WebHomeEnabled', value: 'false' });
  t.equal(off.statusCode, 200, off.body);
  const home = await app.inject('/');
  t.equal(home.statusCode, 302, 'the guest goes to sign-in, not to the cached page');
  t.equal(home.headers.location, '/login');
  const site = JSON.parse((await app.inject('/console-api/site')).body) as { data: { homeEnabled: boolean } };
  t.equal(site.data.homeEnabled, false, 'the public read says so');
  const page = await app.inject({ url: '/dashboard/setting?tab=other&lng=en', headers: { cookie: root } });
  t.match(page.body, /consoleKeys\W+\[\W*WebHomeEnabled/, 'Settings saves the switch in the console');
  t.match(page.body, 'name="WebHomeEnabled"');
  t.equal((await put(app, root, { key: 'WebHomeEnabled', value: 'true' })).statusCode, 200);
  t.equal((await app.inject('/')).statusCode, 200, 'on again');
  const bad = await put(app, root, { key: 'WebHomeEnabled', value: 'yes' }, { 'accept-language': 'en' });
  t.equal(bad.statusCode, 400);
  t.equal(JSON.parse(bad.body).message, 'Choose on or off');
});

t.test('a gateway with WebHomeEnabled keeps deciding: the console’s switch does not override it', async (t) => {
  const { app } = await startConsole(t, { gateway: { status: { WebHomeEnabled: true } }, env: CACHED });
  const root = await sessionFor(app, 'root');
  t.equal((await put(app, root, { key: 'WebHomeEnabled', value: 'false' })).statusCode, 200);
  t.equal((await app.inject('/')).statusCode, 200, 'the gateway says on');
  const page = await app.inject({ url: '/dashboard/setting?tab=other&lng=en', headers: { cookie: root } });
  t.equal(page.statusCode, 200);
  t.notMatch(page.body, /consoleKeys\W+\[\W*WebHomeEnabled/, 'Settings saves the switch at the gateway');
});

t.test('an operator writes the texts in each language; a guest sees each in its language at once', async (t) => {
  const { app } = await startConsole(t, { env: CACHED });
  // Cached first, in two languages.
  t.match((await app.inject('/contact-us?lng=en')).body, 'support@example.com', 'the default addresses');
  t.match((await app.inject('/terms?lng=zh-HK')).body, '服務條款');
  const operator = await sessionFor(app, 'operator');
  const texts = {
    'ContactText_zh-CN': '### 客服\n\n[help@hub.test](mailto:help@hub.test)',
    'ContactText_zh-HK': '### 客戶服務\n\n[hk@hub.test](mailto:hk@hub.test)',
    ContactText_en: '### Support\n\n[en@hub.test](mailto:en@hub.test)',
    'TermsText_zh-HK': '## 第一條\n\n港式條款內文',
    TermsText_en: '## Clause one\n\nEnglish terms body',
    PrivacyText_en: 'We keep **nothing** at all.',
  };
  for (const [key, value] of Object.entries(texts)) {
    const saved = await put(app, operator, { key, value });
    t.equal(saved.statusCode, 200, `${key}: ${saved.body}`);
  }
  const contact = await app.inject('/contact-us?lng=en');
  t.match(contact.body, 'href="mailto:en@hub.test"', 'the English addresses, not the cached page');
  t.notMatch(contact.body, 'example.com', 'no placeholder address is left');
  t.match((await app.inject('/contact-us?lng=zh-CN')).body, 'href="mailto:help@hub.test"');
  t.match((await app.inject('/contact-us?lng=zh-HK')).body, 'href="mailto:hk@hub.test"');
  const termsHk = await app.inject('/terms?lng=zh-HK');
  t.match(termsHk.body, '港式條款內文');
  t.match(termsHk.body, 'data-testid="terms-content"');
  t.match(termsHk.body, /<h2[^>]*>第一條<\/h2>/, 'markdown rendered');
  t.notMatch(termsHk.body, /<h2[^>]*>Clause one/, 'not the English text');
  t.match((await app.inject('/terms?lng=en')).body, /<h2[^>]*>Clause one<\/h2>/);
  const termsCn = await app.inject('/terms?lng=zh-CN');
  t.notMatch(termsCn.body, 'data-testid="terms-content"', 'a language without a text keeps the console’s own');
  t.match(termsCn.body, '服务条款');
  t.match((await app.inject('/privacy?lng=en')).body, '<strong>nothing</strong>');

  // Emptied: the console's own text again.
  t.equal((await put(app, operator, { key: 'TermsText_en', value: '  ' })).statusCode, 200);
  t.notMatch((await app.inject('/terms?lng=en')).body, 'Clause one');
});

t.test('the texts go through the safe viewer: no script, no javascript: link', async (t) => {
  const { app } = await startConsole(t);
  const root = await sessionFor(app, 'root');
  const text = 'Hi <script>alert(1)</script> <img src=x onerror="alert(2)"> [click](javascript:alert(3))';
  t.equal((await put(app, root, { key: 'PrivacyText_en', value: text })).statusCode, 200);
  const page = await app.inject('/privacy?lng=en');
  t.match(page.body, 'data-testid="privacy-content"');
  t.notMatch(page.body, '<script>alert(1)');
  t.notMatch(page.body, /<img[^>]*onerror/, 'HTML is text, never an element');
  t.notMatch(page.body, /href="javascript:/i);
});

t.test(
  'writes: signed in, the Settings page’s role, this site, a known key, a small body; refusals in the reader’s language',
  async (t) => {
    const { app } = await startConsole(t);
    const body = { key: 'TermsText_en', value: 'x' };
    const guest = await put(app, null, body, { 'accept-language': 'en' });
    t.equal(guest.statusCode, 401);
    t.equal(JSON.parse(guest.body).message, 'Sign in to change the site’s settings.');
    const demo = await sessionFor(app, 'demo');
    const common = await put(app, demo, body, { 'accept-language': 'zh-CN' });
    t.equal(common.statusCode, 403);
    t.equal(JSON.parse(common.body).message, '修改站点设置需要运营人员或更高的角色。');
    const operator = await sessionFor(app, 'operator');
    const unknown = await put(app, operator, { key: 'About', value: 'x' }, { 'accept-language': 'zh-HK' });
    t.equal(unknown.statusCode, 400);
    t.equal(JSON.parse(unknown.body).message, '控制台沒有名為「About」的設定。');
    const long = await put(app, operator, { key: 'TermsText_en', value: 'a'.repeat(SITE_TEXT_MAX + 1) }, { 'accept-language': 'en' });
    t.equal(long.statusCode, 400);
    t.equal(JSON.parse(long.body).message, `A text may have at most ${SITE_TEXT_MAX} characters.`);
    const huge = await put(app, operator, { key: 'TermsText_en', value: 'a'.repeat(70_000) });
    t.equal(huge.statusCode, 413, 'a body over 64 KiB is not parsed');
    const crossSite = await put(app, operator, body, { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' });
    t.equal(crossSite.statusCode, 403, 'a write from another site');
    const site = JSON.parse((await app.inject('/console-api/site')).body) as { data: { texts: { terms: Record<string, string> } } };
    t.same(site.data.texts.terms, {}, 'nothing refused was stored');
    const defaults = JSON.parse((await app.inject('/console-api/site/defaults')).body) as {
      data: Record<string, Record<string, string>>;
    };
    t.match(defaults.data.contact?.en, '[support@example.com](mailto:support@example.com)', 'the default to start from');
    t.match(defaults.data.terms?.['zh-HK'], '## 1. ');
  },
);

t.test('PostgreSQL: a text written twice is one row, emptied it is gone, and the pages read it', async (t) => {
  const postgres = await startPostgres(t);
  const { app } = await startConsole(t, { env: { DATABASE_URL: await postgres.createDatabase('site') } });
  t.equal(app.store.dialect, 'postgres');
  const operator = await sessionFor(app, 'operator');
  for (const value of ['## 第一版', '## 第二版']) t.equal((await put(app, operator, { key: 'TermsText_zh-CN', value })).statusCode, 200);
  t.match((await app.inject('/terms?lng=zh-CN')).body, /<h2[^>]*>第二版<\/h2>/);
  const rows = await app.store.db.selectFrom('site_settings').selectAll().execute();
  t.match(rows, [{ key: 'TermsText_zh-CN', value: '## 第二版' }]);
  t.equal(rows.length, 1);
  t.equal((await put(app, operator, { key: 'TermsText_zh-CN', value: '' })).statusCode, 200);
  t.same(await app.store.db.selectFrom('site_settings').selectAll().execute(), []);
});
