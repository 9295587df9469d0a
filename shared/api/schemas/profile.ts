import { z } from 'zod/mini';

/** `PUT /api/user/self` body (contract §2.3): other fields are ignored by the gateway. */
export const SelfUpdateSchema = z.object({
  display_name: z.optional(z.string().check(z.maxLength(20))),
  password: z.optional(z.string().check(z.minLength(8), z.maxLength(20))),
});
/** What the profile form sends. */
export type SelfUpdate = z.infer<typeof SelfUpdateSchema>;

/** `POST /api/user/unbind` body; `google` is the extension provider. */
export const UNBIND_TYPES = ['github', 'wechat', 'lark', 'oidc', 'google', 'email'] as const;
export const UnbindInputSchema = z.object({ type: z.enum(UNBIND_TYPES) });
/** An account binding to remove. */
export type UnbindInput = z.infer<typeof UnbindInputSchema>;
