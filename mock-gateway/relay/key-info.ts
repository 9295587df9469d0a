import type { MockStore } from '#mock-gateway/store/state.ts';
import type { RelayCaller } from './auth.ts';
import { groupModels, openAIModel } from './routing.ts';
import type { OpenAIModel } from './routing.ts';

/** `GET /v1/models`: the models of the key's effective group (backup group not included, as upstream). */
export function listModels(store: MockStore, caller: RelayCaller): { object: 'list'; data: OpenAIModel[] } {
  return { object: 'list', data: groupModels(store, caller.group.symbol) };
}

/**
 * `GET /v1/models/:model`: the model object when its owner is known; otherwise upstream's HTTP
 * 200 with an OpenAI-style `model_not_found` error body.
 */
export function retrieveModel(store: MockStore, model: string): OpenAIModel | { error: Record<string, string> } {
  const found = openAIModel(store, model);
  if (found.owned_by !== '未知') return found;
  return {
    error: { message: `The model '${model}' does not exist`, type: 'invalid_request_error', param: 'model', code: 'model_not_found' },
  };
}

// An unlimited key reports its owner's balance; amounts are US$ when the site shows currency.
function amount(store: MockStore, quota: number): number {
  return store.status.display_in_currency ? quota / store.status.quota_per_unit : quota;
}

/** `GET [/v1]/dashboard/billing/subscription`: the key's total (remain + used) as OpenAI's limits. */
export function billingSubscription(store: MockStore, caller: RelayCaller) {
  const { token, user } = caller;
  const total = token.unlimited_quota ? user.quota + user.used_quota : token.remain_quota + token.used_quota;
  const limit = amount(store, total);
  return {
    object: 'billing_subscription',
    has_payment_method: true,
    soft_limit_usd: limit,
    hard_limit_usd: limit,
    system_hard_limit_usd: limit,
    access_until: token.unlimited_quota || token.expired_time <= 0 ? 0 : token.expired_time,
  };
}

/** `GET [/v1]/dashboard/billing/usage`: what the key (or, unlimited, its owner) used, in cents. */
export function billingUsage(store: MockStore, caller: RelayCaller) {
  const used = caller.token.unlimited_quota ? caller.user.used_quota : caller.token.used_quota;
  return { object: 'list', total_usage: amount(store, used) * 100 };
}
