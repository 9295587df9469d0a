import type { LOG_ORDER_FIELDS } from '#shared/api/schemas/log.ts';
import type { SortTerm } from '#mock-gateway/store/query-params.ts';
import { firstAtOrAfter, timeOrdered } from './time.ts';
import type { LogRecord } from './log.ts';

/** A log sort field (contract §2.8 whitelist). */
export type LogOrderField = (typeof LOG_ORDER_FIELDS)[number];

/** What a log list or stat filters on; 0 and "" mean "any", as upstream skips zero values. */
export interface LogFilter {
  userId: number;
  type: number;
  start: number;
  end: number;
  model: string;
  token: string;
  username: string;
  channelId: number;
  sourceIp: string;
}

/** Every field at "any". */
export const ANY_LOG: LogFilter = { userId: 0, type: 0, start: 0, end: 0, model: '', token: '', username: '', channelId: 0, sourceIp: '' };

function matches(row: LogRecord, filter: LogFilter): boolean {
  return (
    (filter.userId === 0 || row.user_id === filter.userId) &&
    (filter.type === 0 || row.type === filter.type) &&
    (filter.start === 0 || row.created_at >= filter.start) &&
    (filter.end === 0 || row.created_at <= filter.end) &&
    (filter.model === '' || row.model_name === filter.model) &&
    (filter.token === '' || row.token_name === filter.token) &&
    (filter.username === '' || row.username === filter.username) &&
    (filter.channelId === 0 || row.channel_id === filter.channelId) &&
    (filter.sourceIp === '' || row.source_ip === filter.sourceIp)
  );
}

interface Match {
  /** Rows scanned so far and the id of the last one, to notice a replaced array tail. */
  scanned: number;
  lastId: number;
  ordered: boolean;
  /** Positions of matching rows, ascending. */
  positions: number[];
  /** Sum of `quota` over matching type-2 rows. */
  quota: number;
  /** Positions in a requested non-default order, built lazily and dropped when rows arrive. */
  sorted: Map<string, number[]>;
}

const MAX_CACHED_FILTERS = 24;
const caches = new WeakMap<LogRecord[], Map<string, Match>>();

function lastId(logs: readonly LogRecord[], length: number): number {
  return length === 0 ? 0 : (logs[length - 1] as LogRecord).id;
}

/**
 * The rows matching `filter`, cached per log array and filter and extended from the array's
 * tail, so paging through 50,000 rows does not rescan them on every page.
 */
function matchOf(logs: LogRecord[], filter: LogFilter): Match {
  const ordered = timeOrdered(logs);
  let cache = caches.get(logs);
  if (!cache) {
    cache = new Map();
    caches.set(logs, cache);
  }
  const key = JSON.stringify(filter);
  let match = cache.get(key);
  const stale = !match || match.scanned > logs.length || match.ordered !== ordered || lastId(logs, match.scanned) !== match.lastId;
  if (!match || stale) {
    // With time-ordered rows, a time range is found by bisection instead of a full scan.
    const from = ordered && filter.start !== 0 ? firstAtOrAfter(logs, filter.start) : 0;
    match = { scanned: from, lastId: lastId(logs, from), ordered, positions: [], quota: 0, sorted: new Map() };
  }
  cache.delete(key);
  cache.set(key, match);
  if (cache.size > MAX_CACHED_FILTERS) cache.delete(cache.keys().next().value as string);
  if (match.scanned < logs.length) {
    let end = logs.length;
    if (ordered && filter.end !== 0) end = Math.max(match.scanned, firstAtOrAfter(logs, filter.end + 1));
    for (let i = match.scanned; i < end; i += 1) {
      const row = logs[i] as LogRecord;
      if (!matches(row, filter)) continue;
      match.positions.push(i);
      if (row.type === 2) match.quota += row.quota;
    }
    // Rows past the end bound cannot match while the array stays time-ordered.
    match.scanned = logs.length;
    match.lastId = lastId(logs, logs.length);
    match.sorted.clear();
  }
  return match;
}

function compareRows(a: LogRecord, b: LogRecord, terms: readonly SortTerm<LogOrderField>[]): number {
  for (const { field, desc } of terms) {
    const left = a[field];
    const right = b[field];
    const result = typeof left === 'number' && typeof right === 'number' ? left - right : left < right ? -1 : left > right ? 1 : 0;
    if (result !== 0) return desc ? -result : result;
  }
  // Ties keep a stable order for paging: by id, in the direction of the last term.
  const last = terms[terms.length - 1];
  return last && !last.desc ? a.id - b.id : b.id - a.id;
}

/** Default order (upstream: id DESC) = created_at desc then id desc while rows are time-ordered. */
const DEFAULT_ORDER: SortTerm<LogOrderField>[] = [{ field: 'created_at', desc: true }];

/** One page of the filter in the given order ([] = default), and the filter's total. */
export function pageOfLogs(
  logs: LogRecord[],
  filter: LogFilter,
  terms: readonly SortTerm<LogOrderField>[],
  page: number,
  size: number,
): { rows: LogRecord[]; total: number } {
  const match = matchOf(logs, filter);
  const total = match.positions.length;
  const offset = (page - 1) * size;
  const rows: LogRecord[] = [];
  if (offset >= total) return { rows, total };
  if (terms.length === 0 && match.ordered) {
    // Newest first straight off the ascending positions: no copy, no sort.
    for (let k = offset; k < Math.min(total, offset + size); k += 1) rows.push(logs[match.positions[total - 1 - k] as number] as LogRecord);
    return { rows, total };
  }
  const effective = terms.length === 0 ? DEFAULT_ORDER : terms;
  const orderKey = JSON.stringify(effective);
  let sorted = match.sorted.get(orderKey);
  if (!sorted) {
    sorted = [...match.positions].sort((a, b) => compareRows(logs[a] as LogRecord, logs[b] as LogRecord, effective));
    match.sorted.set(orderKey, sorted);
  }
  for (let k = offset; k < Math.min(total, offset + size); k += 1) rows.push(logs[sorted[k] as number] as LogRecord);
  return { rows, total };
}

/** The quota sum of the filter's type-2 rows (`/api/log/stat`). */
export function quotaOfLogs(logs: LogRecord[], filter: LogFilter): number {
  return matchOf(logs, { ...filter, type: 2 }).quota;
}
