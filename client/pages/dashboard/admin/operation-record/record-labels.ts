/**
 * What the audit page can name in words. Records are `<target type>.<verb>` (`user.quota`,
 * `channel_tag.priority`); a type or verb outside these lists is shown as the gateway wrote it,
 * so a newer gateway's records still read.
 */
export const KNOWN_TARGET_TYPES = [
  'user',
  'channel',
  'channel_tag',
  'group',
  'user_group',
  'price',
  'prices',
  'owner',
  'model_info',
  'redemption',
  'payment',
  'order',
  'option',
  'token',
  'telegram',
  'inviter',
  'fapiao',
  'invoice',
  'log',
] as const;
export type KnownTargetType = (typeof KNOWN_TARGET_TYPES)[number];

export const KNOWN_VERBS = [
  'create',
  'update',
  'delete',
  'status',
  'quota',
  'role',
  'sync',
  'generate',
  'issue',
  'reject',
  'priority',
  'complete',
  'purge',
  'adjust',
  'transfer',
] as const;
export type KnownVerb = (typeof KNOWN_VERBS)[number];

export function isKnownTargetType(value: string): value is KnownTargetType {
  return (KNOWN_TARGET_TYPES as readonly string[]).includes(value);
}

export function isKnownVerb(value: string): value is KnownVerb {
  return (KNOWN_VERBS as readonly string[]).includes(value);
}

/** `channel_tag.status_enable` → `{type: 'channel_tag', verb: 'status_enable'}`; no dot → the whole action is the verb. */
export function splitAction(action: string): { type: string; verb: string } {
  const dot = action.indexOf('.');
  return dot < 0 ? { type: '', verb: action } : { type: action.slice(0, dot), verb: action.slice(dot + 1) };
}
