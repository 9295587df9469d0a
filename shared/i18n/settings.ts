/**
 * The languages, namespaces and cookie of the console's i18n, shared by the server, the
 * browser and the tests so that no list of languages is kept anywhere else.
 */
export const LANGUAGES = ['zh-CN', 'zh-HK', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** zh-CN is the default and the fallback (spec section 1). */
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export const NAMESPACES = [
  'auth',
  'common',
  'components',
  'dashboard',
  'error',
  'home',
  'menu',
  'navbar',
  'table',
  'toast',
  'zod',
  'zod_custom',
  'pages',
  'prices',
  'key',
  'admin_keys',
  'budgets',
  'alerts',
  'insight',
  'system_info',
  'log',
  'topup',
  'profile',
  'model_list',
  'affiliate',
  'user',
  'group',
  'model_owner',
  'model_info',
  'task',
  'channel',
  'channel_tools',
  'channel_dialogs',
  'pricing',
  'fapiao',
  'playground',
  'invoice',
  'operation_record',
  'telegram',
  'setting',
  'inviter',
  'redemption',
  'order',
  'payment_gateway',
  'analytics',
  'status',
  'gateway',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Namespaces every page needs (shell, errors, menus); a route adds its own. Not `gateway` (the
 * gateway's own messages, shared/i18n/gateway-messages.ts, 8–9 KB): a page carries only the texts
 * its render translates (`GATEWAY_NAMESPACE` below), and the browser loads the rest after hydrating.
 */
export const BASE_NAMESPACES: readonly Namespace[] = ['common', 'components', 'error', 'menu', 'navbar', 'toast'];

/** The gateway's messages in the reader's language: any page can show one (a refusal, a toast, an error state). */
export const GATEWAY_NAMESPACE: Namespace = 'gateway';

/** The cookie that mirrors the localStorage choice so the server renders the right language. */
export const LANGUAGE_COOKIE = 'i18next';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps a loose language tag (`zh-TW`, `zh_hk`, `en-US`, `zh-Hans`) onto a supported language,
 * or null. Traditional-script and Hong Kong/Taiwan/Macau tags go to zh-HK.
 */
export function matchLanguage(tag: string): Language | null {
  const lower = tag.trim().toLowerCase().replace('_', '-');
  if (lower === '') return null;
  if (lower.startsWith('en')) return 'en';
  if (!lower.startsWith('zh')) return null;
  if (/^zh-(hk|tw|mo|hant)/.test(lower)) return 'zh-HK';
  return 'zh-CN';
}

/** The countries whose flags stand for the languages (images in the bundle: `flag-image.tsx`). */
export type FlagCountry = 'CN' | 'HK' | 'GB';

/** Per-language formats of the language option entity (spec section 3). */
export interface LanguageOption {
  label: string;
  countryCode: FlagCountry;
  /** The Intl locale of dates and times written in words (months, short days). */
  dateLocale: string;
  /** The Intl locale of numbers and amounts. */
  numberFormat: string;
  currency: string;
}

export const LANGUAGE_OPTIONS: Record<Language, LanguageOption> = {
  'zh-CN': { label: '简体中文', countryCode: 'CN', dateLocale: 'zh-CN', numberFormat: 'zh-CN', currency: 'CNY' },
  'zh-HK': { label: '繁體中文（香港）', countryCode: 'HK', dateLocale: 'zh-HK', numberFormat: 'zh-HK', currency: 'HKD' },
  en: { label: 'English', countryCode: 'GB', dateLocale: 'en', numberFormat: 'en-US', currency: 'USD' },
};

/** The option of a language tag, the default language's for one the console does not have. */
export function languageOption(language: string): LanguageOption {
  return LANGUAGE_OPTIONS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}
