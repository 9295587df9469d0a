import { z } from 'zod/mini';
import { commaList, isJsonObjectText, isStringMapText, keyLines } from '#shared/api/schemas/channel.ts';
import type { Channel, ChannelInput, ChannelUpdate } from '#shared/api/schemas/channel.ts';
import { checkNumber, checkText, customIssue } from '#client/components/admin-kit/form-checks.ts';
import { invalidPluginFields, pluginToValues, valuesToPlugin } from './plugin-fields.ts';
import type { PluginValues } from './plugin-fields.ts';

/** The dialog's values: numbers stay text until checked; models and groups are lists. */
export interface ChannelForm {
  type: string;
  name: string;
  baseUrl: string;
  /** Per-type setting upstream calls `other` (Azure's API version, a region…). */
  other: string;
  /** Write-only: empty on edit means "keep the key". One line per channel on create. */
  key: string;
  models: string[];
  modelMapping: string;
  groups: string[];
  tag: string;
  priority: string;
  weight: string;
  proxy: string;
  testModel: string;
  onlyChat: boolean;
  compatibleResponse: boolean;
  allowExtraBody: boolean;
  preCost: string;
  disabledStream: string;
  modelHeaders: string;
  customParameter: string;
  /** The per-type plugin options (`plugin-fields.ts`). */
  plugin: PluginValues;
}

export const EMPTY_CHANNEL_FORM: ChannelForm = {
  type: '1',
  name: '',
  baseUrl: '',
  other: '',
  key: '',
  models: [],
  modelMapping: '',
  groups: ['default'],
  tag: '',
  priority: '0',
  weight: '1',
  proxy: '',
  testModel: '',
  onlyChat: false,
  compatibleResponse: false,
  allowExtraBody: false,
  preCost: '1',
  disabledStream: '',
  modelHeaders: '',
  customParameter: '',
  plugin: pluginToValues(null),
};

/** A channel's values in the form (never its key: the console does not have it). */
export function channelToForm(channel: Channel): ChannelForm {
  return {
    type: String(channel.type),
    name: channel.name,
    baseUrl: channel.base_url ?? '',
    other: channel.other,
    key: '',
    models: commaList(channel.models),
    modelMapping: channel.model_mapping ?? '',
    groups: commaList(channel.group),
    tag: channel.tag,
    priority: String(channel.priority),
    weight: String(channel.weight),
    proxy: channel.proxy ?? '',
    testModel: channel.test_model,
    onlyChat: channel.only_chat,
    compatibleResponse: channel.compatible_response,
    allowExtraBody: channel.allow_extra_body,
    preCost: String(channel.pre_cost),
    disabledStream: (channel.disabled_stream ?? []).join(','),
    modelHeaders: channel.model_headers ?? '',
    customParameter: channel.custom_parameter ?? '',
    plugin: pluginToValues(channel.plugin),
  };
}

/** One row of the mapping: what the client asks for, what the upstream gets, and whether the bill keeps the asked model (`+`). */
export interface MappingRow {
  asked: string;
  sent: string;
  billedAsAsked: boolean;
}

/** The mapping's rows, "client asks → upstream gets", or null when the text is not a JSON object of names. */
export function mappingRows(text: string): MappingRow[] | null {
  if (!isStringMapText(text)) return null;
  if (text.trim() === '') return [];
  return Object.entries(JSON.parse(text) as Record<string, string>).map(([asked, value]) => ({
    asked,
    sent: value.replace(/^\+/, ''),
    billedAsAsked: value.startsWith('+'),
  }));
}

/** The form's checks (every field at once); `creating` makes the key required. */
export function channelFormSchema(creating: boolean) {
  return z
    .object({
      type: z.string(),
      name: z.string(),
      baseUrl: z.string(),
      other: z.string(),
      key: z.string(),
      models: z.array(z.string()),
      modelMapping: z.string(),
      groups: z.array(z.string()),
      tag: z.string(),
      priority: z.string(),
      weight: z.string(),
      proxy: z.string(),
      testModel: z.string(),
      onlyChat: z.boolean(),
      compatibleResponse: z.boolean(),
      allowExtraBody: z.boolean(),
      preCost: z.string(),
      disabledStream: z.string(),
      modelHeaders: z.string(),
      customParameter: z.string(),
      plugin: z.record(z.string(), z.union([z.string(), z.boolean()])),
    })
    .check(
      z.superRefine((form, ctx) => {
        checkText(ctx, 'name', form.name, 100);
        checkText(ctx, 'baseUrl', form.baseUrl, 2000, false);
        checkText(ctx, 'other', form.other, 2000, false);
        if (creating && keyLines(form.key).length === 0) customIssue(ctx, 'key', 'channel_dialogs:form.errors.key', form.key);
        if (!creating && keyLines(form.key).length > 1) customIssue(ctx, 'key', 'channel_dialogs:form.errors.oneKey', form.key);
        if (form.models.length === 0) customIssue(ctx, 'models', 'channel_dialogs:form.errors.models', form.models);
        if (form.groups.length === 0) customIssue(ctx, 'groups', 'channel_dialogs:form.errors.groups', form.groups);
        if (!isStringMapText(form.modelMapping)) customIssue(ctx, 'modelMapping', 'channel_dialogs:form.errors.mapping', form.modelMapping);
        if (!isStringMapText(form.modelHeaders)) customIssue(ctx, 'modelHeaders', 'channel_dialogs:form.errors.headers', form.modelHeaders);
        if (!isJsonObjectText(form.customParameter))
          customIssue(ctx, 'customParameter', 'channel_dialogs:form.errors.json', form.customParameter);
        if (invalidPluginFields(Number(form.type), form.plugin).length > 0)
          customIssue(ctx, 'plugin', 'channel_dialogs:form.errors.json', form.plugin);
        checkText(ctx, 'tag', form.tag, 100, false);
        checkText(ctx, 'proxy', form.proxy, 2000, false);
        checkText(ctx, 'testModel', form.testModel, 200, false);
        checkNumber(ctx, 'priority', form.priority, { min: -1_000_000, max: 1_000_000, int: true });
        checkNumber(ctx, 'weight', form.weight, { min: 0, max: 1_000_000, int: true });
      }),
    );
}

const withPlugin = (plugin: Record<string, unknown> | undefined) => (plugin === undefined ? {} : { plugin });

/**
 * The body of a checked form: a new channel (one per key line), or the edit of `channel` (its
 * save merges it over the stored channel, `use-channel-mutations.ts`).
 */
export function formToBody(form: ChannelForm, channel: Channel): ChannelUpdate;
export function formToBody(form: ChannelForm, channel: null): ChannelInput;
export function formToBody(form: ChannelForm, channel: Channel | null): ChannelInput | ChannelUpdate;
export function formToBody(form: ChannelForm, channel: Channel | null): ChannelInput | ChannelUpdate {
  const fields = {
    type: Number(form.type),
    name: form.name.trim(),
    base_url: form.baseUrl.trim(),
    other: form.other.trim(),
    models: form.models.join(','),
    group: form.groups.join(','),
    model_mapping: form.modelMapping.trim(),
    tag: form.tag.trim(),
    priority: Number(form.priority.trim()),
    weight: Number(form.weight.trim()),
    proxy: form.proxy.trim(),
    test_model: form.testModel.trim(),
    only_chat: form.onlyChat,
    compatible_response: form.compatibleResponse,
    allow_extra_body: form.allowExtraBody,
    pre_cost: Number(form.preCost),
    disabled_stream: commaList(form.disabledStream),
    model_headers: form.modelHeaders.trim(),
    custom_parameter: form.customParameter.trim(),
    ...withPlugin(valuesToPlugin(Number(form.type), form.plugin, channel?.plugin ?? null)),
  };
  if (channel) return { id: channel.id, ...fields, key: form.key.trim() };
  return { ...fields, key: keyLines(form.key).join('\n') };
}
