import { z } from 'zod/mini';
import type { ApiClient } from '#shared/api/client.ts';
import { CHANNEL_STATUS } from '#shared/api/schemas/channel.ts';
import { windowStart } from '#shared/budgets/budget-window.ts';
import { formatQuota } from '#shared/format/quota.ts';
import { DEFAULT_QUOTA_PER_UNIT } from '#shared/format/price.ts';
import { budgetsAfter } from '#server/budgets/budget-records.ts';
import type { Job, JobContext } from '#server/scheduler/scheduler.ts';
import { conditionsOf, deleteConditions, enabledSubscriptionsAfter, enabledSubscriptionsOf, recordTransition } from './alert-records.ts';
import type { ConditionRow, NewDelivery, SubscriptionRow } from './alert-records.ts';
import { loadRules, ruleTargets } from './alert-rules.ts';
import type { RuleSet } from './alert-rules.ts';
import { hostOf } from './stored-destination.ts';

// What the check reads of the gateway: only the fields it needs (a newer one-hub's extra ones are dropped).
const ChannelsPage = z.object({
  data: z.nullable(
    z.array(z.object({ id: z.int(), name: z.string(), status: z.int(), balance: z.number(), balance_updated_time: z.int() })),
  ),
  total_count: z.int(),
});
const OrdersPage = z.object({
  data: z.nullable(
    z.array(
      z.object({
        trade_no: z.string(),
        user_id: z.int(),
        order_amount: z.number(),
        order_currency: z.string(),
        created_at: z.int(),
        status: z.string(),
      }),
    ),
  ),
  total_count: z.int(),
});
const KeysPage = z.object({
  data: z.nullable(
    z.array(z.object({ id: z.int(), name: z.string(), user_id: z.int(), remain_quota: z.int(), unlimited_quota: z.boolean() })),
  ),
  total_count: z.int(),
});
type GatewayKey = NonNullable<z.infer<typeof KeysPage>['data']>[number];
const GatewayUser = z.object({ id: z.int(), username: z.string(), email: z.optional(z.string()), quota: z.int() });
const MoneyStatus = z.object({ quota_per_unit: z.optional(z.number()), display_in_currency: z.optional(z.boolean()) });

/** Pages read of a list at most per check (100 rows each). */
const MAX_PAGES = 50;
const PAGE_SIZE = 100;
/** The budget levels a key's owner and the admins hear about. */
export const BUDGET_LEVELS = [80, 100] as const;

/** Every row of a paged gateway list (`page` from 1, `size` 100), up to MAX_PAGES. */
async function allPages<T>(fetchPage: (page: number) => Promise<{ data: T[] | null; total_count: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await fetchPage(page);
    const data = answer.data ?? [];
    rows.push(...data);
    if (data.length < PAGE_SIZE || rows.length >= answer.total_count) break;
  }
  return rows;
}

/** One check's view: the rules, the clock, how money reads, and how to record a change. */
interface Check {
  context: JobContext;
  api: ApiClient;
  rules: RuleSet;
  money: (quota: number) => string;
  wallNow: () => number;
}

function personalTarget(subscription: SubscriptionRow, email: string): NewDelivery {
  const recipient = subscription.via === 'email' ? email : hostOf(subscription.webhook_url);
  return { target: `user:${subscription.user_id}`, channel: subscription.via, language: subscription.language, recipient };
}

/** Moves a condition to firing (with an alert to `deliveries`) or back (resolved: with one only when asked). */
async function transition(
  check: Check,
  current: ConditionRow | undefined,
  change: {
    key: string;
    kind: string;
    firing: boolean;
    observed: string;
    event?: 'fired' | 'resolved';
    facts?: Record<string, unknown>;
    deliveries?: NewDelivery[];
  },
): Promise<void> {
  if (!check.context.stillLeader()) return;
  const alert =
    change.event && change.facts
      ? {
          id: crypto.randomUUID(),
          event: change.event,
          facts: change.facts,
          createdAt: check.context.now,
          deliveries: change.deliveries ?? [],
        }
      : undefined;
  const applied = await recordTransition(check.context.store.db, {
    key: change.key,
    kind: change.kind,
    expect: current ? { firing: current.firing === 1, observed: current.observed } : null,
    firing: change.firing,
    observed: change.observed,
    ...(alert ? { alert } : {}),
    wallNow: check.wallNow(),
  });
  if (applied && alert)
    check.context.log.info(
      { key: change.key, event: alert.event, alertId: alert.id, recipients: alert.deliveries.length },
      'alerts: alert recorded',
    );
}

/** A channel the gateway disabled (status 3) fires; its return to enabled resolves, with a notice. */
async function checkChannels(check: Check): Promise<void> {
  const statusRule = check.rules.get('channel-status');
  const balanceRule = check.rules.get('channel-balance');
  if (!statusRule.enabled && !balanceRule.enabled) return;
  const channels = await allPages((page) => check.api.get('/api/channel/', ChannelsPage, { page, size: PAGE_SIZE }));
  const { db } = check.context.store;
  if (statusRule.enabled) {
    const known = await conditionsOf(db, 'channel-status');
    const targets = ruleTargets(check.rules, 'channel-status');
    for (const channel of channels) {
      const key = `channel-status:${channel.id}`;
      const current = known.get(key);
      known.delete(key);
      const facts = { channel_id: channel.id, channel_name: channel.name, status: channel.status };
      const observed = JSON.stringify({ status: channel.status });
      if (channel.status === CHANNEL_STATUS.auto && current?.firing !== 1)
        await transition(check, current, {
          key,
          kind: 'channel-status',
          firing: true,
          observed,
          event: 'fired',
          facts,
          deliveries: targets,
        });
      else if (channel.status === CHANNEL_STATUS.enabled && current?.firing === 1)
        await transition(check, current, {
          key,
          kind: 'channel-status',
          firing: false,
          observed,
          event: 'resolved',
          facts,
          deliveries: targets,
        });
      else if (!current) await transition(check, current, { key, kind: 'channel-status', firing: false, observed });
    }
    // Channels deleted at the gateway: nothing left to watch.
    await deleteConditions(db, [...known.keys()]);
  }
  if (balanceRule.enabled) {
    const known = await conditionsOf(db, 'channel-balance');
    const targets = ruleTargets(check.rules, 'channel-balance');
    for (const channel of channels) {
      const key = `channel-balance:${channel.id}`;
      const current = known.get(key);
      known.delete(key);
      // A balance never read (0 at time 0) says nothing about the provider's account.
      const low = channel.balance_updated_time > 0 && channel.balance < balanceRule.threshold;
      const observed = JSON.stringify({ low });
      if (low && current?.firing !== 1) {
        const facts = {
          channel_id: channel.id,
          channel_name: channel.name,
          balance: channel.balance.toFixed(2),
          threshold: balanceRule.threshold.toFixed(2),
        };
        await transition(check, current, {
          key,
          kind: 'channel-balance',
          firing: true,
          observed,
          event: 'fired',
          facts,
          deliveries: targets,
        });
      } else if (!low && current?.firing === 1) await transition(check, current, { key, kind: 'channel-balance', firing: false, observed });
    }
    await deleteConditions(db, [...known.keys()]);
  }
}

/** A payment order still pending N minutes after it was made fires once; it clears when paid, failed or closed. */
async function checkOrders(check: Check): Promise<void> {
  const rule = check.rules.get('order-pending');
  if (!rule.enabled) return;
  const pending = await allPages((page) => check.api.get('/api/payment/order', OrdersPage, { status: 'pending', page, size: PAGE_SIZE }));
  const { db } = check.context.store;
  const known = await conditionsOf(db, 'order-pending');
  const targets = ruleTargets(check.rules, 'order-pending');
  const limitMs = rule.threshold * 60_000;
  for (const order of pending) {
    if (order.status !== 'pending') continue;
    const key = `order-pending:${order.trade_no}`.slice(0, 200);
    const current = known.get(key);
    known.delete(key);
    const age = check.context.now - order.created_at * 1000;
    if (age < limitMs || current) continue;
    const facts = {
      trade_no: order.trade_no,
      user_id: order.user_id,
      amount: `${order.order_amount} ${order.order_currency}`,
      minutes: Math.floor(age / 60_000),
    };
    await transition(check, current, {
      key,
      kind: 'order-pending',
      firing: true,
      observed: '{}',
      event: 'fired',
      facts,
      deliveries: targets,
    });
  }
  await deleteConditions(db, [...known.keys()]);
}

/**
 * A key's budget 80 % and 100 % spent in its window (spent = budget − remain_quota, since the
 * window's reset set remain_quota to the budget): once per level and window, to the rule's
 * destinations and to the key's owner when they asked for budget alerts.
 */
async function checkBudgets(check: Check): Promise<void> {
  const rule = check.rules.get('key-budget');
  const { db } = check.context.store;
  const known = await conditionsOf(db, 'key-budget');
  const adminTargets = rule.enabled ? ruleTargets(check.rules, 'key-budget') : [];
  for (let after = 0; ;) {
    const budgets = await budgetsAfter(db, after, 500);
    if (budgets.length === 0) break;
    after = budgets[budgets.length - 1]?.token_id ?? after;
    const owners = [...new Set(budgets.map((budget) => budget.user_id))];
    const subscribers = new Map(
      (await enabledSubscriptionsOf(db, owners)).filter((row) => row.budget_alerts === 1).map((row) => [row.user_id, row] as const),
    );
    if (!rule.enabled && subscribers.size === 0) continue;
    const keys = new Map<number, GatewayKey>();
    const emails = new Map<number, string>();
    for (const owner of owners) {
      if (!rule.enabled && !subscribers.has(owner)) continue;
      const rows = await allPages((page) => check.api.get('/api/token/admin/search', KeysPage, { user_id: owner, page, size: PAGE_SIZE }));
      for (const row of rows) keys.set(row.id, row);
      // The owner's address now (a user deleted meanwhile has none: the delivery then says so in the log).
      if (subscribers.get(owner)?.via === 'email')
        emails.set(owner, (await check.api.get(`/api/user/${owner}`, GatewayUser).catch(() => null))?.email ?? '');
    }
    for (const budget of budgets) {
      const key = keys.get(budget.token_id);
      if (!key || key.unlimited_quota) continue;
      let start: number;
      try {
        start = windowStart(budget.period, budget.time_zone, check.context.now);
      } catch {
        continue;
      }
      const spent = Math.max(0, budget.amount - key.remain_quota);
      const subscriber = subscribers.get(budget.user_id);
      const deliveries = [...adminTargets, ...(subscriber ? [personalTarget(subscriber, emails.get(budget.user_id) ?? '')] : [])];
      for (const level of BUDGET_LEVELS) {
        const conditionKey = `key-budget:${budget.token_id}:${level}`;
        const current = known.get(conditionKey);
        const observed = JSON.stringify({ window: start });
        const over = spent * 100 >= budget.amount * level;
        if (over && (current?.firing !== 1 || current.observed !== observed)) {
          const facts = {
            token_id: key.id,
            token_name: key.name,
            user_id: budget.user_id,
            level,
            spent: check.money(spent),
            amount: check.money(budget.amount),
            period: budget.period,
          };
          await transition(check, current, {
            key: conditionKey,
            kind: 'key-budget',
            firing: true,
            observed,
            event: 'fired',
            facts,
            deliveries,
          });
        } else if (!over && current?.firing === 1)
          await transition(check, current, { key: conditionKey, kind: 'key-budget', firing: false, observed });
      }
    }
  }
}

/** Attempts per channel and per model in the collected traffic since `since` (server/insight/). */
async function recentTraffic(check: Check, since: number) {
  const rows = await check.context.store.db
    .selectFrom('insight_traffic')
    .select(['channel_id', 'model', 'status', 'requests'])
    .where('bucket_ms', '=', 60_000)
    .where('bucket_start', '>=', since)
    .execute();
  const subjects = new Map<string, { context: 'channel' | 'model'; name: string; requests: number; failures: number }>();
  for (const row of rows) {
    const failed = Number(row.status) < 200 || Number(row.status) >= 300;
    for (const [key, context, name] of [
      [`channel:${row.channel_id}`, 'channel', String(row.channel_id)],
      [`model:${row.model}`, 'model', row.model],
    ] as const) {
      const subject = subjects.get(key) ?? { context, name, requests: 0, failures: 0 };
      subject.requests += Number(row.requests);
      if (failed) subject.failures += Number(row.requests);
      subjects.set(key, subject);
    }
  }
  return subjects;
}

/** Fewer attempts than this in the window say too little to alert on (one failure of two is not an outage). */
export const ERROR_RATE_MIN_ATTEMPTS = 10;

/**
 * A channel's or a model's share of failed attempts (the console's collection of the gateway's
 * counters) above the rule's level over the last N minutes fires once; it clears when the share
 * falls back under it, or the traffic stops.
 */
async function checkErrorRates(check: Check, minutes: number): Promise<void> {
  const rule = check.rules.get('error-rate');
  if (!rule.enabled) return;
  const { db } = check.context.store;
  const since = Math.floor((check.context.now - minutes * 60_000) / 60_000) * 60_000;
  const subjects = await recentTraffic(check, since);
  const known = await conditionsOf(db, 'error-rate');
  const targets = ruleTargets(check.rules, 'error-rate');
  for (const [id, subject] of subjects) {
    const key = `error-rate:${id}`.slice(0, 200);
    const current = known.get(key);
    known.delete(key);
    const rate = subject.requests === 0 ? 0 : (subject.failures / subject.requests) * 100;
    const high = subject.requests >= ERROR_RATE_MIN_ATTEMPTS && rate > rule.threshold;
    const observed = JSON.stringify({ high });
    if (high && current?.firing !== 1) {
      const facts = {
        context: subject.context,
        ...(subject.context === 'channel' ? { channel_id: Number(subject.name) } : { model: subject.name }),
        rate: rate.toFixed(1),
        failures: subject.failures,
        requests: subject.requests,
        minutes,
        threshold: rule.threshold,
      };
      await transition(check, current, { key, kind: 'error-rate', firing: true, observed, event: 'fired', facts, deliveries: targets });
    } else if (!high && current?.firing === 1) await transition(check, current, { key, kind: 'error-rate', firing: false, observed });
  }
  // No traffic in the window: nothing is failing any more.
  for (const [key, current] of known)
    if (current.firing === 1)
      await transition(check, current, { key, kind: 'error-rate', firing: false, observed: JSON.stringify({ high: false }) });
}

/** A user's own balance below the user's own threshold: once, to the user, until it is topped up again. */
async function checkUserBalances(check: Check): Promise<void> {
  const { db } = check.context.store;
  const known = await conditionsOf(db, 'user-balance');
  for (let after = 0; ;) {
    const page = await enabledSubscriptionsAfter(db, after, 200);
    if (page.length === 0) break;
    after = page[page.length - 1]?.user_id ?? after;
    for (const subscription of page) {
      if (subscription.balance_threshold <= 0) continue;
      const user = await check.api.get(`/api/user/${subscription.user_id}`, GatewayUser).catch(() => null);
      if (!user) continue;
      const key = `user-balance:${user.id}`;
      const current = known.get(key);
      const low = user.quota < subscription.balance_threshold;
      const observed = JSON.stringify({ low });
      if (low && current?.firing !== 1) {
        const facts = {
          user_id: user.id,
          username: user.username,
          balance: check.money(user.quota),
          threshold: check.money(subscription.balance_threshold),
        };
        const deliveries = [personalTarget(subscription, user.email ?? '')];
        await transition(check, current, { key, kind: 'user-balance', firing: true, observed, event: 'fired', facts, deliveries });
      } else if (!low && current?.firing === 1) await transition(check, current, { key, kind: 'user-balance', firing: false, observed });
    }
  }
}

export interface AlertCheckOptions {
  /** The console's admin client at the gateway; null without GATEWAY_ADMIN_TOKEN (the check then does nothing). */
  api: ApiClient | null;
  /** The least time between two checks (ALERTS_CHECK_INTERVAL_MS); the scheduler's turns may come more often. */
  intervalMs: number;
  /** The error-rate rule's window (ALERTS_ERROR_RATE_MINUTES). */
  errorRateMinutes?: number;
  wallNow?: () => number;
}

/**
 * The alert check: every ALERTS_CHECK_INTERVAL_MS, on the scheduler's leader, each condition is
 * read from the gateway and compared with what the store remembers of it; a change that alerts
 * is written with its alert and deliveries in one transaction (alert-records.ts
 * `recordTransition`), which the sender job then delivers. One condition's failure (the gateway
 * refusing a list) is logged and leaves the others to run.
 */
export function alertCheckJob(options: AlertCheckOptions): Job {
  const wallNow = options.wallNow ?? Date.now;
  let lastRun = Number.NEGATIVE_INFINITY;
  let warned = false;
  return {
    name: 'alert-check',
    async run(context) {
      const { api } = options;
      if (!api) {
        if (!warned) context.log.warn('alerts: no GATEWAY_ADMIN_TOKEN, so no condition is checked');
        warned = true;
        return;
      }
      if (wallNow() - lastRun < options.intervalMs) return;
      lastRun = wallNow();
      const status = await api.get('/api/status', MoneyStatus).catch(() => ({ quota_per_unit: undefined, display_in_currency: undefined }));
      const moneyStatus = {
        quota_per_unit: status.quota_per_unit ?? DEFAULT_QUOTA_PER_UNIT,
        display_in_currency: status.display_in_currency ?? true,
      };
      const check: Check = {
        context,
        api,
        rules: await loadRules(context.store.db),
        money: (quota) => formatQuota(quota, moneyStatus),
        wallNow,
      };
      for (const [name, run] of [
        ['channels', checkChannels],
        ['orders', checkOrders],
        ['budgets', checkBudgets],
        ['user balances', checkUserBalances],
        ['error rates', (current: Check) => checkErrorRates(current, options.errorRateMinutes ?? 5)],
      ] as const) {
        if (!context.stillLeader()) return;
        try {
          await run(check);
        } catch (error) {
          context.log.warn({ err: error, check: name }, 'alerts: a check failed; it runs again next time');
        }
      }
    },
  };
}
