import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import type { MockGateway, MockGatewayOptions } from '#mock-gateway/app.ts';
import { SEED_WECHAT_ID } from '#mock-gateway/store/seed.ts';
import { sessionCookie, signIn, startGateway, wechatCode } from '#mock-gateway/testing.ts';

// WeChat sign-in and binding as one-hub's controller/wechat.go, with the double standing in for
// the WeChat server: its official account hands out the codes, its QR code is served by the double.

const NOW = Date.UTC(2025, 5, 1);

function start(t: Teardown, options: MockGatewayOptions = {}) {
  return startGateway(t, { now: () => NOW, testEndpoints: true, ...options });
}

function wechatSignIn(app: MockGateway, query: Record<string, string>) {
  return app.inject(`/api/oauth/wechat?${new URLSearchParams(query)}`);
}

function bind(app: MockGateway, cookie: string, code: string) {
  return app.inject({ url: `/api/oauth/wechat/bind?code=${code}`, headers: { cookie } });
}

t.test('the status publishes the switch and a QR code the double serves; its page hands out codes', async (t) => {
  const app = await start(t);
  t.match((await app.inject('/api/status')).json(), { data: { wechat_login: true, wechat_qrcode: '/oauth-fake/wechat/qrcode.svg' } });
  const qr = await app.inject({
    url: '/oauth-fake/wechat/qrcode.svg',
    headers: { 'x-forwarded-host': 'console.test', 'x-forwarded-proto': 'https' },
  });
  t.equal(qr.statusCode, 200);
  t.match(qr.headers['content-type'], /^image\/svg\+xml/);
  t.match(qr.body, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
  t.match(qr.body, /<path [^>]*d="M/, 'modules drawn');
  t.notMatch(qr.body, /<script/i);

  const page = await app.inject('/oauth-fake/wechat');
  t.equal(page.statusCode, 200);
  t.match(page.headers['content-security-policy'], /default-src 'none'/);
  t.match(page.body, new RegExp(`name="as" value="${SEED_WECHAT_ID}"`));
  t.match(page.body, /wx-demo/);
  t.notMatch(page.body, /<script|<style/i);
  const reply = await app.inject(`/oauth-fake/wechat?as=${SEED_WECHAT_ID}`);
  const code = /id="wechat-code"[^>]*>(\d{6})</.exec(reply.body)?.[1] ?? '';
  t.match(code, /^\d{6}$/, 'the reply carries a 6-digit code');
  t.match(
    (await wechatSignIn(app, { code })).json(),
    { success: true, data: { username: 'demo' } },
    'the page’s code signs the follower in',
  );
  t.equal((await app.inject('/oauth-fake/wechat?as=nobody')).statusCode, 400);
});

t.test('a code issued to the linked WeChat user signs demo in like login; used or wrong codes are refused', async (t) => {
  const app = await start(t);
  const { code, wechatId } = await wechatCode(app, SEED_WECHAT_ID);
  t.equal(wechatId, SEED_WECHAT_ID);
  const res = await wechatSignIn(app, { code });
  t.equal(res.statusCode, 200);
  t.match(res.json<unknown>(), { success: true, message: '', data: { id: 4, username: 'demo', role: 1 } });
  const cookie = sessionCookie(res) ?? '';
  t.match((await app.inject({ url: '/api/user/self', headers: { cookie } })).json(), {
    data: { username: 'demo', wechat_id: SEED_WECHAT_ID },
  });
  t.same((await wechatSignIn(app, { code })).json(), { success: false, message: '验证码错误或已过期' }, 'a used code');
  t.same((await wechatSignIn(app, { code: '000000' === code ? '000001' : '000000' })).json(), {
    success: false,
    message: '验证码错误或已过期',
  });
  t.same((await wechatSignIn(app, { code: '' })).json(), { success: false, message: '无效的参数' });
});

t.test('codes expire after three minutes', async (t) => {
  let now = NOW;
  const app = await startGateway(t, { now: () => now, testEndpoints: true });
  const { code } = await wechatCode(app, SEED_WECHAT_ID);
  now += 3 * 60 * 1000;
  t.same((await wechatSignIn(app, { code })).json(), { success: false, message: '验证码错误或已过期' });
});

t.test('a new WeChat user signs up as wechat_<id> "WeChat User", and the invite code credits the inviter', async (t) => {
  const app = await start(t, { settings: { QuotaForInviter: 1000, QuotaForInvitee: 300 } });
  const before = app.store.users.get(4)?.aff_count ?? 0;
  const { code, wechatId } = await wechatCode(app);
  const res = await wechatSignIn(app, { code, aff: 'DEMO' });
  const user = res.json<{ data: { id: number; username: string; display_name: string } }>().data;
  t.equal(user.username, `wechat_${user.id}`);
  t.equal(user.display_name, 'WeChat User');
  t.match(app.store.users.get(user.id), { role: 1, inviter_id: 4, quota: 300, wechat_id: wechatId });
  t.equal(app.store.users.get(4)?.aff_count, before + 1);
  const again = await wechatSignIn(app, { code: (await wechatCode(app, wechatId)).code });
  t.match(again.json(), { success: true, data: { id: user.id } }, 'the same follower comes back to the same account');
});

t.test('refusals: the switch, registration off, a disabled user', async (t) => {
  const off = await start(t, { status: { wechat_login: false } });
  t.same((await wechatSignIn(off, { code: (await wechatCode(off)).code })).json(), {
    success: false,
    message: '管理员未开启通过微信登录以及注册',
  });
  const closed = await start(t, { settings: { RegisterEnabled: false } });
  t.same((await wechatSignIn(closed, { code: (await wechatCode(closed)).code })).json(), {
    success: false,
    message: '管理员关闭了新用户注册',
  });
  const demo = closed.store.users.get(4);
  if (demo) demo.status = 2;
  t.same((await wechatSignIn(closed, { code: (await wechatCode(closed, SEED_WECHAT_ID)).code })).json(), {
    success: false,
    message: '用户已被封禁',
  });
});

t.test('binding: the same codes link a WeChat user to the caller once; a linked one is refused; unbinding frees it', async (t) => {
  const app = await start(t);
  const operator = await signIn(app, 'operator');
  t.equal((await app.inject('/api/oauth/wechat/bind?code=123456')).statusCode, 401, 'users only');
  const { code, wechatId } = await wechatCode(app);
  t.same((await bind(app, operator, code)).json(), { success: true, message: '' });
  t.equal(app.store.users.get(3)?.wechat_id, wechatId);
  t.same((await bind(app, operator, code)).json(), { success: false, message: '验证码错误或已过期' }, 'a used code');
  t.same((await bind(app, operator, (await wechatCode(app, SEED_WECHAT_ID)).code)).json(), {
    success: false,
    message: '该微信账号已被绑定',
  });
  const demo = await signIn(app, 'demo');
  await app.inject({ method: 'POST', url: '/api/user/unbind', headers: { cookie: demo }, payload: { type: 'wechat' } });
  t.same((await bind(app, operator, (await wechatCode(app, SEED_WECHAT_ID)).code)).json(), { success: true, message: '' }, 'free again');
  app.store.status.wechat_login = false;
  t.same((await bind(app, operator, (await wechatCode(app)).code)).json(), { success: false, message: '管理员未开启通过微信登录以及注册' });
});

t.test('sign-in and binding are critical routes and stay in upstream-only mode; the test endpoint is the double’s own', async (t) => {
  const limited = await start(t, { criticalRateLimit: { max: 2, windowMs: 60_000 } });
  const cookie = await signIn(limited, 'demo');
  t.equal((await wechatSignIn(limited, { code: '1' })).statusCode, 200);
  for (const res of [await wechatSignIn(limited, { code: '1' }), await bind(limited, cookie, '1')]) {
    t.equal(res.statusCode, 429);
    t.equal(res.body, '');
  }
  t.equal((await limited.inject({ method: 'POST', url: '/api/_mock/wechat/code' })).statusCode, 200, 'the test endpoint is not limited');
  const upstream = await start(t, { upstreamOnly: true });
  const res = await wechatSignIn(upstream, { code: (await wechatCode(upstream, SEED_WECHAT_ID)).code });
  t.match(res.json(), { success: true, data: { username: 'demo' } });
  t.notOk('group_id' in res.json<{ data: object }>().data);
  const operator = await signIn(upstream, 'operator');
  t.same((await bind(upstream, operator, (await wechatCode(upstream)).code)).json(), { success: true, message: '' });
  t.same((await upstream.inject({ method: 'POST', url: '/api/_mock/wechat/code?account=nobody' })).json(), {
    success: false,
    message: 'No such WeChat user',
  });
});
