/**
 * List state (filters, page, page size, sort) kept in the URL's search params, described once
 * per list and read the same way by the page's loader (server render and browser), the page's
 * `useUrlState` hook and the server (e.g. an export route). Parsing is lenient: a value that
 * makes no sense reads as its default, never an error; defaults are left out of URLs.
 *
 * ```ts
 * export const USER_LIST_STATE = defineSearchState({
 *   keyword: textField('keyword'),
 *   ...listFields({ sizes: [10, 20, 50, 100], orderFields: ['id', 'quota'] }),
 * });
 * // loader: USER_LIST_STATE.parse(new URL(request.url).searchParams)
 * // page:   const state = useUrlState(USER_LIST_STATE); state.set({ keyword }, { debounce: true })
 * ```
 */

/** One search param: its name, its default and how it reads and writes. */
export interface SearchField<T> {
  /** The search param's name. */
  readonly key: string;
  readonly defaultValue: T;
  /** The value of the raw param (null when absent); nonsense reads as the default. */
  parse(raw: string | null): T;
  /** The param's text; '' leaves it out. */
  format(value: T): string;
}

/** A list's URL state: its defaults, the params it owns, and both directions. */
export interface SearchStateCodec<T> {
  readonly defaults: T;
  /** The search-param names the state owns, in URL order; absent: it owns the whole query. */
  readonly keys?: readonly string[];
  /** The field that is reset to its default whenever another field changes (the page). */
  readonly pageField?: keyof T & string;
  parse(params: URLSearchParams): T;
  /** The owned params, defaults left out. */
  toParams(values: T): URLSearchParams;
}

type FieldValue<F> = F extends SearchField<infer T> ? T : never;
export type SearchStateOf<C> = C extends SearchStateCodec<infer T> ? T : never;

const MAX_TEXT = 100;

/** Free text (a search box), trimmed; longer than `max` reads as ''. */
export function textField(key: string, { max = MAX_TEXT }: { max?: number } = {}): SearchField<string> {
  return {
    key,
    defaultValue: '',
    parse: (raw) => {
      const value = (raw ?? '').trim();
      return value.length > max ? '' : value;
    },
    format: (value) => value,
  };
}

/** A text that is absent (null) or one non-empty value (a group symbol, a modality). */
export function optionalTextField(key: string, { max = MAX_TEXT }: { max?: number } = {}): SearchField<string | null> {
  return { key, defaultValue: null, parse: (raw) => (raw && raw.length <= max ? raw : null), format: (value) => value ?? '' };
}

function wholeNumber(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : null;
}

/** A whole number within bounds; anything else is the default. */
export function intField(
  key: string,
  { min = 0, max = Number.MAX_SAFE_INTEGER, defaultValue = min }: { min?: number; max?: number; defaultValue?: number } = {},
): SearchField<number> {
  return {
    key,
    defaultValue,
    parse: (raw) => wholeNumber(raw, min, max) ?? defaultValue,
    format: (value) => (value === defaultValue ? '' : String(value)),
  };
}

/** A whole number, or null when absent (an id to filter by). */
export function optionalIntField(
  key: string,
  { min = 0, max = 999_999_999 }: { min?: number; max?: number } = {},
): SearchField<number | null> {
  return { key, defaultValue: null, parse: (raw) => wholeNumber(raw, min, max), format: (value) => (value === null ? '' : String(value)) };
}

/** Several whole numbers as a comma list (`owner=1,14`), duplicates dropped. */
export function intListField(key: string): SearchField<number[]> {
  return {
    key,
    defaultValue: [],
    parse: (raw) => [
      ...new Set(
        (raw ?? '')
          .split(',')
          .filter((part) => /^\d{1,9}$/.test(part))
          .map(Number),
      ),
    ],
    format: (value) => value.join(','),
  };
}

/** One of a fixed set (a unit, a sort, a page size); anything else is the default. */
export function oneOfField<const V extends string | number>(key: string, values: readonly V[], defaultValue: V): SearchField<V> {
  return {
    key,
    defaultValue,
    parse: (raw) => values.find((value) => String(value) === raw) ?? defaultValue,
    format: (value) => (value === defaultValue ? '' : String(value)),
  };
}

/** On (`1`) or off (absent). */
export function flagField(key: string): SearchField<boolean> {
  return { key, defaultValue: false, parse: (raw) => raw === '1', format: (value) => (value ? '1' : '') };
}

/** A sort as the gateway's lists take it: one whitelisted field, `-` in front for descending; '' = the gateway's default. */
export function orderField(key: string, fields: readonly string[]): SearchField<string> {
  return {
    key,
    defaultValue: '',
    parse: (raw) => {
      const value = (raw ?? '').trim();
      return fields.includes(value.startsWith('-') ? value.slice(1) : value) ? value : '';
    },
    format: (value) => value,
  };
}

/** The paging and sorting fields every gateway list has (1-based `page`, `size`, `order`). */
export function listFields<const S extends number>({
  sizes,
  orderFields = [],
}: {
  sizes: readonly [S, ...S[]];
  orderFields?: readonly string[];
}) {
  return {
    page: intField('page', { min: 1, max: 1_000_000, defaultValue: 1 }),
    size: oneOfField<S>('size', sizes, sizes[0]),
    order: orderField('order', orderFields),
  };
}

/**
 * The URL state of a list searched by one keyword (the gateway's `keyword`: an id, a code or part
 * of a name): the keyword, the 1-based page, its size and the order ('' = the gateway's default).
 */
export function keywordListState<const S extends number>(options: { sizes: readonly [S, ...S[]]; orderFields: readonly string[] }) {
  return defineSearchState({ keyword: textField('keyword', { max: 50 }), ...listFields(options) });
}

/**
 * A list's URL state from its fields. A field named `page` is the page: it goes back to 1
 * whenever another field changes (see `useUrlState`).
 */
export function defineSearchState<const F extends Record<string, SearchField<unknown>>>(
  fields: F,
): SearchStateCodec<{ -readonly [K in keyof F]: FieldValue<F[K]> }> {
  type State = { -readonly [K in keyof F]: FieldValue<F[K]> };
  const entries = Object.entries(fields) as [keyof F & string, SearchField<unknown>][];
  const defaults = Object.fromEntries(entries.map(([name, field]) => [name, field.defaultValue])) as State;
  return {
    defaults,
    keys: entries.map(([, field]) => field.key),
    ...('page' in fields ? { pageField: 'page' as keyof State & string } : {}),
    parse: (params) => Object.fromEntries(entries.map(([name, field]) => [name, field.parse(params.get(field.key))])) as State,
    toParams: (values) => {
      const params = new URLSearchParams();
      for (const [name, field] of entries) {
        const text = field.format(values[name]);
        if (text !== '' && text !== field.format(field.defaultValue)) params.set(field.key, text);
      }
      return params;
    },
  };
}

/**
 * The gateway's query for a list state: the state's own params under their names (a list's URL
 * names its params as the gateway does), defaults left out, except the page and its size, which
 * the gateway is always told. `omit` leaves params out (e.g. a filter only admins may send).
 */
export function gatewayQuery<T extends object>(
  codec: SearchStateCodec<T>,
  values: T,
  omit: readonly string[] = [],
): Record<string, string> {
  const query: Record<string, string> = {};
  const always = values as Partial<Record<'page' | 'size', unknown>>;
  if (typeof always.page === 'number') query.page = String(always.page);
  if (typeof always.size === 'number') query.size = String(always.size);
  for (const [key, value] of codec.toParams(values)) if (!omit.includes(key)) query[key] = value;
  return query;
}

/** The URL's params with the state's own replaced by `values` (other params are kept). */
export function withSearchState<T>(codec: SearchStateCodec<T>, base: URLSearchParams, values: T): URLSearchParams {
  const next = codec.keys ? new URLSearchParams(base) : new URLSearchParams();
  for (const key of codec.keys ?? []) next.delete(key);
  for (const [key, value] of codec.toParams(values)) next.append(key, value);
  return next;
}

/** The state's own params of a URL as one string, in the state's order: equal strings, equal state. */
export function ownedQuery<T>(codec: SearchStateCodec<T>, params: URLSearchParams): string {
  if (!codec.keys) return params.toString();
  const owned = new URLSearchParams();
  for (const key of codec.keys) for (const value of params.getAll(key)) owned.append(key, value);
  return owned.toString();
}

/** True when some field other than paging (`page`, `size`) differs from its default: a "clear" button's state. */
export function hasActiveState<T extends object>(codec: SearchStateCodec<T>, values: T, ignore: readonly (keyof T)[] = []): boolean {
  const skip = new Set<keyof T>([
    ...ignore,
    ...(codec.pageField ? [codec.pageField] : []),
    ...('size' in values ? ['size' as keyof T] : []),
  ]);
  return (Object.keys(codec.defaults) as (keyof T)[]).some(
    (name) => !skip.has(name) && JSON.stringify(values[name]) !== JSON.stringify(codec.defaults[name]),
  );
}

/** The fields of `next` that differ from `previous` (by value). */
export function changedFields<T extends object>(previous: T, next: T): (keyof T)[] {
  return (Object.keys(next) as (keyof T)[]).filter((name) => JSON.stringify(previous[name]) !== JSON.stringify(next[name]));
}

/**
 * `latest` with a change applied. A new filter, size or sort starts at the first page, unless
 * the change moves the page itself (a pager click).
 */
export function applyChange<T extends object>(codec: SearchStateCodec<T>, latest: T, change: Partial<T>): T {
  const next = { ...latest, ...change };
  const page = codec.pageField;
  if (page === undefined) return next;
  const pageMoved = page in change && change[page] !== latest[page];
  if (!pageMoved && changedFields(latest, next).some((name) => name !== page)) next[page] = codec.defaults[page];
  return next;
}
