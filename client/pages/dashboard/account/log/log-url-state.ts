import type { SearchStateCodec } from '#shared/url-state/search-state.ts';
import { EMPTY_LOG_FILTERS, logFiltersToParams, parseLogFilters } from '#shared/logs/log-filters.ts';
import type { LogFilters } from '#shared/logs/log-filters.ts';

function logState(isAdmin: boolean): SearchStateCodec<LogFilters> {
  return {
    defaults: EMPTY_LOG_FILTERS,
    // No `keys`: the filter owns the page's whole query (the export URL is made from it too).
    pageField: 'page',
    parse: (params) => parseLogFilters(params, isAdmin),
    toParams: logFiltersToParams,
  };
}

const ADMIN = logState(true);
const USER = logState(false);

/**
 * The logs page's URL state for `useUrlState`, over the gateway-named parser that the loader
 * and the console's CSV export share (`log-filters.ts`); admin-only fields are read for admins.
 */
export function logUrlState(isAdmin: boolean): SearchStateCodec<LogFilters> {
  return isAdmin ? ADMIN : USER;
}
