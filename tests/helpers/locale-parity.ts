import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import type { TFunction } from 'i18next';
import { LANGUAGES, NAMESPACES } from '#shared/i18n/settings.ts';

export const LOCALES_DIR = join(import.meta.dirname, '..', '..', 'locales');

/** Every leaf key of a nested resource object, dotted (`login.title`). */
export function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

export type Resources = Record<string, Record<string, unknown>>;

/** Reads locales/{lng}/{ns}.json for every language and namespace. */
export function readLocales(dir = LOCALES_DIR): Record<string, Resources> {
  return Object.fromEntries(
    LANGUAGES.map((lng) => [
      lng,
      Object.fromEntries(
        NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(join(dir, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>]),
      ),
    ]),
  );
}

/** An i18next `t` over the project's own locale files in `lng`, as a page has it. */
export async function localeTranslator(lng: string): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: readLocales() as never, fallbackLng: false, interpolation: { escapeValue: false } });
  return instance.t;
}

/**
 * The problems a set of locales has: a key present in one language but missing in another,
 * or an empty translation. An empty list means parity.
 */
export function parityProblems(locales: Record<string, Resources>): string[] {
  const problems: string[] = [];
  const languages = Object.keys(locales);
  const namespaces = new Set(languages.flatMap((lng) => Object.keys(locales[lng] ?? {})));
  for (const ns of namespaces) {
    const keysByLanguage = new Map(languages.map((lng) => [lng, new Set(leafKeys(locales[lng]?.[ns] ?? {}))]));
    const all = new Set([...keysByLanguage.values()].flatMap((keys) => [...keys]));
    for (const key of all) {
      for (const lng of languages) {
        if (!keysByLanguage.get(lng)?.has(key)) problems.push(`${lng}/${ns}.json is missing "${key}"`);
      }
    }
    for (const lng of languages) {
      for (const key of keysByLanguage.get(lng) ?? []) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locales[lng]?.[ns]);
        if (typeof value === 'string' && value.trim() === '') problems.push(`${lng}/${ns}.json has an empty "${key}"`);
      }
    }
  }
  return problems;
}
