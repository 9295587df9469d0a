import { appendLog } from '#mock-gateway/store/log/log.ts';
import type { LogRecord } from '#mock-gateway/store/log/log.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import type { RelayCaller } from './auth.ts';
import { computePreConsumed, computeQuota, planReservation } from './billing.ts';
import type { PriceRatios, QuotaUsage } from './billing.ts';
import { refuse } from './errors.ts';
import type { RelayResult } from './errors.ts';
import type { Price } from '#shared/api/schemas/model.ts';
import type { Route } from './routing.ts';

/**
 * The ratio a call is billed at: the group's ratio, unless the group has its own multiplier for
 * the model's owner (the spec's `/api/channel_group_rate`), so billing and the prices page agree.
 */
export function billedRatio(store: MockStore, route: Route, owner: number): number {
  return store.channelRateOverrides.get(route.group.id)?.get(owner) ?? route.group.ratio;
}

/** A call in flight: who pays, at which price and ratio, and what was reserved. */
export interface Charge {
  caller: RelayCaller;
  route: Route;
  model: string;
  price: PriceRatios;
  /** The ratio the call is billed at, fixed when it starts (as upstream does). */
  ratio: number;
  /** Quota taken from the user (and key) before the call; 0 when nothing was reserved. */
  reserved: number;
}

// Every balance change also touches the key's accessed_time, as upstream's token updates do.
function moveTokenQuota(store: MockStore, charge: Charge, delta: number): void {
  const { token } = charge.caller;
  token.accessed_time = nowSeconds(store);
  if (token.unlimited_quota) return;
  token.remain_quota -= delta;
  token.used_quota += delta;
}

/**
 * §5.4 step 1, synchronously (no await between check and change, so concurrent calls cannot
 * both pass a check that only one of them should): 402 when the user's quota is below the
 * reservation, no reservation for a user holding more than 100 × it, else the key must cover it
 * (403) and both balances are reduced.
 */
export function preConsume(
  store: MockStore,
  caller: RelayCaller,
  route: Route,
  model: string,
  price: Price,
  usage: Omit<QuotaUsage, 'completionTokens'>,
): RelayResult<Charge> {
  const ratio = billedRatio(store, route, price.channel_type);
  const pre = computePreConsumed(price, ratio, usage);
  const plan = planReservation(pre, caller.user.quota);
  const charge: Charge = { caller, route, model, price, ratio, reserved: 0 };
  if (plan.kind === 'insufficient') return refuse(402, 'user quota is not enough', 'insufficient_user_quota');
  if (plan.kind !== 'reserve') return { ok: true, value: charge };
  const { token } = caller;
  if (!token.unlimited_quota && token.remain_quota < plan.amount) return refuse(403, '令牌额度不足', 'pre_consume_token_quota_failed');
  moveTokenQuota(store, charge, plan.amount);
  caller.user.quota -= plan.amount;
  charge.reserved = plan.amount;
  return { ok: true, value: charge };
}

/** Gives a failed call's reservation back (upstream's Quota.Undo). */
export function refund(store: MockStore, charge: Charge): void {
  if (charge.reserved === 0) return;
  moveTokenQuota(store, charge, -charge.reserved);
  charge.caller.user.quota += charge.reserved;
  charge.reserved = 0;
}

/** Timing and transport facts of a finished call, for its log row. */
export interface CallFacts {
  isStream: boolean;
  requestTimeMs: number;
  /** Milliseconds to the first streamed chunk; upstream logs it only when there was one. */
  firstResponseMs?: number;
}

/**
 * §5.4 steps 2–3: bills the final quota (the difference to the reservation moves the user's and
 * the key's balances), counts the request on the user and the channel, and writes the type-2 log.
 */
export function settle(store: MockStore, charge: Charge, usage: QuotaUsage, facts: CallFacts): LogRecord {
  const { caller, route, price } = charge;
  const { ratio } = charge;
  const quota = computeQuota(price, ratio, usage);
  const delta = quota - charge.reserved;
  moveTokenQuota(store, charge, delta);
  caller.user.quota -= delta;
  caller.user.used_quota += quota;
  caller.user.request_count += 1;
  route.channel.used_quota += quota;
  charge.reserved = 0;
  const metadata: NonNullable<LogRecord['metadata']> = {
    group_name: caller.group.symbol,
    backup_group_name: caller.backupGroup,
    is_backup_group: route.isBackupGroup,
    price_type: price.type,
    group_ratio: ratio,
    input_ratio: price.input,
    output_ratio: price.output,
  };
  if (facts.firstResponseMs !== undefined && facts.firstResponseMs > 0) metadata.first_response = facts.firstResponseMs;
  return appendLog(store, {
    user_id: caller.user.id,
    type: 2,
    content: '',
    username: caller.user.username,
    token_name: caller.token.name,
    model_name: charge.model,
    quota,
    prompt_tokens: usage.promptTokens,
    completion_tokens: usage.completionTokens,
    channel_id: route.channel.id,
    request_time: Math.max(0, Math.round(facts.requestTimeMs)),
    is_stream: facts.isStream,
    source_ip: caller.ip,
    metadata,
  });
}
