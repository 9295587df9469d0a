import { z } from 'zod/mini';

/** Display name: what one-hub stores (at most 20 characters); blank would be ignored by the gateway, so it is required. */
export const DisplayNameFormSchema = z.object({ display_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)) });
export type DisplayNameForm = z.infer<typeof DisplayNameFormSchema>;

/** New password with the gateway's limits (8–20) and a confirmation. */
export const PasswordFormSchema = z
  .object({
    password: z.string().check(z.minLength(8), z.maxLength(20)),
    confirmPassword: z.string().check(z.minLength(1)),
  })
  .check(z.refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], params: { i18n: 'passwordMismatch' } }));
export type PasswordForm = z.infer<typeof PasswordFormSchema>;

/** Binding an e-mail address: the address and the six-digit code mailed to it. */
export const EmailBindFormSchema = z.object({
  email: z.email().check(z.maxLength(50)),
  code: z.string().check(
    z.trim(),
    z.refine((code) => /^\d{6}$/.test(code), { params: { i18n: 'codeFormat' } }),
  ),
});
export type EmailBindForm = z.infer<typeof EmailBindFormSchema>;

/** Binding WeChat: the code the official account replies with. */
export const WeChatBindFormSchema = z.object({ code: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)) });
export type WeChatBindForm = z.infer<typeof WeChatBindFormSchema>;

export { inviteLink } from '../../../../shared/invite-link.ts';

export const BINDING_PROVIDERS = ['email', 'github', 'google', 'wechat', 'lark'] as const;
export type BindingProvider = (typeof BINDING_PROVIDERS)[number];

/** Which providers the gateway turned on (from `/api/status`); e-mail binding is always offered. */
export function enabledProviders(
  status: { github_oauth?: boolean; google_oauth?: boolean | undefined; wechat_login?: boolean; lark_login?: boolean } | null,
): BindingProvider[] {
  return BINDING_PROVIDERS.filter((provider) => {
    if (provider === 'email') return true;
    if (provider === 'github') return status?.github_oauth === true;
    if (provider === 'google') return status?.google_oauth === true;
    if (provider === 'wechat') return status?.wechat_login === true;
    return status?.lark_login === true;
  });
}

/** The id a user has for a provider ("" when not bound). */
export function bindingId(
  user: { email: string; github_id: string; google_id?: string | undefined; wechat_id: string; lark_id: string },
  provider: BindingProvider,
): string {
  switch (provider) {
    case 'email':
      return user.email;
    case 'github':
      return user.github_id;
    case 'google':
      return user.google_id ?? '';
    case 'wechat':
      return user.wechat_id;
    default:
      return user.lark_id;
  }
}

/** `?bound=<provider>` after an OAuth bind round trip. */
export function boundProvider(value: string | null): 'github' | 'google' | 'lark' | null {
  return value === 'github' || value === 'google' || value === 'lark' ? value : null;
}
