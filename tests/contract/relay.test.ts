import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { startGateway } from '#mock-gateway/testing.ts';
import { z } from 'zod';
import { addTestKey } from '#mock-gateway/relay/test-keys.ts';
import { LogSchema, RelayErrorSchema, TokenSchema } from '#shared/api/schemas/index.ts';

// The OpenAI shapes the console and the `openai` SDK read (no shared schema: they are OpenAI's).
const Usage = z.object({ prompt_tokens: z.int(), completion_tokens: z.int(), total_tokens: z.int() });
const ChatCompletion = z.object({
  id: z.string().startsWith('chatcmpl-'),
  object: z.literal('chat.completion'),
  created: z.int(),
  model: z.string(),
  choices: z
    .array(
      z.object({
        index: z.int(),
        message: z.object({ role: z.literal('assistant'), content: z.string() }),
        finish_reason: z.enum(['stop', 'length']),
      }),
    )
    .length(1),
  usage: Usage,
});
const ChatChunk = z.object({
  object: z.literal('chat.completion.chunk'),
  choices: z.array(
    z.object({
      index: z.int(),
      delta: z.object({ role: z.string().optional(), content: z.string().optional() }),
      finish_reason: z.string().nullable(),
    }),
  ),
  usage: Usage.optional(),
});
const ModelList = z.object({
  object: z.literal('list'),
  data: z.array(z.object({ id: z.string(), object: z.literal('model'), created: z.int(), owned_by: z.string() })),
});
const Images = z.object({ created: z.int(), data: z.array(z.union([z.object({ url: z.url() }), z.object({ b64_json: z.base64() })])) });

function start(t: Teardown) {
  return startGateway(t, { now: () => Date.UTC(2025, 0, 1) });
}

t.test('relay answers parse as OpenAI shapes; billed rows parse as Log, keys as Token', async (t) => {
  const app = await start(t);
  const key = addTestKey(app.store, 4, { unlimited_quota: false, remain_quota: 500000 });
  const headers = { authorization: `Bearer sk-${key.key}` };
  const messages = [{ role: 'user', content: 'contract' }];
  const plain = await app.inject({ method: 'POST', url: '/v1/chat/completions', headers, payload: { model: 'gpt-4o', messages } });
  t.ok(ChatCompletion.safeParse(plain.json()).success, 'chat.completion');
  const stream = await app.inject({
    method: 'POST',
    url: '/v1/chat/completions',
    headers,
    payload: { model: 'gpt-4o', messages, stream: true, stream_options: { include_usage: true } },
  });
  const data = stream.body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => block.replace(/^data: /, ''));
  t.equal(data.pop(), '[DONE]');
  t.ok(
    data.every((item) => ChatChunk.safeParse(JSON.parse(item)).success),
    'every chunk',
  );
  for (const format of ['url', 'b64_json']) {
    const images = await app.inject({
      method: 'POST',
      url: '/v1/images/generations',
      headers,
      payload: { model: 'dall-e-3', prompt: 'x', response_format: format },
    });
    t.ok(Images.safeParse(images.json()).success, `images as ${format}`);
  }
  t.ok(ModelList.safeParse((await app.inject({ url: '/v1/models', headers })).json()).success, 'model list');
  for (const row of app.store.logs.slice(-4)) {
    const parsed = LogSchema.safeParse(row);
    t.ok(parsed.success, `log ${row.id}`, { issues: parsed.error?.issues });
  }
  t.ok(TokenSchema.safeParse(key).success, 'the key after billing');
});

t.test('every relay refusal parses as RelayError', async (t) => {
  const app = await start(t);
  const key = addTestKey(app.store, 4);
  const exhausted = addTestKey(app.store, 4, { unlimited_quota: false, remain_quota: 0 });
  const limited = addTestKey(app.store, 4, { setting: { limits: { limit_model_setting: { enabled: true, models: ['gpt-4o'] } } } });
  const calls = [
    app.inject({ method: 'POST', url: '/v1/chat/completions', payload: {} }),
    app.inject({ method: 'POST', url: '/v1/chat/completions', headers: { authorization: `Bearer sk-${exhausted.key}` }, payload: {} }),
    app.inject({ method: 'POST', url: '/v1/chat/completions', headers: { authorization: `Bearer sk-${key.key}` }, payload: '{' }),
    app.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { authorization: `Bearer sk-${limited.key}` },
      payload: { model: 'gpt-4', messages: [] },
    }),
    app.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { authorization: `Bearer sk-${key.key}` },
      payload: { model: 'gpt-4', messages: [] },
    }),
    app.inject({ url: '/v1/models' }),
    app.inject({ method: 'POST', url: '/v1/nothing', payload: {} }),
  ];
  for (const res of await Promise.all(calls)) {
    t.ok(res.statusCode >= 400, `HTTP ${res.statusCode}`);
    const parsed = RelayErrorSchema.safeParse(res.json());
    t.ok(parsed.success, res.body);
  }
});
