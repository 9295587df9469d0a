/**
 * Names (models, their owners, a log's extra fields) in alphabetical order, case folded, then
 * by code unit: the same order on the server and in every browser, and without Intl. The
 * `localeCompare(…, 'en')` it replaces sets up ICU's collation data on its first call, about
 * 50 ms of the overview's hydration on the bench's slow phone, for names that are ASCII.
 */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
