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

/**
 * The rows of one cached filter. While the rows are time-ordered the cache holds the filter
 * without its time bounds (`start`, `end`), and a time range is a contiguous run of its positions
 * found by bisection: the cursor's `end_timestamp` changes with every page and would otherwise
 * cache (and scan for) one filter per page. Out of time order it holds the whole filter.
 */
interface Match {
  /** Rows scanned so far and the id of the last one, to notice a replaced array tail. */
  scanned: number;
  lastId: number;
  ordered: boolean;
  /** Positions of matching rows, ascending; null when every row matches (a position is its index). */
  positions: number[] | null;
  /** quotaBefore[k]: the type-2 quota of positions[0..k); built on the first stat, then extended. */
  quotaBefore: number[] | null;
  /** Positions of a time range in a requested non-default order, built lazily and dropped when rows arrive. */
  sorted: Map<string, number[]>;
}

const MAX_CACHED_FILTERS = 24;
// Orders of a filter's time ranges kept sorted (a requested order pages one range at a time).
const MAX_SORTED_RANGES = 4;
const caches = new WeakMap<LogRecord[], Map<string, Match>>();

function lastId(logs: readonly LogRecord[], length: number): number {
  return length === 0 ? 0 : (logs[length - 1] as LogRecord).id;
}

function isAny(filter: LogFilter): boolean {
  return (Object.keys(ANY_LOG) as (keyof LogFilter)[]).every((field) => filter[field] === ANY_LOG[field]);
}

function countOf(match: Match): number {
  return match.positions?.length ?? match.scanned;
}

function positionAt(match: Match, k: number): number {
  return match.positions ? (match.positions[k] as number) : k;
}

/** Filters cached for `logs` (tests: the cache stays bounded however many time ranges are asked). */
export function cachedFilterCount(logs: LogRecord[]): number {
  return caches.get(logs)?.size ?? 0;
}

/**
 * The cached rows of `filter` (without its time bounds while time-ordered), extended from the
 * array's tail, so paging through a million rows does not rescan them on every page.
 */
function matchOf(logs: LogRecord[], filter: LogFilter): Match {
  const ordered = timeOrdered(logs);
  const cached = ordered ? { ...filter, start: 0, end: 0 } : filter;
  let cache = caches.get(logs);
  if (!cache) {
    cache = new Map();
    caches.set(logs, cache);
  }
  const key = `${ordered ? 'ordered' : 'unordered'}:${JSON.stringify(cached)}`;
  let match = cache.get(key);
  const stale = !match || match.scanned > logs.length || lastId(logs, match.scanned) !== match.lastId;
  if (!match || stale) {
    const every = ordered && isAny(cached);
    match = { scanned: 0, lastId: 0, ordered, positions: every ? null : [], quotaBefore: null, sorted: new Map() };
  }
  cache.delete(key);
  cache.set(key, match);
  if (cache.size > MAX_CACHED_FILTERS) cache.delete(cache.keys().next().value as string);
  if (match.scanned < logs.length) {
    const { positions, quotaBefore } = match;
    if (positions) {
      for (let i = match.scanned; i < logs.length; i += 1) {
        const row = logs[i] as LogRecord;
        if (!matches(row, cached)) continue;
        positions.push(i);
        if (quotaBefore) quotaBefore.push((quotaBefore.at(-1) as number) + (row.type === 2 ? row.quota : 0));
      }
    }
    match.scanned = logs.length;
    match.lastId = lastId(logs, logs.length);
    match.sorted.clear();
  }
  return match;
}

/** First k in [0, count) whose row's created_at ≥ `seconds` (the match's rows are time-ordered). */
function firstAtOrAfterIn(logs: readonly LogRecord[], match: Match, seconds: number): number {
  if (!match.positions) return firstAtOrAfter(logs, seconds);
  const { positions } = match;
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((logs[positions[mid] as number] as LogRecord).created_at < seconds) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The run [from, to) of the match's positions inside the filter's time bounds (both included). */
function rangeOf(logs: readonly LogRecord[], match: Match, filter: LogFilter): { from: number; to: number } {
  const count = countOf(match);
  // Out of time order the match is the whole filter already.
  if (!match.ordered) return { from: 0, to: count };
  const from = filter.start === 0 ? 0 : firstAtOrAfterIn(logs, match, filter.start);
  const to = filter.end === 0 ? count : firstAtOrAfterIn(logs, match, filter.end + 1);
  return { from, to: Math.max(from, to) };
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
  const { from, to } = rangeOf(logs, match, filter);
  const total = to - from;
  const offset = (page - 1) * size;
  const rows: LogRecord[] = [];
  if (offset >= total) return { rows, total };
  const byTime = terms.length === 0 ? true : terms.length === 1 && terms[0]?.field === 'created_at' ? terms[0].desc : undefined;
  if (byTime !== undefined && match.ordered) {
    // In time order (ties by id, in the same direction) straight off the ascending positions: no
    // copy, no sort. Newest first is the default; oldest first is how the console's usage job reads.
    for (let k = offset; k < Math.min(total, offset + size); k += 1) {
      rows.push(logs[positionAt(match, byTime ? to - 1 - k : from + k)] as LogRecord);
    }
    return { rows, total };
  }
  const effective = terms.length === 0 ? DEFAULT_ORDER : terms;
  const orderKey = `${from}:${to}:${JSON.stringify(effective)}`;
  let sorted = match.sorted.get(orderKey);
  if (!sorted) {
    sorted = Array.from({ length: total }, (_, k) => positionAt(match, from + k));
    sorted.sort((a, b) => compareRows(logs[a] as LogRecord, logs[b] as LogRecord, effective));
    if (match.sorted.size >= MAX_SORTED_RANGES) match.sorted.delete(match.sorted.keys().next().value as string);
  }
  match.sorted.delete(orderKey);
  match.sorted.set(orderKey, sorted);
  for (let k = offset; k < Math.min(total, offset + size); k += 1) rows.push(logs[sorted[k] as number] as LogRecord);
  return { rows, total };
}

/** The quota sum of the filter's type-2 rows (`/api/log/stat`). */
export function quotaOfLogs(logs: LogRecord[], filter: LogFilter): number {
  const typed = { ...filter, type: 2 };
  const match = matchOf(logs, typed);
  const { from, to } = rangeOf(logs, match, typed);
  // type 2 is never "every row", so positions exist; the prefix sums come with the first stat.
  const positions = match.positions ?? [];
  if (!match.quotaBefore) {
    const quotaBefore = [0];
    for (const position of positions) {
      const row = logs[position] as LogRecord;
      quotaBefore.push((quotaBefore.at(-1) as number) + (row.type === 2 ? row.quota : 0));
    }
    match.quotaBefore = quotaBefore;
  }
  return (match.quotaBefore[to] as number) - (match.quotaBefore[from] as number);
}
