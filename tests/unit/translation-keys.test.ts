import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { NAMESPACES } from '#shared/i18n/settings.ts';
import { readLocales } from '#tests/helpers/locale-parity.ts';

const CLIENT = join(import.meta.dirname, '..', '..', 'client');

/** Quoted literals of the client that look like '<namespace>:<key>' but are not keys. */
const NOT_KEYS = new Map<string, string>([['user:email', "GitHub's OAuth scope (auth/oauth-start.ts), not a translation key"]]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

t.test('every namespaced key the code names literally exists (zh-CN; parity covers the others)', async (t) => {
  const zh = readLocales()['zh-CN'] ?? {};
  const pattern = new RegExp(`['\`"](${NAMESPACES.join('|')}):([\\w.]+)['\`"]`, 'g');
  let checked = 0;
  for (const file of sources(CLIENT)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const [, ns = '', key = ''] = match;
      if (NOT_KEYS.has(`${ns}:${key}`)) continue;
      const lookup = (path: string) =>
        path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], zh[ns]);
      // A key used with `count` is i18next's plural family (`key_one`, `key_other`): `_other` is always there.
      const value = lookup(key) ?? lookup(`${key}_other`);
      t.equal(typeof value, 'string', `${file.slice(CLIENT.length + 1)}: ${ns}:${key}`);
      checked += 1;
    }
  }
  t.ok(checked > 30, `checked ${checked} keys`);
});

t.test('every namespace whose create/edit dialog takes its texts by convention has the five keys', async (t) => {
  const zh = readLocales()['zh-CN'] ?? {};
  const named = new Set<string>();
  for (const file of sources(CLIENT)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/recordDialogTexts\(t, '(\w+)'/g)) named.add(match[1] ?? '');
  }
  t.ok(named.size >= 5, `the dialogs of ${[...named].join(', ')}`);
  for (const ns of named) {
    const form = (zh[ns] as Record<string, unknown> | undefined)?.form as Record<string, unknown> | undefined;
    for (const key of ['createTitle', 'editTitle', 'create', 'save', 'cancel']) t.equal(typeof form?.[key], 'string', `${ns}:form.${key}`);
  }
});
