import t from 'tap';
import { z } from 'zod/mini';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';
import { OperationRecordSchema, SECRET_MASK } from '#shared/api/schemas/operation-record.ts';
import { OPTION_RULES, OptionListSchema, ROOT_OPTION_KEYS, SECRET_OPTION_KEYS } from '#shared/api/schemas/option.ts';
import type { MockGatewayOptions } from '#mock-gateway/app.ts';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';

const NOW = Date.UTC(2025, 0, 1);
const RecordPage = envelopeOf(z.object({ data: z.array(OperationRecordSchema), total_count: z.int() }));
type Reply = { success: boolean; message: string; data?: unknown };
const DENIED = { success: false, message: '无权进行此操作，权限不足' };

async function setup(t: Parameters<typeof startGateway>[0], gatewayOptions: MockGatewayOptions = {}) {
  const gateway = await startGateway(t, { now: () => NOW, criticalRateLimit: false, ...gatewayOptions });
  const admin = callerFor<Reply>(gateway, await signIn(gateway, 'admin'));
  // Every option is root's to read and write (some only root's: ROOT_OPTION_KEYS).
  const root = callerFor<Reply>(gateway, await signIn(gateway, 'root'));
  const records = async (type = 'option') => RecordPage.parse(await admin(`/api/operation_record/?target_type=${type}`)).data?.data ?? [];
  const options = async () => new Map(OptionListSchema.parse((await root('/api/option/')).data).map(({ key, value }) => [key, value]));
  const put = (key: string, value: string) => root('/api/option/', 'PUT', { key, value });
  const status = async () => (await gateway.inject({ url: '/api/status' })).json<{ data: Record<string, unknown> }>().data;
  return { gateway, admin, records, options, put, status };
}

t.test('the operator and up read and write options (spec §6), admins purge logs; users get upstream’s refusal', async (t) => {
  const { gateway, put } = await setup(t);
  const demo = callerFor<Reply>(gateway, await signIn(gateway, 'demo'));
  t.same(await demo('/api/option/'), DENIED, 'demo may not read');
  t.same(await demo('/api/option/safe_tools'), DENIED);
  t.same(await demo('/api/option/', 'PUT', { key: 'SystemName', value: 'x' }), DENIED, 'demo may not write');
  t.equal(gateway.store.status.system_name, 'AI Gateway', 'the refused writes changed nothing');
  const operator = callerFor<Reply>(gateway, await signIn(gateway, 'operator'));
  t.same(await operator('/api/log/?target_timestamp=1700000000', 'DELETE'), DENIED, 'the log purge stays an admin’s');
  t.match(await operator('/api/option/'), { success: true }, 'the operator reads');
  t.same(await operator('/api/option/', 'PUT', { key: 'SystemName', value: 'Operator Gateway' }), { success: true, message: '' });
  t.equal(gateway.store.status.system_name, 'Operator Gateway', 'and writes');
  const upstream = await startGateway(t, { upstreamOnly: true });
  const upstreamAdmin = callerFor<Reply>(upstream, await signIn(upstream, 'admin'));
  t.same(await upstreamAdmin('/api/option/'), DENIED, 'upstream keeps the options to root');
  const root = callerFor<Reply>(gateway, await signIn(gateway, 'root'));
  t.match(await root('/api/option/'), { success: true });
  t.same(await put('SystemName', 'Admin Gateway'), { success: true, message: '' });
  t.same(await root('/api/option/safe_tools'), { success: true, message: '', data: ['Keyword'] });
});

t.test('below root, the options that decide sign-in, mail and outbound requests are neither shown nor written', async (t) => {
  const { gateway, put } = await setup(t);
  const before = structuredClone({ settings: gateway.store.settings, status: gateway.store.status });
  // What an admin (or an operator) would set to become root: an identity provider, a WeChat
  // server or a mail server of their own, the address reset links and callbacks point to.
  const attacks: [string, string][] = [
    ['OIDCIssuer', 'https://idp.attacker.example'],
    ['OIDCClientId', 'attacker-client'],
    ['OIDCUsernameClaims', 'sub'],
    ['OIDCAuthEnabled', 'true'],
    ['WeChatServerAddress', 'https://wechat.attacker.example'],
    ['ServerAddress', 'https://console.attacker.example'],
    ['SMTPServer', 'smtp.attacker.example'],
    ['SMTPAccount', 'mail@attacker.example'],
    ['SMTPToken', 'attacker-token'],
    ['GitHubClientSecret', 'attacker-secret'],
    ['RegisterEnabled', 'true'],
    ['PasswordLoginEnabled', 'false'],
    ['ChatImageRequestProxy', 'http://proxy.attacker.example'],
    ['CFWorkerImageUrl', 'https://worker.attacker.example'],
  ];
  for (const username of ['admin', 'operator']) {
    const caller = callerFor<Reply>(gateway, await signIn(gateway, username));
    const listed = OptionListSchema.parse((await caller('/api/option/')).data).map(({ key }) => key);
    for (const key of ROOT_OPTION_KEYS) t.notOk(listed.includes(key), `${username}: ${key} not listed`);
    for (const [key, value] of attacks) t.same(await caller('/api/option/', 'PUT', { key, value }), DENIED, `${username}: ${key}`);
    t.same(
      await caller('/api/option/', 'PUT', { key: 'Notice', value: `${username}'s notice` }),
      { success: true, message: '' },
      'the rest stays theirs',
    );
  }
  t.same(gateway.store.settings.OIDCIssuer, before.settings.OIDCIssuer, 'nothing root’s changed');
  t.same({ ...gateway.store.settings, Notice: before.settings.Notice }, before.settings);
  t.same(gateway.store.status, before.status);
  t.same(await put('OIDCIssuer', 'https://idp.example'), { success: true, message: '' }, 'root sets them');
});

t.test('GET lists every option once as text, upstream’s [{key, value}]; secrets are answered empty', async (t) => {
  const { gateway, admin, options, put } = await setup(t);
  const list = OptionListSchema.parse((await admin('/api/option/')).data);
  t.same(
    list.map(({ key }) => key),
    Object.keys(OPTION_RULES).filter((key) => !ROOT_OPTION_KEYS.has(key)),
    'below root: every key of the settings page but root’s, in its order',
  );
  t.same([...(await options()).keys()], Object.keys(OPTION_RULES), 'root: every key of the settings page, in its order');
  const values = await options();
  t.equal(values.get('SystemName'), 'AI Gateway');
  t.equal(values.get('QuotaPerUnit'), '500000');
  t.equal(values.get('RegisterEnabled'), 'true');
  t.equal(values.get('InviterRewardType'), 'percent');
  t.equal(values.get('GitHubClientId'), 'mock-github-client-id');
  t.ok(SECRET_OPTION_KEYS.includes('TurnstileSecretKey') && SECRET_OPTION_KEYS.includes('CFWorkerImageKey'), 'upstream leaks these two');
  const SECRET = 'turnstile-secret-value-7';
  t.same(await put('TurnstileSecretKey', SECRET), { success: true, message: '' });
  t.same(await put('SMTPToken', 'smtp-token-value-8'), { success: true, message: '' });
  t.equal(gateway.store.settings.TurnstileSecretKey, SECRET, 'stored');
  const after = await options();
  for (const key of SECRET_OPTION_KEYS) t.equal(after.get(key), '', `${key} is answered empty`);
  const everything = [
    (await gateway.inject({ url: '/api/option/', headers: { cookie: await signIn(gateway, 'root') } })).body,
    (await gateway.inject({ url: '/api/status' })).body,
    JSON.stringify(await admin('/api/operation_record/?size=100')),
  ].join('\n');
  t.notOk(everything.includes(SECRET) || everything.includes('smtp-token-value-8'), 'no answer holds a secret, not even root’s');
  t.notOk(everything.includes('mock-github-client-secret'), 'nor a seeded one');
});

t.test('a saved option acts at once: status, notice, about, home page, registration and sign-in', async (t) => {
  const { gateway, put, status } = await setup(t);
  await put('SystemName', 'Renamed Gateway');
  await put('LogoDark', 'https://cdn.example.com/dark.png');
  await put('WebHomeEnabled', 'false');
  await put('QuotaRemindThreshold', '2500');
  await put('ServerAddress', 'https://api.example.com//');
  t.match(await status(), {
    system_name: 'Renamed Gateway',
    logo_dark: 'https://cdn.example.com/dark.png',
    WebHomeEnabled: false,
    quota_remind_threshold: 2500,
    server_address: 'https://api.example.com',
  });
  await put('Notice', '# New notice');
  await put('About', 'About **us**');
  await put('HomePageContent', 'https://home.example.com');
  const get = async (url: string) => (await gateway.inject({ url })).json<Reply>().data;
  t.equal(await get('/api/notice'), '# New notice');
  t.equal(await get('/api/about'), 'About **us**');
  t.equal(await get('/api/home_page_content'), 'https://home.example.com');

  await put('RegisterEnabled', 'false');
  const register = await gateway.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { username: 'newcomer', password: 'password123' },
  });
  t.same(register.json(), { success: false, message: '管理员关闭了新用户注册' }, 'registration is off');
  await put('PasswordLoginEnabled', 'false');
  const login = await gateway.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'demo', password: '123456' } });
  t.match(login.json(), { success: false, message: '管理员关闭了密码登录' }, 'password sign-in is off');
  await put('SafeKeyWords', ' alpha \n\nbeta');
  t.same((await status()).SafeKeyWords, ['alpha', 'beta'], 'one keyword a line, trimmed');
});

t.test('bad values and unknown keys are refused with a message and change nothing', async (t) => {
  const { gateway, put, records } = await setup(t);
  const before = structuredClone({ status: gateway.store.status, settings: gateway.store.settings });
  const refusals: [string, string, string][] = [
    ['RegisterEnabled', 'yes', 'RegisterEnabled 只能是 true 或 false'],
    ['RetryTimes', '-1', 'RetryTimes 不能小于 0'],
    ['RetryTimes', '1.5', 'RetryTimes 必须是整数'],
    ['QuotaPerUnit', 'abc', 'QuotaPerUnit 必须是数字'],
    ['SMTPPort', '70000', 'SMTPPort 不能大于 65535'],
    ['ChatLinks', '[{"name":"x"}]', 'ChatLinks 不是合法的 JSON 配置'],
    // one-hub's settings page cannot open a chat link without an id, or two with one id.
    ['ChatLinks', '[{"name":"x","url":"https://x","show":true,"sort":1}]', 'ChatLinks 不是合法的 JSON 配置'],
    [
      'ChatLinks',
      '[{"id":"a","name":"x","url":"https://x","show":true,"sort":1},{"id":"a","name":"y","url":"https://y","show":true,"sort":2}]',
      'ChatLinks 不是合法的 JSON 配置',
    ],
    ['RechargeDiscount', '{"20":1.5}', 'RechargeDiscount 不是合法的 JSON 配置'],
    ['GeminiOpenThink', 'not json', 'GeminiOpenThink 不是合法的 JSON 配置'],
    ['Logo', 'javascript:alert(1)', 'Logo 必须是 http(s) 地址'],
    ['WebHomeURL', '//evil.example.com', 'WebHomeURL 必须是 http(s) 地址'],
    ['SafeToolName', 'Nope', '未知的安全工具：Nope'],
    ['InviterRewardType', 'tiered', 'InviterRewardType 只能是 fixed、percent'],
    ['NoSuchOption', 'x', '未知的配置项：NoSuchOption'],
  ];
  for (const [key, value, message] of refusals) t.same(await put(key, value), { success: false, message }, `${key}=${value}`);
  for (const body of [{}, { key: 'SystemName' }, { key: 'SystemName', value: 5 }, { key: '', value: 'x' }, []]) {
    const reply = await gateway.inject({
      method: 'PUT',
      url: '/api/option/',
      headers: { cookie: await signIn(gateway, 'admin') },
      payload: body,
    });
    t.equal(reply.statusCode, 200);
    t.match(reply.json(), { success: false }, `malformed body ${JSON.stringify(body)}`);
  }
  t.same({ status: gateway.store.status, settings: gateway.store.settings }, before, 'nothing changed');
  t.same(await records(), [], 'and nothing was recorded');
});

t.test('a sign-in method or check cannot be switched on before what it needs is set (upstream’s guards)', async (t) => {
  const { gateway, put, status } = await setup(t);
  t.same(await put('TurnstileCheckEnabled', 'true'), {
    success: false,
    message: '无法启用 Turnstile 校验，请先填入 Turnstile 校验相关配置信息！',
  });
  await put('TurnstileSiteKey', 'site-key');
  await put('TurnstileSecretKey', 'secret-key');
  t.same(await put('TurnstileCheckEnabled', 'true'), { success: true, message: '' });
  t.match(await status(), { turnstile_check: true, turnstile: true, turnstile_site_key: 'site-key' }, 'both spellings of the flag');

  await put('GitHubOAuthEnabled', 'false');
  await put('GitHubClientId', '');
  t.same(await put('GitHubOAuthEnabled', 'true'), {
    success: false,
    message: '无法启用 GitHub OAuth，请先填入 GitHub Client Id 以及 GitHub Client Secret！',
  });
  t.same(await put('GoogleOAuthEnabled', 'false'), { success: true, message: '' }, 'switching off needs nothing');
  t.equal(gateway.store.status.google_oauth, false);
  await put('OIDCAuthEnabled', 'false');
  await put('OIDCUsernameClaims', '');
  t.same(
    await put('OIDCAuthEnabled', 'true'),
    { success: false, message: '无法启用 OIDC，请先填入OIDC信息！' },
    'every OIDC key, as upstream',
  );
  await put('OIDCUsernameClaims', 'preferred_username');
  t.same(await put('OIDCAuthEnabled', 'true'), { success: true, message: '' }, 'the issuer defaults to the own provider');
  await put('WeChatAuthEnabled', 'false');
  await put('WeChatServerAddress', '');
  t.match(await put('WeChatAuthEnabled', 'true'), { success: false, message: '无法启用微信登录，请先填入微信登录相关配置信息！' });
  await put('LarkAuthEnabled', 'false');
  await put('LarkClientId', '');
  t.match(await put('LarkAuthEnabled', 'true'), { success: false });
  await put('LarkClientId', 'cli_1');
  await put('LarkClientSecret', 'lark-secret');
  t.same(await put('LarkAuthEnabled', 'true'), { success: true, message: '' }, 'Lark’s keys are registered (upstream forgets them)');
  t.match(await status(), { lark_login: true, lark_client_id: 'cli_1' });
  await put('EmailDomainWhitelist', '');
  t.same(await put('EmailDomainRestrictionEnabled', 'true'), { success: false, message: '无法启用邮箱域名限制，请先填入限制的邮箱域名！' });
  await put('EmailDomainWhitelist', 'gmail.com,example.org');
  t.same(await put('EmailDomainRestrictionEnabled', 'true'), { success: true, message: '' });
  const code = async (email: string) =>
    (await gateway.inject({ url: `/api/verification?email=${encodeURIComponent(email)}&turnstile=token` })).json<Reply>();
  t.same(await code('someone@other.example'), { success: false, message: '管理员启用了邮箱域名白名单，您的邮箱地址的域名不在白名单中' });
  t.same(await code('someone@Example.org'), { success: true, message: '' }, 'an allowed domain gets its code');
});

t.test('the inviter reward rule: fixed or percent (percentage accepted), a percentage at most 100, a cap', async (t) => {
  const { gateway, put, options } = await setup(t);
  t.same(await put('InviterRewardType', 'percentage'), { success: true, message: '' });
  t.equal(gateway.store.settings.InviterRewardType, 'percent', 'stored as percent');
  t.same(await put('InviterRewardValue', '150'), { success: false, message: '按比例奖励时，奖励比例不能超过 100' });
  t.same(await put('InviterRewardValue', '-1'), { success: false, message: 'InviterRewardValue 不能小于 0' });
  t.same(await put('InviterRewardValue', '12.5'), { success: true, message: '' });
  t.same(await put('InviterRewardType', 'fixed'), { success: true, message: '' });
  t.same(await put('InviterRewardValue', '250000'), { success: true, message: '' }, 'a fixed reward is quota');
  t.same(await put('InviterRewardType', 'percent'), { success: false, message: '按比例奖励时，奖励比例不能超过 100' });
  t.same(await put('InviterRewardMax', '1000000'), { success: true, message: '' });
  const values = await options();
  t.same(
    ['InviterRewardType', 'InviterRewardValue', 'InviterRewardMax'].map((key) => values.get(key)),
    ['fixed', '250000', '1000000'],
  );
  t.match(gateway.store.settings, { InviterRewardType: 'fixed', InviterRewardValue: 250000, InviterRewardMax: 1000000 });
});

t.test('each change is an operation record with the text before → after; a secret is named, never shown', async (t) => {
  const { put, records } = await setup(t);
  await put('SystemName', 'Audit Gateway');
  await put('SystemName', 'Audit Gateway');
  await put('GoogleClientSecret', '');
  await put('GoogleClientSecret', 'new-google-secret');
  const rows = await records();
  t.same(
    rows.map((row) => [row.username, row.action, row.target_type, row.target_id, row.detail.before, row.detail.after]),
    [
      ['root', 'option.update', 'option', 'GoogleClientSecret', {}, { GoogleClientSecret: SECRET_MASK }],
      ['root', 'option.update', 'option', 'SystemName', { SystemName: 'AI Gateway' }, { SystemName: 'Audit Gateway' }],
    ],
    'the same value again and an empty secret change nothing and are not recorded',
  );
});

t.test('DELETE /api/log/ deletes exactly the rows before the timestamp and answers their count', async (t) => {
  const { gateway, admin, records } = await setup(t);
  const all = gateway.store.logs.map((row) => row.created_at).sort((a, b) => a - b);
  const target = all[Math.floor(all.length / 2)] ?? 0;
  const older = all.filter((time) => time < target).length;
  t.ok(older > 0 && older < all.length, 'the seed has rows on both sides');
  const counted = await admin<{ data: { total_count: number } }>(`/api/log/?end_timestamp=${target - 1}&size=1`);
  t.equal(counted.data.total_count, older, 'the admin list with end_timestamp = target − 1 counts what a purge deletes');
  t.same(await admin(`/api/log/?target_timestamp=${target}`, 'DELETE'), { success: true, message: '', data: older });
  t.equal(gateway.store.logs.length, all.length - older, 'the rest stay');
  t.ok(
    gateway.store.logs.every((row) => row.created_at >= target),
    'none before the timestamp is left',
  );
  t.same(await admin(`/api/log/?target_timestamp=${target}`, 'DELETE'), { success: true, message: '', data: 0 }, 'again: nothing left');
  t.match(await admin('/api/log/?target_timestamp=abc', 'DELETE'), { success: false, message: /invalid syntax/ });
  t.match(await admin('/api/log/', 'DELETE'), { success: false });
  const purges = await records('log');
  t.same(
    purges.map((row) => [row.action, row.target_id, row.detail.after]),
    [['log.purge', String(target), { target_timestamp: target, deleted: older }]],
    'one record, for the purge that deleted something',
  );
});

t.test('upstream-only mode: the options need root, as upstream’s', async (t) => {
  const { gateway, admin } = await setup(t, { upstreamOnly: true });
  t.same(await admin('/api/option/'), DENIED);
  t.same(await admin('/api/option/', 'PUT', { key: 'SystemName', value: 'x' }), DENIED);
  t.same(await admin('/api/option/invoice/gen/2024-12-01', 'POST'), DENIED);
  const root = callerFor<Reply>(gateway, await signIn(gateway, 'root'));
  t.match(await root('/api/option/'), { success: true });
});
