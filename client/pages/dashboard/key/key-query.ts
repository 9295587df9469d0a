/** The list's state in the URL (shareable, survives reload); `page` is 1-based like the API. */
export interface KeyQuery {
  page: number;
  size: number;
  keyword: string;
  /** '' = the gateway's default (newest first); else a field, `-` prefixed for descending. */
  order: string;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The gateway's order whitelist for keys (contract §2.5). */
export const ORDER_FIELDS = ['id', 'name', 'status', 'expired_time', 'created_time', 'remain_quota', 'used_quota'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

function validOrder(order: string): string {
  const field = order.startsWith('-') ? order.slice(1) : order;
  return (ORDER_FIELDS as readonly string[]).includes(field) ? order : '';
}

export function parseKeyQuery(params: URLSearchParams): KeyQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: PAGE_SIZES.find((s) => s === size) ?? PAGE_SIZES[0],
    keyword: params.get('keyword')?.trim() ?? '',
    order: validOrder(params.get('order') ?? ''),
  };
}

/** The API's query for a list state (defaults left out). */
export function apiQuery(query: KeyQuery): Record<string, string | number | undefined> {
  return { page: query.page, size: query.size, keyword: query.keyword || undefined, order: query.order || undefined };
}

/** The URL search string after some changes; defaults are dropped so plain URLs stay plain. */
export function withQuery(params: URLSearchParams, changes: Partial<KeyQuery>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    const isDefault = value === '' || (key === 'page' && value === 1) || (key === 'size' && value === PAGE_SIZES[0]);
    if (isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** Clicking a column: ascending first, then descending, then back to the default. */
export function nextOrder(current: string, field: OrderField): string {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return '';
  return field;
}
