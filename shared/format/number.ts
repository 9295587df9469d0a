import { languageOption as option } from '#shared/i18n/settings.ts';
import { numberFormat } from './intl-cache.ts';
import { PLAIN_DECIMAL_LOCALES, plainDecimal } from './plain-decimal.ts';

/** A number grouped the way the locale writes it: without Intl in the console's three, else through it. */
export function formatLocaleNumber(value: number, locale: string, maximumFractionDigits: number): string {
  const plain = PLAIN_DECIMAL_LOCALES.has(locale) ? plainDecimal(value, 0, maximumFractionDigits) : null;
  return plain ?? numberFormat(locale, { maximumFractionDigits }).format(value);
}

/** A number grouped the way the language writes it (`1,532`). */
export function formatNumber(value: number, language: string, maximumFractionDigits = 2): string {
  return formatLocaleNumber(value, option(language).numberFormat, maximumFractionDigits);
}

/** How Intl's default currency format writes the three currencies in their own locales. */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { 'zh-CN|CNY': '¥', 'zh-HK|HKD': 'HK$', 'en-US|USD': '$' };

/**
 * An amount in the language's own currency (spec section 3: CNY for zh-CN, HKD for zh-HK, USD
 * for en). The amount must already be in that currency: this only writes it.
 */
export function formatCurrency(value: number, language: string): string {
  const { numberFormat: locale, currency } = option(language);
  const symbol = CURRENCY_SYMBOLS[`${locale}|${currency}`];
  const plain = symbol === undefined || Object.is(value, -0) ? null : plainDecimal(Math.abs(value), 2, 2);
  if (plain !== null) return `${value < 0 ? '-' : ''}${symbol}${plain}`;
  return numberFormat(locale, { style: 'currency', currency }).format(value);
}
