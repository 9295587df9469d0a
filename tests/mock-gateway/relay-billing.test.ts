import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { startGateway } from '#mock-gateway/testing.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { PRE_CONSUMED_QUOTA, computePreConsumed, computeQuota } from '#mock-gateway/relay/billing.ts';
import { countPromptTokens, countTextTokens, mockReplyText } from '#mock-gateway/relay/mock-model.ts';
import { priceOf } from '#mock-gateway/relay/routing.ts';
import { addTestKey } from '#mock-gateway/relay/test-keys.ts';
import type { TokenRecord } from '#mock-gateway/store/key/key.ts';

const NOW = Date.UTC(2025, 0, 1);

function start(t: Teardown) {
  return startGateway(t, { now: () => NOW });
}

function chat(app: MockGateway, key: TokenRecord, body: object) {
  return app.inject({ method: 'POST', url: '/v1/chat/completions', headers: { authorization: `Bearer sk-${key.key}` }, payload: body });
}

/** Balances a call may move, read before and after. */
function balances(app: MockGateway, key: TokenRecord, userId: number, channelId: number) {
  const user = app.store.users.get(userId);
  const channel = app.store.channels.get(channelId);
  if (!user || !channel) throw new Error('missing user or channel');
  return {
    quota: user.quota,
    used: user.used_quota,
    requests: user.request_count,
    remain: key.remain_quota,
    keyUsed: key.used_quota,
    channel: channel.used_quota,
  };
}

t.test('computeQuota: tokens, times, the minimum of 1 and zero tokens', async (t) => {
  const tokens = { type: 'tokens', input: 0.25, output: 0.75 } as const;
  t.equal(computeQuota(tokens, 1, { promptTokens: 100, completionTokens: 100 }), 100);
  t.equal(computeQuota(tokens, 0.8, { promptTokens: 10, completionTokens: 20 }), Math.ceil(10 * 0.2 + 20 * 0.6000000000000001));
  t.equal(computeQuota({ type: 'tokens', input: 0.075, output: 0.3 }, 0.6, { promptTokens: 1, completionTokens: 0 }), 1, 'at least 1');
  t.equal(computeQuota(tokens, 1, { promptTokens: 0, completionTokens: 0 }), 0, 'no tokens, no cost');
  t.equal(computeQuota({ type: 'tokens', input: 0, output: 0 }, 1, { promptTokens: 50, completionTokens: 50 }), 0, 'free model');
  const times = { type: 'times', input: 20, output: 20 } as const;
  t.equal(computeQuota(times, 1, { promptTokens: 1000, completionTokens: 0 }), 20000);
  t.equal(computeQuota(times, 0.8, { promptTokens: 2000, completionTokens: 0, calls: 2 }), 32000);
  t.equal(computePreConsumed(tokens, 1, { promptTokens: 100 }), 25 + PRE_CONSUMED_QUOTA);
  t.equal(computePreConsumed(times, 0.6, { promptTokens: 1000, calls: 3 }), 36000);
  t.equal(computePreConsumed({ type: 'tokens', input: 0, output: 0 }, 1, { promptTokens: 100 }), 0);
});

t.test('the mock model: documented reply and token counts', async (t) => {
  const messages = [
    { role: 'system', content: 'Be brief.' },
    { role: 'user', content: 'Hello there, gateway!' },
  ];
  t.equal(mockReplyText('gpt-4o', messages), 'This is a mock reply from gpt-4o. You said: "Hello there, gateway!"');
  t.equal(countPromptTokens(messages), 3 + (3 + 3) + (3 + 6));
  t.equal(countTextTokens('你好世界'), 1, 'code points, not bytes');
});

// One call per group: demo (default 1), operator (vip 0.8), root (svip 0.6).
for (const [username, userId, group, ratio] of [
  ['demo', 4, 'default', 1],
  ['operator', 3, 'vip', 0.8],
  ['root', 1, 'svip', 0.6],
] as const) {
  t.test(`tokens pricing in ${group}: balances move by exactly the logged quota`, async (t) => {
    const app = await start(t);
    const key = addTestKey(app.store, userId, { unlimited_quota: false, remain_quota: 1_000_000 });
    const before = balances(app, key, userId, 4);
    const res = await chat(app, key, {
      model: 'gemini-1.5-flash',
      messages: [{ role: 'user', content: `Hi from ${username}, please answer at length.` }],
    });
    t.equal(res.statusCode, 200);
    const usage = res.json<{ usage: { prompt_tokens: number; completion_tokens: number } }>().usage;
    const expected = computeQuota({ type: 'tokens', input: 0.175, output: 0.265 }, ratio, {
      promptTokens: usage.prompt_tokens,
      completionTokens: usage.completion_tokens,
    });
    t.ok(expected > 0);
    const log = app.store.logs.at(-1);
    t.match(log, {
      type: 2,
      user_id: userId,
      username,
      token_name: key.name,
      model_name: 'gemini-1.5-flash',
      quota: expected,
      content: '',
      prompt_tokens: usage.prompt_tokens,
      completion_tokens: usage.completion_tokens,
      channel_id: 4,
      is_stream: false,
      source_ip: '127.0.0.1',
      metadata: {
        group_name: group,
        backup_group_name: '',
        is_backup_group: false,
        price_type: 'tokens',
        group_ratio: ratio,
        input_ratio: 0.175,
        output_ratio: 0.265,
      },
    });
    const after = balances(app, key, userId, 4);
    t.same(after, {
      quota: before.quota - expected,
      used: before.used + expected,
      requests: before.requests + 1,
      remain: before.remain - expected,
      keyUsed: before.keyUsed + expected,
      channel: before.channel + expected,
    });
    t.equal(key.accessed_time, NOW / 1000);
  });
}

t.test('times pricing: n images billed n times at the group ratio', async (t) => {
  const app = await start(t);
  const key = addTestKey(app.store, 3, { unlimited_quota: false, remain_quota: 100_000 });
  const before = balances(app, key, 3, 1);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/images/generations',
    headers: { authorization: `Bearer sk-${key.key}` },
    payload: { model: 'dall-e-3', prompt: 'a cat', n: 2, response_format: 'b64_json' },
  });
  t.equal(res.statusCode, 200);
  const body = res.json<{ data: { b64_json: string }[] }>();
  t.equal(body.data.length, 2);
  t.ok(
    Buffer.from(body.data[0]?.b64_json ?? '', 'base64')
      .subarray(1, 4)
      .equals(Buffer.from('PNG')),
    'a PNG',
  );
  t.equal(app.store.logs.at(-1)?.quota, 2 * 16000, '2 × 1000 × 20 × 0.8');
  t.match(app.store.logs.at(-1)?.metadata, { price_type: 'times', group_ratio: 0.8, input_ratio: 20 });
  const after = balances(app, key, 3, 1);
  t.equal(before.quota - after.quota, 32000);
  t.equal(before.remain - after.remain, 32000);
  t.equal(after.channel - before.channel, 32000);
  const url = await app.inject({
    method: 'POST',
    url: '/v1/images/generations',
    headers: { authorization: `Bearer sk-${key.key}` },
    payload: { prompt: 'x', model: 'dall-e-3' },
  });
  t.match(url.json(), { data: [{ url: /\/api\/_mock\/image\.png$/ }] });
  t.equal((await app.inject('/api/_mock/image.png')).headers['content-type'], 'image/png');
});

t.test('backup group: used when the primary has no channel, with its own ratio', async (t) => {
  const app = await start(t);
  // gpt-4 is for vip and svip only; demo's default group cannot reach it.
  const plain = addTestKey(app.store, 4);
  const refused = await chat(app, plain, { model: 'gpt-4', messages: [{ role: 'user', content: 'hi' }] });
  t.equal(refused.statusCode, 503);
  t.match(refused.json(), { error: { message: /^当前分组 default 下对于模型 gpt-4 无可用渠道 \(request id: /, code: 'one_hub_error' } });
  // Upstream's effective group is key group || backup group || user group, so the backup is a
  // fallback only behind an explicit key group.
  const backupOnly = addTestKey(app.store, 4, { backup_group: 'vip' });
  await chat(app, backupOnly, { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
  t.match(app.store.logs.at(-1)?.metadata, { group_name: 'vip', backup_group_name: 'vip', is_backup_group: false, group_ratio: 0.8 });
  const key = addTestKey(app.store, 4, { group: 'default', backup_group: 'vip' });
  await chat(app, key, { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
  t.match(app.store.logs.at(-1)?.metadata, { group_name: 'default', is_backup_group: false, group_ratio: 1 }, 'primary serves it');
  const res = await chat(app, key, { model: 'gpt-4', messages: [{ role: 'user', content: 'hi' }] });
  t.equal(res.statusCode, 200);
  const usage = res.json<{ usage: { prompt_tokens: number; completion_tokens: number } }>().usage;
  const log = app.store.logs.at(-1);
  t.match(log?.metadata, { group_name: 'default', backup_group_name: 'vip', is_backup_group: true, group_ratio: 0.8 });
  t.equal(
    log?.quota,
    computeQuota({ type: 'tokens', input: 15, output: 30 }, 0.8, {
      promptTokens: usage.prompt_tokens,
      completionTokens: usage.completion_tokens,
    }),
  );
  // A key group wins over the user's group, with that group's ratio.
  const vipKey = addTestKey(app.store, 4, { group: 'svip' });
  await chat(app, vipKey, { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
  t.match(app.store.logs.at(-1)?.metadata, { group_name: 'svip', group_ratio: 0.6, is_backup_group: false });
});

t.test('an unpriced model is billed at the default 30/30', async (t) => {
  const app = await start(t);
  const key = addTestKey(app.store, 4);
  t.same(priceOf(app.store, 'gpt-5-preview'), { model: 'gpt-5-preview', type: 'tokens', channel_type: 0, input: 30, output: 30 });
  const res = await chat(app, key, { model: 'gpt-5-preview', messages: [{ role: 'user', content: 'hello' }] });
  const usage = res.json<{ usage: { prompt_tokens: number; completion_tokens: number } }>().usage;
  t.equal(app.store.logs.at(-1)?.quota, 30 * (usage.prompt_tokens + usage.completion_tokens));
});

t.test('stream and non-stream calls bill the same', async (t) => {
  const app = await start(t);
  const key = addTestKey(app.store, 4);
  const body = { model: 'gpt-4o', messages: [{ role: 'user', content: 'Tell me something.' }] };
  await chat(app, key, body);
  const plain = app.store.logs.at(-1);
  await chat(app, key, { ...body, stream: true });
  const streamed = app.store.logs.at(-1);
  t.equal(streamed?.is_stream, true);
  t.equal(plain?.is_stream, false);
  t.equal(streamed?.quota, plain?.quota);
  t.equal(streamed?.prompt_tokens, plain?.prompt_tokens);
  t.equal(streamed?.completion_tokens, plain?.completion_tokens);
  t.type(streamed?.metadata?.first_response, 'number');
});

t.test('reservation: trusted users skip it, others reserve and settle; failures refund', async (t) => {
  const app = await start(t);
  const demo = app.store.users.get(4);
  if (!demo) throw new Error('no demo');
  // gpt-3.5-turbo reserves trunc(7 × 0.25) + 500 = 501 for "hi"; 20,000 ≤ 100 × 501, so the
  // reservation is taken and the key must cover it.
  demo.quota = 20_000;
  const poor = addTestKey(app.store, 4, { unlimited_quota: false, remain_quota: 100 });
  const refused = await chat(app, poor, { model: 'gpt-3.5-turbo', messages: [{ role: 'user', content: 'hi' }] });
  t.equal(refused.statusCode, 403);
  t.match(refused.json(), { error: { message: /^令牌额度不足/, code: 'pre_consume_token_quota_failed' } });
  t.equal(demo.quota, 20_000, 'nothing taken');
  const key = addTestKey(app.store, 4, { unlimited_quota: false, remain_quota: 10_000 });
  const failed = await app.inject({
    method: 'POST',
    url: '/v1/chat/completions',
    headers: { authorization: `Bearer sk-${key.key}`, 'x-mock-relay-fault': 'upstream' },
    payload: { model: 'gpt-3.5-turbo', messages: [{ role: 'user', content: 'hi' }] },
  });
  t.equal(failed.statusCode, 500);
  t.same([demo.quota, key.remain_quota, key.used_quota], [20_000, 10_000, 0], 'reservation refunded');
  const logs = app.store.logs.length;
  const ok = await chat(app, key, { model: 'gpt-3.5-turbo', messages: [{ role: 'user', content: 'hi' }] });
  t.equal(ok.statusCode, 200);
  t.equal(app.store.logs.length, logs + 1);
  const quota = app.store.logs.at(-1)?.quota ?? -1;
  t.same([demo.quota, key.remain_quota, key.used_quota], [20_000 - quota, 10_000 - quota, quota]);
  demo.quota = 100;
  const broke = await chat(app, key, { model: 'gpt-3.5-turbo', messages: [{ role: 'user', content: 'hi' }] });
  t.equal(broke.statusCode, 402);
  t.match(broke.json(), { error: { message: /^user quota is not enough/, type: 'one_hub_error', code: 'insufficient_user_quota' } });
});

t.test('a key that overspends through a trusted call is exhausted on its next use', async (t) => {
  const app = await start(t);
  const key = addTestKey(app.store, 1, { unlimited_quota: false, remain_quota: 1 });
  const first = await chat(app, key, { model: 'gpt-4o', messages: [{ role: 'user', content: 'long answer please' }] });
  t.equal(first.statusCode, 200, 'root holds far more than 100 × the reservation: no key check');
  t.ok(key.remain_quota < 0);
  const second = await chat(app, key, { model: 'gpt-4o', messages: [{ role: 'user', content: 'again' }] });
  t.equal(second.statusCode, 401);
  t.match(second.json(), { error: { message: /^令牌额度已用尽/ } });
  t.equal(key.status, 4);
});

// The spec's per-owner multipliers (`/api/channel_group_rate`) bill too: vip pays 0.9 on Anthropic.
t.test('a group multiplier for the model owner replaces the group ratio', async (t) => {
  const app = await start(t);
  const key = addTestKey(app.store, 3, { unlimited_quota: false, remain_quota: 1_000_000 });
  const res = await chat(app, key, {
    model: 'claude-3-haiku-20240307',
    messages: [{ role: 'user', content: 'Hi from operator, with the Anthropic multiplier.' }],
  });
  t.equal(res.statusCode, 200);
  const usage = res.json<{ usage: { prompt_tokens: number; completion_tokens: number } }>().usage;
  const expected = computeQuota({ type: 'tokens', input: 0.125, output: 0.625 }, 0.9, {
    promptTokens: usage.prompt_tokens,
    completionTokens: usage.completion_tokens,
  });
  t.match(app.store.logs.at(-1), { quota: expected, metadata: { group_name: 'vip', group_ratio: 0.9 } });
});
