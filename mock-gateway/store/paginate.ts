import { readOrder, readPaging } from './query-params.ts';

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

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './query-params.ts';

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
  const paging = readPaging({ ...query });
  if (typeof paging === 'string') return { ok: false, message: paging };
  const order = readOrder({ ...query }, allowed);
  if (typeof order === 'string') return { ok: false, message: order };
  // Upstream sorts by `id DESC` by default even where `id` is not in the whitelist.
  const keys = order.length > 0 ? order : [{ field: 'id' as keyof T & string, desc: true }];
  const { page: pageNo, size: pageSize } = paging;
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
