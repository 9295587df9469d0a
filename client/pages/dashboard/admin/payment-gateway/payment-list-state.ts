import { PAYMENT_CURRENCIES, PAYMENT_ORDER_FIELDS, PAYMENT_TYPES } from '#shared/api/schemas/payment-gateway.ts';
import { defineSearchState, listFields, oneOfField, textField, gatewayQuery } from '#shared/url-state/search-state.ts';
import type { SearchStateOf } from '#shared/url-state/search-state.ts';

export const PAYMENT_PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * The gateway list's URL state: name (a part of it), uuid (whole), type and currency ('' = any),
 * the 1-based page, the size and the order ('' = the gateway's default, newest first).
 */
export const PAYMENT_LIST_STATE = defineSearchState({
  name: textField('name', { max: 100 }),
  uuid: textField('uuid', { max: 64 }),
  type: oneOfField('type', ['', ...PAYMENT_TYPES], ''),
  currency: oneOfField('currency', ['', ...PAYMENT_CURRENCIES], ''),
  ...listFields({ sizes: PAYMENT_PAGE_SIZES, orderFields: PAYMENT_ORDER_FIELDS }),
});
export type PaymentListQuery = SearchStateOf<typeof PAYMENT_LIST_STATE>;

/** The gateway's query for a list state (defaults left out). */
export const paymentApiQuery = (query: PaymentListQuery): Record<string, string> => gatewayQuery(PAYMENT_LIST_STATE, query);
