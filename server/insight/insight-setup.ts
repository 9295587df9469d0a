import type { Config } from '#server/config.ts';
import { adminApi } from '#server/gateway-admin/admin-api.ts';
import type { CollectOptions } from './collect-job.ts';

const DAY_MS = 86_400_000;

/** The collection's options from the configuration (secrets stay in the job, never in a page). */
export function collectOptions(config: Config): CollectOptions {
  return {
    gatewayUrl: config.gatewayUrl,
    metrics: config.gatewayMetrics ?? null,
    // adminApi sends one-hub's `Authorization: <token>`, which is what root's token needs too.
    rootApi: config.gatewayRootToken ? adminApi(config.gatewayUrl, config.gatewayRootToken, config.SESSION_TIMEOUT_MS) : null,
    scrapeIntervalMs: config.INSIGHT_SCRAPE_INTERVAL_MS,
    retentionMs: config.INSIGHT_RETENTION_DAYS * DAY_MS,
    timeoutMs: config.SESSION_TIMEOUT_MS,
  };
}
