import { amountToQuota, quotaToAmount, type QuotaDisplay } from '#shared/format/quota.ts';
import type { Token, TokenInput, TokenUpdate } from '#shared/api/schemas/key.ts';
import type { Budget, BudgetInput } from '#shared/api/schemas/budgets.ts';
import { BUDGET_PERIODS } from '#shared/budgets/budget-window.ts';
import { splitIpList } from './ip-list.ts';
import type { KeyForm } from './key-form-schema.ts';
import { HEARTBEAT_MIN } from './key-form-schema.ts';
import { localInputToSeconds, secondsToLocalInput } from '#shared/format/date.ts';

/** A new key: never expires, unlimited, follows the user's group, no limits (one-hub's defaults). */
export const EMPTY_KEY_FORM: KeyForm = {
  name: '',
  neverExpires: true,
  expiresAt: '',
  unlimited: true,
  quota: '',
  group: '',
  backupGroup: '',
  limitModels: false,
  models: [],
  limitIps: false,
  ips: '',
  heartbeat: false,
  heartbeatTimeout: String(HEARTBEAT_MIN),
  billingTag: '',
  count: '1',
  budgetPeriod: '',
  budgetAmount: '',
};

/** A key's budget as the form shows it (no budget: ''). */
export function budgetToForm(budget: Budget | undefined, money: QuotaDisplay): Pick<KeyForm, 'budgetPeriod' | 'budgetAmount'> {
  return budget
    ? { budgetPeriod: budget.period, budgetAmount: quotaToField(budget.amount, money) }
    : { budgetPeriod: '', budgetAmount: '' };
}

/** The budget a checked form asks for, in quota, or null for none. */
export function formToBudget(form: KeyForm, money: QuotaDisplay, timeZone: string): BudgetInput | null {
  const period = BUDGET_PERIODS.find((candidate) => candidate === form.budgetPeriod);
  if (!period) return null;
  return { period, amount: Math.max(1, fieldToQuota(form.budgetAmount, money)), time_zone: timeZone };
}

/** The quota field's text: currency units when the site shows money, raw quota otherwise. */
export function quotaToField(quota: number, money: QuotaDisplay): string {
  if (!money.displayInCurrency) return String(quota);
  // Six decimals is one quota at the default rate; trailing zeros are noise in an input.
  return String(Number(quotaToAmount(quota, money.quotaPerUnit).toFixed(6)));
}

/** The quota field back to quota: `round(amount × quota_per_unit)` or the raw integer. */
export function fieldToQuota(text: string, money: QuotaDisplay): number {
  const value = Number(text.trim());
  if (!Number.isFinite(value) || value < 0) return 0;
  return money.displayInCurrency ? amountToQuota(value, money.quotaPerUnit) : Math.round(value);
}

/** An existing key as the dialog shows it. */
export function tokenToForm(token: Token, money: QuotaDisplay, timeZone: string): KeyForm {
  const limits = token.setting?.limits;
  const heartbeat = token.setting?.heartbeat;
  return {
    ...EMPTY_KEY_FORM,
    name: token.name,
    neverExpires: token.expired_time === -1,
    expiresAt: secondsToLocalInput(token.expired_time, timeZone),
    unlimited: token.unlimited_quota,
    quota: quotaToField(token.remain_quota, money),
    group: token.group,
    backupGroup: token.backup_group,
    limitModels: limits?.limit_model_setting?.enabled ?? false,
    models: limits?.limit_model_setting?.models ?? [],
    limitIps: limits?.limits_ip_setting?.enabled ?? false,
    ips: (limits?.limits_ip_setting?.whitelist ?? []).join('\n'),
    heartbeat: heartbeat?.enabled ?? false,
    heartbeatTimeout: String(heartbeat?.timeout_seconds || HEARTBEAT_MIN),
    billingTag: token.setting?.billing_tag ?? '',
  };
}

/** What POST (and, merged into the key, PUT) sends for a checked form. */
export function formToInput(form: KeyForm, money: QuotaDisplay, timeZone: string, canTag: boolean): TokenInput {
  const timeout = Number(form.heartbeatTimeout);
  return {
    name: form.name.trim(),
    expired_time: form.neverExpires ? -1 : (localInputToSeconds(form.expiresAt, timeZone) ?? -1),
    remain_quota: form.unlimited && form.quota.trim() === '' ? 0 : fieldToQuota(form.quota, money),
    unlimited_quota: form.unlimited,
    group: form.group,
    backup_group: form.backupGroup,
    setting: {
      heartbeat: { enabled: form.heartbeat, timeout_seconds: Number.isInteger(timeout) ? timeout : HEARTBEAT_MIN },
      limits: {
        limit_model_setting: { enabled: form.limitModels, models: form.limitModels ? form.models : [] },
        limits_ip_setting: { enabled: form.limitIps, whitelist: form.limitIps ? splitIpList(form.ips) : [] },
      },
      ...(canTag ? { billing_tag: form.billingTag } : {}),
    },
  };
}

/** PUT's body: the full key with the form's changes (one-hub replaces the whole record). */
export function editedToken(token: Token, input: TokenInput): Token & TokenUpdate {
  return {
    ...token,
    ...input,
    group: input.group ?? token.group,
    backup_group: input.backup_group ?? token.backup_group,
    setting: { ...token.setting, ...input.setting },
  };
}
