import { LOG_ORDER_FIELDS } from '#shared/api/schemas/log.ts';
import { localInputToSeconds } from '#shared/format/date.ts';

/**
 * The logs page's filter as it lives in the URL. The search params use the gateway's own query
 * names (contract §2.8), so a page URL, the API call and the CSV export URL share one format.
 * Parsing is lenient: a value that does not make sense is dropped, never an error.
 * Pure and isomorphic: the page, its loader and the console's export route all use it, which is
 * why it lives in shared/ (the server imports nothing from client/).
 */

export const LOG_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_LOG_PAGE_SIZE = 10;
/** Tabs in display order: all, top-up, consume, manage, system (contract §1.3). */
export const LOG_TABS = [0, 1, 2, 3, 4] as const;

export interface LogFilters {
  /** 0 = all. */
  logType: number;
  /** Unix seconds, 0 = open. */
  start: number;
  end: number;
  tokenName: string;
  modelName: string;
  sourceIp: string;
  /** Admin only. */
  username: string;
  /** Admin only; 0 = any. */
  channelId: number;
  /** 1-based. */
  page: number;
  size: number;
  /** The gateway's `order` (comma list, `-` for descending), '' for its default. */
  order: string;
}

export const EMPTY_LOG_FILTERS: LogFilters = {
  logType: 0,
  start: 0,
  end: 0,
  tokenName: '',
  modelName: '',
  sourceIp: '',
  username: '',
  channelId: 0,
  page: 1,
  size: DEFAULT_LOG_PAGE_SIZE,
  order: '',
};

/** The fields a filter bar edits (everything except paging and sorting). */
export type LogFilterField = 'logType' | 'start' | 'end' | 'tokenName' | 'modelName' | 'sourceIp' | 'username' | 'channelId';

const MAX_TEXT = 100;
// Far enough to cover any real log, small enough that Date stays valid everywhere.
const MAX_SECONDS = 253_402_300_799;

function text(value: string | null): string {
  const trimmed = (value ?? '').trim();
  return trimmed.length > MAX_TEXT ? '' : trimmed;
}

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : null;
}

/** `created_at,-model_name` style, only whitelisted fields, duplicates dropped; else ''. */
export function parseLogOrder(value: string | null): string {
  if (!value) return '';
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const raw of value.split(',')) {
    const part = raw.trim();
    const field = part.startsWith('-') ? part.slice(1) : part;
    if (!(LOG_ORDER_FIELDS as readonly string[]).includes(field) || seen.has(field)) continue;
    seen.add(field);
    parts.push(part);
  }
  return parts.join(',');
}

/** Reads a filter from search params; admin-only fields are ignored for others. */
export function parseLogFilters(params: URLSearchParams, isAdmin: boolean): LogFilters {
  const size = wholeNumber(params.get('size'), 1, 100);
  return {
    logType: wholeNumber(params.get('log_type'), 0, 4) ?? 0,
    start: wholeNumber(params.get('start_timestamp'), 1, MAX_SECONDS) ?? 0,
    end: wholeNumber(params.get('end_timestamp'), 1, MAX_SECONDS) ?? 0,
    tokenName: text(params.get('token_name')),
    modelName: text(params.get('model_name')),
    sourceIp: text(params.get('source_ip')),
    username: isAdmin ? text(params.get('username')) : '',
    channelId: isAdmin ? (wholeNumber(params.get('channel_id'), 1, 2_147_483_647) ?? 0) : 0,
    page: wholeNumber(params.get('page'), 1, 1_000_000) ?? 1,
    size: LOG_PAGE_SIZES.find((s) => s === size) ?? DEFAULT_LOG_PAGE_SIZE,
    order: parseLogOrder(params.get('order')),
  };
}

/** The filter as search params, defaults left out so URLs stay short. */
export function logFiltersToParams(filters: LogFilters): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number, empty: string | number) => {
    if (value !== empty) params.set(key, String(value));
  };
  put('log_type', filters.logType, 0);
  put('start_timestamp', filters.start, 0);
  put('end_timestamp', filters.end, 0);
  put('token_name', filters.tokenName, '');
  put('model_name', filters.modelName, '');
  put('source_ip', filters.sourceIp, '');
  put('username', filters.username, '');
  put('channel_id', filters.channelId, 0);
  put('page', filters.page, 1);
  put('size', filters.size, DEFAULT_LOG_PAGE_SIZE);
  put('order', filters.order, '');
  return params;
}

/** True when some filter field differs from the empty filter (the reset button's state). */
export function hasActiveFilter(filters: LogFilters): boolean {
  const fields: LogFilterField[] = ['logType', 'start', 'end', 'tokenName', 'modelName', 'sourceIp', 'username', 'channelId'];
  return fields.some((field) => filters[field] !== EMPTY_LOG_FILTERS[field]);
}

/** A time field of the filter bar (datetime-local in the page's zone) → filter seconds; 0 = not set. */
export function inputToFilterSeconds(value: string, timeZone: string): number {
  return Math.max(0, localInputToSeconds(value, timeZone) ?? 0);
}
