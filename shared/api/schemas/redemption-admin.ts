import { z } from 'zod/mini';
import { RedemptionSchema } from './billing.ts';
import { pageOf } from './envelope.ts';

/** Redemption status (contract §1.3): 1 unused, 2 disabled, 3 used (final). */
export const REDEMPTION_STATUS = { unused: 1, disabled: 2, used: 3 } as const;

/** Longest name upstream accepts, in UTF-8 bytes (Go's `len`): 6 Chinese characters fill 18. */
export const REDEMPTION_NAME_MAX_BYTES = 20;
/** Most codes one batch may create (contract §2.10). */
export const REDEMPTION_COUNT_MAX = 100;

/** What `GET /api/redemption/` may be ordered by (contract §2.10). */
export const REDEMPTION_ORDER_FIELDS = ['id', 'name', 'status', 'quota', 'created_time', 'redeemed_time'] as const;
/** A field the redemption list may be ordered by. */
export type RedemptionOrderField = (typeof REDEMPTION_ORDER_FIELDS)[number];

/** `GET /api/redemption/` data: a page of codes. */
export const RedemptionPageSchema = pageOf(RedemptionSchema);

const quota = z.int().check(z.gte(0));
/** new-api's expiry as Unix seconds; 0 or absent = never (an extension of the double). */
const expiredTime = z.optional(z.int().check(z.gte(0)));

/**
 * `POST /api/redemption/`: a batch of `count` codes worth `quota` each. Name length and count
 * are checked by the gateway with upstream's own messages, so the schema only types them.
 */
export const RedemptionInputSchema = z.object({ name: z.string(), quota, count: z.int(), expired_time: expiredTime });
/** A new batch of codes. */
export type RedemptionInput = z.infer<typeof RedemptionInputSchema>;
/** `POST /api/redemption/` data: the new codes' keys. */
export const RedemptionKeysSchema = z.array(z.string());

/** `PUT /api/redemption/`: a code's name, value and (extension) expiry. */
export const RedemptionUpdateSchema = z.object({ id: z.int().check(z.positive()), name: z.string(), quota, expired_time: expiredTime });
/** An edit of one code. */
export type RedemptionUpdate = z.infer<typeof RedemptionUpdateSchema>;

/** `PUT /api/redemption/?status_only=true`: enable (1) or disable (2) a code. */
export const RedemptionStatusInputSchema = z.object({ id: z.int().check(z.positive()), status: z.int() });
/** A code's new status. */
export type RedemptionStatusInput = z.infer<typeof RedemptionStatusInputSchema>;

/**
 * `GET /api/redemption/invalid` (the double's extension): how many codes are used or expired,
 * what `DELETE /api/redemption/invalid` (new-api's purge) would delete; the purge answers the
 * number it deleted as `data`.
 */
export const RedemptionInvalidCountSchema = z.object({ count: z.int() });

/** True when a code can no longer be redeemed: used, or past its expiry. */
export function isInvalidRedemption(code: { status: number; expired_time?: number | undefined }, nowSeconds: number): boolean {
  return code.status === REDEMPTION_STATUS.used || isExpiredRedemption(code, nowSeconds);
}

/** True when a code has an expiry and it has passed. */
export function isExpiredRedemption(code: { expired_time?: number | undefined }, nowSeconds: number): boolean {
  const expiry = code.expired_time ?? 0;
  return expiry > 0 && expiry <= nowSeconds;
}
