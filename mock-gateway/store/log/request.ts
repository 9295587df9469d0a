import { LOG_ORDER_FIELDS } from '#shared/api/schemas/log.ts';
import { bindInt, looseInt, queryString, readOrder, readPaging } from '#mock-gateway/store/query-params.ts';
import type { Paging, RawQuery, SortTerm } from '#mock-gateway/store/query-params.ts';
import type { LogFilter, LogOrderField } from './query.ts';

/** A parsed `/api/log/` or `/api/log/self` query. */
export interface LogListQuery extends Paging {
  filter: LogFilter;
  terms: SortTerm<LogOrderField>[];
}

const INT_FIELDS = ['page', 'size', 'log_type', 'start_timestamp', 'end_timestamp', 'channel_id'] as const;

/**
 * Binds the list query like gin (LogsListParams: the first unparsable int field is the error),
 * then checks `size` and `order` like PaginateAndOrder. `userId` > 0 limits to one user's rows
 * (`/self`, which ignores `username` and `channel_id` as upstream does).
 */
export function readLogListQuery(query: RawQuery, userId: number): LogListQuery | string {
  const ints = new Map<string, number>();
  for (const field of INT_FIELDS) {
    const value = bindInt(query, field);
    if (typeof value === 'string') return value;
    ints.set(field, value);
  }
  const paging = readPaging(query);
  if (typeof paging === 'string') return paging;
  const terms = readOrder(query, LOG_ORDER_FIELDS);
  if (typeof terms === 'string') return terms;
  const self = userId > 0;
  return {
    ...paging,
    terms,
    filter: {
      userId,
      type: ints.get('log_type') ?? 0,
      start: ints.get('start_timestamp') ?? 0,
      end: ints.get('end_timestamp') ?? 0,
      model: queryString(query, 'model_name'),
      token: queryString(query, 'token_name'),
      username: self ? '' : queryString(query, 'username'),
      channelId: self ? 0 : (ints.get('channel_id') ?? 0),
      // Upstream's /self ignores source_ip; the double honours it there too (documented extension).
      sourceIp: queryString(query, 'source_ip'),
    },
  };
}

/**
 * The stat query (GetLogsStat / GetLogsSelfStat): parse errors count as 0, the type is always
 * 2; `channel` is upstream's name, `channel_id` and `source_ip` are accepted as extensions.
 * `userId` > 0 is the `/self` variant, which filters on the caller instead of `username`.
 */
export function readLogStatQuery(query: RawQuery, userId: number): LogFilter {
  return {
    userId,
    type: 2,
    start: looseInt(query, 'start_timestamp'),
    end: looseInt(query, 'end_timestamp'),
    model: queryString(query, 'model_name'),
    token: queryString(query, 'token_name'),
    username: userId > 0 ? '' : queryString(query, 'username'),
    channelId: looseInt(query, 'channel') || looseInt(query, 'channel_id'),
    sourceIp: queryString(query, 'source_ip'),
  };
}
