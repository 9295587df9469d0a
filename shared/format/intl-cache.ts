/**
 * Intl formatters, made once per locale and options and then reused: creating one costs far
 * more than formatting with it (a signed-in overview spent 5 % of its render making the same
 * few formatters again for every number and day it wrote). Keys are few (three languages, a
 * handful of option sets); the cap only guards against a caller passing something unbounded.
 */
const MAX_ENTRIES = 200;
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(store: Map<string, F>, key: string, make: () => F): F {
  let format = store.get(key);
  if (!format) {
    format = make();
    if (store.size >= MAX_ENTRIES) store.clear();
    store.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, shared. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, shared. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateTimeFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}
