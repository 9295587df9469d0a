import { CHANNEL_STATUS, commaList, keyLines } from '#shared/api/schemas/channel.ts';
import type { Channel, ChannelInput, ChannelUpdate } from '#shared/api/schemas/channel.ts';
import { keepPluginSecrets } from '#shared/api/schemas/channel-plugin.ts';
import { mergedColumns, replacedColumns } from '#mock-gateway/store/extra-columns.ts';
import type { ExtraColumns } from '#mock-gateway/store/extra-columns.ts';
import { channelDefaults, toWireChannel } from './channel.ts';
import type { ChannelRecord } from './channel.ts';
import { bindInt, queryString } from '#mock-gateway/store/query-params.ts';
import type { RawQuery } from '#mock-gateway/store/query-params.ts';
import { nowSeconds } from '#mock-gateway/store/state.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';

/** The list's filters (contract §2.6), read from the query. */
interface ChannelFilter {
  name: string;
  key: string;
  models: string;
  testModel: string;
  other: string;
  group: string;
  tag: string;
  type: number;
  status: number;
  filterTag: number;
}

/** Reads the list's filters like gin binds them: numbers that are not numbers give strconv's message. */
export function readChannelFilter(query: RawQuery): ChannelFilter | string {
  const numbers: Record<'type' | 'status' | 'filter_tag', number> = { type: 0, status: 0, filter_tag: 0 };
  for (const name of ['type', 'status', 'filter_tag'] as const) {
    const value = bindInt(query, name);
    if (typeof value === 'string') return value;
    numbers[name] = value;
  }
  return {
    name: queryString(query, 'name'),
    key: queryString(query, 'key'),
    models: queryString(query, 'models'),
    testModel: queryString(query, 'test_model'),
    other: queryString(query, 'other'),
    group: queryString(query, 'group'),
    tag: queryString(query, 'tag'),
    type: numbers.type,
    status: numbers.status,
    filterTag: numbers.filter_tag,
  };
}

const contains = (text: string, part: string) => part === '' || text.toLowerCase().includes(part.toLowerCase());

/**
 * The channels a filter selects, in the contract's shape (no key): name and models contain the
 * text, key, test model, other, group and tag match exactly; `filter_tag` 1 keeps untagged
 * channels, 2 tagged ones (0 every channel, see extensions.md).
 */
export function searchChannels(store: MockStore, filter: ChannelFilter): Channel[] {
  return [...store.channels.values()]
    .filter(
      (channel) =>
        contains(channel.name, filter.name) &&
        contains(channel.models.join(','), filter.models) &&
        (filter.key === '' || channel.key === filter.key) &&
        (filter.testModel === '' || channel.test_model === filter.testModel) &&
        (filter.other === '' || channel.other === filter.other) &&
        (filter.group === '' || channel.groups.includes(filter.group)) &&
        (filter.tag === '' || channel.tag === filter.tag) &&
        (filter.type === 0 || channel.type === filter.type) &&
        (filter.status === 0 || channel.status === filter.status) &&
        (filter.filterTag !== 1 || channel.tag === '') &&
        (filter.filterTag !== 2 || channel.tag !== ''),
    )
    .map(toWireChannel);
}

/** The groups a channel names that the gateway does not have, as upstream's message; null when all exist. */
export function unknownGroup(store: MockStore, groups: readonly string[]): string | null {
  const known = new Set([...store.groups.values()].map((group) => group.symbol));
  const missing = groups.find((group) => !known.has(group));
  return missing === undefined ? null : `分组 ${missing} 不存在`;
}

type EditableFields = Omit<ChannelUpdate, 'id' | 'key' | 'models' | 'group'>;

/** The fields of an input that map one to one onto the record (everything but key, models and group). */
function plainFields(input: EditableFields): Partial<ChannelRecord> {
  const fields: Partial<ChannelRecord> = {};
  for (const [name, value] of Object.entries(input)) if (value !== undefined) Object.assign(fields, { [name]: value });
  return fields;
}

/**
 * Creates one channel per key line (contract §2.6): the first keeps the name, the next get
 * `_2`, `_3`…; `base_url` lines pair with the keys (a single line serves them all).
 */
export function createChannels(store: MockStore, input: ChannelInput, extra: ExtraColumns = {}): ChannelRecord[] | string {
  const groups = commaList(input.group);
  if (groups.length === 0) return '无效的参数';
  const missing = unknownGroup(store, groups);
  if (missing) return missing;
  const keys = keyLines(input.key);
  if (keys.length === 0) return '无效的参数';
  const urls = keyLines(input.base_url ?? '');
  const { key: _key, models, group: _group, ...rest } = input;
  const created: ChannelRecord[] = [];
  keys.forEach((key, index) => {
    const id = store.nextChannelId++;
    const record: ChannelRecord = {
      ...channelDefaults(),
      ...plainFields(rest),
      id,
      name: index === 0 ? input.name : `${input.name}_${index + 1}`,
      type: input.type,
      key,
      base_url: urls[index] ?? urls[0] ?? '',
      models: commaList(models),
      groups,
      created_time: nowSeconds(store),
      extra: replacedColumns(extra),
    };
    store.channels.set(id, record);
    created.push(record);
  });
  return created;
}

/** A channel's wire fields plus its key, for an operation record's diff (the record masks the key). */
export function auditedChannel(record: ChannelRecord): Record<string, unknown> {
  return { ...toWireChannel(record), key: record.key };
}

/**
 * What upstream's whole-record update (`Select("*").Omit("UsedQuota")`) leaves of a column it
 * is not sent: Go's zero value (`null` for its pointer columns). The key and the plugin's secret
 * stay the double's write-only exceptions: it never answers them, so no client could send them back.
 */
function zeroedChannel(before: ChannelRecord): ChannelRecord {
  return {
    id: before.id,
    type: 0,
    status: 0,
    name: '',
    weight: 0,
    priority: 0,
    created_time: 0,
    test_time: 0,
    response_time: 0,
    base_url: null,
    other: '',
    balance: 0,
    balance_updated_time: 0,
    models: [],
    groups: [],
    tag: '',
    used_quota: before.used_quota,
    model_mapping: null,
    model_headers: null,
    custom_parameter: null,
    proxy: null,
    test_model: '',
    only_chat: false,
    pre_cost: 0,
    compatible_response: false,
    allow_extra_body: false,
    disabled_stream: null,
    plugin: null,
    key: before.key,
  };
}

/**
 * Applies an edit; answers the channel before and after, or why not. An edit that names `models`
 * is upstream's whole-record update: every column it does not send is zeroed, its extra columns
 * are those it sends. Any other edit (the list's status, priority, weight) changes only what it
 * sends, as gorm's `Updates` does. An empty key leaves the key either way.
 */
export function updateChannel(
  store: MockStore,
  input: ChannelUpdate,
  extra: ExtraColumns = {},
): { before: ChannelRecord; after: ChannelRecord } | string {
  const before = store.channels.get(input.id);
  if (!before) return 'record not found';
  const { id: _id, key, models, group, ...rest } = input;
  const whole = models !== undefined && models !== '';
  const after: ChannelRecord = {
    ...(whole ? zeroedChannel(before) : before),
    ...plainFields(rest),
    extra: whole ? replacedColumns(extra) : mergedColumns(before.extra, extra),
  };
  // A plugin secret is write-only like the key: '' keeps the stored one.
  if (rest.plugin !== undefined) after.plugin = keepPluginSecrets(rest.plugin, before.plugin);
  if (whole && group === undefined) after.groups = [];
  if (key !== undefined && key !== '') {
    const lines = keyLines(key);
    if (lines.length !== 1) return '编辑渠道时只能填写一个密钥';
    after.key = lines[0] ?? before.key;
  }
  if (models !== undefined) after.models = commaList(models);
  if (group !== undefined) {
    const groups = commaList(group);
    if (groups.length === 0) return '无效的参数';
    const missing = unknownGroup(store, groups);
    if (missing) return missing;
    after.groups = groups;
  }
  store.channels.set(before.id, after);
  return { before, after };
}

/** FNV-1a: the double's deterministic stand-in for everything an upstream would measure. */
export function fnv(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A key the pretend provider refuses: any key containing `fail` (README, "Channels"). */
export function keyRefused(channel: ChannelRecord): boolean {
  return channel.key.toLowerCase().includes('fail');
}

/** The model a test asks: the chosen one, else the channel's test model, else its first model that is not a wildcard. */
export function testModelOf(channel: ChannelRecord, chosen: string): string {
  if (chosen !== '') return chosen;
  if (channel.test_model !== '') return channel.test_model;
  return channel.models.find((model) => !model.endsWith('*')) ?? '';
}

/** The outcome of one simulated channel test. */
export interface ChannelTestOutcome {
  success: boolean;
  message: string;
  /** Seconds, as upstream's `time`. */
  time: number;
  /** True when the test disabled the channel (status 1 → 3). */
  disabled: boolean;
}

/**
 * Tests a channel against the pretend provider, deterministically: the latency is 300–1999 ms
 * from the channel id and the model; a refused key fails and, as upstream's automatic disable
 * does on a fatal error, turns an enabled channel to 3; a channel without a model to test fails
 * without being disabled. The test time and response time are stored either way.
 */
export function testChannel(store: MockStore, channel: ChannelRecord, chosenModel: string): ChannelTestOutcome {
  const model = testModelOf(channel, chosenModel);
  const ms = 300 + (fnv(`${channel.id}:${model}`) % 1700);
  channel.test_time = nowSeconds(store);
  channel.response_time = ms;
  if (model === '') return { success: false, message: '渠道没有可测试的模型', time: 0, disabled: false };
  if (keyRefused(channel)) {
    const disabled = channel.status === CHANNEL_STATUS.enabled;
    if (disabled) channel.status = CHANNEL_STATUS.auto;
    return { success: false, message: 'Incorrect API key provided (status code 401)', time: ms / 1000, disabled };
  }
  return { success: true, message: '', time: ms / 1000, disabled: false };
}

/** The pretend provider's balance for a channel: a fixed amount from its key (US$, 2 decimals), or its refusal. */
export function refreshBalance(store: MockStore, channel: ChannelRecord): number | string {
  if (keyRefused(channel)) return 'Incorrect API key provided (status code 401)';
  channel.balance = (fnv(`balance:${channel.key}`) % 50_000) / 100;
  channel.balance_updated_time = nowSeconds(store);
  return channel.balance;
}

/** What the pretend provider lists for a type: the priced models of that owner, sorted (`provider_models_list`). */
export function providerModels(store: MockStore, type: number): string[] {
  return [...store.prices.values()]
    .filter((price) => price.channel_type === type && !price.model.endsWith('*'))
    .map((price) => price.model)
    .sort();
}

/** The distinct non-empty tags, sorted. */
export function channelTags(store: MockStore): string[] {
  return [...new Set([...store.channels.values()].map((channel) => channel.tag).filter((tag) => tag !== ''))].sort();
}

/** The channels of a tag, lowest id first. */
export function tagMembers(store: MockStore, tag: string): ChannelRecord[] {
  return [...store.channels.values()].filter((channel) => tag !== '' && channel.tag === tag).sort((a, b) => a.id - b.id);
}
