import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import { htmlLang, inlineTags, text, title } from '#tests/helpers/html.ts';

t.test('guests: public pages 200, protected pages 302 to sign-in with returnTo', async (t) => {
  const { app } = await startConsole(t);
  const home = await app.inject('/');
  t.equal(home.statusCode, 200);
  t.match(home.headers['content-type'], /text\/html/);
  t.equal(htmlLang(home.body), 'zh-CN', 'default language');
  t.match(title(home.body), /首页 \| AI Gateway/);
  t.match(text(home.body), /一个接口，调用所有主流 AI 模型/, 'hero text rendered on the server');
  t.match(text(home.body), /gpt-4o/, 'hot models from the gateway rendered on the server');

  const login = await app.inject('/login');
  t.equal(login.statusCode, 200);
  t.match(title(login.body), /^登录 \|/);

  const dashboard = await app.inject('/dashboard');
  t.equal(dashboard.statusCode, 302);
  t.equal(dashboard.headers.location, '/login?returnTo=%2Fdashboard');

  const withQuery = await app.inject('/dashboard?tab=2');
  t.equal(withQuery.headers.location, '/login?returnTo=%2Fdashboard%3Ftab%3D2', 'the query survives the round trip');
});

t.test('signed-in users: dashboard 200 with their data; guest-only pages send them on', async (t) => {
  const { app, gateway } = await startConsole(t);
  for (const username of ['demo', 'operator', 'admin', 'root']) {
    const cookie = await sessionFor(app, username);
    const dashboard = await app.inject({ url: '/dashboard', headers: { cookie } });
    t.equal(dashboard.statusCode, 200, `${username}: dashboard`);
    t.equal(dashboard.headers['cache-control'], 'private, no-store', `${username}: personal pages are never stored`);
    // The user's own token, not any 32 hex digits: demo's Lark open_id (`ou_` + 32 hex) is in its page.
    const token = [...gateway.store.users.values()].find((user) => user.username === username)?.access_token ?? '';
    t.match(token, /^[0-9a-f]{32}$/, `${username}: has a token to leak`);
    t.notOk(dashboard.body.includes(token), `${username}: no access token in the page`);
    const login = await app.inject({ url: '/login', headers: { cookie } });
    t.equal(login.statusCode, 302, `${username}: /login redirects`);
    t.equal(login.headers.location, '/dashboard');
  }
  const cookie = await sessionFor(app, 'demo');
  t.match(text((await app.inject({ url: '/dashboard', headers: { cookie } })).body), /\$10\.000000/, 'balance of demo (5,000,000 quota)');
  const back = await app.inject({ url: '/login?returnTo=%2Fdashboard%3Fx%3D1', headers: { cookie } });
  t.equal(back.headers.location, '/dashboard?x=1', 'returnTo honoured');
  for (const evil of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '%2F%2Fevil.example']) {
    const res = await app.inject({ url: `/login?returnTo=${encodeURIComponent(evil)}`, headers: { cookie } });
    t.equal(res.headers.location, '/dashboard', `returnTo ${evil} falls back`);
  }
});

t.test('an expired or unknown session is a guest', async (t) => {
  const { app } = await startConsole(t);
  const res = await app.inject({ url: '/dashboard', headers: { cookie: 'session=not-a-real-session' } });
  t.equal(res.statusCode, 302);
  t.equal(res.headers.location, '/login?returnTo=%2Fdashboard');
});

t.test('status pages and unknown paths', async (t) => {
  const { app } = await startConsole(t);
  const unknown = await app.inject('/definitely/not/here');
  t.equal(unknown.statusCode, 302);
  t.equal(unknown.headers.location, '/404');
  const notFound = await app.inject('/404');
  t.equal(notFound.statusCode, 404);
  t.match(text(notFound.body), /页面不存在/);
  for (const [path, status] of [
    ['/403', 403],
    ['/500', 500],
    ['/error/403', 403],
    ['/error/404', 404],
    ['/error/500', 500],
  ] as const) {
    const res = await app.inject(path);
    t.equal(res.statusCode, status, path);
  }
  const api404 = await app.inject('/assets/missing.js');
  t.equal(api404.statusCode, 404, 'missing assets are plain 404s, not redirects');
  const post = await app.inject({ method: 'POST', url: '/nowhere' });
  t.equal(post.statusCode, 404);
  t.same(JSON.parse(post.body).success, false);
});

t.test('WebHomeEnabled off sends the home page to sign-in', async (t) => {
  const { app } = await startConsole(t, { gateway: { status: { WebHomeEnabled: false } } });
  const res = await app.inject('/');
  t.equal(res.statusCode, 302);
  t.equal(res.headers.location, '/login');
});

t.test('CSP: a fresh nonce per response, on every inline script and style', async (t) => {
  const { app } = await startConsole(t);
  const nonces = new Set<string>();
  for (const url of ['/', '/', '/login', '/404']) {
    const res = await app.inject(url);
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    t.ok(nonce, `${url}: CSP carries a nonce`);
    t.match(csp, /script-src 'self' 'nonce-/);
    t.match(csp, /frame-ancestors 'none'/);
    nonces.add(nonce ?? '');
    const tags = inlineTags(res.body).filter((tag) => !/\ssrc=/.test(tag));
    t.ok(tags.length > 3, `${url}: has inline scripts and styles`);
    for (const tag of tags) t.ok(tag.includes(`nonce="${nonce}"`), `${url}: ${tag.slice(0, 40)} has the nonce`);
    t.equal(res.headers['x-content-type-options'], 'nosniff');
  }
  t.equal(nonces.size, 4, 'cached guest pages still get a new nonce each time');
});

t.test('bots get the complete page; HEAD works', async (t) => {
  const { app } = await startConsole(t, { env: { PAGE_CACHE_TTL_MS: '0' } });
  const bot = await app.inject({
    url: '/',
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  });
  t.equal(bot.statusCode, 200);
  t.match(bot.body, /<\/html>$/);
  const head = await app.inject({ method: 'HEAD', url: '/login' });
  t.equal(head.statusCode, 200);
  t.equal(head.body, '');
});

t.test('a render that hangs on a slow gateway is cut off with the static 500 page', async (t) => {
  const { app } = await startConsole(t, {
    gateway: { faults: { latencyMs: 3000 } },
    env: { RENDER_TIMEOUT_MS: '300', SESSION_TIMEOUT_MS: '5000', PAGE_CACHE_TTL_MS: '0' },
  });
  const res = await app.inject('/');
  t.equal(res.statusCode, 500);
  t.match(res.body, /<h1>500<\/h1>/);
  t.notMatch(res.body, /at \w+ \(/, 'no stack trace');
});

t.test('gateway text cannot inject markup into the page or its hydration data', async (t) => {
  const hostile = '</script><script>alert(1)</script><!--';
  const { app } = await startConsole(t, { gateway: { status: { system_name: hostile } }, env: { PAGE_CACHE_TTL_MS: '0' } });
  const res = await app.inject('/');
  t.equal(res.statusCode, 200);
  t.notOk(res.body.includes(hostile), 'the raw string never appears');
  t.notOk(res.body.includes('<script>alert(1)'), 'no injected script element');
  t.match(text(res.body), /alert\(1\)/, 'the name is still shown, as text');
});

t.test('an admin page: guests go to sign-in, lower roles get the 403 screen, admins and root see it', async (t) => {
  const { app } = await startConsole(t);
  const guest = await app.inject('/dashboard/user');
  t.equal(guest.statusCode, 302);
  t.equal(guest.headers.location, '/login?returnTo=%2Fdashboard%2Fuser');
  for (const [username, status] of [
    ['demo', 403],
    ['operator', 403],
    ['admin', 200],
    ['root', 200],
  ] as const) {
    const cookie = await sessionFor(app, username);
    const res = await app.inject({ url: '/dashboard/user', headers: { cookie } });
    t.equal(res.statusCode, status, `${username}: ${status}`);
    if (status === 403) t.match(text(res.body), /没有访问权限/, `${username}: the 403 screen`);
    else t.match(title(res.body), /^用户 \|/, `${username}: the user list`);
  }
});

t.test('the sign-in pages of both methods and the account flows render for guests', async (t) => {
  const { app } = await startConsole(t);
  for (const [path, heading] of [
    ['/login', '登录'],
    ['/register', '注册'],
    ['/reset-password', '找回密码'],
    ['/auth/session/verify', '验证邮箱'],
    ['/auth/jwt/sign-in', '登录'],
    ['/auth/jwt/sign-up', '注册'],
    ['/user/reset?email=a%40b.c&token=x', '重置密码'],
    ['/auth/session/update-password', '重置密码'],
  ] as const) {
    const res = await app.inject(path);
    t.equal(res.statusCode, 200, path);
    t.match(res.body, new RegExp(`<h1[^>]*>${heading}</h1>`), `${path}: ${heading}`);
    t.match(text(res.body), /隐私政策.*服务条款/, `${path}: privacy and terms links`);
  }
});

t.test('a configured chat widget is allowed by the CSP and announced to the page; none by default', async (t) => {
  const plain = await startConsole(t);
  const without = await plain.app.inject('/login');
  t.notMatch(String(without.headers['content-security-policy']), /chat\.example/);
  t.match(without.body, /"chatWidgetScript":""/);
  const withWidget = await startConsole(t, { env: { CHAT_WIDGET_SCRIPT: 'https://chat.example/widget.js' } });
  const res = await withWidget.app.inject('/login');
  t.match(String(res.headers['content-security-policy']), /script-src [^;]*https:\/\/chat\.example/);
  t.match(res.body, /"chatWidgetScript":"https:\/\/chat\.example\/widget\.js"/);
});

t.test('tab titles follow the site’s system name; without one, the console’s own name', async (t) => {
  const renamed = await startConsole(t, { gateway: { status: { system_name: 'Acme AI' } } });
  t.equal(title((await renamed.app.inject('/')).body), '首页 | Acme AI');
  t.equal(title((await renamed.app.inject('/login?lng=en')).body), 'Sign in | Acme AI');
  const unnamed = await startConsole(t, { gateway: { status: { system_name: '' } } });
  t.equal(title((await unnamed.app.inject('/')).body), '首页 | AI 模型网关');
});
