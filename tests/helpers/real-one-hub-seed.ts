import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectSuccess, signInOver } from './gateway-http.ts';
import type { GatewayCaller } from './gateway-http.ts';

/*
 * Seeds a fresh one-hub as an operator would, through its admin API only (issue 33 item 2):
 * the double's demo accounts with the same passwords and roles, its groups, a price, a channel
 * on a fake OpenAI-compatible upstream, a key, redemption codes, options and some relay traffic.
 */

/** The model the fake upstream serves and the seeded channel carries. */
export const SEED_MODEL = 'gpt-4o-mini';
/** Usage every fake completion reports, so the bill is known. */
export const FAKE_USAGE = { prompt_tokens: 12, completion_tokens: 30, total_tokens: 42 };

/** A tiny OpenAI-compatible upstream on loopback: chat completions (plain and streamed) and /v1/models; also a WeChat server that knows no code. */
export async function startFakeUpstream(): Promise<{ url: string; server: Server; calls: () => number }> {
  let calls = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      calls += 1;
      // The WeChat server one-hub asks for a code's follower (controller/wechat.go getWeChatIdByCode):
      // it knows no code, as the double's stand-in knows none of the contract suite's made-up ones.
      if (request.url?.startsWith('/api/wechat/user')) {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ success: true, message: '', data: '' }));
        return;
      }
      if (request.url?.startsWith('/v1/models')) {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ object: 'list', data: [{ id: SEED_MODEL, object: 'model', owned_by: 'openai' }] }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { model?: string; stream?: boolean };
      const model = body.model ?? SEED_MODEL;
      const created = Math.floor(Date.now() / 1000);
      if (body.stream) {
        response.setHeader('content-type', 'text/event-stream');
        // The first chunk a little later: one-hub keeps `first_response` only when it is over 0 ms
        // (relay_util/quota.go GetLogMeta), which a loopback answer may not be.
        await new Promise((resolve) => setTimeout(resolve, 20));
        const delta = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created, model };
        response.write(
          `data: ${JSON.stringify({ ...delta, choices: [{ index: 0, delta: { role: 'assistant', content: 'Hello' }, finish_reason: null }] })}\n\n`,
        );
        response.write(
          `data: ${JSON.stringify({ ...delta, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: FAKE_USAGE })}\n\n`,
        );
        response.end('data: [DONE]\n\n');
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: 'Hello from the fake upstream.' }, finish_reason: 'stop' }],
          usage: FAKE_USAGE,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server, calls: () => calls };
}

/**
 * The password of the accounts the seed makes. one-hub refuses the double's `123456` through its
 * API (model.User's `validate:"min=8,max=20"`): only root, which it inserts itself, has it.
 */
export const ONE_HUB_SEED_PASSWORD = '12345678';

/** The password of a seeded account on one-hub. */
export const oneHubPassword = (username: string): string => (username === 'root' ? '123456' : ONE_HUB_SEED_PASSWORD);

/** The demo accounts of the double's README, as one-hub can make them (its roles 1, 3, 10, 100). */
export const SEED_ACCOUNTS = [
  { username: 'admin', display_name: 'Admin', role: 10, group: 'vip', quota: 50000000 },
  { username: 'operator', display_name: 'Operator', role: 3, group: 'vip', quota: 20000000 },
  { username: 'demo', display_name: 'Demo User', role: 1, group: 'default', quota: 5000000 },
  { username: 'banned', display_name: 'Banned User', role: 1, group: 'default', quota: 1000000 },
] as const;

export interface SeededOneHub {
  root: GatewayCaller;
  /** The demo user's relay key (`sk-…`), made through its own session. */
  demoKey: string;
  redemptionCodes: string[];
}

interface UserRow {
  id: number;
  username: string;
  [field: string]: unknown;
}

async function findUser(root: GatewayCaller, username: string): Promise<UserRow> {
  const page = (await expectSuccess(root, 'GET', `/api/user/?keyword=${encodeURIComponent(username)}&page=1&size=10`)) as {
    data: UserRow[];
  };
  const user = page.data.find((row) => row.username === username);
  if (!user) throw new Error(`seed: user ${username} not found after creating it`);
  return user;
}

/** The double's group, e-mail and balance for `user`. one-hub's `PUT /api/user/` leaves the quota as it was (model.User.Update omits it): the balance moves by a signed change. */
async function setUser(root: GatewayCaller, user: UserRow, group: string, quota: number): Promise<void> {
  await expectSuccess(root, 'PUT', '/api/user/', { ...user, group, email: `${user.username}@example.com` });
  const delta = quota - Number(user.quota ?? 0);
  if (delta !== 0) await expectSuccess(root, 'POST', `/api/user/quota/${user.id}`, { quota: delta, remark: 'seed' });
}

/**
 * One plain and one streamed chat completion with `key`: the newest log rows of a seed (the
 * contract rig sends the same two to the double, so both first log pages hold a streamed row).
 */
export async function sendRelayTraffic(url: string, key: string): Promise<void> {
  for (const stream of [false, true]) {
    const answer = await fetch(`${url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: SEED_MODEL, stream, messages: [{ role: 'user', content: 'Hello' }] }),
    });
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`relay call (stream ${stream}) at ${url} failed: ${answer.status} ${text.slice(0, 300)}`);
  }
}

/** Seeds `url` (a one-hub just started on an empty database); `upstream` is the fake provider. */
export async function seedOneHub(url: string, upstream: string): Promise<SeededOneHub> {
  // An empty database has root/123456 (one-hub's model/main.go).
  const root = await signInOver(url, 'root');
  for (const [key, value] of Object.entries({
    Notice: '# 公告\n\n欢迎使用。',
    SystemName: 'One Hub',
    // Chat links and the payment page's options as an operator sets them (one-hub's own settings
    // page gives every chat link an id; the console adds one to a row that lacks it on its next save).
    ChatLinks: JSON.stringify([
      {
        id: 'k3v9x2m1q',
        name: 'ChatGPT Next',
        url: 'https://chat.example/#/?settings={"key":"sk-{key}","url":"{server}"}',
        show: true,
        sort: 1,
      },
    ]),
    QuotaPerUnit: '500000',
    DisplayInCurrencyEnabled: 'true',
  })) {
    await expectSuccess(root, 'PUT', '/api/option/', { key, value });
  }
  // A new one-hub already has default, vip and svip (model/migrate.go): they get the double's values.
  const groups = (await expectSuccess(root, 'GET', '/api/user_group/?page=1&size=10')) as { data: { id: number; symbol: string }[] };
  for (const group of [
    { symbol: 'default', name: '默认分组', ratio: 1, api_rate: 600, public: true },
    { symbol: 'vip', name: 'VIP 分组', ratio: 0.8, api_rate: 1200, public: true },
    { symbol: 'svip', name: 'SVIP 分组', ratio: 0.6, api_rate: 3000, public: false },
  ]) {
    const stored = groups.data.find((row) => row.symbol === group.symbol);
    if (!stored) throw new Error(`seed: one-hub has no ${group.symbol} group`);
    await expectSuccess(root, 'PUT', '/api/user_group/', { ...stored, ...group, promotion: false, min: 0, max: 0, enable: true });
  }
  for (const account of SEED_ACCOUNTS) {
    await expectSuccess(root, 'POST', '/api/user/', {
      username: account.username,
      display_name: account.display_name,
      password: ONE_HUB_SEED_PASSWORD,
    });
    if (account.role === 10) await expectSuccess(root, 'POST', '/api/user/manage', { username: account.username, action: 'promote' });
    if (account.role === 3) await expectSuccess(root, 'POST', '/api/user/manage', { username: account.username, action: 'set_reliable' });
    const user = await findUser(root, account.username);
    await setUser(root, user, account.group, account.quota);
  }
  await setUser(root, (await expectSuccess(root, 'GET', '/api/user/self')) as UserRow, 'svip', 100000000);
  // The double's model card of the seeded model (mock-gateway/store/model-info), as an admin enters it; one-hub joins
  // the cards to the prices when its price list loads, which the price below makes it do.
  await expectSuccess(root, 'POST', '/api/model_info/', {
    model: SEED_MODEL,
    name: 'GPT-4o mini',
    description: '小而快的 GPT-4o，适合大批量任务。',
    context_length: 128000,
    max_tokens: 16384,
    input_modalities: '["text","image"]',
    output_modalities: '["text"]',
    tags: '["chat","vision","cheap"]',
    support_url: '[]',
  });
  await expectSuccess(root, 'POST', '/api/prices/single', {
    model: SEED_MODEL,
    type: 'tokens',
    channel_type: 1,
    input: 0.075,
    output: 0.3,
  });
  // A price with a cached-token ratio, as the double's gpt-4o (one of one-hub's built-in prices; no channel serves it here).
  await expectSuccess(root, 'PUT', '/api/prices/single/gpt-4o', {
    model: 'gpt-4o',
    type: 'tokens',
    channel_type: 1,
    input: 2.5,
    output: 7.5,
    extra_ratios: { cached_tokens: 0.5 },
  });
  await expectSuccess(root, 'POST', '/api/channel/', {
    type: 1,
    name: 'Fake OpenAI',
    key: 'sk-fake-upstream-key',
    base_url: upstream,
    models: SEED_MODEL,
    group: 'default,vip,svip',
    model_mapping: '',
    test_model: SEED_MODEL,
    other: '',
    tag: '',
  });
  await expectSuccess(root, 'POST', '/api/redemption/', { name: '新用户礼包', quota: 500000, count: 2 });
  const codes = (await expectSuccess(root, 'GET', '/api/redemption/?page=1&size=10')) as { data: { key: string }[] };

  const demo = await signInOver(url, 'demo', ONE_HUB_SEED_PASSWORD);
  await expectSuccess(demo, 'POST', '/api/token/', {
    name: 'Demo key',
    remain_quota: 0,
    unlimited_quota: true,
    expired_time: -1,
    group: '',
  });
  const tokens = (await expectSuccess(demo, 'GET', '/api/token/?page=1&size=10')) as { data: { key: string }[] };
  const demoKey = `sk-${tokens.data[0]?.key ?? ''}`;
  // Relay traffic, so logs, the dashboard and invoices have rows.
  await sendRelayTraffic(url, demoKey);
  await expectSuccess(root, 'POST', '/api/user/manage', { username: 'banned', action: 'disable' });
  return { root, demoKey, redemptionCodes: codes.data.map((row) => row.key) };
}
