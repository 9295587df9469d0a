import { ORDER_STATUS } from '#shared/api/schemas/billing.ts';
import { ORDER_ORDER_FIELDS } from '#shared/api/schemas/order-admin.ts';
import { defineSearchState, intField, listFields, oneOfField, optionalIntField, textField } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

/**
 * The admin order list's filter as it lives in the URL, named like the gateway's query
 * (contract §2.10), so a page URL, the API call, the totals and the CSV export share one format.
 * Pure and isomorphic: the page, its loader and the console's export route all read it.
 */

export const ORDER_PAGE_SIZES = [10, 20, 50, 100] as const;

// Far enough for any order, small enough that Date stays valid everywhere.
const MAX_SECONDS = 253_402_300_799;

export const ORDER_LIST_STATE = defineSearchState({
  userId: optionalIntField('user_id'),
  gatewayId: optionalIntField('gateway_id'),
  tradeNo: textField('trade_no', { max: 100 }),
  gatewayNo: textField('gateway_no', { max: 100 }),
  status: oneOfField<'' | (typeof ORDER_STATUS)[number]>('status', ['', ...ORDER_STATUS], ''),
  start: intField('start_timestamp', { max: MAX_SECONDS }),
  end: intField('end_timestamp', { max: MAX_SECONDS }),
  ...listFields({ sizes: ORDER_PAGE_SIZES, orderFields: ORDER_ORDER_FIELDS }),
});
/** The order list's filter, page and sort. */
export type OrderListQuery = SearchStateOf<typeof ORDER_LIST_STATE>;

type Query = Record<string, string | number | undefined>;

/** The filter part of the gateway's query (no paging): what the totals and the export ask for too. */
export function orderFilterQuery(query: OrderListQuery): Query {
  return {
    user_id: query.userId ?? undefined,
    gateway_id: query.gatewayId ?? undefined,
    trade_no: query.tradeNo || undefined,
    gateway_no: query.gatewayNo || undefined,
    status: query.status || undefined,
    start_timestamp: query.start || undefined,
    end_timestamp: query.end || undefined,
  };
}

/** `GET /api/payment/order` query for one page. */
export function orderListQuery(query: OrderListQuery): Query {
  return { page: query.page, size: query.size, order: query.order || undefined, ...orderFilterQuery(query) };
}

/** The console's CSV export of a filter (paging and sorting are the export's business). */
export const ORDER_EXPORT_PATH = '/export/orders.csv';

export function orderExportUrl(query: OrderListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(orderFilterQuery(query))) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${ORDER_EXPORT_PATH}?${text}` : ORDER_EXPORT_PATH;
}
