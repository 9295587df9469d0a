import t from 'tap';
import {
  APP_SETTINGS_COOKIE,
  APP_SETTINGS_STORAGE_KEY,
  DEFAULT_APP_SETTINGS,
  FONT_FAMILIES,
  PRIMARY_COLORS,
  parseAppSettings,
  parseStoredSettings,
  sameSettings,
  settingsCookieString,
  settingsFromCookie,
  settingsToCookie,
} from '#shared/config/app-settings.ts';
import type { AppSettings } from '#shared/config/app-settings.ts';
import type { Palette, Theme } from '@mui/material/styles';
import { createAppTheme, FONT_FAMILY_VAR, getAppTheme } from '#client/theme/create-theme.ts';
import { createEmotionCache, createEmotionCaches, loadRtlPlugin } from '#client/theme/emotion-cache.ts';
import { fontStacks, palette, primaryPresets } from '#client/theme/tokens.ts';

const custom: AppSettings = {
  colorScheme: 'dark',
  contrast: 'high',
  direction: 'rtl',
  compactLayout: true,
  primaryColor: 'orange',
  navLayout: 'mini',
  navColor: 'apparent',
  fontFamily: 'nunito-sans',
};

t.test('the defaults are the spec’s (section 3)', async (t) => {
  t.same(DEFAULT_APP_SETTINGS, {
    colorScheme: 'light',
    direction: 'ltr',
    contrast: 'default',
    navLayout: 'vertical',
    primaryColor: 'cyan',
    navColor: 'integrate',
    compactLayout: false,
    fontFamily: 'public-sans',
  });
  t.equal(APP_SETTINGS_STORAGE_KEY, 'app-settings');
  t.equal(APP_SETTINGS_COOKIE, 'app-settings');
  t.same(PRIMARY_COLORS, ['default', 'cyan', 'purple', 'blue', 'orange', 'red']);
  t.equal(FONT_FAMILIES.length, 4);
  t.ok(Object.isFrozen(DEFAULT_APP_SETTINGS), 'nobody can change the defaults by accident');
});

t.test('the cookie form round-trips and is cookie-safe', async (t) => {
  for (const settings of [DEFAULT_APP_SETTINGS, custom]) {
    const value = settingsToCookie(settings);
    t.match(value, /^[a-z0-9.-]+$/, `${value} needs no encoding`);
    t.ok(value.length < 80);
    t.same(settingsFromCookie(value), settings);
  }
  t.equal(settingsToCookie(custom), 'dark.high.rtl.1.orange.mini.apparent.nunito-sans');
  t.equal(
    settingsCookieString(custom),
    'app-settings=dark.high.rtl.1.orange.mini.apparent.nunito-sans; Path=/; Max-Age=31536000; SameSite=Lax',
  );
});

t.test('an invalid cookie gives the defaults, field by field', async (t) => {
  for (const bad of [undefined, null, 42, '', 'garbage', '{"colorScheme":"dark"}', 'x'.repeat(500), '........']) {
    t.same(settingsFromCookie(bad), DEFAULT_APP_SETTINGS, `${String(bad).slice(0, 20)} → defaults`);
  }
  t.same(
    settingsFromCookie('dark.loud.rtl.yes.pink.mini'),
    { ...DEFAULT_APP_SETTINGS, colorScheme: 'dark', direction: 'rtl', navLayout: 'mini' },
    'bad and missing values fall back, good ones stay',
  );
  t.same(
    settingsFromCookie('dark.high.rtl.1.orange.mini.apparent.nunito-sans.future'),
    custom,
    'a value appended by a later version is ignored',
  );
  t.equal(
    settingsFromCookie('light.default.ltr.true.cyan.vertical.integrate.public-sans').compactLayout,
    false,
    'only 1 and 0 are booleans',
  );
  t.equal(settingsFromCookie('light.default.ltr.__proto__.cyan').compactLayout, false);
});

t.test('stored JSON is parsed leniently', async (t) => {
  t.same(parseStoredSettings(JSON.stringify(custom)), custom);
  t.equal(parseStoredSettings(null), null);
  t.equal(parseStoredSettings(''), null);
  t.equal(parseStoredSettings('{not json'), null);
  t.equal(parseStoredSettings('[1,2]'), null);
  t.equal(parseStoredSettings('"dark"'), null);
  t.same(parseStoredSettings('{"primaryColor":"red","compactLayout":"yes","extra":1}'), { ...DEFAULT_APP_SETTINGS, primaryColor: 'red' });
  t.same(parseAppSettings(undefined), DEFAULT_APP_SETTINGS);
  t.same(parseAppSettings({ direction: 'rtl', fontFamily: 'Comic Sans' }), { ...DEFAULT_APP_SETTINGS, direction: 'rtl' });
  t.not(parseAppSettings(undefined), DEFAULT_APP_SETTINGS, 'a copy, never the frozen defaults');
});

t.test('sameSettings compares every field', async (t) => {
  t.ok(sameSettings(custom, { ...custom }));
  for (const key of Object.keys(custom) as (keyof AppSettings)[]) {
    t.notOk(sameSettings(custom, { ...custom, [key]: DEFAULT_APP_SETTINGS[key] }), key);
  }
});

/** The palette of one colour scheme (the CSS-variables theme keeps both; its type hides them). */
function paletteOf(theme: Theme, scheme: 'light' | 'dark'): Palette | undefined {
  return (theme as Theme & { colorSchemes: Partial<Record<'light' | 'dark', { palette: Palette }>> }).colorSchemes[scheme]?.palette;
}

t.test('the theme follows the settings and is made once per combination', async (t) => {
  const base = getAppTheme(DEFAULT_APP_SETTINGS);
  const elsewhere: AppSettings = { ...DEFAULT_APP_SETTINGS, colorScheme: 'dark', navLayout: 'mini', compactLayout: true };
  t.equal(getAppTheme(elsewhere), base, 'settings that do not shape the theme share it');
  const red = getAppTheme({ ...DEFAULT_APP_SETTINGS, primaryColor: 'red' });
  t.not(red, base);
  t.equal(getAppTheme({ ...DEFAULT_APP_SETTINGS, primaryColor: 'red' }), red, 'cached');
  t.equal(paletteOf(red, 'light')?.primary.main, primaryPresets.red.light.main);
  t.equal(paletteOf(red, 'dark')?.primary.main, primaryPresets.red.dark.main, 'each scheme has its own shades');
  t.equal(
    paletteOf(createAppTheme({ ...DEFAULT_APP_SETTINGS, primaryColor: 'default' }), 'light')?.primary.main,
    palette.primary.light.main,
    "'default' is the app's own blue",
  );
  t.not(primaryPresets.cyan.light.main, primaryPresets.default.light.main, 'the cyan default differs from the default preset');
  for (const scheme of ['light', 'dark'] as const) {
    t.equal(new Set(Object.values(primaryPresets).map((ramps) => ramps[scheme].main)).size, 6, `six distinct ${scheme} shades`);
  }

  const rtl = getAppTheme({ ...DEFAULT_APP_SETTINGS, direction: 'rtl', fontFamily: 'inter' });
  t.equal(rtl.direction, 'rtl');
  t.equal(base.direction, 'ltr');
  // The stack is set once, as a custom property on :root, and every rule refers to it.
  t.equal(rtl.typography.fontFamily, `var(${FONT_FAMILY_VAR})`);
  const baseline = rtl.components?.MuiCssBaseline?.styleOverrides;
  const rules = typeof baseline === 'function' ? baseline(rtl) : baseline;
  t.match(rules, { ':root': { [FONT_FAMILY_VAR]: fontStacks.inter } });
  // The keyboard's focus ring, once a page for every button and field (issue 36).
  t.match(rules, {
    '.MuiButtonBase-root.Mui-focusVisible': { outline: /^2px solid var\(--app-palette-primary-main\b/ },
    '.MuiInputBase-root.Mui-focused': { boxShadow: /^0 0 0 1px var\(--app-palette-primary-main\b/ },
  });

  const high = getAppTheme({ ...DEFAULT_APP_SETTINGS, contrast: 'high' });
  t.not(paletteOf(high, 'light')?.text.primary, paletteOf(base, 'light')?.text.primary, 'stronger text');
  t.not(paletteOf(high, 'dark')?.text.secondary, paletteOf(base, 'dark')?.text.secondary);
  t.not(paletteOf(high, 'light')?.divider, paletteOf(base, 'light')?.divider, 'stronger dividers');
});

t.test('fonts are local stacks only: never a web font', async (t) => {
  for (const [name, stack] of Object.entries(fontStacks)) {
    t.notMatch(stack, /url\(|https?:|@import/, name);
    t.match(stack, /sans-serif$/, `${name} ends with the generic family`);
  }
});

t.test('right-to-left styles get their own Emotion key and are flipped', async (t) => {
  // The plugin is a lazy chunk in the browser; the server entry awaits it at start, as here.
  await loadRtlPlugin();
  t.equal(createEmotionCache(undefined).key, 'mui');
  const rtl = createEmotionCache('nonce', 'rtl');
  t.equal(rtl.key, 'muirtl');
  t.equal(rtl.nonce, 'nonce');
  const cacheFor = createEmotionCaches(undefined);
  t.equal(cacheFor('rtl'), cacheFor('rtl'), 'one cache per direction');
  t.not(cacheFor('rtl'), cacheFor('ltr'));
  // Without a document (the server), insert returns the rules it would write into the stream.
  // This also proves the CommonJS plugin is found under Node (where it sits on `default`).
  const css = rtl.insert('.muirtl-x', { name: 'x', styles: 'margin-left:4px;padding-right:2px;', next: undefined }, rtl.sheet, true);
  t.equal(css, '.muirtl-x{margin-right:4px;padding-left:2px;}');
});

t.test("MUI's own texts come with the theme in the page's language (its locale packs)", async (t) => {
  const pager = (lng: string) => getAppTheme(DEFAULT_APP_SETTINGS, lng).components?.MuiTablePagination?.defaultProps;
  t.equal(pager('zh-CN')?.getItemAriaLabel?.('next'), '下一页');
  t.equal(pager('zh-HK')?.getItemAriaLabel?.('next'), '下一頁');
  t.equal(pager('zh-CN')?.labelRowsPerPage, '每页行数:');
  // English is MUI's own default (its enUS pack is empty).
  t.equal(pager('en')?.getItemAriaLabel, undefined);
  t.not(getAppTheme(DEFAULT_APP_SETTINGS, 'en'), getAppTheme(DEFAULT_APP_SETTINGS, 'zh-CN'), 'one theme per language');
  t.equal(getAppTheme(DEFAULT_APP_SETTINGS, 'xx'), getAppTheme(DEFAULT_APP_SETTINGS, 'zh-CN'), 'an unknown language: the default');
});
