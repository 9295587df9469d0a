/**
 * The console's own tables (server/store/migrations/ creates them). Times are Unix milliseconds
 * in BIGINT columns (read back as numbers on both dialects), quota amounts BIGINT like one-hub's.
 */
export interface StoreSchema {
  scheduler_leases: SchedulerLeaseTable;
  budgets: BudgetTable;
  budget_windows: BudgetWindowTable;
  alert_destinations: AlertDestinationTable;
  alert_rules: AlertRuleTable;
  alert_subscriptions: AlertSubscriptionTable;
  alert_conditions: AlertConditionTable;
  alert_outbox: AlertOutboxTable;
  alert_deliveries: AlertDeliveryTable;
  insight_counters: InsightCounterTable;
  insight_traffic: InsightTrafficTable;
  insight_failures: InsightFailureTable;
  insight_cursors: InsightCursorTable;
  insight_usage: InsightUsageTable;
  insight_usage_groups: InsightUsageGroupTable;
  console_settings: ConsoleSettingTable;
  site_settings: SiteSettingTable;
}

/** One site setting the console keeps (server/site/): the home switch or a page's text in one language. */
export interface SiteSettingTable {
  key: string;
  value: string;
  updated_at: number;
}

/** One console setting (a JSON or plain text value), who set it last and when. */
export interface ConsoleSettingTable {
  name: string;
  value: string;
  updated_by: number;
  updated_at: number;
}

/** Consume-log rows summed per hour and billing group, user, key and model (migration 0007). */
export interface InsightUsageGroupTable {
  hour_start: number;
  group_name: string;
  user_id: number;
  token_name: string;
  model: string;
  requests: number;
  quota: number;
  prompt_tokens: number;
  completion_tokens: number;
}

/** Consume-log rows summed per hour, user, key (by name, as the log names it), model and channel. */
export interface InsightUsageTable {
  hour_start: number;
  user_id: number;
  token_name: string;
  model: string;
  channel_id: number;
  username: string;
  requests: number;
  quota: number;
  prompt_tokens: number;
  completion_tokens: number;
}

/** The last value read of one `provider_requests_total` series (server/insight/scrape.ts). */
export interface InsightCounterTable {
  channel_id: number;
  model: string;
  status: number;
  channel_type: number;
  value: number;
  /** The gateway's `process_start_time_seconds` (ms) the value was read under; 0 when it exposes none. */
  gateway_start: number;
}

/** Upstream attempts in one bucket: 60 000 ms wide, 3 600 000 once rolled up after a week. */
export interface InsightTrafficTable {
  bucket_ms: number;
  bucket_start: number;
  channel_id: number;
  model: string;
  status: number;
  channel_type: number;
  requests: number;
  /** The earliest time the bucket's attempts can be from (the scrape before the one that booked them); null: `bucket_start`. */
  covers_from: number | null;
}

/** One `relay error (channel #N(name)): reason` line of the gateway's system log. */
export interface InsightFailureTable {
  /** sha256 of the line's time and text: a line read twice is stored once. */
  line_key: string;
  occurred_at: number;
  request_id: string;
  channel_id: number;
  channel_name: string;
  /** Midjourney's lines name the status; the others do not. */
  status: number | null;
  reason: string;
}

/** Where a collection stands (`metrics`: the last scrape's time; `system-log`: the newest line's). */
export interface InsightCursorTable {
  name: string;
  position: number;
  detail: string | null;
  updated_at: number;
}

/** One row per lease name: who holds it until when (server/scheduler/lease.ts). */
export interface SchedulerLeaseTable {
  name: string;
  /** `host:pid:nonce` of the holding process. */
  holder: string;
  /** The holder's host name, so an SQLite file shared between hosts is noticed. */
  host: string;
  expires_at: number;
  renewed_at: number;
}

/** A key's budget: how much quota per window, and the zone in which its windows start. */
export interface BudgetTable {
  token_id: number;
  /** The key's owner when the budget was set (the admin page lists by it). */
  user_id: number;
  period: 'day' | 'week' | 'month';
  amount: number;
  time_zone: string;
  /** Who set it last (the owner, or an admin for any key). */
  updated_by: number;
  created_at: number;
  updated_at: number;
}

/**
 * One row per key and window start: the reset of that window, claimed before the gateway is
 * asked (`pending`) and `done` after, so a restart or a new leader never resets a window twice.
 */
export interface BudgetWindowTable {
  token_id: number;
  window_start: number;
  state: 'pending' | 'done';
  /** The budget the window started with. */
  amount: number;
  /** The key's `used_quota` when the window was reset: spent = used_quota now − this. */
  used_at_start: number;
  holder: string;
  attempts: number;
  /** The gateway's refusal of the last attempt, if any. */
  error: string | null;
  /** Real time (ms) of the claim or its record: how stale another holder's pending claim is. */
  updated_at: number;
}

/** Where admins' alerts go (server/alerts/destinations.ts): `config` and `secrets` are JSON objects of the kind's fields. */
export interface AlertDestinationTable {
  id: string;
  name: string;
  kind: 'webhook' | 'feishu' | 'dingtalk' | 'wecom' | 'telegram' | 'email';
  language: 'zh-CN' | 'zh-HK' | 'en';
  /** 1 or 0. */
  enabled: number;
  config: string;
  /** Write-only: never in an answer. */
  secrets: string;
  created_at: number;
  updated_at: number;
}

/** A condition's rule: on or off, its level (US$ of balance, minutes pending) and which destinations get it. */
export interface AlertRuleTable {
  kind: string;
  enabled: number;
  threshold: number;
  /** JSON: "all" or an array of destination ids. */
  destinations: string;
  updated_at: number;
}

/** A user's own notifications (the profile's Notifications). */
export interface AlertSubscriptionTable {
  user_id: number;
  enabled: number;
  via: 'email' | 'webhook';
  language: 'zh-CN' | 'zh-HK' | 'en';
  /** Quota; 0 = no balance alert. */
  balance_threshold: number;
  budget_alerts: number;
  webhook_url: string;
  /** Write-only. */
  webhook_secret: string;
  updated_at: number;
}

/** What the check job last saw of one condition (`channel-status:12`…): firing until it clears. */
export interface AlertConditionTable {
  key: string;
  kind: string;
  firing: number;
  /** JSON of what was observed (a status, a window start). */
  observed: string;
  /** The alert of the current firing. */
  alert_id: string | null;
  updated_at: number;
}

/** One alert: its id is the idempotency id every delivery of it carries. */
export interface AlertOutboxTable {
  id: string;
  condition_key: string;
  kind: string;
  event: 'fired' | 'resolved' | 'test';
  /** JSON: the facts the texts are written from, in each recipient's language at send time. */
  facts: string;
  created_at: number;
}

/** One alert to one recipient: pending, in flight under a lease (sending), sent, or failed for good. */
export interface AlertDeliveryTable {
  id: string;
  alert_id: string;
  /** `destination:<id>` or `user:<id>`. */
  target: string;
  channel: string;
  language: 'zh-CN' | 'zh-HK' | 'en';
  /** For the log: the destination's name, or the user's address. */
  recipient: string;
  state: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  /** Real time (ms). */
  next_attempt_at: number;
  lease_holder: string | null;
  lease_until: number;
  status_code: number | null;
  error: string | null;
  created_at: number;
  updated_at: number;
}
