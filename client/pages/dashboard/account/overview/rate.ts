import type { DashboardRate } from '#shared/api/schemas/dashboard.ts';

/**
 * The gauge's fill in percent (0–100): one-hub's `usageRpmRate` (already a percentage with two
 * decimals), or rpm / maxRPM when it is missing; 0 when the group has no limit (maxRPM 0).
 */
export function rpmPercent(rate: DashboardRate): number {
  if (rate.maxRPM <= 0) return 0;
  const percent = Number.isFinite(rate.usageRpmRate) && rate.usageRpmRate > 0 ? rate.usageRpmRate : (rate.rpm / rate.maxRPM) * 100;
  return Math.min(100, Math.max(0, percent));
}

/** How full the limit is, for the gauge's colour. */
export function rpmLevel(percent: number): 'ok' | 'high' | 'full' {
  return percent >= 90 ? 'full' : percent >= 70 ? 'high' : 'ok';
}
