/**
 * The inviter reward rule (extensions.md, "Inviter management"; gateway options
 * `InviterRewardType`, `InviterRewardValue`, `InviterRewardMax`): on each top-up of an invitee
 * the inviter earns a fixed quota or a percentage of the top-up, at most `max` from one invitee
 * in all (0 = no cap). The double applies it; the console's Inviters page shows and edits it.
 */

/** The rule's two kinds; done-hub and new-api spell the second `percentage`, which counts too. */
export type InviterRewardType = 'fixed' | 'percent';

/** The rule as the options hold it. */
export interface InviterRewardRule {
  type: InviterRewardType;
  /** Quota per top-up (`fixed`) or a percentage 0–100 of the top-up's quota (`percent`). */
  value: number;
  /** Most one invitee can earn the inviter through top-ups, in quota; 0 = no cap. */
  max: number;
}

/** The stored option's spelling as a type: `fixed`, else a percentage (`percent` or `percentage`). */
export function inviterRewardTypeOf(option: string): InviterRewardType {
  return option.trim().toLowerCase() === 'fixed' ? 'fixed' : 'percent';
}

/** True when the option's text is a spelling of the rule's type the gateway accepts. */
export function isInviterRewardType(option: string): boolean {
  return ['fixed', 'percent', 'percentage'].includes(option.trim().toLowerCase());
}

/** The largest percentage (done-hub's check). */
export const INVITER_PERCENT_MAX = 100;

/**
 * What one top-up of `topUpQuota` earns the inviter, given what this invitee's top-ups already
 * earned them (`earnedSoFar`). A value of 0 (or less) turns the rule off; a percentage rounds
 * down to whole quota; the cap counts top-up rewards only (the sign-up bonus is its own option).
 */
export function inviterRewardFor(rule: InviterRewardRule, topUpQuota: number, earnedSoFar: number): number {
  if (!(rule.value > 0) || !(topUpQuota > 0)) return 0;
  const percent = Math.min(rule.value, INVITER_PERCENT_MAX);
  const reward = rule.type === 'fixed' ? Math.floor(rule.value) : Math.floor((topUpQuota * percent) / 100);
  if (!(rule.max > 0)) return Math.max(0, reward);
  return Math.max(0, Math.min(reward, Math.floor(rule.max) - earnedSoFar));
}
