import t from 'tap';
import { initialAssetUrls, preloadedFontUrls, samplePath } from '#tests/bench/first-load.ts';

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
