import { z } from 'zod/mini';
import { pageOf } from './envelope.ts';

/** Channel status (contract §1.3): 1 enabled, 2 disabled by hand, 3 disabled by a failed test. */
export const CHANNEL_STATUS = { enabled: 1, manual: 2, auto: 3 } as const;

/** What `GET /api/channel/` may be ordered by (contract §2.6). */
export const CHANNEL_ORDER_FIELDS = ['id', 'name', 'group', 'type', 'status', 'response_time', 'balance', 'priority', 'weight'] as const;
/** A field the channel list may be ordered by. */
export type ChannelOrderField = (typeof CHANNEL_ORDER_FIELDS)[number];

/** `filter_tag`: 0 every channel, 1 untagged only, 2 tagged only (the double's reading, extensions.md). */
export const CHANNEL_TAG_FILTERS = [0, 1, 2] as const;

/**
 * A channel as the console sees it (contract §2.14 Channel) **without `key`**: the key is
 * write-only, and a gateway that sends it anyway (upstream's `GET /api/channel/:id`) has it
 * dropped here, so it never reaches a page. `models` and `group` are comma lists;
 * `model_mapping`, `model_headers` and `custom_parameter` JSON texts ('' = none).
 */
export const ChannelSchema = z.object({
  id: z.int(),
  type: z.int(),
  status: z.int(),
  name: z.string(),
  weight: z.int(),
  priority: z.int(),
  created_time: z.int(),
  test_time: z.int(),
  response_time: z.int(),
  base_url: z.nullable(z.string()),
  other: z.string(),
  balance: z.number(),
  balance_updated_time: z.int(),
  models: z.string(),
  group: z.string(),
  tag: z.string(),
  used_quota: z.int(),
  model_mapping: z.nullable(z.string()),
  model_headers: z.nullable(z.string()),
  custom_parameter: z.nullable(z.string()),
  proxy: z.nullable(z.string()),
  test_model: z.string(),
  only_chat: z.boolean(),
  pre_cost: z.int(),
  compatible_response: z.boolean(),
  allow_extra_body: z.boolean(),
  /** `omitempty` upstream (model/channel.go): absent when none are set. */
  disabled_stream: z.optional(z.nullable(z.array(z.string()))),
  plugin: z.nullable(z.record(z.string(), z.unknown())),
});
/** A channel without its key. */
export type Channel = z.infer<typeof ChannelSchema>;

/** `GET /api/channel/` data. */
export const ChannelPageSchema = pageOf(ChannelSchema);
/** A page of channels. */
export type ChannelPage = z.infer<typeof ChannelPageSchema>;

/** True for '' or a JSON object (a mapping, headers, parameters). */
export function isJsonObjectText(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** True for '' or a JSON object whose values are all strings (a model mapping, model headers). */
export function isStringMapText(text: string): boolean {
  if (!isJsonObjectText(text)) return false;
  if (text.trim() === '') return true;
  return Object.values(JSON.parse(text) as Record<string, unknown>).every((value) => typeof value === 'string');
}

const jsonObjectText = z.string().check(z.maxLength(65_536), z.refine(isJsonObjectText, { message: 'json' }));
const stringMapText = z.string().check(z.maxLength(65_536), z.refine(isStringMapText, { message: 'json' }));

/** The editable fields of a channel; all optional so a `PUT` may change one of them. */
const channelFields = {
  type: z.optional(z.int().check(z.positive())),
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  base_url: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
  other: z.optional(z.string().check(z.maxLength(2000))),
  models: z.optional(z.string().check(z.maxLength(65_536))),
  group: z.optional(z.string().check(z.maxLength(2000))),
  tag: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  model_mapping: z.optional(stringMapText),
  model_headers: z.optional(stringMapText),
  custom_parameter: z.optional(jsonObjectText),
  priority: z.optional(z.int().check(z.gte(-1_000_000), z.lte(1_000_000))),
  weight: z.optional(z.int().check(z.gte(0), z.lte(1_000_000))),
  proxy: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
  test_model: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  only_chat: z.optional(z.boolean()),
  pre_cost: z.optional(z.int().check(z.gte(0), z.lte(2))),
  compatible_response: z.optional(z.boolean()),
  allow_extra_body: z.optional(z.boolean()),
  disabled_stream: z.optional(z.nullable(z.array(z.string().check(z.maxLength(200))))),
  plugin: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  status: z.optional(z.int().check(z.gte(1), z.lte(3))),
};

/**
 * `POST /api/channel/`: a new channel. `key` may hold several lines: one channel per line
 * (names `_2`, `_3`… after the first), as upstream's "batch add".
 */
export const ChannelInputSchema = z.object({
  ...channelFields,
  type: z.int().check(z.positive()),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  key: z.string().check(z.trim(), z.minLength(1), z.maxLength(65_536)),
  models: z.string().check(z.trim(), z.minLength(1), z.maxLength(65_536)),
  group: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
});
/** A new channel (or several, one per key line). */
export type ChannelInput = z.infer<typeof ChannelInputSchema>;

/**
 * `PUT /api/channel/`: the channel's id and the fields to change (one-hub's list sends
 * `{id, status}`, `{id, priority}` or `{id, weight}`; the dialog the whole channel as the gateway
 * answered it, with its changes). With `models` it is upstream's whole-record update, which
 * writes every column (`Select("*")`, all but `used_quota`): what it is not sent becomes Go's zero
 * value, and the texts upstream keeps as pointers may be `null`. An empty or missing `key`
 * leaves the key as it was: the console never has it to send back.
 */
export const ChannelUpdateSchema = z.object({
  id: z.int().check(z.positive()),
  ...channelFields,
  base_url: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000)))),
  model_mapping: z.optional(z.nullable(stringMapText)),
  model_headers: z.optional(z.nullable(stringMapText)),
  custom_parameter: z.optional(z.nullable(jsonObjectText)),
  proxy: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000)))),
  created_time: z.optional(z.int()),
  test_time: z.optional(z.int()),
  response_time: z.optional(z.int()),
  balance: z.optional(z.number()),
  balance_updated_time: z.optional(z.int()),
  key: z.optional(z.string().check(z.trim(), z.maxLength(65_536))),
});
/** A channel edit. */
export type ChannelUpdate = z.infer<typeof ChannelUpdateSchema>;

/** `PUT /api/channel/batch/*`, `DELETE /api/channel/batch`: the chosen ids and a value (a model name, `batch_delete`). */
export const ChannelBatchSchema = z.object({
  ids: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(1000)),
  value: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
/** A batch over channels. */
export type ChannelBatch = z.infer<typeof ChannelBatchSchema>;

/** `PUT /api/channel_tag/:tag/priority`: upstream accepts only `type: "priority"`. */
export const ChannelTagPrioritySchema = z.object({
  type: z.literal('priority'),
  value: z.int().check(z.gte(-1_000_000), z.lte(1_000_000)),
});

/** `POST /api/channel/provider_models_list`: the dialog's current values (never the saved ones), or a saved channel's id. */
export const ProviderModelsInputSchema = z.object({
  id: z.optional(z.int().check(z.positive())),
  type: z.optional(z.int().check(z.positive())),
  key: z.optional(z.string().check(z.maxLength(65_536))),
  base_url: z.optional(z.string().check(z.maxLength(2000))),
  other: z.optional(z.string().check(z.maxLength(2000))),
});

/** `GET /api/channel/test/:id` answers outside `data` (contract §1.1): `time` in seconds. */
export const ChannelTestAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  time: z.optional(z.number()),
});
/** One channel test's answer. */
export type ChannelTestAnswer = z.infer<typeof ChannelTestAnswerSchema>;

/**
 * `GET /api/channel/test` (test all). Upstream starts the tests and answers `{success}`; the
 * double tests at once and adds one row per channel in `data` (extensions.md), which the page
 * shows when it is there.
 */
export const ChannelTestAllRowSchema = z.object({
  id: z.int(),
  name: z.string(),
  success: z.boolean(),
  message: z.string(),
  time: z.number(),
  status: z.int(),
});
/** One row of a test-all answer. */
export type ChannelTestAllRow = z.infer<typeof ChannelTestAllRowSchema>;
export const ChannelTestAllSchema = z.optional(z.array(ChannelTestAllRowSchema));

/** `GET /api/channel_tag/_all` data: `[{id: 0, tag}]`. */
export const ChannelTagListSchema = z.array(z.object({ id: z.int(), tag: z.string() }));

/** Lines of a multi-line key field: each non-empty trimmed line is one key. */
export function keyLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A comma list as its trimmed, non-empty, distinct items. */
export function commaList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    ),
  ];
}
