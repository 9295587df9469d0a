import type { Config } from '#server/config.ts';
import type { i18n } from 'i18next';
import { alertJobs } from '#server/alerts/alert-setup.ts';
import { budgetResetJob } from '#server/budgets/reset-job.ts';
import { collectOptions } from '#server/insight/insight-setup.ts';
import { insightCollectJob } from '#server/insight/collect-job.ts';
import { usageJob } from '#server/insight/usage-job.ts';
import { adminApi } from '#server/gateway-admin/admin-api.ts';
import type { Job } from './scheduler.ts';

/**
 * Every job the console's scheduler runs, in the order of a turn. A new job (an alert check, an
 * outbox's sender) is one line here; it gets the store, the clock and a logger in its context,
 * and must record what it did in the store so that a repeated turn does nothing twice
 * (server/scheduler/README.md).
 */
export function consoleJobs(config: Config, holder: string, i18next: i18n): Job[] {
  const api = config.gatewayAdminToken ? adminApi(config.gatewayUrl, config.gatewayAdminToken, config.SESSION_TIMEOUT_MS) : null;
  return [
    budgetResetJob({ api, holder }),
    ...alertJobs(config, api, holder, i18next),
    insightCollectJob(collectOptions(config)),
    usageJob({ adminApi: api }),
  ];
}
