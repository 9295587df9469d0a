/** Raw `page`, `size`, `order` query values, as they arrive (contract §1.4). */
export interface PageQuery {
  page?: unknown;
  size?: unknown;
  order?: unknown;
}

/** The paged answer inside `data` (contract §1.4). */
export interface Page<T> {
  data: T[];
  page: number;
  size: number;
  total_count: number;
}

/** Either a page or the upstream error message to send with `success:false`. */
export type PageResult<T> = { ok: true; page: Page<T> } | { ok: false; message: string };

/** Default page size (contract §5.2). */
export const DEFAULT_PAGE_SIZE = 10;
/** Largest page size allowed (contract §1.4). */
export const MAX_PAGE_SIZE = 100;

type SortKey<T> = { field: keyof T & string; desc: boolean };

// Mirrors gin's query binding: empty means 0, anything non-numeric is a binding error.
function readInt(value: unknown): number | string {
  if (value === undefined || value === '') return 0;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  return `strconv.ParseInt: parsing ${JSON.stringify(String(value))}: invalid syntax`;
}

function readOrder<T>(order: unknown, allowed: readonly (keyof T & string)[]): SortKey<T>[] | string {
  // Upstream sorts by `id DESC` by default even where `id` is not in the whitelist.
  if (order === undefined || order === '') return [{ field: 'id' as keyof T & string, desc: true }];
  if (typeof order !== 'string') return '无效的参数';
  const keys: SortKey<T>[] = [];
  for (const raw of order.split(',')) {
    const trimmed = raw.trim();
    const desc = trimmed.startsWith('-');
    const field = desc ? trimmed.slice(1) : trimmed;
    const match = allowed.find((name) => name === field);
    if (match === undefined) return `不允许对字段 '${field}' 进行排序`;
    keys.push({ field: match, desc });
  }
  return keys;
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const left = String(a ?? '');
  const right = String(b ?? '');
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Pages `rows` like upstream's PaginateAndOrder: 1-based `page` (below 1 → 1), `size` default 10
 * and at most 100, `order` a comma list with `-` for descending checked against `allowed`;
 * no `order` means `id` descending.
 */
export function paginate<T extends object>(rows: readonly T[], query: PageQuery, allowed: readonly (keyof T & string)[]): PageResult<T> {
  const page = readInt(query.page);
  if (typeof page === 'string') return { ok: false, message: page };
  const size = readInt(query.size);
  if (typeof size === 'string') return { ok: false, message: size };
  const pageNo = page < 1 ? 1 : page;
  const pageSize = size < 1 ? DEFAULT_PAGE_SIZE : size;
  if (pageSize > MAX_PAGE_SIZE) return { ok: false, message: `size 参数不能超过 ${MAX_PAGE_SIZE}` };
  const keys = readOrder<T>(query.order, allowed);
  if (typeof keys === 'string') return { ok: false, message: keys };
  const sorted = [...rows].sort((a, b) => {
    for (const { field, desc } of keys) {
      const result = compareValues(a[field], b[field]);
      if (result !== 0) return desc ? -result : result;
    }
    return 0;
  });
  const start = (pageNo - 1) * pageSize;
  return {
    ok: true,
    page: { data: sorted.slice(start, start + pageSize), page: pageNo, size: pageSize, total_count: rows.length },
  };
}
