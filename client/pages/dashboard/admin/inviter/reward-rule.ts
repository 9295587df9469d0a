import { inviterRewardTypeOf } from '#shared/billing/inviter-reward.ts';
import type { Option } from '#shared/api/schemas/option.ts';
import type { InviterRewardRule } from '#shared/billing/inviter-reward.ts';

/** The rule and the sign-up bonuses, as the gateway's options hold them. */
export interface InviterRewardSettings {
  rule: InviterRewardRule;
  /** Upstream's sign-up bonuses (quota): the inviter's and the invitee's. */
  quotaForInviter: number;
  quotaForInvitee: number;
}

/** The options this page reads and writes. */
export const RULE_KEYS = {
  type: 'InviterRewardType',
  value: 'InviterRewardValue',
  max: 'InviterRewardMax',
} as const;

function numberOption(options: ReadonlyMap<string, string>, key: string): number {
  const value = Number(options.get(key) ?? '0');
  return Number.isFinite(value) ? value : 0;
}

/**
 * The rule from the option list, or null when the gateway has no such options (upstream
 * one-hub without the extension): then the page says the rule is not supported.
 */
export function rewardSettingsOf(rows: readonly Option[]): InviterRewardSettings | null {
  const options = new Map(rows.map((row) => [row.key, row.value]));
  const type = options.get(RULE_KEYS.type);
  if (type === undefined) return null;
  return {
    rule: { type: inviterRewardTypeOf(type), value: numberOption(options, RULE_KEYS.value), max: numberOption(options, RULE_KEYS.max) },
    quotaForInviter: numberOption(options, 'QuotaForInviter'),
    quotaForInvitee: numberOption(options, 'QuotaForInvitee'),
  };
}

/** One `PUT /api/option/` body. */
export interface OptionWrite {
  key: string;
  value: string;
}

/**
 * The writes that turn `current` into `next`, one key per PUT as upstream takes them, only the
 * keys that change, in an order the gateway accepts at every step: it checks a percentage
 * against 100, so a switch to a percentage sends the value first, and a switch to a fixed
 * reward sends the type first.
 */
export function ruleWrites(current: InviterRewardRule, next: InviterRewardRule): OptionWrite[] {
  const type = current.type === next.type ? [] : [{ key: RULE_KEYS.type, value: next.type }];
  const value = current.value === next.value ? [] : [{ key: RULE_KEYS.value, value: String(next.value) }];
  const max = current.max === next.max ? [] : [{ key: RULE_KEYS.max, value: String(next.max) }];
  return next.type === 'percent' ? [...value, ...type, ...max] : [...type, ...value, ...max];
}
