import { DEFAULT_LOG_PAGE_SIZE, logFiltersToParams } from './log-filters.ts';
import type { LogFilters } from './log-filters.ts';

/**
 * What a log filter asks of the gateway (contract §2.8) and the console's export URL for it.
 * Pure and isomorphic, like log-filters.ts: the loader and the export route both use it.
 */

type Query = Record<string, string | number | undefined>;

/** The filter part of the gateway query (no paging); admin-only keys only for admins. */
function filterQuery(filters: LogFilters, isAdmin: boolean): Query {
  return {
    start_timestamp: filters.start || undefined,
    end_timestamp: filters.end || undefined,
    token_name: filters.tokenName || undefined,
    model_name: filters.modelName || undefined,
    source_ip: filters.sourceIp || undefined,
    ...(isAdmin ? { username: filters.username || undefined, channel_id: filters.channelId || undefined } : {}),
  };
}

/** `/api/log/self` or `/api/log/` query for one page. */
export function logListQuery(filters: LogFilters, isAdmin: boolean): Query {
  return {
    page: filters.page,
    size: filters.size,
    log_type: filters.logType || undefined,
    order: filters.order || undefined,
    ...filterQuery(filters, isAdmin),
  };
}

/**
 * `/api/log/self/stat` or `/api/log/stat` query. The stat sums consume rows whatever the tab;
 * upstream names the channel `channel` there, so both spellings are sent.
 */
export function logStatQuery(filters: LogFilters, isAdmin: boolean): Query {
  const query = filterQuery(filters, isAdmin);
  return isAdmin ? { ...query, channel: filters.channelId || undefined } : query;
}

export function logListPath(isAdmin: boolean): string {
  return isAdmin ? '/api/log/' : '/api/log/self';
}

export function logStatPath(isAdmin: boolean): string {
  return isAdmin ? '/api/log/stat' : '/api/log/self/stat';
}

/** The URL of the CSV export for a filter (paging and sorting are the export's business). */
export const LOG_EXPORT_PATH = '/export/logs.csv';

export function logExportUrl(filters: LogFilters): string {
  const params = logFiltersToParams({ ...filters, page: 1, size: DEFAULT_LOG_PAGE_SIZE, order: '' });
  const qs = params.toString();
  return qs ? `${LOG_EXPORT_PATH}?${qs}` : LOG_EXPORT_PATH;
}
