import { z } from 'zod/mini';
import { pageOf } from './envelope.ts';

/**
 * `/api/user/self` and admin `/api/user/:id` data: the full User without `password` (contract §2.3, §2.4, §2.14).
 * Keys newer than upstream v0.13.0 and the extension key `group_id` are optional.
 * A `password` key, which upstream sends as "", is dropped on parse.
 */
export const UserSchema = z.object({
  id: z.int(),
  username: z.string(),
  display_name: z.string(),
  role: z.int(),
  status: z.int(),
  email: z.string(),
  github_id: z.string(),
  wechat_id: z.string(),
  telegram_id: z.int(),
  lark_id: z.string(),
  verification_code: z.string(),
  access_token: z.string(),
  quota: z.int(),
  used_quota: z.int(),
  request_count: z.int(),
  /** The user-group symbol, e.g. `default`. */
  group: z.string(),
  aff_code: z.string(),
  aff_count: z.int(),
  aff_quota: z.int(),
  aff_history_quota: z.int(),
  inviter_id: z.int(),
  created_time: z.int(),
  avatar_url: z.optional(z.string()),
  oidc_id: z.optional(z.string()),
  github_id_new: z.optional(z.int()),
  last_login_time: z.optional(z.int()),
  last_login_ip: z.optional(z.string()),
  /** Extension: the user group's numeric id beside its symbol (extensions.md). */
  group_id: z.optional(z.int()),
  /** Extension: the linked Google account's subject id, "" when none (extensions.md, Google OAuth). */
  google_id: z.optional(z.string()),
});
/** The signed-in user as `/api/user/self` returns it. */
export type User = z.infer<typeof UserSchema>;

/** `GET /api/user/` data: a page of users, each the full User without `password` (contract §2.4). */
export const UserPageSchema = pageOf(UserSchema);
/** A page of the admin user list. */
export type UserPage = z.infer<typeof UserPageSchema>;

/**
 * `/api/user/login` data: a User zero-object with only these keys filled (contract §2.2);
 * the zero-valued rest is dropped on parse.
 */
export const LoginUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  display_name: z.string(),
  role: z.int(),
  status: z.int(),
  avatar_url: z.optional(z.string()),
});
/** The user summary a successful sign-in returns. */
export type LoginUser = z.infer<typeof LoginUserSchema>;

/** `/api/user/aff` data: the user's invite code, created on first ask (contract §2.3). */
export const AffCodeSchema = z.string().check(z.minLength(1));
/** An invite code. */
export type AffCode = z.infer<typeof AffCodeSchema>;
