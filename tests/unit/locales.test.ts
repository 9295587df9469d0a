import t from 'tap';
import { LANGUAGES, NAMESPACES } from '#shared/i18n/settings.ts';
import { leafKeys, parityProblems, readLocales } from '#tests/helpers/locale-parity.ts';

t.test('every key exists in all three languages, none empty', async (t) => {
  const locales = readLocales();
  t.same(Object.keys(locales), [...LANGUAGES]);
  for (const lng of LANGUAGES) t.same(Object.keys(locales[lng] ?? {}), [...NAMESPACES], `${lng} has every namespace`);
  t.same(parityProblems(locales), []);
});

t.test('the parity check fails on a missing or empty key', async (t) => {
  const broken = {
    'zh-CN': { common: { a: '甲', b: { c: '乙' } } },
    'zh-HK': { common: { a: '甲', b: {} } },
    en: { common: { a: '', b: { c: 'B' } } },
  };
  t.same(parityProblems(broken), ['zh-HK/common.json is missing "b.c"', 'en/common.json has an empty "a"']);
  t.same(leafKeys({ x: { y: 'z' }, w: 'v' }), ['x.y', 'w']);
});

t.test('the namespace list is exactly the files in locales/: a new file is named in shared/i18n/settings.ts or fails here', async (t) => {
  const { readdirSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { LOCALES_DIR } = await import('#tests/helpers/locale-parity.ts');
  for (const lng of LANGUAGES) {
    const files = readdirSync(join(LOCALES_DIR, lng))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
    t.same(files, [...NAMESPACES].sort(), `locales/${lng}/*.json are the namespaces NAMESPACES lists`);
  }
});
