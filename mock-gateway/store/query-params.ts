/**
 * Reading list queries like upstream's gin bindings and PaginateAndOrder (contract §1.4), for
 * every paged resource of the double.
 */

/** Default page size (contract §5.2). */
export const DEFAULT_PAGE_SIZE = 10;
/** Largest page size allowed (contract §1.4). */
export const MAX_PAGE_SIZE = 100;

const INT64_MAX = 9223372036854775807n;

/** A raw query object as Fastify parses it (repeated keys become arrays). */
export type RawQuery = Record<string, unknown>;

/** Fastify's parsed query as a plain record (anything else counts as empty). */
export function asRawQuery(query: unknown): RawQuery {
  return typeof query === 'object' && query !== null ? (query as RawQuery) : {};
}

/** gin binds the first value of a repeated key; anything else non-string counts as absent. */
export function queryString(query: RawQuery, name: string): string {
  const value = query[name];
  const first = Array.isArray(value) ? (value[0] as unknown) : value;
  return typeof first === 'string' ? first : '';
}

/**
 * gin's binding of an int field: empty is 0, a non-number is strconv's error, which the
 * handler sends as the message. Returns the number or that message.
 */
export function bindInt(query: RawQuery, name: string): number | string {
  const raw = queryString(query, name);
  if (raw === '') return 0;
  if (!/^[+-]?\d+$/.test(raw)) return `strconv.ParseInt: parsing ${JSON.stringify(raw)}: invalid syntax`;
  const value = BigInt(raw);
  if (value > INT64_MAX || value < -INT64_MAX - 1n) return `strconv.ParseInt: parsing ${JSON.stringify(raw)}: value out of range`;
  return Number(raw);
}

/** `strconv.ParseInt(..)` with the error ignored, as the stat handlers read their query. */
export function looseInt(query: RawQuery, name: string): number {
  const value = bindInt(query, name);
  return typeof value === 'number' ? value : 0;
}

/** One `order` term: a whitelisted field, descending when prefixed with `-`. */
export interface SortTerm<F extends string> {
  field: F;
  desc: boolean;
}

/** Page number and size after upstream's defaults (page < 1 → 1, size < 1 → 10, size > 100 refused). */
export interface Paging {
  page: number;
  size: number;
}

/** Reads `page` and `size` like PaginateAndOrder, or gives its error message. */
export function readPaging(query: RawQuery): Paging | string {
  const page = bindInt(query, 'page');
  if (typeof page === 'string') return page;
  const size = bindInt(query, 'size');
  if (typeof size === 'string') return size;
  const pageSize = size < 1 ? DEFAULT_PAGE_SIZE : size;
  if (pageSize > MAX_PAGE_SIZE) return `size 参数不能超过 ${MAX_PAGE_SIZE}`;
  return { page: page < 1 ? 1 : page, size: pageSize };
}

/** Reads `order` against a whitelist: [] for none (the caller's default), or upstream's refusal. */
export function readOrder<F extends string>(query: RawQuery, allowed: readonly F[]): SortTerm<F>[] | string {
  const order = queryString(query, 'order');
  if (order === '') return [];
  const terms: SortTerm<F>[] = [];
  for (const raw of order.split(',')) {
    const trimmed = raw.trim();
    const desc = trimmed.startsWith('-');
    const name = desc ? trimmed.slice(1) : trimmed;
    const field = allowed.find((candidate) => candidate === name);
    if (field === undefined) return `不允许对字段 '${name}' 进行排序`;
    terms.push({ field, desc });
  }
  return terms;
}
