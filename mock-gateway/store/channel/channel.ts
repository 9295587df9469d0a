import type { Channel } from '#shared/api/schemas/channel.ts';
import { withoutPluginSecrets } from '#shared/api/schemas/channel-plugin.ts';
import { withExtraColumns } from '#mock-gateway/store/extra-columns.ts';
import type { WithExtraColumns } from '#mock-gateway/store/extra-columns.ts';

/**
 * The upstream channels the double pretends to route to (contract §2.14 Channel). Stored with
 * the model and group lists as arrays (the relay and the seed read them); `toWireChannel`
 * gives the contract's shape, without the key, which never leaves the double.
 */
export interface ChannelRecord extends Omit<Channel, 'models' | 'group'>, WithExtraColumns {
  /** Model names; a trailing `*` matches by prefix. */
  models: string[];
  /** User-group symbols allowed to use the channel. */
  groups: string[];
  /** The upstream key: write-only, never in an answer. */
  key: string;
}

/** Upstream's defaults for the fields a new channel does not set (model/channel.go). */
export function channelDefaults(): Omit<ChannelRecord, 'id' | 'name' | 'type' | 'models' | 'groups' | 'key' | 'created_time'> {
  return {
    status: 1,
    weight: 1,
    priority: 0,
    test_time: 0,
    response_time: 0,
    base_url: '',
    other: '',
    balance: 0,
    balance_updated_time: 0,
    tag: '',
    used_quota: 0,
    model_mapping: '',
    model_headers: '',
    custom_parameter: '',
    proxy: '',
    test_model: '',
    only_chat: false,
    pre_cost: 1,
    compatible_response: false,
    allow_extra_body: false,
    disabled_stream: null,
    plugin: null,
  };
}

/** The contract's Channel: comma lists, no `key` and no plugin secret (both write-only). */
export function toWireChannel(record: ChannelRecord): Channel {
  const { key: _key, models, groups, plugin, extra, disabled_stream: disabledStream, ...rest } = record;
  // model/channel.go: `disabled_stream` is a pointer with `omitempty`, absent while unset.
  const streams = disabledStream === null ? {} : { disabled_stream: disabledStream };
  return withExtraColumns(
    { ...rest, ...streams, models: models.join(','), group: groups.join(','), plugin: withoutPluginSecrets(plugin) },
    extra,
  );
}

/** What each seeded channel is tested with (its model lists hold only wildcards). */
const SEED_TEST_MODELS: Readonly<Record<number, string>> = {
  1: 'gpt-4o-mini',
  2: 'gpt-4o-mini',
  3: 'claude-3-haiku-20240307',
  4: 'gemini-1.5-flash',
  5: 'deepseek-chat',
  6: 'mj_imagine',
  7: 'glm-4',
  8: 'qwen-turbo',
  9: 'moonshot-v1-8k',
  10: 'suno-v3',
  11: 'grok-beta',
};

/**
 * A fixed set, so seeded logs and relay answers refer to the same channels in every run. The
 * main OpenAI line has priority 1, so the relay prefers it over the backup (priority 0), and
 * each key is a fake `sk-mock-<id>` that tests well.
 */
export function seedChannels(seconds = 0): ChannelRecord[] {
  const channel = (id: number, name: string, type: number, models: string[], groups: string[]): ChannelRecord => ({
    ...channelDefaults(),
    id,
    name,
    type,
    models,
    groups,
    key: `sk-mock-${String(id).padStart(4, '0')}`,
    created_time: seconds,
    priority: id === 1 ? 1 : 0,
    test_model: SEED_TEST_MODELS[id] ?? '',
  });
  return [
    channel(1, 'OpenAI 主线路', 1, ['gpt-*', 'dall-e-*', 'text-embedding-*', 'o1*', 'o3*'], ['default', 'vip', 'svip']),
    channel(2, 'OpenAI 备用', 1, ['gpt-*'], ['vip', 'svip']),
    channel(3, 'Anthropic', 14, ['claude-*'], ['default', 'vip', 'svip']),
    channel(4, 'Gemini', 25, ['gemini-*'], ['default', 'vip', 'svip']),
    channel(5, 'DeepSeek', 28, ['deepseek-*'], ['default', 'vip', 'svip']),
    channel(6, 'Midjourney', 34, ['midjourney*', 'mj_*'], ['vip', 'svip']),
    channel(7, '智谱 GLM', 16, ['glm-*'], ['default', 'vip', 'svip']),
    channel(8, '通义千问', 17, ['qwen-*'], ['default', 'vip', 'svip']),
    channel(9, 'Moonshot', 29, ['moonshot-*'], ['default', 'vip', 'svip']),
    channel(10, 'Suno', 41, ['suno-*'], ['default', 'vip', 'svip']),
    channel(11, 'xAI', 56, ['grok-*'], ['default', 'vip', 'svip']),
  ];
}

/** True when `model` is one of the channel's model names or prefix patterns. */
export function channelServes(channel: ChannelRecord, model: string): boolean {
  return channel.models.some((pattern) => (pattern.endsWith('*') ? model.startsWith(pattern.slice(0, -1)) : pattern === model));
}
