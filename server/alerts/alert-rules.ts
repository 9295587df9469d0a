import type { Kysely } from 'kysely';
import { ALERT_RULE_KINDS } from '#shared/api/schemas/alerts.ts';
import type { AlertRuleKind, Rule } from '#shared/api/schemas/alerts.ts';
import type { StoreSchema } from '#server/store/schema.ts';
import { listDestinations, listRules } from './alert-records.ts';
import type { DestinationRow, NewDelivery, RuleRow } from './alert-records.ts';

/** A rule nobody has saved yet: on, to every destination, at these levels (US$ of balance, minutes pending, % failing). */
export const DEFAULT_THRESHOLDS: Record<AlertRuleKind, number> = {
  'channel-status': 0,
  'channel-balance': 5,
  'order-pending': 30,
  'key-budget': 0,
  // Per cent of a channel's or a model's attempts failing over the last ALERTS_ERROR_RATE_MINUTES.
  'error-rate': 50,
};

/** A stored rule as the API shows it (a row that does not parse is the default). */
export function ruleOf(kind: AlertRuleKind, row: RuleRow | undefined): Rule {
  if (!row) return { kind, enabled: true, threshold: DEFAULT_THRESHOLDS[kind], destinations: 'all' };
  let destinations: Rule['destinations'] = 'all';
  try {
    const parsed: unknown = JSON.parse(row.destinations);
    if (Array.isArray(parsed)) destinations = parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    // A hand-edited row: every destination, as by default.
  }
  return { kind, enabled: row.enabled === 1, threshold: row.threshold, destinations };
}

/** Every rule with the destinations that are on: what one check works with. */
export interface RuleSet {
  get(kind: AlertRuleKind): Rule;
  destinations: DestinationRow[];
}

export async function loadRules(db: Kysely<StoreSchema>): Promise<RuleSet> {
  const [rows, destinations] = await Promise.all([listRules(db), listDestinations(db)]);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  const rules = new Map(ALERT_RULE_KINDS.map((kind) => [kind, ruleOf(kind, byKind.get(kind))]));
  return {
    get: (kind) => rules.get(kind) ?? ruleOf(kind, undefined),
    destinations: destinations.filter((destination) => destination.enabled === 1),
  };
}

/** The deliveries a rule's alert gets: one per destination that is on and chosen by the rule. */
export function ruleTargets(rules: RuleSet, kind: AlertRuleKind): NewDelivery[] {
  const { destinations } = rules.get(kind);
  return rules.destinations
    .filter((destination) => destinations === 'all' || destinations.includes(destination.id))
    .map((destination) => ({
      target: `destination:${destination.id}`,
      channel: destination.kind,
      language: destination.language,
      recipient: destination.name,
    }));
}
