import type { InitOptions } from 'i18next';
import { LANGUAGES, NAMESPACES } from './settings.ts';

/**
 * Options both sides share, so the server render and the hydration render translate alike.
 * There is no runtime fallback language: the parity test guarantees every key exists in all
 * three, and a fallback would make the browser download a second language at start.
 */
export const sharedI18nOptions: InitOptions = {
  ns: [...NAMESPACES],
  defaultNS: 'common',
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  // Only the exact language (zh-HK), never its base (zh), which has no files.
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
};
