import { z } from 'zod/mini';
import { OrderSchema } from './billing.ts';
import { pageOf } from './envelope.ts';

/** What `GET /api/payment/order` may be ordered by (contract §2.10). */
export const ORDER_ORDER_FIELDS = ['id', 'gateway_id', 'user_id', 'status', 'created_at'] as const;
/** A field the order list may be ordered by. */
export type OrderOrderField = (typeof ORDER_ORDER_FIELDS)[number];

/** `GET /api/payment/order` data: a page of orders. */
export const OrderPageSchema = pageOf(OrderSchema);

/**
 * `GET /api/payment/order/stat` (the double's extension; upstream has no totals): the filtered
 * set's figures. `count` counts every matching order; the rest sum the paid (`success`) ones:
 * `amount` the US$ of credit bought, `quota` what was granted, `money` what was paid per currency.
 */
export const OrderTotalsSchema = z.object({
  count: z.int(),
  paid_count: z.int(),
  amount: z.number(),
  quota: z.int(),
  money: z.array(z.object({ currency: z.string(), order_amount: z.number() })),
});
/** The totals of a filtered order list. */
export type OrderTotals = z.infer<typeof OrderTotalsSchema>;

/**
 * `POST /api/payment/order/complete` (the double's extension, after new-api's manual top-up
 * completion): an admin marks a pending order paid; the user is credited as by the notify callback.
 */
export const OrderCompleteInputSchema = z.object({ trade_no: z.string().check(z.minLength(1), z.maxLength(100)) });
/** Which order to complete. */
export type OrderCompleteInput = z.infer<typeof OrderCompleteInputSchema>;

/**
 * A payment gateway in the admin list `GET /api/payment/` (contract §2.14 Payment) as the
 * console reads it: `config` (the provider secrets) is left out, so a gateway that sends it
 * (upstream does) never gets it into a page.
 */
export const PaymentGatewaySchema = z.object({
  id: z.int(),
  type: z.string(),
  uuid: z.string(),
  name: z.string(),
  icon: z.string(),
  fixed_fee: z.number(),
  percent_fee: z.number(),
  currency: z.string(),
  sort: z.int(),
  enable: z.boolean(),
  created_at: z.int(),
});
/** A payment gateway without its secrets. */
export type PaymentGateway = z.infer<typeof PaymentGatewaySchema>;
/** `GET /api/payment/` data. */
export const PaymentGatewayPageSchema = pageOf(PaymentGatewaySchema);
