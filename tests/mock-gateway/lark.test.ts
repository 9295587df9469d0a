import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import type { MockGateway, MockGatewayOptions } from '#mock-gateway/app.ts';
import { LARK_INVALID_CODE } from '#mock-gateway/routes/lark.ts';
import { SEED_LARK_OPEN_ID } from '#mock-gateway/store/seed.ts';
import { larkAuthorize, larkSignIn, sessionCookie, signIn, startGateway } from '#mock-gateway/testing.ts';

// Lark (Feishu) sign-in as one-hub's LarkOAuth (controller/lark.go) against the double's fake
// Lark page: the state from /api/oauth/state, the page's one-time code, the callback.

const NOW = Date.UTC(2025, 5, 1);
const APP_ID = 'cli_mock_lark_app_id';

function start(t: Teardown, options: MockGatewayOptions = {}) {
  return startGateway(t, { now: () => NOW, ...options });
}

function callback(app: MockGateway, cookie: string, query: Record<string, string>) {
  return app.inject({ url: `/api/oauth/lark?${new URLSearchParams(query)}`, headers: { cookie } });
}

function self(app: MockGateway, cookie: string) {
  return app.inject({ url: '/api/user/self', headers: { cookie } }).then((res) => res.json<{ data: Record<string, unknown> }>().data);
}

t.test('the fake Lark page offers the seeded account and a new one, for the status app id only', async (t) => {
  const app = await start(t);
  t.match((await app.inject('/api/status')).json(), { data: { lark_login: true, lark_client_id: APP_ID } });
  const page = await app.inject(
    `/oauth-fake/lark/authorize?app_id=${APP_ID}&state=s1&redirect_uri=${encodeURIComponent('http://console.test/oauth/lark')}`,
  );
  t.equal(page.statusCode, 200);
  t.match(page.headers['content-security-policy'], /default-src 'none'/);
  t.match(page.body, /Fake Lark/);
  t.match(page.body, new RegExp(`name="as" value="${SEED_LARK_OPEN_ID}"`));
  t.match(page.body, /lark-demo/);
  t.match(page.body, /name="as" value="new"/);
  t.notMatch(page.body, /<script|<style/i);
  t.equal((await app.inject('/oauth-fake/lark/authorize?app_id=someone-else&state=s1')).statusCode, 400);
  const denied = await app.inject(`/oauth-fake/lark/authorize?app_id=${APP_ID}&state=s1&redirect_uri=%2Foauth%2Flark&as=deny`);
  t.equal(denied.headers.location, '/oauth/lark?error=access_denied&state=s1');
});

t.test('the linked Lark account signs demo in like login', async (t) => {
  const app = await start(t);
  const res = await larkSignIn(app, SEED_LARK_OPEN_ID);
  t.equal(res.statusCode, 200);
  t.match(res.json<unknown>(), { success: true, message: '', data: { id: 4, username: 'demo', role: 1 } });
  t.match(await self(app, sessionCookie(res) ?? ''), { username: 'demo', lark_id: SEED_LARK_OPEN_ID });
  t.equal(app.store.users.get(4)?.last_login_time, NOW / 1000);
});

t.test('a new Lark account signs up as lark_<id> named after the Lark user, and the invite code credits the inviter', async (t) => {
  const app = await start(t, { settings: { QuotaForInviter: 1000, QuotaForInvitee: 300 } });
  const before = app.store.users.get(4)?.aff_count ?? 0;
  const res = await larkSignIn(app, 'new', { aff: 'DEMO' });
  const user = res.json<{ data: { id: number; username: string; display_name: string } }>().data;
  t.equal(user.username, `lark_${user.id}`);
  t.match(user.display_name, /^lark-[a-z0-9]{4}$/);
  const stored = app.store.users.get(user.id);
  t.match(stored, { role: 1, group: 'default', inviter_id: 4, quota: 300, lark_id: /^ou_[0-9a-f]{32}$/ });
  t.equal(app.store.users.get(4)?.aff_count, before + 1, 'the inviter is credited');
  t.same(
    (await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: user.username, password: '' } })).json<{
      success: boolean;
    }>().success,
    false,
    'no usable password',
  );
  const again = await larkSignIn(app, stored?.lark_id ?? '');
  t.match(again.json(), { success: true, data: { id: user.id } }, 'the same Lark user comes back to the same account');
});

t.test('refusals: the switch before the state, a foreign or missing state (403), an empty or used code', async (t) => {
  const app = await start(t);
  const { code, state, cookie } = await larkAuthorize(app, SEED_LARK_OPEN_ID);
  const forbidden = await callback(app, cookie, { code, state: 'wrong' });
  t.equal(forbidden.statusCode, 403);
  t.same(forbidden.json(), { success: false, message: 'state is empty or not same' });
  t.equal((await callback(app, cookie, { code })).statusCode, 403, 'no state');
  t.equal((await callback(app, '', { code, state })).statusCode, 403, 'another session');
  t.same((await callback(app, cookie, { code: '', state })).json(), { success: false, message: '无效的参数' });
  t.match((await callback(app, cookie, { code, state })).json(), { success: true }, 'the code still works after the refusals');
  // Signing in replaced that session: the next attempt starts a new one, as the console's button does.
  const next = await larkAuthorize(app, SEED_LARK_OPEN_ID);
  t.same(
    (await callback(app, next.cookie, { code, state: next.state })).json(),
    { success: false, message: LARK_INVALID_CODE },
    'used once',
  );
  t.same((await callback(app, next.cookie, { code: 'not-issued', state: next.state })).json(), {
    success: false,
    message: LARK_INVALID_CODE,
  });
  app.store.status.lark_login = false;
  t.same((await callback(app, next.cookie, { code: next.code, state: 'wrong' })).json(), {
    success: false,
    message: '管理员未开启通过飞书登录以及注册',
  });
});

t.test('a signed-in caller binds the account (message "bind"); a linked account is refused', async (t) => {
  const app = await start(t);
  const operator = await signIn(app, 'operator');
  const res = await larkSignIn(app, 'new', { cookie: operator });
  t.same(res.json(), { success: true, message: 'bind' });
  t.match(await self(app, operator), { username: 'operator', lark_id: /^ou_/ });
  t.same((await larkSignIn(app, SEED_LARK_OPEN_ID, { cookie: operator })).json(), { success: false, message: '该飞书账户已被绑定' });
  t.same((await app.inject({ method: 'POST', url: '/api/user/unbind', headers: { cookie: operator }, payload: { type: 'lark' } })).json(), {
    success: true,
    message: '',
  });
  t.equal(app.store.users.get(3)?.lark_id, '');
});

t.test('registration off keeps new Lark users out; a disabled user is refused', async (t) => {
  const app = await start(t, { settings: { RegisterEnabled: false } });
  t.same((await larkSignIn(app, 'new')).json(), { success: false, message: '管理员关闭了新用户注册' });
  t.match((await larkSignIn(app, SEED_LARK_OPEN_ID)).json(), { success: true }, 'a linked account still signs in');
  const demo = app.store.users.get(4);
  if (demo) demo.status = 2;
  t.same((await larkSignIn(app, SEED_LARK_OPEN_ID)).json(), { success: false, message: '用户已被封禁' });
});

t.test('the callback is a critical route (429 with an empty body) and stays in upstream-only mode', async (t) => {
  const limited = await start(t, { criticalRateLimit: { max: 1, windowMs: 60_000 } });
  t.equal((await limited.inject('/api/oauth/lark?code=a&state=b')).statusCode, 403);
  const refused = await limited.inject('/api/oauth/lark?code=a&state=b');
  t.equal(refused.statusCode, 429);
  t.equal(refused.body, '');
  const upstream = await start(t, { upstreamOnly: true });
  const res = await larkSignIn(upstream, SEED_LARK_OPEN_ID);
  t.match(res.json(), { success: true, data: { username: 'demo' } });
  t.notOk('group_id' in res.json<{ data: object }>().data, 'the sign-in answer without the extension keys');
});
