import type { UserGroup } from '../../shared/api/schemas/group.ts';
import type { Price } from '../../shared/api/schemas/model.ts';
import { channelServes } from '../store/channels.ts';
import type { ChannelRecord } from '../store/channels.ts';
import type { MockStore } from '../store/state.ts';
import { ownerName } from '../store/visibility.ts';
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

/** The channel serving `model` for `group` (lowest id: the double routes deterministically). */
export function channelFor(store: MockStore, group: string, model: string): ChannelRecord | undefined {
  return [...store.channels.values()].sort((a, b) => a.id - b.id).find((channel) => reaches(store, channel, group, model));
}

/** Where a call goes and which group's ratio bills it. */
export interface Route {
  channel: ChannelRecord;
  group: UserGroup;
  isBackupGroup: boolean;
}

/**
 * Upstream's GroupManager: the effective group first, then the key's backup group (whose ratio
 * then applies); the error names the last group tried. An admin's `#<id>` forces a channel.
 */
export function routeCall(store: MockStore, caller: RelayCaller, model: string): RelayResult<Route> {
  if (caller.channelId > 0) {
    const channel = store.channels.get(caller.channelId);
    if (!channel) return refuse(503, '无效的渠道 Id', 'one_hub_error');
    if (channel.status !== 1) return refuse(503, '该渠道已被禁用', 'one_hub_error');
    return { ok: true, value: { channel, group: caller.group, isBackupGroup: false } };
  }
  const primary = channelFor(store, caller.group.symbol, model);
  if (primary) return { ok: true, value: { channel: primary, group: caller.group, isBackupGroup: false } };
  const backup = caller.backupGroup;
  if (backup !== '' && backup !== caller.group.symbol) {
    const backupGroup = groupBySymbol(store, backup);
    const channel = channelFor(store, backup, model);
    if (channel && backupGroup) return { ok: true, value: { channel, group: backupGroup, isBackupGroup: true } };
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
    .filter((model) => !model.endsWith('*') && channelFor(store, group, model) !== undefined)
    .sort()
    .map((model) => openAIModel(store, model))
    .sort((a, b) => (a.owned_by < b.owned_by ? -1 : a.owned_by > b.owned_by ? 1 : 0));
}
