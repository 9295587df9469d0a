import { z } from 'zod';

/** Sign-in form: username (or e-mail) and password. */
export const SignInFormSchema = z.object({
  username: z.string().trim().min(1),
  password: z.string().min(1),
});
export type SignInForm = z.infer<typeof SignInFormSchema>;

/**
 * Sign-up form with the gateway's limits (username ≤ 12, password 8–20). E-mail and code are
 * required only when the gateway turns e-mail verification on.
 */
export function signUpFormSchema(emailRequired: boolean) {
  return z
    .object({
      username: z.string().trim().min(1).max(12),
      password: z.string().min(8).max(20),
      confirmPassword: z.string().min(1),
      email: emailRequired ? z.email().max(50) : z.union([z.literal(''), z.email().max(50)]),
      verification_code: emailRequired ? z.string().trim().min(1) : z.string().trim(),
    })
    .refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], params: { i18n: 'passwordMismatch' } });
}
export type SignUpForm = z.infer<ReturnType<typeof signUpFormSchema>>;

/** Forgot-password and verification forms: an e-mail address. */
export const EmailFormSchema = z.object({ email: z.email() });
export type EmailForm = z.infer<typeof EmailFormSchema>;

/** Setting a new password from the reset link's e-mail and token. */
export const ResetFormSchema = z.object({ email: z.email(), token: z.string().trim().min(1) });
export type ResetForm = z.infer<typeof ResetFormSchema>;

/** The e-mail verification page: address and the six-digit code. */
export const VerifyFormSchema = z.object({
  email: z.email(),
  code: z.string().trim().refine((code) => /^\d{6}$/.test(code), { params: { i18n: 'codeFormat' } }),
});
export type VerifyForm = z.infer<typeof VerifyFormSchema>;
