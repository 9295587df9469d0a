import t from 'tap';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { createEmotionCaches } from '#client/theme/emotion-cache.ts';
import { chooseSharedRules, stylesOfPage } from '#scripts/shared-styles/choose-shared-rules.ts';
import { SHARED_RULES_PLACEHOLDER } from '#shared/shared-styles.ts';

/** What a server render writes for one style: Emotion's own insert path, as its components call it. */
function written(caches: ReturnType<typeof createEmotionCaches>, styles: string, direction: 'ltr' | 'rtl' = 'ltr') {
  const serialized = serializeStyles([styles]);
  return { name: serialized.name, rules: insertStyles(caches(direction), serialized, false) };
}

t.test('a server render leaves the shared names to the file and writes every other style', async (t) => {
  const probe = written(createEmotionCaches(undefined), 'color:red;');
  const caches = createEmotionCaches(undefined, new Set([probe.name]));
  t.equal(written(caches, 'color:red;').rules, SHARED_RULES_PLACEHOLDER, 'the shared style writes only its placeholder');
  t.equal(written(caches, 'color:red;').rules, undefined, 'and, like any style, only once a page');
  t.equal(written(caches, 'color:blue;').rules, `.mui-${written(createEmotionCaches(undefined), 'color:blue;').name}{color:blue;}`);
});

t.test('the right-to-left cache writes its own (flipped) rules for a shared name', async (t) => {
  const { loadRtlPlugin } = await import('#client/theme/emotion-cache.ts');
  await loadRtlPlugin();
  const name = written(createEmotionCaches(undefined), 'margin-left:4px;').name;
  const caches = createEmotionCaches(undefined, new Set([name]));
  t.equal(written(caches, 'margin-left:4px;', 'rtl').rules, `.muirtl-${name}{margin-right:4px;}`);
});

const page = (...tags: [string, string][]) =>
  tags
    .map(([names, css]) => `<style data-emotion="mui ${names}" nonce="n">${css}</style><div class="mui-${names.split(' ')[0]}"></div>`)
    .join('');

t.test("a page's merged tags are split back into each name's rules", async (t) => {
  const html =
    page(['a b', '.mui-a{color:red}.mui-a:hover{color:blue}@media (min-width:600px){.mui-a{margin:0}}.mui-b .MuiX-root{padding:0}']) +
    page(['c animation-k', '.mui-c{animation:animation-k 1s}@keyframes animation-k{0%{opacity:0}100%{opacity:1}}']) +
    '<style data-emotion="mui-global x">body{margin:0}</style>';
  t.same(
    Object.fromEntries(stylesOfPage(html)),
    {
      a: '.mui-a{color:red}.mui-a:hover{color:blue}@media (min-width:600px){.mui-a{margin:0}}',
      b: '.mui-b .MuiX-root{padding:0}',
      c: '.mui-c{animation:animation-k 1s}',
      'animation-k': '@keyframes animation-k{0%{opacity:0}100%{opacity:1}}',
    },
    'global styles stay out: they are not the component cache',
  );
  t.throws(() => stylesOfPage(page(['d', 'p{margin:0}'])), /no Emotion class/, 'a rule of no name is an error, not a silent loss');
});

t.test('the file keeps the styles at least the given share of the loads writes, first seen first', async (t) => {
  const loads = [
    page(['shell', '.mui-shell{display:flex}'], ['rare', '.mui-rare{color:red}']),
    page(['shell', '.mui-shell{display:flex}'], ['half', '.mui-half{gap:1px}']),
    page(['half', '.mui-half{gap:1px}'], ['shell', '.mui-shell{display:flex}']),
    page(['shell', '.mui-shell{display:flex}']),
  ];
  t.same(chooseSharedRules(loads, 0.5), { names: ['shell', 'half'], css: '.mui-shell{display:flex}.mui-half{gap:1px}', loads: 4 });
  t.same(chooseSharedRules(loads, 1).names, ['shell']);
  t.same(chooseSharedRules(loads, 0.25).names, ['shell', 'rare', 'half']);
});
