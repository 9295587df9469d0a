import { TELEGRAM_ORDER_FIELDS } from '#shared/api/schemas/telegram.ts';
import { gatewayQuery, keywordListState } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const TELEGRAM_PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * The command list's URL state: the keyword (an id, or the start of a command), the 1-based
 * page, the size and the order ('' = the gateway's default, newest first).
 */
export const TELEGRAM_LIST_STATE = keywordListState({ sizes: TELEGRAM_PAGE_SIZES, orderFields: TELEGRAM_ORDER_FIELDS });
export type TelegramListQuery = SearchStateOf<typeof TELEGRAM_LIST_STATE>;

/** The gateway's query for a list state (defaults left out). */
export const telegramApiQuery = (query: TelegramListQuery): Record<string, string> => gatewayQuery(TELEGRAM_LIST_STATE, query);
