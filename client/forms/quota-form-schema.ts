import { z } from 'zod/mini';
import { amountToQuota } from '#shared/format/quota.ts';

/** Longest remark the gateway's log row takes from the dialog. */
export const REMARK_MAX = 200;

interface QuotaSchemaOptions {
  /** The user's balance now, in quota units. */
  balance: number;
  quotaPerUnit: number;
  /** The balance as shown, for the below-zero message. */
  balanceText: string;
}

/** The amount typed in $ as quota units, or null when it is not a number. */
export function amountAsQuota(text: string, quotaPerUnit: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return amountToQuota(Number(trimmed), quotaPerUnit);
}

/**
 * The quota dialog: a signed amount in $ (a minus sign deducts) and a remark. The change must
 * move at least one quota unit and must not take the balance below zero, which the gateway
 * would refuse too.
 */
export function quotaFormSchema({ balance, quotaPerUnit, balanceText }: QuotaSchemaOptions) {
  return z.object({ amount: z.string(), remark: z.string() }).check(
    z.superRefine((form, ctx) => {
      const delta = amountAsQuota(form.amount, quotaPerUnit);
      const input = form.amount.trim();
      if (delta === null) ctx.addIssue({ code: 'invalid_type', expected: 'number', path: ['amount'], input });
      else if (delta === 0) ctx.addIssue({ code: 'custom', path: ['amount'], params: { i18n: 'user:quota.errors.zero' }, input });
      else if (balance + delta < 0)
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          params: { i18n: 'user:quota.errors.belowZero', values: { balance: balanceText } },
          input,
        });
      if (form.remark.trim().length > REMARK_MAX)
        ctx.addIssue({ code: 'too_big', origin: 'string', maximum: REMARK_MAX, inclusive: true, path: ['remark'], input: form.remark });
    }),
  );
}

export type QuotaForm = z.infer<ReturnType<typeof quotaFormSchema>>;
