import t from 'tap';
import { cacheableGuestPages } from '#tests/helpers/swept-pages.ts';
import { startConsole } from '#tests/helpers/console.ts';

/** Every page a guest can be served from the page cache (from the route table). */
const GUEST_PAGES = await cacheableGuestPages();
/** A few of them, for the second configuration. */
const SOME_PAGES = GUEST_PAGES.filter((page) => ['/', '/doc', '/login'].includes(page.path));

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

t.test('a hostile Host cannot poison the guest page cache (issue 9)', async (t) => {
  // Behind a trusted proxy, X-Forwarded-Host is the host: it keys the cache like Host does.
  for (const [trustProxy, pages] of [
    ['false', GUEST_PAGES],
    ['true', SOME_PAGES],
  ] as const) {
    const { app } = await startConsole(t, { env: { PAGE_CACHE_TTL_MS: '60000', TRUST_PROXY: trustProxy } });
    for (const { path, status } of pages) {
      // The attacker goes first, so a shared entry would be theirs.
      const attack = await app.inject({ url: path, headers: ATTACK });
      t.equal(attack.statusCode, status, `${path}: the attack is answered as any request`);
      const guest = await app.inject({ url: path, headers: { host: 'console.test' } });
      t.notMatch(guest.body, /evil\.example/, `TRUST_PROXY=${trustProxy} ${path}: nothing of the attacker's host reaches the next guest`);
      for (const href of metaLinks(guest.body)) t.ok(href.startsWith('http://console.test/'), `${path}: ${href} is on the guest's origin`);
    }
    const home = await app.inject({ url: '/', headers: { host: 'console.test' } });
    t.match(home.body, /http:\/\/console\.test\/v1/, 'the quick start names the host the guest asked for');
  }
});

t.test('without a trusted proxy, forwarded headers never shape a page', async (t) => {
  const { app } = await startConsole(t, { env: { PAGE_CACHE_TTL_MS: '0' } });
  const res = await app.inject({
    url: '/doc',
    headers: { host: 'console.test', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  });
  t.equal(res.statusCode, 200);
  t.notMatch(res.body, /evil\.example/);
  t.match(res.body, /http:\/\/console\.test\/v1/);
});
