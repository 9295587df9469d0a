import t from 'tap';
import { createEmotionCache, loadRtlPlugin, rtlPluginLoaded } from '#client/theme/emotion-cache.ts';

// The right-to-left plugin is not in the browser's first load: a right-to-left cache needs it loaded.
t.test('a right-to-left cache needs its plugin loaded first', async (t) => {
  t.notOk(rtlPluginLoaded());
  t.throws(() => createEmotionCache(undefined, 'rtl'), /loadRtlPlugin/);
  await loadRtlPlugin();
  t.ok(rtlPluginLoaded());
});

// Without a document (the server), insert returns the rules it would write into the stream.
function rules(styles: string, direction: 'ltr' | 'rtl' = 'ltr'): unknown {
  const cache = createEmotionCache(undefined, direction);
  const key = direction === 'ltr' ? 'mui' : 'muirtl';
  return cache.insert(`.${key}-x`, { name: `x${styles.length}`, styles, next: undefined }, cache.sheet, true);
}

t.test('no legacy vendor prefixes in the rules written into pages', async (t) => {
  const css = rules('display:flex;align-items:center;transition:opacity 1s;transform:scale(2);flex-grow:1;');
  t.equal(css, '.mui-x{display:flex;align-items:center;transition:opacity 1s;transform:scale(2);flex-grow:1;}');
});

t.test('the prefixes supported browsers still need are kept', async (t) => {
  t.equal(rules('user-select:none;'), '.mui-x{-webkit-user-select:none;user-select:none;}');
  t.equal(rules('backdrop-filter:blur(8px);'), '.mui-x{-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px);}');
  t.equal(rules('background-clip:text;'), '.mui-x{-webkit-background-clip:text;background-clip:text;}');
  t.equal(rules('background-clip:padding-box;'), '.mui-x{background-clip:padding-box;}');
});

t.test('right-to-left rules are flipped and prefixed the same way', async (t) => {
  t.equal(rules('margin-left:4px;user-select:none;', 'rtl'), '.muirtl-x{margin-right:4px;-webkit-user-select:none;user-select:none;}');
});
