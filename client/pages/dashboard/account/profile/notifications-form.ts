import { z } from 'zod/mini';
import { NOTIFY_VIA } from '#shared/api/schemas/alerts.ts';
import type { NotificationInput, Notifications } from '#shared/api/schemas/alerts.ts';
import { LANGUAGES } from '#shared/i18n/settings.ts';
import { checkNumber, checkText } from '#client/components/admin-kit/form-checks.ts';

/** The Notifications form: the threshold as typed (US$, or quota when the site shows quota); the webhook's URL and secret write-only. */
export interface NotificationsForm {
  enabled: boolean;
  via: (typeof NOTIFY_VIA)[number];
  language: NotificationInput['language'];
  threshold: string;
  budget_alerts: boolean;
  webhook_url: string;
  webhook_secret: string;
}

/** How the site reads money: quota per US$, and whether it shows money at all. */
export interface Money {
  quotaPerUnit: number;
  inCurrency: boolean;
}

export function notificationsToForm(saved: Notifications, money: Money): NotificationsForm {
  const threshold = money.inCurrency ? saved.balance_threshold / money.quotaPerUnit : saved.balance_threshold;
  return {
    enabled: saved.enabled,
    via: saved.via,
    language: saved.language,
    threshold: String(Math.round(threshold * 100) / 100),
    budget_alerts: saved.budget_alerts,
    webhook_url: '',
    webhook_secret: '',
  };
}

export function notificationsFormSchema(saved: Notifications, money: Money) {
  return z
    .object({
      enabled: z.boolean(),
      via: z.enum(NOTIFY_VIA),
      language: z.enum(LANGUAGES),
      threshold: z.string(),
      budget_alerts: z.boolean(),
      webhook_url: z.string(),
      webhook_secret: z.string(),
    })
    .check(
      z.superRefine((form, ctx) => {
        checkNumber(ctx, 'threshold', form.threshold, {
          min: 0,
          max: money.inCurrency ? 1_000_000_000 : 500_000_000_000_000,
          int: !money.inCurrency,
        });
        if (form.via === 'webhook') {
          checkText(ctx, 'webhook_url', form.webhook_url, 2000, form.enabled && !saved.has_webhook);
          checkText(ctx, 'webhook_secret', form.webhook_secret, 500, form.enabled && !saved.has_secret);
        }
      }),
    );
}

export function formToNotifications(form: NotificationsForm, money: Money): NotificationInput {
  const threshold = Number(form.threshold);
  return {
    enabled: form.enabled,
    via: form.via,
    language: form.language,
    balance_threshold: Math.round(money.inCurrency ? threshold * money.quotaPerUnit : threshold),
    budget_alerts: form.budget_alerts,
    webhook_url: form.webhook_url.trim(),
    webhook_secret: form.webhook_secret,
  };
}
