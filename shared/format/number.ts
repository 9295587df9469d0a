import { languageOption as option } from '#shared/i18n/settings.ts';
import { numberFormat } from './intl-cache.ts';

/** A number grouped the way the language writes it (`1,532`). */
export function formatNumber(value: number, language: string, maximumFractionDigits = 2): string {
  return numberFormat(option(language).numberFormat, { maximumFractionDigits }).format(value);
}

/**
 * An amount in the language's own currency (spec section 3: CNY for zh-CN, HKD for zh-HK, USD
 * for en). The amount must already be in that currency: this only writes it.
 */
export function formatCurrency(value: number, language: string): string {
  const { numberFormat: locale, currency } = option(language);
  return numberFormat(locale, { style: 'currency', currency }).format(value);
}
