import { isJsonObjectText } from '#shared/api/schemas/channel.ts';
import { PLUGIN_SECRETS } from '#shared/api/schemas/channel-plugin.ts';
import type { ChannelPlugin } from '#shared/api/schemas/channel-plugin.ts';

/**
 * One option of a plugin group: a switch (`bool`), a line of text, a JSON object written as
 * text (stored as that text, as one-hub's OpenRouter provider is), or a write-only secret.
 */
export interface PluginParam {
  key: string;
  kind: 'bool' | 'text' | 'json' | 'secret';
  /** i18n key under `plugin.params` (channel_dialogs namespace), or a literal name (voices, header names) that is the same in every language. */
  labelKey?: string;
  label?: string;
  /** The default the gateway uses when empty (a voice, a path): data, not translated. */
  placeholder?: string;
}

/** A plugin group: its i18n key under `plugin.groups` (channel_dialogs namespace) (title and hint) and its options. */
export interface PluginGroup {
  key: string;
  labelKey: string;
  params: readonly PluginParam[];
}

const enable = (key: string, labelKey: string): PluginGroup => ({ key, labelKey, params: [{ key: 'enable', kind: 'bool' }] });

const voices = (labelKey: string, defaults: readonly string[]): PluginGroup => ({
  key: 'voice',
  labelKey,
  params: ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'].map((voice, index) => ({
    key: voice,
    kind: 'text',
    label: voice,
    ...(defaults[index] ? { placeholder: defaults[index] } : {}),
  })),
});

// The Custom type's request paths, by one-hub's relay mode numbers.
const CUSTOM_PATHS: readonly (readonly [mode: string, labelKey: string, path: string])[] = [
  ['1', 'chatPath', '/v1/chat/completions'],
  ['2', 'completionsPath', '/v1/completions'],
  ['3', 'embeddingsPath', '/v1/embeddings'],
  ['4', 'moderationsPath', '/v1/moderations'],
  ['5', 'imageGenerationsPath', '/v1/images/generations'],
  ['6', 'imageEditsPath', '/v1/images/edits'],
  ['7', 'imageVariationsPath', '/v1/images/variations'],
  ['9', 'speechPath', '/v1/audio/speech'],
  ['10', 'transcriptionsPath', '/v1/audio/transcriptions'],
  ['11', 'translationsPath', '/v1/audio/translations'],
  ['16', 'responsesPath', '/v1/responses'],
];

const isSecret = (group: string, param: string) => PLUGIN_SECRETS.some(([g, p]) => g === group && p === param);

/**
 * The per-type plugin options (one-hub's `web/src/views/Channel/type/Plugin.json`, the same
 * group and parameter keys), by channel type. The form renders whatever is listed here; a type
 * that is not listed has no plugin section.
 */
export const PLUGIN_FIELDS: Readonly<Record<number, readonly PluginGroup[]>> = {
  8: [
    {
      key: 'customize',
      labelKey: 'customize',
      params: CUSTOM_PATHS.map(([mode, labelKey, path]) => ({ key: mode, kind: 'text', labelKey, placeholder: path })),
    },
  ],
  15: [enable('use_openai_api', 'useOpenaiApi')],
  16: [
    {
      key: 'retrieval',
      labelKey: 'retrieval',
      params: [
        { key: 'knowledge_id', kind: 'text', labelKey: 'knowledgeId' },
        { key: 'prompt_template', kind: 'text', labelKey: 'promptTemplate' },
      ],
    },
    enable('web_search', 'webSearch'),
    enable('web_browser', 'webBrowser'),
    enable('drawing_tool', 'drawingTool'),
    {
      key: 'code_interpreter',
      labelKey: 'codeInterpreter',
      params: [{ key: 'sandbox', kind: 'text', labelKey: 'sandbox', placeholder: 'auto' }],
    },
  ],
  17: [enable('web_search', 'webSearch'), enable('use_openai_api', 'useOpenaiApi')],
  20: [{ key: 'other', labelKey: 'openrouter', params: [{ key: 'provider', kind: 'json', labelKey: 'provider' }] }],
  24: [
    voices('voiceAzure', [
      'zh-CN-YunxiNeural',
      'zh-CN-YunyangNeural',
      'zh-CN-YunxiNeural|boy',
      'zh-CN-YunyeNeural',
      'zh-CN-XiaochenNeural',
      'zh-CN-XiaohanNeural',
    ]),
  ],
  25: [enable('code_execution', 'codeExecution'), enable('use_openai_api', 'useOpenaiApi')],
  27: [
    voices('voiceMinimax', [
      'female-chengshu',
      'male-qn-qingse',
      'male-qn-jingying',
      'presenter_male',
      'presenter_female',
      'audiobook_female_1',
    ]),
  ],
  39: [
    {
      key: 'headers',
      labelKey: 'cfAccess',
      params: ['CF-Access-Client-Id', 'CF-Access-Client-Secret'].map((header) => ({
        key: header,
        kind: isSecret('headers', header) ? 'secret' : 'text',
        label: header,
      })),
    },
  ],
};

/** The form's plugin values: one entry per `group.param`, a switch's boolean or a field's text. */
export type PluginValues = Record<string, string | boolean>;

/** The form field id of a parameter. */
export const pluginField = (group: string, param: string) => `${group}.${param}`;

/** The groups of a type ([] when it has none). */
export function pluginGroupsOf(type: number): readonly PluginGroup[] {
  return PLUGIN_FIELDS[type] ?? [];
}

function groupValues(plugin: ChannelPlugin | null, group: string): Record<string, unknown> {
  const value = plugin?.[group];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * A saved plugin as form values, for every type's fields (switching the type back and forth
 * keeps what was there). Secrets start empty: the form never shows one.
 */
export function pluginToValues(plugin: ChannelPlugin | null): PluginValues {
  const values: PluginValues = {};
  for (const groups of Object.values(PLUGIN_FIELDS))
    for (const group of groups)
      for (const param of group.params) {
        const saved = groupValues(plugin, group.key)[param.key];
        const id = pluginField(group.key, param.key);
        if (param.kind === 'bool') values[id] = saved === true;
        else if (param.kind === 'secret') values[id] = '';
        else values[id] = typeof saved === 'string' ? saved : saved === undefined || saved === null ? '' : JSON.stringify(saved);
      }
  return values;
}

/**
 * The plugin a save sends for `type`: exactly that type's groups with every parameter (a switch
 * false, a field '' when not set), as one-hub's form builds it; text trimmed. An empty secret
 * sends what the gateway had sent (an unmodified one-hub answers it; the double keeps the stored
 * one on ''). A type without plugin fields sends nothing, leaving the saved plugin alone.
 */
export function valuesToPlugin(type: number, values: PluginValues, saved: ChannelPlugin | null): ChannelPlugin | undefined {
  const groups = pluginGroupsOf(type);
  if (groups.length === 0) return undefined;
  const plugin: ChannelPlugin = {};
  for (const group of groups) {
    const params: Record<string, string | boolean> = {};
    for (const param of group.params) {
      const value = values[pluginField(group.key, param.key)];
      if (param.kind === 'bool') params[param.key] = value === true;
      else {
        const text = typeof value === 'string' ? value.trim() : '';
        const previous = groupValues(saved, group.key)[param.key];
        params[param.key] = param.kind === 'secret' && text === '' && typeof previous === 'string' ? previous : text;
      }
    }
    plugin[group.key] = params;
  }
  return plugin;
}

/** The ids of `type`'s JSON fields whose text is neither empty nor a JSON object. */
export function invalidPluginFields(type: number, values: PluginValues): string[] {
  return pluginGroupsOf(type).flatMap((group) =>
    group.params
      .filter((param) => param.kind === 'json')
      .map((param) => pluginField(group.key, param.key))
      .filter((id) => {
        const text = values[id];
        return typeof text === 'string' && !isJsonObjectText(text);
      }),
  );
}
