import { z } from 'zod/mini';
import { LANGUAGES } from '#shared/i18n/settings.ts';
import { CONSOLE_API_PREFIX } from './budgets.ts';

/**
 * The console's own alert endpoints (server/alerts/alert-routes.ts), answered in the gateway's
 * `{success, message, data}` envelope like the budgets' (schemas/budgets.ts): the admin's rules,
 * destinations and delivery log, and each user's own notifications.
 */
export const ALERTS_API = `${CONSOLE_API_PREFIX}alerts`;

/** The conditions an admin's rule watches (a user's own balance is the user's, in the profile). */
export const ALERT_RULE_KINDS = ['channel-status', 'channel-balance', 'order-pending', 'key-budget', 'error-rate'] as const;
export type AlertRuleKind = (typeof ALERT_RULE_KINDS)[number];
/** Every alert kind, with the user's own balance and the destinations' test. */
export const ALERT_KINDS = [...ALERT_RULE_KINDS, 'user-balance', 'test'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Where an admin's alerts can go. */
export const DESTINATION_KINDS = ['webhook', 'feishu', 'dingtalk', 'wecom', 'telegram', 'email'] as const;
export type DestinationKind = (typeof DESTINATION_KINDS)[number];

/** The fields each kind of destination has, in the form's order (the others are not stored for it). */
export const DESTINATION_FIELDS: Record<DestinationKind, readonly ('url' | 'secret' | 'bot_token' | 'chat_id' | 'to')[]> = {
  webhook: ['url', 'secret'],
  feishu: ['url', 'secret'],
  dingtalk: ['url', 'secret'],
  wecom: ['url'],
  telegram: ['bot_token', 'chat_id'],
  email: ['to'],
};

/** How a user is notified. */
export const NOTIFY_VIA = ['email', 'webhook'] as const;

export const DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed'] as const;

/** Why alerts are off: the console has no admin token at the gateway. */
export const ALERTS_OFF = ['no-admin-token'] as const;

const language = z.enum(LANGUAGES);
const text = (max: number) => z.string().check(z.maxLength(max));

/**
 * An admin's save of a destination. The URL (a bot's holds its token), the signing secret and
 * the bot token are write-only: empty keeps what is stored. `chat_id` is Telegram's, `to` the
 * e-mail's comma list of addresses.
 */
export const DestinationInputSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  kind: z.enum(DESTINATION_KINDS),
  language,
  enabled: z.boolean(),
  url: text(2000),
  secret: text(500),
  bot_token: text(200),
  chat_id: text(100),
  to: text(1000),
});
export type DestinationInput = z.infer<typeof DestinationInputSchema>;

/** A destination as the console answers it: no secret, only whether each is set (and the URL's host). */
export const DestinationSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(DESTINATION_KINDS),
  language,
  enabled: z.boolean(),
  chat_id: z.string(),
  to: z.string(),
  url_host: z.string(),
  has_url: z.boolean(),
  has_secret: z.boolean(),
  has_bot_token: z.boolean(),
  updated_at: z.number(),
});
export type Destination = z.infer<typeof DestinationSchema>;

/** `"all"` or the ids of the destinations a rule's alerts go to. */
export const RuleDestinationsSchema = z.union([z.literal('all'), z.array(z.string().check(z.maxLength(36))).check(z.maxLength(50))]);

/** An admin's save of a rule: on or off, its level (US$ of balance, minutes pending; unused by the others). */
export const RuleInputSchema = z.object({
  enabled: z.boolean(),
  threshold: z.number().check(z.gte(0), z.lte(1_000_000_000)),
  destinations: RuleDestinationsSchema,
});
export type RuleInput = z.infer<typeof RuleInputSchema>;

export const RuleSchema = z.object({ kind: z.enum(ALERT_RULE_KINDS), ...RuleInputSchema.shape });
export type Rule = z.infer<typeof RuleSchema>;

/** `GET /console-api/alerts` (admins). */
export const AlertSettingsSchema = z.object({
  available: z.boolean(),
  off: z.optional(z.enum(ALERTS_OFF)),
  /** Whether ALERTS_SMTP_URL is set (e-mail destinations need it). */
  mail: z.boolean(),
  rules: z.array(RuleSchema),
  destinations: z.array(DestinationSchema),
});
export type AlertSettings = z.infer<typeof AlertSettingsSchema>;

/** One row of the delivery log. */
export const DeliverySchema = z.object({
  id: z.string(),
  alert_id: z.string(),
  kind: z.enum(ALERT_KINDS),
  event: z.enum(['fired', 'resolved', 'test']),
  /** The alert's title in the reader's language. */
  title: z.string(),
  channel: z.string(),
  recipient: z.string(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.int(),
  status_code: z.nullable(z.int()),
  error: z.nullable(z.string()),
  created_at: z.number(),
  updated_at: z.number(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

/** `GET /console-api/alerts/deliveries?page=&size=` (admins): newest first. */
export const DeliveryPageSchema = z.object({ data: z.array(DeliverySchema), total_count: z.int() });
export type DeliveryPage = z.infer<typeof DeliveryPageSchema>;

/** What "send a test" did. */
export const TestResultSchema = z.object({
  state: z.enum(['sent', 'failed']),
  status_code: z.nullable(z.int()),
  error: z.nullable(z.string()),
});
export type TestResult = z.infer<typeof TestResultSchema>;

/** A user's save of their notifications; the webhook URL and secret are write-only (empty keeps them). */
export const NotificationInputSchema = z.object({
  enabled: z.boolean(),
  via: z.enum(NOTIFY_VIA),
  language,
  /** Quota; 0 = no balance alert. */
  balance_threshold: z.int().check(z.gte(0), z.lte(500_000_000_000_000)),
  budget_alerts: z.boolean(),
  webhook_url: text(2000),
  webhook_secret: text(500),
});
export type NotificationInput = z.infer<typeof NotificationInputSchema>;

/** `GET /console-api/alerts/self`: the signed-in user's notifications. */
export const NotificationsSchema = z.object({
  available: z.boolean(),
  off: z.optional(z.enum(ALERTS_OFF)),
  mail: z.boolean(),
  /** The user's e-mail at the gateway ('' = none: e-mail is not possible). */
  email: z.string(),
  enabled: z.boolean(),
  via: z.enum(NOTIFY_VIA),
  language,
  balance_threshold: z.int(),
  budget_alerts: z.boolean(),
  webhook_host: z.string(),
  has_webhook: z.boolean(),
  has_secret: z.boolean(),
});
export type Notifications = z.infer<typeof NotificationsSchema>;
