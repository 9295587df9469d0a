import { z } from 'zod/mini';
import { INVITER_PERCENT_MAX } from '#shared/billing/inviter-reward.ts';
import type { InviterRewardRule, InviterRewardType } from '#shared/billing/inviter-reward.ts';
import { quotaToAmount } from '#shared/format/quota.ts';
import { checkNumber } from '#client/components/admin-kit/form-checks.ts';
import { amountAsQuota } from '#client/forms/quota-form-schema.ts';

/** The rule dialog's values: a percentage, or money ($) for a fixed reward and for the cap. */
export interface RuleForm {
  type: InviterRewardType;
  value: string;
  max: string;
}

/** The largest amount the form takes, in $ (a slipped key, not a real reward). */
const AMOUNT_MAX = 1_000_000;

/** Money as the form shows it: at most six decimals, no trailing zeros. */
function amountText(quota: number, quotaPerUnit: number): string {
  return String(Number(quotaToAmount(quota, quotaPerUnit).toFixed(6)));
}

export function ruleToForm(rule: InviterRewardRule, quotaPerUnit: number): RuleForm {
  return {
    type: rule.type,
    value: rule.type === 'percent' ? String(rule.value) : amountText(rule.value, quotaPerUnit),
    max: amountText(rule.max, quotaPerUnit),
  };
}

/**
 * The rule's checks: a percentage 0–100 (0 turns the rule off), or a fixed amount and a cap of
 * $0 or more (a cap of 0 = none).
 */
export const ruleFormSchema = z.object({ type: z.enum(['fixed', 'percent']), value: z.string(), max: z.string() }).check(
  z.superRefine((form, ctx) => {
    const max = form.type === 'percent' ? INVITER_PERCENT_MAX : AMOUNT_MAX;
    checkNumber(ctx, 'value', form.value, { min: 0, max, int: false });
    checkNumber(ctx, 'max', form.max, { min: 0, max: AMOUNT_MAX, int: false });
  }),
);

/** A checked form as the rule the options hold (amounts as whole quota). */
export function formToRule(form: RuleForm, quotaPerUnit: number): InviterRewardRule {
  const quota = (text: string) => Math.max(0, amountAsQuota(text, quotaPerUnit) ?? 0);
  return {
    type: form.type,
    value: form.type === 'percent' ? Number(form.value.trim()) : quota(form.value),
    max: quota(form.max),
  };
}
