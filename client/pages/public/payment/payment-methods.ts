import { z } from 'zod';

/**
 * One enabled payment gateway of `/api/user/payment` (contract §2.3). Kept next to the page
 * because nothing else reads it yet; fees and currency default so a fork that leaves them out
 * still parses.
 */
export const PaymentMethodSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  icon: z.string().default(''),
  fixed_fee: z.number().default(0),
  percent_fee: z.number().default(0),
  currency: z.string().default('CNY'),
  sort: z.number().default(0),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PaymentMethodListSchema = z.array(PaymentMethodSchema).nullable();

/** Highest `sort` first, as one-hub's top-up card orders them. */
export function sortMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return [...methods].sort((a, b) => b.sort - a.sort);
}
