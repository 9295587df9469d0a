/**
 * The low-balance threshold when the gateway publishes none (`quota_remind_threshold` absent from
 * `/api/status`): upstream one-hub's default `QuotaRemindThreshold`, 1000 quota, the balance under
 * which it mails its own reminder.
 */
export const DEFAULT_QUOTA_REMIND_THRESHOLD = 1000;

/** The threshold to use: the gateway's when it is a finite number ≥ 0, else the default. */
export function quotaRemindThreshold(published: number | undefined | null): number {
  return typeof published === 'number' && Number.isFinite(published) && published >= 0 ? published : DEFAULT_QUOTA_REMIND_THRESHOLD;
}

/** True when the balance is under the threshold (an empty or negative balance always is). */
export function isLowBalance(quota: number, threshold: number): boolean {
  return quota <= 0 || quota < threshold;
}
