import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import { text, title } from '#tests/helpers/html.ts';

// The sign-in methods as document requests: the callback pages of OIDC and Lark for every role,
// /login and /register with exactly the providers the gateway enables, and the double's WeChat
// QR code and fake Lark page reached through the console (bundled double only).

t.test('/oauth/oidc and /oauth/lark render for guests and every role, never from the guest page cache', async (t) => {
  const { app } = await startConsole(t);
  const cases = [
    { path: '/oauth/oidc?code=c&state=s', guestTitle: /^使用 OIDC 登录 \|/ },
    { path: '/oauth/lark?code=c&state=s', guestTitle: /^使用飞书登录 \|/ },
  ];
  for (const { path, guestTitle } of cases) {
    const guest = await app.inject(path);
    t.equal(guest.statusCode, 200, `${path}: guest`);
    t.match(title(guest.body), guestTitle, `${path}: title`);
    t.match(guest.headers['cache-control'], /^private\b/, `${path}: a one-time code is never kept in a shared cache`);
    t.match(text(guest.body), /正在登录/, `${path}: signing in`);
    for (const username of ['demo', 'operator', 'admin', 'root']) {
      const cookie = await sessionFor(app, username);
      const res = await app.inject({ url: path, headers: { cookie } });
      t.equal(res.statusCode, 200, `${path}: ${username}`);
      t.match(text(res.body), /正在关联账号/, `${path}: ${username} links the account`);
    }
  }
});

t.test('/login and /register name exactly the providers /api/status enables', async (t) => {
  const all = await startConsole(t);
  for (const path of ['/login', '/register']) {
    const body = (await all.app.inject(path)).body;
    for (const name of ['使用 GitHub 登录', '使用 Google 登录', '使用微信登录', '使用飞书登录', '使用 OIDC 登录']) {
      t.match(body, `aria-label="${name}"`, `${path}: ${name}`);
    }
    t.match(text(body), /或 GitHub Google 微信 飞书 OIDC/, `${path}: each with its name as text, in order`);
  }
  const some = await startConsole(t, { gateway: { status: { github_oauth: false, google_oauth: false, wechat_login: false } } });
  const body = (await some.app.inject('/login')).body;
  t.match(body, /aria-label="使用飞书登录"/);
  t.match(body, /aria-label="使用 OIDC 登录"/);
  t.notMatch(
    body,
    /aria-label="使用 GitHub 登录"|aria-label="使用 Google 登录"|aria-label="使用微信登录"/,
    'the switched-off ones are absent',
  );
  const none = await startConsole(t, {
    gateway: { status: { github_oauth: false, google_oauth: false, wechat_login: false, lark_login: false, oidc_auth: false } },
  });
  const bare = (await none.app.inject('/login')).body;
  t.notMatch(bare, /data-testid="sign-in-providers"/, 'no provider block');
  t.notMatch(bare, /role="separator"/, 'no "or" with nothing after it');
});

t.test('the bundled double’s WeChat QR code and fake Lark page come through the console, naming the console', async (t) => {
  const { app } = await startConsole(t, { bundledGateway: true });
  const qr = await app.inject({ url: '/oauth-fake/wechat/qrcode.svg', headers: { host: 'console.test:3000' } });
  t.equal(qr.statusCode, 200);
  t.match(qr.headers['content-type'], /^image\/svg\+xml/);
  const page = await app.inject({ url: '/oauth-fake/wechat', headers: { host: 'console.test:3000' } });
  t.match(page.body, /Fake WeChat official account/);
  const lark = await app.inject({
    url: '/oauth-fake/lark/authorize?app_id=cli_mock_lark_app_id&state=s1',
    headers: { host: 'console.test:3000', referer: 'http://console.test:3000/login' },
  });
  t.equal(lark.statusCode, 200);
  t.match(lark.body, /name="redirect_uri" value="http:\/\/console\.test:3000\/oauth\/lark"/, 'back to the console’s callback page');
});
