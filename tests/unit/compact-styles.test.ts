import t from 'tap';
import { Readable } from 'node:stream';
import { createStyleCompactor } from '#server/render/compact-styles.ts';

/** Pipes `chunks` (each written in a turn of its own when `spread`) through a compactor. */
async function compact(chunks: string[], spread = false): Promise<string> {
  async function* source() {
    for (const chunk of chunks) {
      if (spread) await new Promise((resolve) => setImmediate(resolve));
      yield Buffer.from(chunk);
    }
  }
  let out = '';
  for await (const part of Readable.from(source()).pipe(createStyleCompactor())) out += String(part);
  return out;
}

const style = (name: string, css: string) => `<style data-emotion="mui ${name}" nonce="n">${css}</style>`;

t.test('an outer style that no element carries is left out, the rest become one tag', async (t) => {
  const html = `<div>${style('outer', '.mui-outer{color:red}')}${style('inner', '.mui-inner{color:red;padding:0}')}<button class="MuiButton-root mui-inner">ok</button>${style('next', '.mui-next{margin:0}')}<p class="mui-next">x</p></div>`;
  const out = await compact([html]);
  t.equal(
    out,
    `<div><style data-emotion="mui inner next" nonce="n">.mui-inner{color:red;padding:0}.mui-next{margin:0}</style><button class="MuiButton-root mui-inner">ok</button><p class="mui-next">x</p></div>`,
  );
});

t.test('a held style comes back in front of the first element that carries its class', async (t) => {
  const html = `${style('outer', '.mui-outer{color:red}')}${style('inner', '.mui-inner{}')}<i class="mui-inner"></i><span data-x="1" class="a mui-outer">x</span>`;
  const out = await compact([html]);
  t.match(out, /<style data-emotion="mui outer" nonce="n">\.mui-outer\{color:red\}<\/style><span data-x="1" class="a mui-outer">/);
});

t.test('keyframes and global styles are never held back or merged', async (t) => {
  const keyframes = `<style data-emotion="mui a" nonce="n">@keyframes animation-a{from{opacity:0}}</style>`;
  const global = `<style data-emotion="mui-global g" nonce="n">body{margin:0}</style>`;
  const out = await compact([`${global}${keyframes}${style('b', '.mui-b{}')}<i class="mui-b"></i>`]);
  t.ok(out.startsWith(global), 'the global style as it was');
  t.match(out, /data-emotion="mui a b"/, 'the keyframes stay');
});

t.test('tags and characters cut across chunks come out whole', async (t) => {
  const html = `<p>é€</p>${style('a', '.mui-a{content:"✓"}')}<i class="mui-a"></i>${style('b', '.mui-b{}')}<b class="mui-b">ü</b>`;
  const bytes = Buffer.from(html);
  // 7-byte pieces, each in a turn of its own: tags and UTF-8 characters are cut.
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 7) pieces.push(bytes.subarray(i, i + 7));
  async function* source() {
    for (const piece of pieces) {
      await new Promise((resolve) => setImmediate(resolve));
      yield piece;
    }
  }
  let out = '';
  for await (const part of Readable.from(source()).pipe(createStyleCompactor())) out += String(part);
  const markup = (page: string) => page.replace(/<style[^>]*>[^<]*<\/style>/g, '');
  const rules = (page: string) => [...page.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join('');
  for (const [label, page] of [
    ['in pieces', out],
    ['in one piece', await compact([html])],
  ] as const) {
    t.equal(markup(page), markup(html), `${label}: the same markup`);
    t.equal(rules(page), rules(html), `${label}: the same rules, in order`);
  }
});

t.test('a style the shared stylesheet holds keeps its name in the merged tag, not its placeholder', async (t) => {
  const html = `<p>${style('shared', ' ')}${style('own', '.mui-own{margin:0}')}<b class="mui-shared mui-own">x</b>${style('alone', ' ')}<i class="mui-alone"></i></p>`;
  const out = await compact([html]);
  t.equal(
    out,
    // "shared" is held as the outer half of a pair would be, and comes back before its element.
    `<p><style data-emotion="mui own alone" nonce="n">.mui-own{margin:0}</style><style data-emotion="mui shared" nonce="n"></style><b class="mui-shared mui-own">x</b><i class="mui-alone"></i></p>`,
  );
});
