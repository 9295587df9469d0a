import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import { DIST_DIR, productionRuntime } from '#server/render/ssr-runtime.ts';

/*
 * The build's shared stylesheet (client/theme/shared-styles.ts, scripts/shared-styles/): a page
 * leaves the rules the file holds out of its inline styles, links the file, and names what it
 * left out in its style tags so the browser's Emotion cache inserts none of it again. Held
 * against the same build rendering every style inline (no shared file): nothing may go unstyled.
 */

const runtime = await productionRuntime();
const shared = runtime.sharedStyles;
if (!shared) throw new Error('The build wrote no shared stylesheet (dist/shared-styles.json): run "npm run build"');
const sharedCss = readFileSync(join(DIST_DIR, 'client', shared.href), 'utf8');

/** The names a page's inline styles give rules to (classes and keyframes), and the names its tags list. */
function inlineStyles(html: string): { styled: Set<string>; listed: Set<string>; bytes: number } {
  const styled = new Set<string>();
  const listed = new Set<string>();
  let bytes = 0;
  for (const [, names = '', css = ''] of html.matchAll(/<style data-emotion="mui ([^"]+)"(?: nonce="[^"]*")?>([^<]*)<\/style>/g)) {
    for (const name of names.split(' ')) listed.add(name);
    for (const [, cls, keyframes] of css.matchAll(/\.mui-([\w-]+)|@keyframes (animation-[\w-]+)/g)) styled.add(cls ?? keyframes ?? '');
    bytes += css.length;
  }
  return { styled, listed, bytes };
}

/** The Emotion classes the page's elements carry. */
function carriedClasses(html: string): Set<string> {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(' ')).filter((c) => c.startsWith('mui-')));
}

t.test('the shared file holds the rules of every name it lists, and is served cached for a year', async (t) => {
  t.ok(shared.names.size > 50, `${shared.names.size} shared styles`);
  const inFile = new Set([...sharedCss.matchAll(/\.mui-([\w-]+)|@keyframes (animation-[\w-]+)/g)].map((m) => m[1] ?? m[2]));
  t.same(
    [...shared.names].filter((name) => !inFile.has(name)),
    [],
    'every listed name has rules in the file',
  );
  const { app } = await startConsole(t, { runtime });
  const page = await app.inject({ url: '/login' });
  t.match(page.body, `<link rel="stylesheet" href="${shared.href}" data-precedence="shared"/>`, 'the page links it');
  const sheet = await app.inject(shared.href);
  t.equal(sheet.statusCode, 200);
  t.match(sheet.headers['content-type'], /text\/css/);
  t.match(sheet.headers['cache-control'], /immutable/);
  t.equal(sheet.body, sharedCss);
});

t.test('a page leaves the shared rules to the file and nothing goes unstyled', async (t) => {
  const withFile = await startConsole(t, { runtime });
  const inline = await startConsole(t, { runtime: { ...runtime, sharedStyles: null } });
  const pages = [
    ['/', null],
    ['/login', null],
    ['/dashboard', 'demo'],
    ['/dashboard/log', 'demo'],
    ['/dashboard/key', 'demo'],
    ['/dashboard/channel', 'root'],
    ['/dashboard/setting', 'root'],
  ] as const;
  const cookies = new Map<string, string>();
  for (const [path, username] of pages) {
    const headers: Record<string, string> = { 'accept-language': 'en' };
    const page = async (console: typeof withFile) => {
      if (username) {
        const key = `${username}|${console === withFile ? 'file' : 'inline'}`;
        if (!cookies.has(key)) cookies.set(key, await sessionFor(console.app, username));
        headers.cookie = cookies.get(key) ?? '';
      }
      const res = await console.app.inject({ url: path, headers });
      t.equal(res.statusCode, 200, `${path}: 200`);
      return res.body;
    };
    const [before, after] = [inlineStyles(await page(inline)), await page(withFile)];
    const now = inlineStyles(after);
    const lost = [...before.styled].filter((name) => !now.styled.has(name) && !shared.names.has(name));
    t.same(lost, [], `${path}: every style the page writes inline without the file is inline or in the file`);
    const left = [...carriedClasses(after)].map((c) => c.slice(4)).filter((name) => shared.names.has(name));
    t.ok(left.length > 0, `${path}: ${left.length} of its classes come from the file`);
    t.same(
      left.filter((name) => !now.listed.has(name)),
      [],
      `${path}: the tags name every style left to the file`,
    );
    t.ok(now.bytes < before.bytes / 2, `${path}: ${now.bytes} bytes of inline styles, ${before.bytes} without the file`);
  }
});
