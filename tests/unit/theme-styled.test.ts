import t from 'tap';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { getAppTheme } from '#client/theme/create-theme.ts';
import { createEmotionCache } from '#client/theme/emotion-cache.ts';
import { SourceThemeContext, themeStyled } from '#client/theme/theme-styled.ts';
import { DEFAULT_APP_SETTINGS } from '#shared/config/app-settings.ts';

let calls = 0;
const List = themeStyled('ul', (theme: Theme) => {
  calls += 1;
  return { margin: 0, '& > li': { color: (theme.vars ?? theme).palette.text.secondary, padding: theme.spacing(1) } };
});

/** One page as the server renders it: a fresh Emotion cache and MUI provider per request. */
function page(children: ReactNode, theme = getAppTheme(DEFAULT_APP_SETTINGS)): string {
  const tree = createElement(ThemeProvider, { theme }, createElement(SourceThemeContext, { value: theme }, children));
  return renderToString(createElement(CacheProvider, { value: createEmotionCache('n0nce'), children: tree }));
}

const lists = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    createElement(List, { key: index, className: 'legend', title: `list ${index}` }, createElement('li', null, 'row')),
  );

t.test('every instance carries the class, its rules are written once per page with the nonce', async (t) => {
  const html = page(lists(5));
  const classes = [...html.matchAll(/<ul class="([^"]+)"/g)].map((match) => match[1]);
  t.equal(classes.length, 5);
  t.match(classes[0], /^legend mui-[a-z0-9]+$/, "the caller's class first, then Emotion's");
  t.equal(new Set(classes).size, 1, 'one class for all');
  const name = /mui-([a-z0-9]+)/.exec(classes[0] ?? '')?.[1] ?? '';
  const styles = [...html.matchAll(/<style data-emotion="mui ([^"]+)" nonce="n0nce">([^<]*)<\/style>/g)];
  t.equal(styles.filter((match) => match[1] === name).length, 1, 'one style element for the five');
  t.match(styles.find((match) => match[1] === name)?.[2], /margin:0/);
  t.match(html, /title="list 4"/, 'other props reach the element');
});

t.test('the rules run once per theme and scheme for the whole process, yet every page gets them', async (t) => {
  const first = page(lists(2));
  const before = calls;
  const second = page(lists(2));
  t.equal(calls - before, 0, 'a later request with the same source theme serialises nothing');
  t.equal(first, second, 'a later request writes the same markup, style element included');
  const purple = getAppTheme({ ...DEFAULT_APP_SETTINGS, primaryColor: 'purple' });
  t.not(purple, getAppTheme(DEFAULT_APP_SETTINGS));
  page(lists(1), purple);
  t.equal(calls - before, 1, 'another appearance is serialised apart');
});

t.test('without the source context (another provider), the theme copy itself is the key', async (t) => {
  const before = calls;
  const theme = getAppTheme(DEFAULT_APP_SETTINGS);
  const render = () =>
    renderToString(
      createElement(CacheProvider, { value: createEmotionCache(undefined) }, createElement(ThemeProvider, { theme }, lists(3))),
    );
  t.match(render(), /<ul class="legend mui-/);
  render();
  t.equal(calls - before, 2, 'once per render: no reuse across providers it cannot vouch for');
});
