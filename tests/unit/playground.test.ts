import t from 'tap';
import { answerQuota, billingRatio } from '#client/pages/dashboard/account/playground/answer-cost.ts';
import { readChatEvent } from '#client/pages/dashboard/account/playground/chat-chunk.ts';
import {
  chatTitle,
  deleteChat,
  MAX_CHATS,
  parseChats,
  saveChat,
  turnsForRegenerate,
} from '#client/pages/dashboard/account/playground/conversations.ts';
import type { Chat } from '#client/pages/dashboard/account/playground/conversations.ts';
import {
  chatRequest,
  DEFAULT_SETTINGS,
  maxTokensOf,
  temperatureOf,
} from '#client/pages/dashboard/account/playground/playground-settings.ts';
import { playgroundModels } from '#client/pages/dashboard/account/playground/playground-models.ts';
import { classifyFailure } from '#client/pages/dashboard/account/playground/relay-error.ts';
import { KEY_PLACEHOLDER, requestCode } from '#client/pages/dashboard/account/playground/request-code.ts';
import { createSseParser } from '#shared/api/sse.ts';
import { RelayCallError, streamChat } from '#client/pages/dashboard/account/playground/stream-chat.ts';
import type { ChatRequestBody } from '#client/pages/dashboard/account/playground/stream-chat.ts';
import { computeQuota } from '#mock-gateway/relay/billing.ts';
import type { UserGroupRate } from '#shared/api/schemas/group.ts';
import type { AvailableModelMap } from '#shared/api/schemas/model.ts';
import { viewerMarkdown } from '#shared/markdown/to-markdown.ts';

t.test('the SSE parser joins data lines, skips comments and other fields, and survives any split', async (t) => {
  const stream = ': keep-alive\r\nevent: message\r\ndata: {"a":1}\r\n\r\ndata: line one\ndata:line two\n\nid: 7\rdata: [DONE]\r\r';
  const whole = createSseParser();
  const expected = ['{"a":1}', 'line one\nline two', '[DONE]'];
  t.same([...whole.push(stream), ...whole.end()], expected, 'in one piece');
  // Every split point, CR/LF pairs cut in the middle included.
  for (let cut = 0; cut <= stream.length; cut += 1) {
    const parser = createSseParser();
    const events = [...parser.push(stream.slice(0, cut)), ...parser.push(stream.slice(cut)), ...parser.end()];
    t.same(events, expected, `split at ${cut}`);
  }
  const byChar = createSseParser();
  t.same([...[...stream].flatMap((c) => byChar.push(c)), ...byChar.end()], expected, 'one character at a time');
  const unterminated = createSseParser();
  t.same([...unterminated.push('data: last'), ...unterminated.end()], ['last'], 'a last event without its blank line');
  t.same(createSseParser().push('\n\n:\n\n'), [], 'blank events carry nothing');
});

t.test('chat events: deltas, the finish reason, the usage block, [DONE], errors and noise', async (t) => {
  t.same(readChatEvent('[DONE]'), { kind: 'done' });
  t.same(readChatEvent('{"choices":[{"delta":{"content":"Hi"},"finish_reason":null}]}'), {
    kind: 'chunk',
    text: 'Hi',
    finishReason: null,
    usage: null,
  });
  t.same(
    readChatEvent(
      '{"choices":[],"usage":{"prompt_tokens":12,"completion_tokens":30,"total_tokens":42,"prompt_tokens_details":{"cached_tokens":4},"completion_tokens_details":{"reasoning_tokens":10}}}',
    ),
    {
      kind: 'chunk',
      text: '',
      finishReason: null,
      usage: { promptTokens: 12, completionTokens: 30, cachedTokens: 4, reasoningTokens: 10 },
    },
  );
  t.same(readChatEvent('{"choices":[{"message":{"content":"whole"},"finish_reason":"stop"}]}'), {
    kind: 'chunk',
    text: 'whole',
    finishReason: 'stop',
    usage: null,
  });
  t.same(readChatEvent('{"error":{"message":"upstream broke","code":"x"}}'), { kind: 'error', message: 'upstream broke', code: 'x' });
  t.same(readChatEvent('not json'), { kind: 'ignored' });
  t.same(readChatEvent('[1,2]'), { kind: 'ignored' });
});

const BODY: ChatRequestBody = {
  model: 'gpt-4o-mini',
  messages: [{ role: 'user', content: 'Hi' }],
  stream: true,
  stream_options: { include_usage: true },
};

function sseResponse(pieces: string[]): Response {
  const encoder = new TextEncoder();
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[index];
      index += 1;
      if (piece !== undefined) controller.enqueue(encoder.encode(piece));
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content }, finish_reason: null }] })}\n\n`;

t.test('streamChat sends the key only in the Authorization header and reads text and usage', async (t) => {
  let seen: { url: string; init: RequestInit | undefined } | null = null;
  const texts: string[] = [];
  const outcome = await streamChat({
    url: '/v1/chat/completions',
    apiKey: 'sk-secret',
    body: BODY,
    signal: new AbortController().signal,
    onText: (text) => texts.push(text),
    fetch: async (url, init) => {
      seen = { url: String(url), init };
      return sseResponse([
        chunk('Hel'),
        chunk('lo'),
        `data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] })}\n\n`,
        'data: {"choices":[],"usage":{"prompt_tokens":9,"completion_tokens":2}}\n\ndata: [DONE]\n\n',
      ]);
    },
  });
  t.same(outcome, {
    text: 'Hello',
    usage: { promptTokens: 9, completionTokens: 2, cachedTokens: 0, reasoningTokens: 0 },
    finishReason: 'stop',
    stopped: false,
  });
  t.same(texts, ['Hel', 'Hello']);
  const request = seen as { url: string; init: RequestInit | undefined } | null;
  t.equal(request?.url, '/v1/chat/completions', 'no key in the URL');
  t.match(request?.init?.headers, { Authorization: 'Bearer sk-secret' });
  t.equal(request?.init?.credentials, 'omit', 'no cookie next to the key');
  t.same(JSON.parse(String(request?.init?.body)), BODY, 'the body asks for the usage block');
});

t.test('stop: an abort mid-stream keeps what arrived and reports it stopped', async (t) => {
  const controller = new AbortController();
  const outcome = await streamChat({
    url: '/v1/chat/completions',
    apiKey: 'sk-k',
    body: BODY,
    signal: controller.signal,
    onText: (text) => {
      // The first piece arrived: the user presses Stop.
      if (text === 'partial') controller.abort();
    },
    // Like the browser's fetch: an abort errors the body being read with an AbortError.
    fetch: async (_url, init) =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(stream) {
            stream.enqueue(new TextEncoder().encode(chunk('partial')));
            init?.signal?.addEventListener('abort', () => stream.error(new DOMException('aborted', 'AbortError')));
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      ),
  });
  t.same(outcome, { text: 'partial', usage: null, finishReason: null, stopped: true });

  const early = new AbortController();
  early.abort();
  const before = await streamChat({
    url: '/v1/chat/completions',
    apiKey: 'sk-k',
    body: BODY,
    signal: early.signal,
    onText: () => {},
    fetch: async () => {
      throw new DOMException('aborted', 'AbortError');
    },
  });
  t.equal(before.stopped, true, 'stopped before any answer');
});

t.test('refusals carry the status, the gateway message and code', async (t) => {
  const refuse = (status: number, body: string) =>
    streamChat({
      url: '/v1/chat/completions',
      apiKey: 'sk-k',
      body: BODY,
      signal: new AbortController().signal,
      onText: () => {},
      fetch: async () => new Response(body, { status }),
    }).then(
      () => null,
      (error: unknown) => error,
    );
  const exhausted = await refuse(
    402,
    '{"error":{"message":"user quota is not enough","type":"one_hub_error","code":"insufficient_user_quota"}}',
  );
  t.ok(exhausted instanceof RelayCallError);
  t.match(exhausted, { status: 402, message: 'user quota is not enough', code: 'insufficient_user_quota' });
  t.match(await refuse(429, ''), { status: 429, message: '', code: null }, 'a rate limit has an empty body');
  t.match(await refuse(500, '{"success":false,"message":"boom"}'), { status: 500, message: 'boom' });
  const broken = await streamChat({
    url: '/v1/chat/completions',
    apiKey: 'sk-k',
    body: BODY,
    signal: new AbortController().signal,
    onText: () => {},
    fetch: async () => {
      throw new TypeError('fetch failed');
    },
  }).catch((error: unknown) => error);
  t.match(broken, { status: 0 }, 'no response at all');
  const midStream = await streamChat({
    url: '/v1/chat/completions',
    apiKey: 'sk-k',
    body: BODY,
    signal: new AbortController().signal,
    onText: () => {},
    fetch: async () => sseResponse([chunk('a'), 'data: {"error":{"message":"channel died"}}\n\n']),
  }).catch((error: unknown) => error);
  t.match(midStream, { status: 200, message: 'channel died' }, 'an error inside the stream');
});

t.test('failures are classified for the page: balance, key, group, rate limit, unreachable', async (t) => {
  t.equal(classifyFailure(new RelayCallError(402, 'x', 'insufficient_user_quota'), true).kind, 'balance');
  t.equal(classifyFailure(new RelayCallError(403, '令牌额度不足', 'pre_consume_token_quota_failed'), false).kind, 'key');
  t.equal(classifyFailure(new RelayCallError(401, '该令牌额度已用尽', null), true).kind, 'key');
  t.equal(classifyFailure(new RelayCallError(503, '当前分组 default 下对于模型 gpt-4 无可用渠道', 'one_hub_error'), false).kind, 'group');
  t.equal(classifyFailure(new RelayCallError(503, 'upstream down', null), true).kind, 'relay');
  t.equal(classifyFailure(new RelayCallError(429, '', null), true).kind, 'rateLimited');
  t.equal(classifyFailure(new RelayCallError(0, '', null), true).kind, 'unreachable');
  t.same(classifyFailure(new RelayCallError(503, 'gateway text', null), true), { kind: 'relay', message: 'gateway text' });
});

const GROUPS: UserGroupRate[] = [
  { id: 1, symbol: 'default', name: 'Default', discount: 1, api_rate: 600, ratio: 1, public: true },
  { id: 2, symbol: 'vip', name: 'VIP', discount: 0.8, api_rate: 1200, ratio: 0.8, public: true },
];

t.test('the cost of an answer is the relay formula at the group ratio (or the channel-group rate)', async (t) => {
  const price = { type: 'tokens' as const, channel_type: 28, input: 0.07, output: 0.14 };
  t.equal(billingRatio(price, 'vip', GROUPS, {}), 0.8);
  t.equal(billingRatio(price, 'default', GROUPS, { '1': { '28': 0.9 } }), 0.9, 'a rate for the owner replaces the ratio');
  t.equal(billingRatio(price, 'svip', GROUPS, {}), null, 'an unknown group has no cost');
  const usage = { promptTokens: 17, completionTokens: 23, cachedTokens: 0, reasoningTokens: 0 };
  // The double bills with this same function: every usage gives the same quota.
  for (const ratio of [1, 0.8, 0.9, 0.6])
    for (const [prompt, completion] of [
      [1, 0],
      [17, 23],
      [333, 1001],
      [0, 0],
    ] as const)
      t.equal(
        answerQuota(price, ratio, { ...usage, promptTokens: prompt, completionTokens: completion }),
        computeQuota(price, ratio, { promptTokens: prompt, completionTokens: completion }),
        `ratio ${ratio}, ${prompt}/${completion}`,
      );
  t.equal(answerQuota({ type: 'tokens', input: 5, output: 15 }, 1, usage), Math.ceil(17 * 5 + 23 * 15));
  t.equal(
    answerQuota({ type: 'tokens', input: 0.075, output: 0.3 }, 1, { ...usage, promptTokens: 1, completionTokens: 0 }),
    1,
    'at least 1',
  );
  t.equal(
    answerQuota({ type: 'tokens', input: 2.5, output: 7.5, extra_ratios: { cached_tokens: 0.5 } }, 1, { ...usage, cachedTokens: 10 }),
    Math.ceil((17 - 5) * 2.5 + 23 * 7.5),
    'cached prompt tokens at their ratio',
  );
});

t.test('the model picker: chat models, the group’s own first, others marked', async (t) => {
  const price = (model: string, type: 'tokens' | 'times' = 'tokens') => ({ model, type, channel_type: 1, input: 1, output: 1 });
  const models: AvailableModelMap = {
    'gpt-4': { groups: ['vip'], owned_by: 'OpenAI', price: price('gpt-4') },
    'gpt-4o-mini': { groups: ['default', 'vip'], owned_by: 'OpenAI', price: price('gpt-4o-mini') },
    'dall-e-3': { groups: ['default'], owned_by: 'OpenAI', price: price('dall-e-3', 'times') },
    'text-embedding-3-small': { groups: ['default'], owned_by: 'OpenAI', price: price('text-embedding-3-small') },
    'claude-3-haiku-20240307': { groups: ['default'], owned_by: 'Anthropic', price: price('claude-3-haiku-20240307') },
  };
  t.same(
    playgroundModels(models, 'default').map((model) => [model.name, model.usable]),
    [
      ['claude-3-haiku-20240307', true],
      ['gpt-4o-mini', true],
      ['gpt-4', false],
    ],
  );
});

t.test('settings become the request body; invalid numbers are left out', async (t) => {
  t.equal(temperatureOf(''), undefined);
  t.equal(temperatureOf('0.7'), 0.7);
  t.equal(temperatureOf('3'), null);
  t.equal(maxTokensOf('256'), 256);
  t.equal(maxTokensOf('1.5'), null);
  const turns = [
    { role: 'user' as const, content: 'Hi' },
    { role: 'assistant' as const, content: 'Hello', model: 'm' },
    { role: 'user' as const, content: 'More' },
  ];
  t.same(chatRequest({ ...DEFAULT_SETTINGS, model: 'm', temperature: '0.2', maxTokens: '64', system: 'Be brief' }, turns), {
    model: 'm',
    messages: [
      { role: 'system', content: 'Be brief' },
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello' },
      { role: 'user', content: 'More' },
    ],
    stream: true,
    stream_options: { include_usage: true },
    temperature: 0.2,
    max_tokens: 64,
  });
  t.same(Object.keys(chatRequest({ ...DEFAULT_SETTINGS, model: 'm', temperature: 'x' }, turns)).sort(), [
    'messages',
    'model',
    'stream',
    'stream_options',
  ]);
});

t.test('"Show code" writes the exact request, with the key as a placeholder unless given', async (t) => {
  const body: ChatRequestBody = { ...BODY, messages: [{ role: 'user', content: 'It\'s "quoted"\nand new-lined' }], temperature: 0.5 };
  const curl = requestCode('curl', 'https://gw.example/v1', KEY_PLACEHOLDER, body);
  t.match(curl, 'curl https://gw.example/v1/chat/completions');
  t.match(curl, 'Authorization: Bearer sk-...');
  // The shell body, unquoted as a POSIX shell would, is the JSON body.
  const quoted = /-d '([\s\S]*)'$/.exec(curl)?.[1] ?? '';
  t.same(JSON.parse(quoted.replaceAll("'\\''", "'")), body);
  const python = requestCode('python', 'https://gw.example/v1', 'sk-real', body);
  t.match(python, 'OpenAI(base_url="https://gw.example/v1", api_key="sk-real")');
  t.match(python, 'temperature=0.5');
  t.match(python, 'stream_options={"include_usage": True}');
  t.notMatch(python, 'max_tokens', 'unset settings are not written');
  const node = requestCode('node', 'https://gw.example/v1', KEY_PLACEHOLDER, body);
  const created = /create\(([\s\S]*)\);\nfor await/.exec(node)?.[1] ?? '';
  t.same(JSON.parse(created), body, 'the Node call carries the same body');
  t.match(node, 'apiKey: "sk-..."');
});

t.test('conversations: stored list, titles, save, delete, regenerate', async (t) => {
  t.same(parseChats(null), []);
  t.same(parseChats('not json'), []);
  t.same(parseChats('[{"id":1}]'), [], 'a damaged store is dropped, not trusted');
  const chat = (id: string): Chat => ({ id, title: id, updatedAt: 1, turns: [] });
  let list = [chat('a'), chat('b')];
  list = saveChat(list, { ...chat('b'), title: 'B' });
  t.same(
    list.map((c) => c.title),
    ['B', 'a'],
    'saved moves to the top',
  );
  t.same(parseChats(JSON.stringify(list)), list, 'round trip');
  t.same(
    deleteChat(list, 'a').map((c) => c.id),
    ['b'],
  );
  let many: Chat[] = [];
  for (let i = 0; i < MAX_CHATS + 5; i += 1) many = saveChat(many, chat(String(i)));
  t.equal(many.length, MAX_CHATS, 'capped');
  t.equal(chatTitle([{ role: 'user', content: '  hello\n  world  ' }]), 'hello world');
  t.equal(Array.from(chatTitle([{ role: 'user', content: 'x'.repeat(100) }])).length, 41);
  t.same(
    turnsForRegenerate([
      { role: 'user', content: 'q1' },
      { role: 'assistant', content: 'a1' },
      { role: 'user', content: 'q2' },
      { role: 'assistant', content: 'a2' },
    ]),
    [
      { role: 'user', content: 'q1' },
      { role: 'assistant', content: 'a1' },
      { role: 'user', content: 'q2' },
    ],
  );
  t.equal(turnsForRegenerate([]), null);
});

t.test('an answer is read as markdown only: HTML in it is never converted, and the viewer shows it as text', async (t) => {
  const html = 'Hi <img src=x onerror=alert(1)> and <a href="javascript:alert(1)">x</a>';
  t.equal(viewerMarkdown(html, { convertHtml: false }).markdown, html, 'left as it is; react-markdown without rehype-raw escapes it');
  t.not(viewerMarkdown(html).markdown, html, 'a gateway document is still converted');
  const fence = 'Look:\n```js\nconsole.log(1)\n```';
  t.equal(viewerMarkdown(fence, { convertHtml: false }).markdown, fence);
});
