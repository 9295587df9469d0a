import type { i18n } from 'i18next';
import type { Config } from '#server/config.ts';
import type { Job } from '#server/scheduler/scheduler.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { alertCheckJob } from './check-job.ts';
import type { SendOptions } from './destinations.ts';
import { createMailer } from './mailer.ts';
import { alertSenderJob } from './sender-job.ts';

/** How this process sends alerts: the allowed targets, the timeout, Telegram's API and the SMTP mailer (none without ALERTS_SMTP_URL). */
export function alertSendOptions(config: Config): SendOptions {
  return {
    allowed: config.ALERTS_ALLOWED_TARGETS,
    timeoutMs: config.ALERTS_SEND_TIMEOUT_MS,
    telegramApi: config.ALERTS_TELEGRAM_API_URL,
    mailer: config.ALERTS_SMTP_URL ? createMailer(config.ALERTS_SMTP_URL, config.ALERTS_MAIL_FROM, config.ALERTS_SEND_TIMEOUT_MS) : null,
    wallNow: Date.now,
  };
}

/** The alerts' two jobs, in the order of a turn: check the conditions (writing the outbox), then send what is due. */
export function alertJobs(config: Config, api: ApiClient | null, holder: string, i18next: i18n): Job[] {
  return [
    alertCheckJob({ api, intervalMs: config.ALERTS_CHECK_INTERVAL_MS, errorRateMinutes: config.ALERTS_ERROR_RATE_MINUTES }),
    alertSenderJob({ i18n: i18next, holder, send: alertSendOptions(config) }),
  ];
}
