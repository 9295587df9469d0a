import { z } from 'zod/mini';

/** `POST /api/user/topup` body: a redemption code (contract §2.3). */
export const RedeemInputSchema = z.object({ key: z.string().check(z.minLength(1)) });
/** `POST /api/user/topup` data: the quota added. */
export const RedeemResultSchema = z.int();
/** What redeeming a code sends. */
export type RedeemInput = z.infer<typeof RedeemInputSchema>;

/** One enabled payment gateway of `GET /api/user/payment` (contract §2.3). */
export const UserPaymentGatewaySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  icon: z.string(),
  /** In the gateway's currency. */
  fixed_fee: z.number(),
  /** A fraction, e.g. 0.01 for 1 %. */
  percent_fee: z.number(),
  currency: z.string(),
  sort: z.int(),
});
/** A payment method the user may pick. */
export type UserPaymentGateway = z.infer<typeof UserPaymentGatewaySchema>;
/** `GET /api/user/payment` data. */
export const UserPaymentGatewayListSchema = z.array(UserPaymentGatewaySchema);

/** `POST /api/user/order` body: gateway uuid and whole US$ of credit. */
export const OrderInputSchema = z.object({ uuid: z.string().check(z.minLength(1)), amount: z.int().check(z.positive()) });
/** What creating an order sends. */
export type OrderInput = z.infer<typeof OrderInputSchema>;

/** `POST /api/user/order` data: 1 = redirect to `data.url`, 2 = show `data.url` as a QR code. */
export const OrderCreatedSchema = z.object({
  trade_no: z.string(),
  type: z.int(),
  data: z.object({
    url: z.string(),
    method: z.optional(z.string()),
    params: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  }),
});
/** A created order and how to pay it. */
export type OrderCreated = z.infer<typeof OrderCreatedSchema>;

/** Order status strings (contract §1.3). */
export const ORDER_STATUS = ['pending', 'success', 'failed', 'closed'] as const;

/** An order (contract §2.14). */
export const OrderSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  gateway_id: z.int(),
  trade_no: z.string(),
  gateway_no: z.string(),
  amount: z.int(),
  order_amount: z.number(),
  order_currency: z.string(),
  quota: z.int(),
  fee: z.number(),
  discount: z.number(),
  status: z.enum(ORDER_STATUS),
  created_at: z.int(),
});
/** An order. */
export type Order = z.infer<typeof OrderSchema>;

/** A redemption code (contract §2.14). Status 1 unused, 2 disabled, 3 used. */
export const RedemptionSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  key: z.string(),
  status: z.int(),
  name: z.string(),
  quota: z.int(),
  created_time: z.int(),
  redeemed_time: z.int(),
  /** one-hub's `Count` (model/redemption.go: only read from a create request) is in every row, always 0. */
  count: z.optional(z.int()),
  /** new-api's expiry (Unix seconds, 0 = never); the double's extension, absent upstream. */
  expired_time: z.optional(z.int()),
});
/** A redemption code. */
export type Redemption = z.infer<typeof RedemptionSchema>;
