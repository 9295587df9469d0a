import { z } from 'zod/mini';

/**
 * One enabled payment gateway of `/api/user/payment` (contract §2.3). Kept next to the page
 * because nothing else reads it yet; fees and currency default so a fork that leaves them out
 * still parses.
 */
export const PaymentMethodSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  icon: z._default(z.string(), ''),
  fixed_fee: z._default(z.number(), 0),
  percent_fee: z._default(z.number(), 0),
  currency: z._default(z.string(), 'CNY'),
  sort: z._default(z.number(), 0),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PaymentMethodListSchema = z.nullable(z.array(PaymentMethodSchema));

/** Highest `sort` first, as one-hub's top-up card orders them. */
export function sortMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return [...methods].sort((a, b) => b.sort - a.sort);
}
