import { z } from 'zod/mini';
import { pageOf } from './envelope.ts';

/** What `GET /api/inviter/` may be ordered by (besides its default, newest inviter first). */
export const INVITER_ORDER_FIELDS = ['id', 'aff_count', 'aff_quota', 'aff_history_quota', 'transferred_quota'] as const;
/** A field the inviter list may be ordered by. */
export type InviterOrderField = (typeof INVITER_ORDER_FIELDS)[number];

/**
 * One row of `GET /api/inviter/` (extensions.md, "Inviter management"): a user who invited
 * someone, with the rewards still pending (`aff_quota`), all ever earned (`aff_history_quota`)
 * and so those already moved into the balance (`transferred_quota` = history − pending).
 */
export const InviterSchema = z.object({
  id: z.int(),
  username: z.string(),
  display_name: z.string(),
  aff_code: z.string(),
  aff_count: z.int(),
  aff_quota: z.int(),
  aff_history_quota: z.int(),
  transferred_quota: z.int(),
});
/** An inviter and their rewards. */
export type Inviter = z.infer<typeof InviterSchema>;

/** `GET /api/inviter/` data: a page of inviters. */
export const InviterPageSchema = pageOf(InviterSchema);
/** A page of inviters. */
export type InviterPage = z.infer<typeof InviterPageSchema>;

/** What `GET /api/inviter/:id/invitees` may be ordered by (default: the newest sign-up first). */
export const INVITEE_ORDER_FIELDS = ['created_time', 'username', 'topup_quota', 'reward_quota'] as const;
/** A field the invitee list may be ordered by. */
export type InviteeOrderField = (typeof INVITEE_ORDER_FIELDS)[number];

/**
 * One row of `GET /api/inviter/:id/invitees`: someone the inviter invited, what they have topped
 * up (paid orders and redeemed codes, as quota) and what they earned the inviter (the sign-up
 * bonus plus the top-up rewards). `user_id` is 0 when the account no longer exists.
 */
export const InviteeSchema = z.object({
  user_id: z.int(),
  username: z.string(),
  created_time: z.int(),
  topup_quota: z.int(),
  reward_quota: z.int(),
});
/** An invitee and what they brought in. */
export type Invitee = z.infer<typeof InviteeSchema>;

/** `GET /api/inviter/:id/invitees` data: a page of invitees. */
export const InviteePageSchema = pageOf(InviteeSchema);
/** A page of invitees. */
export type InviteePage = z.infer<typeof InviteePageSchema>;

/** The longest remark an adjustment keeps. */
export const INVITER_REMARK_MAX = 255;
/** The largest adjustment in one step, in quota (a guard against a slipped key, $200,000 at the default rate). */
export const INVITER_ADJUST_MAX = 100_000_000_000;

/**
 * `POST /api/inviter/:id/adjust`: adds (positive) or takes (negative) `quota` to the inviter's
 * pending rewards, with the reason; pending rewards never go below 0 (the gateway's check).
 */
export const InviterAdjustInputSchema = z.object({
  quota: z.int().check(
    z.gte(-INVITER_ADJUST_MAX),
    z.lte(INVITER_ADJUST_MAX),
    z.refine((quota) => quota !== 0),
  ),
  remark: z.string().check(z.trim(), z.minLength(1), z.maxLength(INVITER_REMARK_MAX)),
});
/** An adjustment as an admin sends it. */
export type InviterAdjustInput = z.infer<typeof InviterAdjustInputSchema>;
