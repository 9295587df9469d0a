import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { startGateway } from '#mock-gateway/testing.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { addTestKey } from '#mock-gateway/relay/test-keys.ts';
import type { TokenRecord } from '#mock-gateway/store/key/key.ts';

const NOW = Date.UTC(2025, 0, 1);
const SECONDS = NOW / 1000;
const HI = { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] };

function start(t: Teardown) {
  return startGateway(t, { now: () => NOW });
}

function call(
  app: MockGateway,
  authorization: string | undefined,
  payload: string | object = HI,
  extra: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extra.headers };
  if (authorization !== undefined) headers.authorization = authorization;
  return app.inject({ method: 'POST', url: '/v1/chat/completions', headers, payload, remoteAddress: extra.remoteAddress });
}

/** The assertions used here (tap's Test has many more). */
type Assert = Pick<typeof t, 'equal' | 'match' | 'ok'>;

const bearer = (key: TokenRecord) => `Bearer sk-${key.key}`;

interface Case {
  name: string;
  status: number;
  message: RegExp;
  code?: string;
}

function expectError(t: Assert, res: Awaited<ReturnType<typeof call>>, expected: Case): void {
  t.equal(res.statusCode, expected.status, `${expected.name}: status`);
  const body = res.json<{ error: { message: string; type: string; code?: string } }>();
  t.match(body.error.message, expected.message, `${expected.name}: message`);
  t.match(body.error.message, / \(request id: \w+\)$/, `${expected.name}: request id`);
  t.equal(body.error.type, 'one_hub_error', `${expected.name}: type`);
  t.equal(body.error.code, expected.code, `${expected.name}: code`);
  t.ok(res.headers['x-oneapi-request-id'], `${expected.name}: request id header`);
}

t.test('key refusals: 401 for missing, unknown, disabled, expired, exhausted keys and banned owners', async (t) => {
  const app = await start(t);
  const disabled = addTestKey(app.store, 4, { status: 2 });
  const expired = addTestKey(app.store, 4, { expired_time: SECONDS - 1 });
  const markedExpired = addTestKey(app.store, 4, { status: 3 });
  const exhausted = addTestKey(app.store, 4, { unlimited_quota: false, remain_quota: 0 });
  const banned = addTestKey(app.store, 5);
  const cases: [string | undefined, Case][] = [
    [undefined, { name: 'no header', status: 401, message: /^无效的令牌/ }],
    ['Bearer sk-doesnotexist000000000000000000000000000000000', { name: 'unknown', status: 401, message: /^无效的令牌/ }],
    [bearer(disabled), { name: 'disabled', status: 401, message: /^令牌状态不可用/ }],
    [bearer(expired), { name: 'expired', status: 401, message: /^令牌已过期/ }],
    [bearer(markedExpired), { name: 'status 3', status: 401, message: /^令牌已过期/ }],
    [bearer(exhausted), { name: 'exhausted', status: 401, message: /^令牌额度已用尽/ }],
    [bearer(banned), { name: 'banned owner', status: 401, message: /^无效的令牌/ }],
  ];
  for (const [authorization, expected] of cases) expectError(t, await call(app, authorization), expected);
  t.equal(expired.status, 3, 'an expired key is marked expired');
  t.equal(exhausted.status, 4, 'an empty key is marked exhausted');
  t.equal(app.store.logs.filter((log) => log.created_at === SECONDS && log.type === 2).length, 0, 'nothing billed');
});

t.test('403s: IP allow-list, channel suffix of a common user, unknown group', async (t) => {
  const app = await start(t);
  const limited = addTestKey(app.store, 4, {
    setting: { limits: { limits_ip_setting: { enabled: true, whitelist: ['10.0.0.0/8', '192.0.2.7'] } } },
  });
  t.equal((await call(app, bearer(limited), HI, { remoteAddress: '10.20.30.40' })).statusCode, 200, 'inside the CIDR');
  t.equal((await call(app, bearer(limited), HI, { remoteAddress: '192.0.2.7' })).statusCode, 200, 'exact IP');
  t.equal(
    (await call(app, bearer(limited), HI, { headers: { 'x-forwarded-for': '10.1.1.1, 127.0.0.1' } })).statusCode,
    200,
    'forwarded client IP',
  );
  expectError(t, await call(app, bearer(limited), HI, { remoteAddress: '192.0.2.8' }), {
    name: 'outside',
    status: 403,
    message: /^IP 192\.0\.2\.8 is not allowed to access/,
  });
  t.equal(app.store.logs.at(-1)?.source_ip, '10.1.1.1', 'source_ip is the forwarded client');
  const demo = addTestKey(app.store, 4);
  expectError(t, await call(app, `${bearer(demo)}#1`), { name: 'suffix', status: 403, message: /^普通用户不支持指定渠道/ });
  const admin = addTestKey(app.store, 2);
  t.equal((await call(app, `${bearer(admin)}#2`)).statusCode, 200, 'an admin may force a channel');
  t.equal(app.store.logs.at(-1)?.channel_id, 2);
  const ghost = addTestKey(app.store, 4, { group: 'nope' });
  expectError(t, await call(app, bearer(ghost)), { name: 'unknown group', status: 403, message: /^分组 nope 不存在/ });
});

t.test('model limits (404), no channel (503), and request bodies (400)', async (t) => {
  const app = await start(t);
  const only = addTestKey(app.store, 4, { setting: { limits: { limit_model_setting: { enabled: true, models: ['gpt-4o'] } } } });
  t.equal((await call(app, bearer(only), { ...HI, model: 'gpt-4o' })).statusCode, 200);
  expectError(t, await call(app, bearer(only)), {
    name: 'limited',
    status: 404,
    message: /^Model gpt-4o-mini is not supported for current token/,
    code: 'one_hub_error',
  });
  const none = addTestKey(app.store, 4, { setting: { limits: { limit_model_setting: { enabled: true, models: [] } } } });
  expectError(t, await call(app, bearer(none)), {
    name: 'empty list',
    status: 404,
    message: /^No available models configured for current token/,
    code: 'one_hub_error',
  });
  const key = addTestKey(app.store, 4);
  expectError(t, await call(app, bearer(key), { ...HI, model: 'o1-mini' }), {
    name: 'svip only',
    status: 503,
    message: /^当前分组 default 下对于模型 o1-mini 无可用渠道/,
    code: 'one_hub_error',
  });
  expectError(t, await call(app, bearer(key), '{"model":'), {
    name: 'bad JSON',
    status: 400,
    message: /^unexpected end of JSON input/,
    code: 'one_hub_error',
  });
  expectError(t, await call(app, bearer(key), 'hello'), {
    name: 'not JSON',
    status: 400,
    message: /^invalid character 'h' looking for beginning of value/,
    code: 'one_hub_error',
  });
  expectError(t, await call(app, bearer(key), { messages: [] }), {
    name: 'no model',
    status: 400,
    message: /^field Model is required/,
    code: 'one_hub_error',
  });
  expectError(t, await call(app, bearer(key), { model: 'gpt-4o' }), {
    name: 'no messages',
    status: 400,
    message: /^field Messages is required/,
    code: 'one_hub_error',
  });
  expectError(t, await call(app, bearer(key), { model: 42, messages: [] }), {
    name: 'model type',
    status: 400,
    message: /^json: cannot unmarshal number into Go struct field ChatCompletionRequest\.model of type string/,
    code: 'one_hub_error',
  });
  expectError(t, await call(app, bearer(key), { ...HI, max_tokens: -1 }), {
    name: 'max_tokens',
    status: 400,
    message: /^max_tokens is invalid/,
    code: 'one_hub_error',
  });
  const unauthorised = await call(app, undefined, 'nope');
  t.equal(unauthorised.statusCode, 401, 'the key is checked before the body');
  const image = await app.inject({
    method: 'POST',
    url: '/v1/images/generations',
    headers: { authorization: bearer(key) },
    payload: { model: 'dall-e-3' },
  });
  t.equal(image.statusCode, 400);
  t.match(image.json(), { error: { message: /^field Prompt is required/ } });
});

t.test('unknown /v1 paths answer 404 Invalid URL', async (t) => {
  const app = await start(t);
  const res = await app.inject({ method: 'POST', url: '/v1/x', payload: {} });
  t.equal(res.statusCode, 404);
  t.same(res.json(), { error: { message: 'Invalid URL (POST /v1/x)', type: 'invalid_request_error', code: '' } });
});
