/** Every string in nested data trimmed (spec section 5): what users type is sent without stray spaces. */
export function trimStrings<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((item: unknown) => trimStrings(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimStrings(item)])) as T;
  }
  return value;
}
