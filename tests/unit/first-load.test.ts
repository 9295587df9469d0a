import t from 'tap';
import {
  FIRST_LOAD_REQUESTS,
  firstLoadRequestRows,
  firstLoadRequests,
  firstLoadRows,
  initialAssetUrls,
  preloadedFontUrls,
  samplePath,
} from '#tests/bench/first-load.ts';
import type { FirstLoad } from '#tests/bench/first-load.ts';

// The bench's first-load rows count what a page's HTML makes the browser fetch before it runs.
t.test('the initial assets are the entry script, the modulepreloads and the stylesheets, once each', async (t) => {
  const html = [
    '<link rel="stylesheet" href="/assets/theme-abc.css" data-precedence="theme"/>',
    '<link rel="modulepreload" href="/assets/app-1.js"/><link rel="modulepreload" href="/assets/page-2.js"/>',
    '<link rel="modulepreload" href="/assets/app-1.js"/>',
    '<link rel="preload" as="image" href="/assets/logo.svg"/>',
    '<link rel="icon" href="/favicon.svg"/><link rel="canonical" href="https://example.test/"/>',
    '<script nonce="n">window.__APP_PAYLOAD__={}</script>',
    '<script type="module" src="/assets/entry-3.js" async=""></script>',
    '<script src="https://challenges.example/turnstile.js"></script>',
  ].join('');
  t.same(initialAssetUrls(html), ['/assets/theme-abc.css', '/assets/app-1.js', '/assets/page-2.js', '/assets/entry-3.js']);
});

t.test('the preloaded fonts are counted apart: font preloads of this origin only, once each', async (t) => {
  const html = [
    '<link rel="preload" href="/assets/public-sans-1.woff2" as="font" type="font/woff2" crossorigin=""/>',
    '<link rel="preload" href="/assets/public-sans-1.woff2" as="font" type="font/woff2" crossorigin=""/>',
    '<link rel="preload" as="image" href="/assets/logo.svg"/>',
    '<link rel="modulepreload" href="/assets/app-1.js"/>',
    '<link rel="preload" as="font" href="https://fonts.example/x.woff2"/>',
  ].join('');
  t.same(preloadedFontUrls(html), ['/assets/public-sans-1.woff2']);
  t.notOk(
    initialAssetUrls(html).some((url) => url.endsWith('.woff2')),
    'fonts stay out of the JS+CSS figure',
  );
});

t.test('dynamic route segments get sample values', async (t) => {
  t.equal(samplePath('/dashboard/key'), '/dashboard/key');
  t.equal(samplePath('/posts/:id/comments/:commentId?'), '/posts/1/comments/1');
  t.equal(samplePath('/files/*'), '/files/sample');
});

/** A first load as the bench measures it, with only what a row reads filled in. */
function load(overrides: Partial<FirstLoad>): FirstLoad {
  return {
    path: '/login',
    url: '/login',
    status: 200,
    kind: 'public',
    files: 6,
    rawBytes: 600 * 1024,
    gzipBytes: 190 * 1024,
    budgetBytes: 200 * 1024,
    fontFiles: 1,
    fontBytes: 26 * 1024,
    htmlBytes: 40 * 1024,
    ...overrides,
  };
}

t.test('a byte row is met at its budget (the floor plus the allowance of its kind) and names both', async (t) => {
  const [atBudget, over, empty] = firstLoadRows([
    load({ gzipBytes: 200 * 1024 }),
    load({ url: '/dashboard/log', kind: 'dashboard', gzipBytes: 200 * 1024 + 1, budgetBytes: 200 * 1024 }),
    load({ url: '/403', status: 403, files: 0 }),
  ]);
  t.equal(atBudget?.[3], true);
  t.match(atBudget?.[2], '<= 200.0 KB (floor + 40 KB)');
  t.equal(over?.[3], false);
  t.match(over?.[2], '(floor + 80 KB)');
  t.equal(empty?.[3], false, 'a page that names no script has not been measured: never met');
  t.match(empty?.[1], 'HTTP 403');
});

t.test('the requests of a first load are the HTML, its scripts and stylesheets and its preloaded fonts', async (t) => {
  t.equal(firstLoadRequests(load({ files: 6, fontFiles: 1 })), 8);
  const [met, notMet] = firstLoadRequestRows([load({ files: 18, fontFiles: 1 }), load({ files: 19, fontFiles: 1 })]);
  t.same(met, ['Requests of a first load of /login', '20', `<= ${FIRST_LOAD_REQUESTS}`, true]);
  t.equal(notMet?.[3], false);
});
