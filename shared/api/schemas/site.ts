import { z } from 'zod/mini';
import { LANGUAGES } from '#shared/i18n/settings.ts';
import type { Language } from '#shared/i18n/settings.ts';
import { CONSOLE_API_PREFIX } from './budgets.ts';

/**
 * The site settings the console keeps in its own store (server/site/) because one-hub has no
 * option for them (issue 36 items 4 and 5): the home page switch where the gateway publishes no
 * `WebHomeEnabled`, and the contact, terms and privacy texts, one markdown text per language.
 * `GET` is public (guests read the pages); `PUT` takes one `{key, value}` like `/api/option/`.
 */
export const SITE_API = `${CONSOLE_API_PREFIX}site`;
/** `GET`: each text's default (the console's own text) as markdown, per language, for the Settings page. */
export const SITE_DEFAULTS_API = `${SITE_API}/defaults`;

/** The pages whose text the operator writes. */
export const SITE_TEXT_NAMES = ['contact', 'terms', 'privacy'] as const;
export type SiteTextName = (typeof SITE_TEXT_NAMES)[number];

/** A text's settings key: `ContactText_zh-CN` (no dot: form field names are paths). */
export type SiteTextKey = `${Capitalize<SiteTextName>}Text_${Language}`;

export function siteTextKey(name: SiteTextName, lng: Language): SiteTextKey {
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}Text_${lng}` as SiteTextKey;
}

/** Every text key, by page then language. */
export const SITE_TEXT_KEYS: readonly SiteTextKey[] = SITE_TEXT_NAMES.flatMap((name) => LANGUAGES.map((lng) => siteTextKey(name, lng)));

/** The page and language of a text key, or null when `key` is none. */
export function siteTextOf(key: string): { name: SiteTextName; lng: Language } | null {
  for (const name of SITE_TEXT_NAMES) for (const lng of LANGUAGES) if (siteTextKey(name, lng) === key) return { name, lng };
  return null;
}

/** The home page switch as the console keeps it (the gateway's `WebHomeEnabled` when it has one). */
export const HOME_SWITCH_KEY = 'WebHomeEnabled';

/** Every key `PUT /console-api/site` takes. */
export const SITE_SETTING_KEYS: readonly string[] = [HOME_SWITCH_KEY, ...SITE_TEXT_KEYS];
export type SiteSettingKey = typeof HOME_SWITCH_KEY | SiteTextKey;

export function isSiteSettingKey(key: string): key is SiteSettingKey {
  return SITE_SETTING_KEYS.includes(key);
}

/** The longest text (characters): a page of terms is a few thousand; the parsed body stays small. */
export const SITE_TEXT_MAX = 20_000;
/** The body limit of `PUT /console-api/site`: the longest text in UTF-8 (3 bytes a character in CJK) and its JSON. */
export const SITE_BODY_LIMIT_BYTES = 64 * 1024;

/** `PUT /console-api/site`: one key and its text (`"true"`/`"false"` for the switch, `''` for a text: the default again). */
export const SiteSettingUpdateSchema = z.object({
  key: z.enum(SITE_SETTING_KEYS as [SiteSettingKey, ...SiteSettingKey[]]),
  value: z.string().check(z.maxLength(SITE_TEXT_MAX)),
});
export type SiteSettingUpdate = z.infer<typeof SiteSettingUpdateSchema>;

/** Texts per language; a language the operator has not written is absent (the page shows its default). */
const TextsByLanguageSchema = z.partialRecord(z.enum(LANGUAGES), z.string());
export type TextsByLanguage = z.infer<typeof TextsByLanguageSchema>;

/** `GET /console-api/site`: the stored switch (true until switched off) and texts. */
export const SiteSettingsSchema = z.object({
  homeEnabled: z.boolean(),
  texts: z.record(z.enum(SITE_TEXT_NAMES), TextsByLanguageSchema),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** `GET /console-api/site/defaults`: every text's default, for every language. */
export const SiteDefaultsSchema = z.record(z.enum(SITE_TEXT_NAMES), z.record(z.enum(LANGUAGES), z.string()));
export type SiteDefaults = z.infer<typeof SiteDefaultsSchema>;

/** The text a page shows in `lng`: the operator's, or '' for the page's own default. */
export function siteTextIn(texts: TextsByLanguage | undefined, lng: string): string {
  const known = (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : null;
  return known === null ? '' : (texts?.[known] ?? '').trim();
}
