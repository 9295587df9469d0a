import { z } from 'zod/mini';
import { pageOf } from './envelope.ts';

/** Why a reward row exists: an invitee's sign-up, an invitee's top-up, or an admin's adjustment. */
export const AFF_REWARD_KINDS = ['register', 'topup', 'adjust'] as const;
/** The reason of a reward row. */
export type AffRewardKind = (typeof AFF_REWARD_KINDS)[number];

/**
 * One row of `GET /api/user/aff/history` (extensions.md, "Affiliate"): an invitee and the reward
 * their sign-up or top-up earned the caller, or an admin's adjustment of the pending rewards
 * (`kind` `adjust`, no invitee, negative when taken, with its `remark`). `id`, `kind` and
 * `remark` are the double's (optional: the contract names only the three other keys).
 */
export const AffHistoryRowSchema = z.object({
  id: z.optional(z.int()),
  invitee_username: z.string(),
  created_time: z.int(),
  reward_quota: z.int(),
  kind: z.optional(z.enum(AFF_REWARD_KINDS)),
  remark: z.optional(z.string()),
});
/** An invitee and the reward they earned. */
export type AffHistoryRow = z.infer<typeof AffHistoryRowSchema>;

/** `GET /api/user/aff/history` data: the caller's own rows, newest first, paged (contract §1.4). */
export const AffHistoryPageSchema = pageOf(AffHistoryRowSchema);
/** A page of the reward history. */
export type AffHistoryPage = z.infer<typeof AffHistoryPageSchema>;

/**
 * `POST /api/user/aff/transfer` body (and new-api's `/api/user/aff_transfer`): the quota to move
 * from `aff_quota` into `quota`. The minimum and the available amount are the gateway's checks.
 */
export const AffTransferInputSchema = z.object({ quota: z.int().check(z.positive()) });
/** What a transfer sends. */
export type AffTransferInput = z.infer<typeof AffTransferInputSchema>;
