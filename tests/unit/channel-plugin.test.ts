import { readFileSync } from 'node:fs';
import t from 'tap';
import { z } from 'zod/mini';
import { EMPTY_CHANNEL_FORM, channelFormSchema, channelToForm, formToBody } from '#client/pages/dashboard/admin/channel/channel-form.ts';
import { PLUGIN_FIELDS, invalidPluginFields, pluginToValues, valuesToPlugin } from '#client/pages/dashboard/admin/channel/plugin-fields.ts';
import { ChannelUpdateSchema } from '#shared/api/schemas/channel.ts';
import type { Channel } from '#shared/api/schemas/channel.ts';
import { keepPluginSecrets, withoutPluginSecrets } from '#shared/api/schemas/channel-plugin.ts';
import { LANGUAGES } from '#shared/i18n/settings.ts';

// one-hub's Plugin.json, by type: group → parameter keys (the stored shape must match upstream's).
const UPSTREAM_KEYS: Record<number, Record<string, string[]>> = {
  8: { customize: ['1', '2', '3', '4', '5', '6', '7', '9', '10', '11', '16'] },
  15: { use_openai_api: ['enable'] },
  16: {
    retrieval: ['knowledge_id', 'prompt_template'],
    web_search: ['enable'],
    web_browser: ['enable'],
    drawing_tool: ['enable'],
    code_interpreter: ['sandbox'],
  },
  17: { web_search: ['enable'], use_openai_api: ['enable'] },
  20: { other: ['provider'] },
  24: { voice: ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] },
  25: { code_execution: ['enable'], use_openai_api: ['enable'] },
  27: { voice: ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] },
  39: { headers: ['CF-Access-Client-Id', 'CF-Access-Client-Secret'] },
};

const channelOf = (fields: Partial<Channel>): Channel => ({
  id: 3,
  type: 16,
  status: 1,
  name: 'zhipu',
  weight: 1,
  priority: 0,
  created_time: 0,
  test_time: 0,
  response_time: 0,
  base_url: '',
  other: '',
  balance: 0,
  balance_updated_time: 0,
  models: 'glm-4',
  group: 'default',
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
  ...fields,
});

t.test("the table has one-hub's types, groups and parameter keys", async (t) => {
  const table = Object.fromEntries(
    Object.entries(PLUGIN_FIELDS).map(([type, groups]) => [
      type,
      Object.fromEntries(groups.map((group) => [group.key, group.params.map((param) => param.key)])),
    ]),
  );
  t.same(table, UPSTREAM_KEYS);
});

t.test('every label, hint and parameter name the table asks for exists in every language', async (t) => {
  for (const language of LANGUAGES) {
    const plugin = (
      JSON.parse(readFileSync(`locales/${language}/channel_dialogs.json`, 'utf8')) as { plugin: Record<string, Record<string, unknown>> }
    ).plugin;
    for (const group of Object.values(PLUGIN_FIELDS).flat()) {
      t.match(plugin.groups?.[group.labelKey], { title: String, hint: String }, `${language} ${group.labelKey}`);
      for (const param of group.params)
        if (param.label === undefined && param.kind !== 'bool')
          t.type(plugin.params?.[param.labelKey ?? param.key], 'string', `${language} ${param.labelKey ?? param.key}`);
    }
  }
});

t.test('a saved plugin round-trips through the form for its type, every parameter present', async (t) => {
  const zhipu = {
    retrieval: { knowledge_id: 'kb-1', prompt_template: '' },
    web_search: { enable: true },
    web_browser: { enable: false },
    drawing_tool: { enable: true },
    code_interpreter: { sandbox: 'none' },
  };
  t.same(valuesToPlugin(16, pluginToValues(zhipu), zhipu), zhipu);
  t.same(
    valuesToPlugin(16, pluginToValues({ web_search: { enable: true } }), null),
    {
      retrieval: { knowledge_id: '', prompt_template: '' },
      web_search: { enable: true },
      web_browser: { enable: false },
      drawing_tool: { enable: false },
      code_interpreter: { sandbox: '' },
    },
    'unset parameters are filled like one-hub does',
  );
  const provider = '{"anthropic": {"order": ["Anthropic"]}}';
  t.same(valuesToPlugin(20, pluginToValues({ other: { provider } }), null), { other: { provider } }, 'JSON stays the text one-hub reads');
  const voices = { voice: { alloy: 'zh-CN-YunxiNeural|boy', echo: '', fable: '', onyx: '', nova: '', shimmer: 'x' } };
  t.same(valuesToPlugin(24, pluginToValues(voices), null), voices);
  t.same(valuesToPlugin(27, pluginToValues(voices), null), voices, 'MiniMax has the same voice keys');
});

t.test('switching the type sends only the new type’s groups; a type without options leaves the plugin alone', async (t) => {
  const values = pluginToValues({ web_search: { enable: true }, retrieval: { knowledge_id: 'kb' } });
  t.same(valuesToPlugin(17, values, null), { web_search: { enable: true }, use_openai_api: { enable: false } });
  t.equal(valuesToPlugin(1, values, null), undefined);
  const form = channelToForm(channelOf({ type: 16, plugin: { web_search: { enable: true } } }));
  t.notOk('plugin' in formToBody({ ...form, type: '1' }, channelOf({})), 'no plugin in an OpenAI body');
  const body = formToBody({ ...form, plugin: { ...form.plugin, 'web_browser.enable': true } }, channelOf({}));
  t.match(body, { plugin: { web_search: { enable: true }, web_browser: { enable: true } } });
  t.ok(ChannelUpdateSchema.safeParse(body).success, 'the body passes the gateway schema');
});

t.test('secrets are never shown; empty keeps what the gateway had, typed replaces it', async (t) => {
  const saved = { headers: { 'CF-Access-Client-Id': 'id-1', 'CF-Access-Client-Secret': 'cf-secret' } };
  const values = pluginToValues(saved);
  t.equal(values['headers.CF-Access-Client-Secret'], '', 'the form starts empty');
  t.equal(values['headers.CF-Access-Client-Id'], 'id-1');
  t.same(valuesToPlugin(39, values, saved), saved, 'an unmodified one-hub gets its own secret back');
  t.same(valuesToPlugin(39, values, withoutPluginSecrets(saved)), {
    headers: { 'CF-Access-Client-Id': 'id-1', 'CF-Access-Client-Secret': '' },
  });
  t.same(valuesToPlugin(39, { ...values, 'headers.CF-Access-Client-Secret': ' new ' }, saved), {
    headers: { 'CF-Access-Client-Id': 'id-1', 'CF-Access-Client-Secret': 'new' },
  });
  t.same(withoutPluginSecrets(saved), { headers: { 'CF-Access-Client-Id': 'id-1' } });
  t.equal(withoutPluginSecrets(null), null);
  t.same(keepPluginSecrets({ headers: { 'CF-Access-Client-Id': 'id-2', 'CF-Access-Client-Secret': '' } }, saved), {
    headers: { 'CF-Access-Client-Id': 'id-2', 'CF-Access-Client-Secret': 'cf-secret' },
  });
  t.same(keepPluginSecrets({ headers: { 'CF-Access-Client-Secret': 'other' } }, saved), {
    headers: { 'CF-Access-Client-Secret': 'other' },
  });
  t.same(keepPluginSecrets({ web_search: { enable: true } }, saved), { web_search: { enable: true } }, 'a new type drops the old groups');
});

t.test('a JSON field must hold a JSON object (or nothing) before the form saves', async (t) => {
  const issuesOf = (plugin: Record<string, string | boolean>) => {
    const form = {
      ...EMPTY_CHANNEL_FORM,
      type: '20',
      name: 'r',
      key: 'sk',
      models: ['m'],
      plugin: { ...EMPTY_CHANNEL_FORM.plugin, ...plugin },
    };
    const result = z.safeParse(channelFormSchema(true), form);
    return result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]));
  };
  t.same(issuesOf({}), []);
  t.same(issuesOf({ 'other.provider': '{"a": {}}' }), []);
  t.same(issuesOf({ 'other.provider': '{"a":' }), ['plugin']);
  t.same(issuesOf({ 'other.provider': '[1]' }), ['plugin']);
  t.same(invalidPluginFields(20, { 'other.provider': 'x' }), ['other.provider']);
  t.same(invalidPluginFields(16, { 'other.provider': 'x' }), [], 'only the current type counts');
});
