import { z } from 'zod/mini';
import { INVITER_ADJUST_MAX, INVITER_REMARK_MAX } from '#shared/api/schemas/inviter.ts';
import { checkText, customIssue } from '#client/components/admin-kit/form-checks.ts';
import { amountAsQuota } from '#client/forms/quota-form-schema.ts';

/** The adjust dialog's values: a signed amount in $ and the reason. */
export interface AdjustForm {
  amount: string;
  remark: string;
}

interface AdjustSchemaOptions {
  /** The inviter's pending rewards now, in quota. */
  pending: number;
  quotaPerUnit: number;
}

/**
 * An adjustment: a signed amount in $ (a minus sign takes rewards back) that moves at least one
 * quota unit and leaves the pending rewards at 0 or more, as the gateway requires, and a
 * required remark (it is what the inviter and the audit log read).
 */
export function adjustFormSchema({ pending, quotaPerUnit }: AdjustSchemaOptions) {
  return z.object({ amount: z.string(), remark: z.string() }).check(
    z.superRefine((form, ctx) => {
      const delta = amountAsQuota(form.amount, quotaPerUnit);
      const input = form.amount.trim();
      if (delta === null) ctx.addIssue({ code: 'invalid_type', expected: 'number', path: ['amount'], input });
      else if (delta === 0) customIssue(ctx, 'amount', 'inviter:adjust.errors.zero', input);
      else if (Math.abs(delta) > INVITER_ADJUST_MAX) customIssue(ctx, 'amount', 'inviter:adjust.errors.tooLarge', input);
      else if (pending + delta < 0) customIssue(ctx, 'amount', 'inviter:adjust.errors.belowZero', input);
      checkText(ctx, 'remark', form.remark, INVITER_REMARK_MAX);
    }),
  );
}
