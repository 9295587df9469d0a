import { z } from 'zod/mini';

/** Sign-in form: username (or e-mail) and password. */
export const SignInFormSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});
export type SignInForm = z.infer<typeof SignInFormSchema>;

/**
 * Sign-up form with the gateway's limits (username ≤ 12, password 8–20). E-mail and code are
 * required only when the gateway turns e-mail verification on.
 */
export function signUpFormSchema(emailRequired: boolean) {
  return z
    .object({
      username: z.string().check(z.trim(), z.minLength(1), z.maxLength(12)),
      password: z.string().check(z.minLength(8), z.maxLength(20)),
      confirmPassword: z.string().check(z.minLength(1)),
      email: emailRequired ? z.email().check(z.maxLength(50)) : z.union([z.literal(''), z.email().check(z.maxLength(50))]),
      verification_code: emailRequired ? z.string().check(z.trim(), z.minLength(1)) : z.string().check(z.trim()),
    })
    .check(z.refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], params: { i18n: 'passwordMismatch' } }));
}
export type SignUpForm = z.infer<ReturnType<typeof signUpFormSchema>>;

/** Forgot-password and verification forms: an e-mail address. */
export const EmailFormSchema = z.object({ email: z.email() });
export type EmailForm = z.infer<typeof EmailFormSchema>;

/** Setting a new password from the reset link's e-mail and token. */
export const ResetFormSchema = z.object({ email: z.email(), token: z.string().check(z.trim(), z.minLength(1)) });
export type ResetForm = z.infer<typeof ResetFormSchema>;

/** The e-mail verification page: address and the six-digit code. */
export const VerifyFormSchema = z.object({
  email: z.email(),
  code: z.string().check(
    z.trim(),
    z.refine((code) => /^\d{6}$/.test(code), { params: { i18n: 'codeFormat' } }),
  ),
});
export type VerifyForm = z.infer<typeof VerifyFormSchema>;

/** WeChat sign-in and binding: the code the official account replied with. */
export const WeChatCodeFormSchema = z.object({ code: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)) });
export type WeChatCodeForm = z.infer<typeof WeChatCodeFormSchema>;
