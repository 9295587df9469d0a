import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import t from 'tap';
import buildFormatNumber from '#client/theme/lazy-format-number.ts';
import { isMuiLocaleFormatNumber, LAZY_FORMAT_NUMBER } from '#scripts/mui-locale-numbers.ts';

const muiLocales = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'locale');

t.test("the packs the theme uses import MUI's formatter by the name the build swaps", async (t) => {
  t.notMatch(readFileSync(join(muiLocales, 'enUS.mjs'), 'utf8'), /buildFormatNumber/, 'English formats with String()');
  for (const pack of ['zhCN', 'zhHK']) {
    const file = join(muiLocales, `${pack}.mjs`);
    const source = /import \w+ from "([^"]*buildFormatNumber[^"]*)"/.exec(readFileSync(file, 'utf8'))?.[1];
    t.ok(source, `${pack} imports buildFormatNumber`);
    t.ok(isMuiLocaleFormatNumber(source ?? '', file), `${pack}'s import is swapped`);
  }
  t.notOk(isMuiLocaleFormatNumber('./utils/buildFormatNumber.mjs', '/app/client/pages/x.tsx'), 'only inside the locale packs');
  t.notOk(isMuiLocaleFormatNumber('./utils/other.mjs', join(muiLocales, 'zhCN.mjs')), 'only that import');
  t.match(LAZY_FORMAT_NUMBER, /client[\\/]theme[\\/]lazy-format-number\.ts$/);
});

t.test('the stand-in writes what MUI writes, and builds no formatter until it formats', async (t) => {
  const { default: muiFormatNumber } = (await import(join(muiLocales, 'utils', 'buildFormatNumber.mjs'))) as {
    default: (locale: string) => (value: number) => string;
  };
  const made: string[] = [];
  const NumberFormat = Intl.NumberFormat;
  const counting = new Proxy(NumberFormat, {
    construct(target, args: [string?]) {
      made.push(String(args[0]));
      return new target(...args);
    },
  });
  Intl.NumberFormat = counting;
  t.teardown(() => {
    Intl.NumberFormat = NumberFormat;
  });
  const lazy = buildFormatNumber('zh-HK');
  t.same(made, [], 'none at set-up');
  for (const value of [0, 7, 1234567.891, -42, Number.NaN, Number.POSITIVE_INFINITY]) t.equal(lazy(value), muiFormatNumber('zh-HK')(value));
  t.ok(made.includes('zh-HK'), 'one once it formats');
});
