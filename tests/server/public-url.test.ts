import t from 'tap';
import { cacheableGuestPages } from '#tests/helpers/swept-pages.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

/** Every page a guest can be served from the page cache (from the route table). */
const GUEST_PAGES = await cacheableGuestPages();
/** Signed-in pages that show the API base or links built from the origin. */
const USER_PAGES = ['/dashboard', '/dashboard/key', '/dashboard/profile', '/dashboard/model_list', '/doc', '/'];

/** The hostile headers of one attack: every way a request can claim another host. */
const ATTACK = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
};

/** hrefs of the canonical and language-alternate links. */
function metaLinks(html: string): string[] {
  return [...html.matchAll(/<link[^>]*rel="(?:canonical|alternate)"[^>]*>/g)]
    .map((m) => /href="([^"]*)"/.exec(m[0])?.[1] ?? '')
    .map((href) => href.replaceAll('&amp;', '&'));
}

t.test('with PUBLIC_URL set, the request host never appears in any page', async (t) => {
  const { app } = await startConsole(t, {
    env: { PAGE_CACHE_TTL_MS: '60000', PUBLIC_URL: 'https://console.example/ignored/path', TRUST_PROXY: 'true' },
  });
  for (const { path } of GUEST_PAGES) {
    const res = await app.inject({ url: path, headers: ATTACK });
    t.notMatch(res.body, /evil\.example/, `guest ${path}`);
    const links = metaLinks(res.body);
    t.equal(links.length, 5, `${path}: canonical and four alternates`);
    for (const href of links) t.ok(href.startsWith('https://console.example/'), `${path}: ${href} is on PUBLIC_URL`);
  }
  const home = await app.inject({ url: '/', headers: ATTACK });
  t.match(home.body, /https:\/\/console\.example\/v1/, "the quick start names PUBLIC_URL's origin");
  const cookie = await sessionFor(app, 'demo');
  for (const path of USER_PAGES) {
    const res = await app.inject({ url: path, headers: { ...ATTACK, cookie } });
    t.equal(res.statusCode, 200, `signed in ${path}`);
    t.notMatch(res.body, /evil\.example/, `signed in ${path}`);
  }
  const overview = await app.inject({ url: '/dashboard', headers: { ...ATTACK, cookie } });
  t.match(overview.body, /https:\/\/console\.example/, 'the overview quick start uses PUBLIC_URL too');
});

t.test('PUBLIC_URL must be an http(s) URL', async (t) => {
  const { parseEnv } = await import('#server/config.ts');
  t.throws(() => parseEnv({ PUBLIC_URL: 'javascript:alert(1)' }), /PUBLIC_URL/);
  t.throws(() => parseEnv({ PUBLIC_URL: 'console.example' }), /PUBLIC_URL/);
  t.equal(parseEnv({ PUBLIC_URL: 'https://console.example' }).PUBLIC_URL, 'https://console.example');
});
