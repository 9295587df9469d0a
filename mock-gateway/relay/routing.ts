import type { UserGroup } from '#shared/api/schemas/group.ts';
import type { Price } from '#shared/api/schemas/model.ts';
import { channelServes } from '#mock-gateway/store/channel/channel.ts';
import type { ChannelRecord } from '#mock-gateway/store/channel/channel.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { ownerName } from '#mock-gateway/store/visibility.ts';
import { groupBySymbol } from './auth.ts';
import type { RelayCaller } from './auth.ts';
import { refuse } from './errors.ts';
import type { RelayResult } from './errors.ts';

/** Upstream's DefaultPrice for a model without a price: 30/30 tokens, owner unknown (contract §5.1). */
export const DEFAULT_PRICE: Readonly<Price> = { model: '', type: 'tokens', channel_type: 0, input: 30, output: 30 };

/** The model's price: exact name first, then the longest `prefix*` wildcard, else DEFAULT_PRICE. */
export function priceOf(store: MockStore, model: string): Price {
  const exact = store.prices.get(model);
  if (exact) return exact;
  let best: Price | undefined;
  for (const price of store.prices.values()) {
    if (!price.model.endsWith('*')) continue;
    const prefix = price.model.slice(0, -1);
    if (model.startsWith(prefix) && (!best || prefix.length > best.model.length - 1)) best = price;
  }
  return best ?? { ...DEFAULT_PRICE, model };
}

/**
 * Whether `group` can reach `model` through `channel`: the channel is enabled, serves the model
 * and lists the group; a catalogue model must also allow the group in `store.modelGroups`
 * (what `/api/available_model` shows), so the relay never serves what the model list hides.
 */
function reaches(store: MockStore, channel: ChannelRecord, group: string, model: string): boolean {
  const allowed = store.modelGroups.get(model);
  return channel.status === 1 && channel.groups.includes(group) && channelServes(channel, model) && (!allowed || allowed.includes(group));
}

/** No channel left out (a first attempt). */
const NONE: ReadonlySet<number> = new Set();

/** Every enabled channel through which `group` reaches `model`, but those a retry leaves out. */
function candidates(store: MockStore, group: string, model: string, exclude: ReadonlySet<number> = NONE): ChannelRecord[] {
  return [...store.channels.values()].filter((channel) => !exclude.has(channel.id) && reaches(store, channel, group, model));
}

/** Whether any channel serves `model` for `group` (the model lists). */
export function groupReaches(store: MockStore, group: string, model: string): boolean {
  return candidates(store, group, model).length > 0;
}

/**
 * The channel serving `model` for `group`, as upstream's balancer picks it: only the highest
 * priority among the reachable channels, then by weight. The double picks by smooth weighted
 * round robin instead of at random, so a run is repeatable: with weights 3 and 1, four calls
 * go 3 to one channel and 1 to the other, in a fixed order. Weight 0 counts only when every
 * candidate has 0 (then they take turns).
 */
export function channelFor(store: MockStore, group: string, model: string, exclude: ReadonlySet<number> = NONE): ChannelRecord | undefined {
  const reachable = candidates(store, group, model, exclude);
  if (reachable.length === 0) return undefined;
  const top = Math.max(...reachable.map((channel) => channel.priority));
  const tier = reachable.filter((channel) => channel.priority === top).sort((a, b) => a.id - b.id);
  if (tier.length === 1) return tier[0];
  const allZero = tier.every((channel) => channel.weight <= 0);
  const weightOf = (channel: ChannelRecord) => (allZero ? 1 : Math.max(0, channel.weight));
  const total = tier.reduce((sum, channel) => sum + weightOf(channel), 0);
  let best: ChannelRecord | undefined;
  let bestCurrent = -Infinity;
  for (const channel of tier) {
    const slot = `${group}|${model}|${channel.id}`;
    const current = (store.channelPicks.get(slot) ?? 0) + weightOf(channel);
    store.channelPicks.set(slot, current);
    if (weightOf(channel) > 0 && current > bestCurrent) {
      best = channel;
      bestCurrent = current;
    }
  }
  if (best) store.channelPicks.set(`${group}|${model}|${best.id}`, bestCurrent - total);
  return best;
}

/**
 * The model the upstream receives: the channel's `model_mapping` entry for the requested model
 * (a leading `+`, upstream's "bill as the requested model", is not part of the name), else
 * the requested model itself. The bill always uses the requested model's price.
 */
export function upstreamModelOf(channel: ChannelRecord, model: string): string {
  if (!channel.model_mapping) return model;
  try {
    const mapping: unknown = JSON.parse(channel.model_mapping);
    const target = typeof mapping === 'object' && mapping !== null ? (mapping as Record<string, unknown>)[model] : undefined;
    return typeof target === 'string' && target.replace(/^\+/, '') !== '' ? target.replace(/^\+/, '') : model;
  } catch {
    return model;
  }
}

/** Where a call goes and which group's ratio bills it. */
export interface Route {
  channel: ChannelRecord;
  /** What the upstream is asked for after the channel's model mapping. */
  upstreamModel: string;
  group: UserGroup;
  isBackupGroup: boolean;
}

/**
 * Upstream's GroupManager: the effective group first, then the key's backup group (whose ratio
 * then applies); the error names the last group tried. An admin's `#<id>` forces a channel.
 */
export function routeCall(store: MockStore, caller: RelayCaller, model: string, exclude: ReadonlySet<number> = NONE): RelayResult<Route> {
  if (caller.channelId > 0) {
    const channel = store.channels.get(caller.channelId);
    if (!channel) return refuse(503, '无效的渠道 Id', 'one_hub_error');
    if (channel.status !== 1) return refuse(503, '该渠道已被禁用', 'one_hub_error');
    return { ok: true, value: { channel, upstreamModel: upstreamModelOf(channel, model), group: caller.group, isBackupGroup: false } };
  }
  const primary = channelFor(store, caller.group.symbol, model, exclude);
  if (primary)
    return {
      ok: true,
      value: { channel: primary, upstreamModel: upstreamModelOf(primary, model), group: caller.group, isBackupGroup: false },
    };
  const backup = caller.backupGroup;
  if (backup !== '' && backup !== caller.group.symbol) {
    const backupGroup = groupBySymbol(store, backup);
    const channel = channelFor(store, backup, model, exclude);
    if (channel && backupGroup)
      return { ok: true, value: { channel, upstreamModel: upstreamModelOf(channel, model), group: backupGroup, isBackupGroup: true } };
    if (channel) return refuse(503, `设置备用分组倍率失败: 分组 ${backup} 不存在`, 'one_hub_error');
    return refuse(503, `当前分组 ${backup} 下对于模型 ${model} 无可用渠道`, 'one_hub_error');
  }
  return refuse(503, `当前分组 ${caller.group.symbol} 下对于模型 ${model} 无可用渠道`, 'one_hub_error');
}

/** Upstream's model-limit check (`setting.limits.limit_model_setting`); null when allowed. */
export function modelLimitRefusal(caller: RelayCaller, model: string): string | null {
  const limit = caller.token.setting?.limits?.limit_model_setting;
  if (!limit?.enabled) return null;
  const models = limit.models ?? [];
  if (models.length === 0) return 'No available models configured for current token';
  return models.includes(model) ? null : `Model ${model} is not supported for current token`;
}

/** An OpenAI model object as `/v1/models` lists it. */
export interface OpenAIModel {
  id: string;
  object: 'model';
  created: number;
  owned_by: string;
}

/** Upstream's fixed `created` for every listed model. */
const MODEL_CREATED = 1677649963;

/** The model object upstream builds from a model's price owner. */
export function openAIModel(store: MockStore, model: string): OpenAIModel {
  return { id: model, object: 'model', created: MODEL_CREATED, owned_by: ownerName(store, priceOf(store, model).channel_type) };
}

/**
 * Models a group can call, as upstream's GetGroupModels lists them: priced models (wildcards
 * left out) the group reaches through a channel, sorted by name and then, stably, by owner.
 */
export function groupModels(store: MockStore, group: string): OpenAIModel[] {
  const names = new Set([...store.prices.keys(), ...store.modelGroups.keys()]);
  return [...names]
    .filter((model) => !model.endsWith('*') && groupReaches(store, group, model))
    .sort()
    .map((model) => openAIModel(store, model))
    .sort((a, b) => (a.owned_by < b.owned_by ? -1 : a.owned_by > b.owned_by ? 1 : 0));
}
