import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import t from 'tap';
import buildFormatNumber from '#client/theme/lazy-format-number.ts';
import { isMuiFormatNumberImport, LAZY_FORMAT_NUMBER } from '#scripts/mui-numbers-on-use.ts';

const mui = dirname(createRequire(import.meta.url).resolve('@mui/material/package.json'));

/** The specifier a MUI module imports its number formatter factory by. */
function formatterImport(file: string): string | undefined {
  return /import \w+ from "([^"]*buildFormatNumber[^"]*)"/.exec(readFileSync(file, 'utf8'))?.[1];
}

t.test("MUI's modules that build a number formatter import it by the name the build swaps", async (t) => {
  t.notMatch(readFileSync(join(mui, 'locale', 'enUS.mjs'), 'utf8'), /buildFormatNumber/, 'English formats with String()');
  for (const file of [
    join(mui, 'locale', 'zhCN.mjs'),
    join(mui, 'locale', 'zhHK.mjs'),
    join(mui, 'TablePagination', 'TablePagination.mjs'),
  ]) {
    const source = formatterImport(file);
    t.ok(source, `${file} imports buildFormatNumber`);
    t.ok(isMuiFormatNumberImport(source ?? '', file), `${file}'s import is swapped`);
  }
  t.notOk(isMuiFormatNumberImport('./utils/buildFormatNumber.mjs', '/app/client/pages/x.tsx'), 'only inside MUI');
  t.notOk(isMuiFormatNumberImport('./utils/other.mjs', join(mui, 'locale', 'zhCN.mjs')), 'only that import');
  t.match(LAZY_FORMAT_NUMBER, /client[\\/]theme[\\/]lazy-format-number\.ts$/);
});

t.test('the stand-in writes what MUI writes, and builds no formatter until it formats', async (t) => {
  const { default: muiFormatNumber } = (await import(join(mui, 'locale', 'utils', 'buildFormatNumber.mjs'))) as {
    default: (locale: string) => (value: number) => string;
  };
  const made: string[] = [];
  const NumberFormat = Intl.NumberFormat;
  Intl.NumberFormat = new Proxy(NumberFormat, {
    construct(target, args: [string?]) {
      made.push(String(args[0]));
      return new target(...args);
    },
  });
  t.teardown(() => {
    Intl.NumberFormat = NumberFormat;
  });
  const values = [0, 7, 1234567.891, 0.0005, 2.0005, -42.5, 1e21, -0, Number.NaN, Number.POSITIVE_INFINITY];
  for (const locale of ['zh-CN', 'zh-HK', 'en-US', 'de-DE']) {
    const lazy = buildFormatNumber(locale);
    const mine = values.map((value) => lazy(value));
    made.length = 0;
    t.same(
      mine,
      values.map((value) => muiFormatNumber(locale)(value)),
      locale,
    );
  }
  made.length = 0;
  buildFormatNumber('zh-HK')(1234.5);
  t.same(made, [], 'none for the console’s locales, even when formatting');
});
