import { z } from 'zod/mini';
import type { AlertRuleKind, Rule, RuleInput } from '#shared/api/schemas/alerts.ts';
import { checkNumber } from '#client/components/admin-kit/form-checks.ts';

/** The rule dialog's values: the level as typed, "every destination" or the ticked ones. */
export interface RuleForm {
  enabled: boolean;
  threshold: string;
  every: boolean;
  destinations: string[];
}

/** The rules with a level to set (the others alert on a fixed one). */
export const RULES_WITH_LEVEL: ReadonlySet<AlertRuleKind> = new Set(['channel-balance', 'order-pending', 'error-rate']);

export function ruleToForm(rule: Rule): RuleForm {
  return {
    enabled: rule.enabled,
    threshold: String(rule.threshold),
    every: rule.destinations === 'all',
    destinations: rule.destinations === 'all' ? [] : [...rule.destinations],
  };
}

export function ruleFormSchema(kind: AlertRuleKind) {
  return z.object({ enabled: z.boolean(), threshold: z.string(), every: z.boolean(), destinations: z.array(z.string()) }).check(
    z.superRefine((form, ctx) => {
      if (RULES_WITH_LEVEL.has(kind))
        checkNumber(ctx, 'threshold', form.threshold, {
          min: kind === 'order-pending' ? 1 : 0,
          max: kind === 'error-rate' ? 100 : 1_000_000_000,
          int: kind === 'order-pending',
        });
    }),
  );
}

export function formToRule(form: RuleForm, rule: Rule): RuleInput {
  return {
    enabled: form.enabled,
    threshold: RULES_WITH_LEVEL.has(rule.kind) ? Number(form.threshold) : rule.threshold,
    destinations: form.every ? 'all' : form.destinations,
  };
}
