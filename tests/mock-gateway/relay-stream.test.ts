import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { startGateway } from '#mock-gateway/testing.ts';
import { countTextTokens, mockReplyText } from '#mock-gateway/relay/mock-model.ts';
import { addTestKey } from '#mock-gateway/relay/test-keys.ts';

const NOW = Date.UTC(2025, 0, 1);

function start(t: Teardown) {
  return startGateway(t, { now: () => NOW });
}

interface Chunk {
  object: string;
  choices: { delta: { role?: string; content?: string }; finish_reason: string | null }[];
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

/** The SSE body as its `data:` payloads, checking the framing on the way. */
function events(t: { ok: (value: unknown, message: string) => void }, body: string): string[] {
  t.ok(body.endsWith('\n\n'), 'ends with a blank line');
  const blocks = body.slice(0, -2).split('\n\n');
  t.ok(
    blocks.every((block) => block.startsWith('data: ') && !block.includes('\n')),
    'one data line per event',
  );
  return blocks.map((block) => block.slice('data: '.length));
}

t.test('SSE: role chunk, content in pieces, stop, usage when asked, [DONE] last', async (t) => {
  const app = await start(t);
  const key = addTestKey(app.store, 4);
  const messages = [{ role: 'user', content: 'Stream me a friendly sentence, please.' }];
  const res = await app.inject({
    method: 'POST',
    url: '/v1/chat/completions',
    headers: { authorization: `Bearer sk-${key.key}` },
    payload: { model: 'gpt-4o-mini', stream: true, stream_options: { include_usage: true }, messages },
  });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/event-stream/);
  const data = events(t, res.body);
  t.equal(data.at(-1), '[DONE]');
  t.equal(data.filter((item) => item === '[DONE]').length, 1);
  const chunks = data.slice(0, -1).map((item) => JSON.parse(item) as Chunk);
  t.ok(chunks.every((chunk) => chunk.object === 'chat.completion.chunk'));
  t.same(chunks[0]?.choices[0]?.delta, { role: 'assistant', content: '' });
  const usageChunk = chunks.at(-1);
  t.same(usageChunk?.choices, []);
  const text = chunks
    .slice(1, -2)
    .map((chunk) => chunk.choices[0]?.delta.content ?? '')
    .join('');
  t.equal(text, mockReplyText('gpt-4o-mini', messages));
  t.ok(chunks.length - 3 > 2, 'several content chunks');
  t.equal(chunks.at(-2)?.choices[0]?.finish_reason, 'stop');
  t.equal(usageChunk?.usage?.completion_tokens, countTextTokens(text));
  t.equal(app.store.logs.at(-1)?.completion_tokens, usageChunk?.usage?.completion_tokens);
  const plain = await app.inject({
    method: 'POST',
    url: '/v1/chat/completions',
    headers: { authorization: `Bearer sk-${key.key}` },
    payload: { model: 'gpt-4o-mini', stream: true, messages },
  });
  const plainChunks = events(t, plain.body)
    .slice(0, -1)
    .map((item) => JSON.parse(item) as Chunk);
  t.notOk(
    plainChunks.some((chunk) => chunk.usage),
    'no usage chunk unless asked',
  );
});

t.test('max_tokens cuts the reply and finishes with length', async (t) => {
  const app = await start(t);
  const key = addTestKey(app.store, 4);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/chat/completions',
    headers: { authorization: `Bearer sk-${key.key}` },
    payload: { model: 'gpt-4o-mini', max_tokens: 3, messages: [{ role: 'user', content: 'hello' }] },
  });
  const body = res.json<{ choices: { message: { content: string }; finish_reason: string }[]; usage: { completion_tokens: number } }>();
  t.equal(body.choices[0]?.message.content, 'This is a mo');
  t.equal(body.choices[0]?.finish_reason, 'length');
  t.equal(body.usage.completion_tokens, 3);
});

t.test('/v1/models lists the models of the key’s group', async (t) => {
  const app = await start(t);
  const ids = async (userId: number, group = '') => {
    const key = addTestKey(app.store, userId, { group });
    const res = await app.inject({ url: '/v1/models', headers: { authorization: `Bearer sk-${key.key}` } });
    const body = res.json<{ object: string; data: { id: string; object: string; owned_by: string }[] }>();
    t.equal(body.object, 'list');
    return body.data.map((model) => model.id);
  };
  const defaults = await ids(4);
  t.ok(defaults.includes('gpt-4o-mini') && defaults.includes('dall-e-3') && defaults.includes('deepseek-chat'));
  t.notOk(defaults.includes('gpt-4'), 'gpt-4 needs vip');
  t.ok(defaults.includes('glm-4'), 'every catalogue model has a channel');
  t.notOk(defaults.includes('mj_imagine'), 'mj_imagine is svip only');
  const vip = await ids(3);
  t.ok(vip.includes('gpt-4') && vip.includes('claude-3-opus-20240229'));
  t.notOk(vip.includes('o1-mini'));
  t.ok((await ids(1)).includes('o1-mini'), 'svip');
  t.ok((await ids(4, 'svip')).includes('o1-mini'), 'the key group decides');
  const key = addTestKey(app.store, 4);
  const model = await app.inject({ url: '/v1/models/gpt-4o', headers: { authorization: `Bearer sk-${key.key}` } });
  t.same(model.json(), { id: 'gpt-4o', object: 'model', created: 1677649963, owned_by: 'OpenAI' });
  const missing = await app.inject({ url: '/v1/models/nothing-here', headers: { authorization: `Bearer sk-${key.key}` } });
  t.equal(missing.statusCode, 200);
  t.match(missing.json(), { error: { code: 'model_not_found', type: 'invalid_request_error' } });
  t.equal((await app.inject('/v1/models')).statusCode, 401);
});

t.test('OpenAI-style balance of a key', async (t) => {
  const app = await start(t);
  const key = addTestKey(app.store, 4, {
    unlimited_quota: false,
    remain_quota: 1_000_000,
    used_quota: 250_000,
    expired_time: NOW / 1000 + 3600,
  });
  const headers = { authorization: `Bearer sk-${key.key}` };
  t.same((await app.inject({ url: '/v1/dashboard/billing/subscription', headers })).json(), {
    object: 'billing_subscription',
    has_payment_method: true,
    soft_limit_usd: 2.5,
    hard_limit_usd: 2.5,
    system_hard_limit_usd: 2.5,
    access_until: NOW / 1000 + 3600,
  });
  t.same((await app.inject({ url: '/dashboard/billing/usage', headers })).json(), { object: 'list', total_usage: 50 });
});
