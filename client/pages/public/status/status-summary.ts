import type { PriceRow } from '#shared/pricing/price-rows.ts';

/** The status page's verdict: every part answers, some do not, or the gateway is not reached. */
export type OverallState = 'operational' | 'degraded' | 'down';

export interface ProviderCount {
  name: string;
  models: number;
}

/** The model list's owners with how many models each offers, in the list's order (owner id). */
export function providerCounts(rows: readonly PriceRow[]): ProviderCount[] {
  const counts = new Map<number, ProviderCount>();
  for (const row of rows) {
    const entry = counts.get(row.ownerId);
    if (entry) entry.models += 1;
    else counts.set(row.ownerId, { name: row.ownerName, models: 1 });
  }
  return [...counts.values()];
}

/**
 * Down when `/api/status` did not answer; degraded when it did but no model is available (the
 * list failed or is empty: API calls would fail); otherwise operational.
 */
export function overallState(reachable: boolean, modelCount: number | null): OverallState {
  if (!reachable) return 'down';
  return modelCount === null || modelCount === 0 ? 'degraded' : 'operational';
}
