import { z } from 'zod';

/** `PUT /api/user/self` body (contract §2.3): other fields are ignored by the gateway. */
export const SelfUpdateSchema = z.object({
  display_name: z.string().max(20).optional(),
  password: z.string().min(8).max(20).optional(),
});
/** What the profile form sends. */
export type SelfUpdate = z.infer<typeof SelfUpdateSchema>;

/** `POST /api/user/unbind` body; `google` is the extension provider. */
export const UNBIND_TYPES = ['github', 'wechat', 'lark', 'oidc', 'google', 'email'] as const;
export const UnbindInputSchema = z.object({ type: z.enum(UNBIND_TYPES) });
/** An account binding to remove. */
export type UnbindInput = z.infer<typeof UnbindInputSchema>;
