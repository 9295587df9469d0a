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

export { inviteLink } from '#shared/invite-link.ts';

export const BINDING_PROVIDERS = ['email', 'github', 'google', 'oidc', 'wechat', 'lark'] as const;
export type BindingProvider = (typeof BINDING_PROVIDERS)[number];

/** The `/api/status` switches of the bindable providers. */
export interface BindingSwitches {
  github_oauth?: boolean;
  google_oauth?: boolean | undefined;
  oidc_auth?: boolean;
  wechat_login?: boolean;
  lark_login?: boolean;
}

/** Which providers the gateway turned on (from `/api/status`); e-mail binding is always offered. */
export function enabledProviders(status: BindingSwitches | null): BindingProvider[] {
  return BINDING_PROVIDERS.filter((provider) => {
    switch (provider) {
      case 'email':
        return true;
      case 'github':
        return status?.github_oauth === true;
      case 'google':
        return status?.google_oauth === true;
      case 'oidc':
        return status?.oidc_auth === true;
      case 'wechat':
        return status?.wechat_login === true;
      case 'lark':
        return status?.lark_login === true;
    }
  });
}

/** The id a user has for a provider ("" when not bound). */
export function bindingId(
  user: {
    email: string;
    github_id: string;
    google_id?: string | undefined;
    oidc_id?: string | undefined;
    wechat_id: string;
    lark_id: string;
  },
  provider: BindingProvider,
): string {
  switch (provider) {
    case 'email':
      return user.email;
    case 'github':
      return user.github_id;
    case 'google':
      return user.google_id ?? '';
    case 'oidc':
      return user.oidc_id ?? '';
    case 'wechat':
      return user.wechat_id;
    case 'lark':
      return user.lark_id;
  }
}

/** The providers bound through a round trip (their callback page brings the user back here). */
export type RoundTripProvider = 'github' | 'google' | 'oidc' | 'lark';

/** `provider` when it binds through a round trip, else null (e-mail and WeChat use a dialog). */
export function roundTripProvider(provider: string | null): RoundTripProvider | null {
  return provider === 'github' || provider === 'google' || provider === 'oidc' || provider === 'lark' ? provider : null;
}

/** `?bound=<provider>` after an OAuth bind round trip. */
export function boundProvider(value: string | null): RoundTripProvider | null {
  return roundTripProvider(value);
}
