import type { Price } from '#shared/api/schemas/model.ts';
import type { PriceInput, PriceSyncMode } from '#shared/api/schemas/pricing.ts';

/** The part of a price a feed sets: what bills (type, owner, ratios) and nothing the gateway joins. */
export type PriceCore = Pick<Price, 'model' | 'type' | 'channel_type' | 'input' | 'output' | 'extra_ratios'>;

/** What a sync of a feed would do, model by model, before anything is applied. */
export interface PriceSyncPlan {
  /** Feed models without a price: created (modes add and overwrite). */
  added: PriceCore[];
  /** Unlocked prices the feed sets differently: changed (modes update and overwrite). */
  changed: { before: Price; after: PriceCore }[];
  /** Feed models whose price already equals the feed's. */
  unchanged: string[];
  /** Locked prices the feed would change: never touched, whatever the mode. */
  lockedSkipped: string[];
  /** Unlocked prices the feed does not name: deleted by mode overwrite only. */
  removed: Price[];
}

function sameRatios(a: Readonly<Record<string, number>> | undefined, b: Readonly<Record<string, number>> | undefined): boolean {
  const left = a ?? {};
  const right = b ?? {};
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => left[key] === right[key]);
}

/** True when two prices bill the same: type, owner, input, output and extra ratios (a missing map = none). */
export function samePrice(a: PriceCore, b: PriceCore): boolean {
  return (
    a.type === b.type &&
    a.channel_type === b.channel_type &&
    a.input === b.input &&
    a.output === b.output &&
    sameRatios(a.extra_ratios, b.extra_ratios)
  );
}

/** The billing fields of a feed row; a synced price is never locked and carries no joined info. */
export function coreOf(price: PriceInput | Price): PriceCore {
  const extra = price.extra_ratios && Object.keys(price.extra_ratios).length > 0 ? { extra_ratios: { ...price.extra_ratios } } : {};
  return { model: price.model, type: price.type, channel_type: price.channel_type, input: price.input, output: price.output, ...extra };
}

/**
 * Compares the current prices with a feed. The same plan is shown by the console before a sync
 * and applied by the gateway double, so what the dialog lists is what happens. A feed naming a
 * model twice counts its last row (as a database upsert would).
 */
export function planPriceSync(current: readonly Price[], feed: readonly (PriceInput | Price)[]): PriceSyncPlan {
  const byModel = new Map(current.map((price) => [price.model, price]));
  const rows = new Map(feed.map((row) => [row.model, coreOf(row)]));
  const plan: PriceSyncPlan = { added: [], changed: [], unchanged: [], lockedSkipped: [], removed: [] };
  for (const row of rows.values()) {
    const before = byModel.get(row.model);
    if (!before) plan.added.push(row);
    else if (samePrice(before, row)) plan.unchanged.push(row.model);
    else if (before.locked) plan.lockedSkipped.push(row.model);
    else plan.changed.push({ before, after: row });
  }
  plan.removed = current.filter((price) => !price.locked && !rows.has(price.model));
  return plan;
}

/** How many prices a mode would create, change and delete under a plan. */
export function syncCounts(plan: PriceSyncPlan, mode: PriceSyncMode): { added: number; changed: number; removed: number } {
  return {
    added: mode === 'update' ? 0 : plan.added.length,
    changed: mode === 'add' ? 0 : plan.changed.length,
    removed: mode === 'overwrite' ? plan.removed.length : 0,
  };
}
