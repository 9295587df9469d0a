import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import type { MockGatewayOptions } from '#mock-gateway/app.ts';
import { sessionCookie, signIn, startGateway } from '#mock-gateway/testing.ts';

function start(t: Teardown, options: MockGatewayOptions = {}) {
  return startGateway(t, options);
}

type App = Awaited<ReturnType<typeof start>>;

const GITHUB_CLIENT = 'mock-github-client-id';

/** `/api/oauth/state` in a new (or the given) session: the state and the cookie that holds it. */
async function oauthState(app: App, cookie?: string) {
  const res = await app.inject({ url: '/api/oauth/state', headers: cookie ? { cookie } : {} });
  const state = res.json<{ data: string }>().data;
  return { state, cookie: cookie ?? sessionCookie(res) ?? '' };
}

/** Picks `as` on the fake GitHub page and returns the redirect's Location. */
async function chooseGitHub(app: App, as: string, state: string, redirect = 'http://console.test/oauth/github') {
  const query = new URLSearchParams({ client_id: GITHUB_CLIENT, state, redirect_uri: redirect, as });
  const res = await app.inject(`/oauth-fake/github/authorize?${query}`);
  if (res.statusCode !== 302) throw new Error(`choosing ${as} answered ${res.statusCode}`);
  return new URL(String(res.headers.location), 'http://relative.test');
}

function githubCallback(app: App, cookie: string, query: Record<string, string>) {
  return app.inject({ url: `/api/oauth/github?${new URLSearchParams(query)}`, headers: { cookie } });
}

/** The whole GitHub flow as the console runs it; returns the callback's response. */
async function githubSignIn(app: App, as: string, extra: Record<string, string> = {}, cookie?: string) {
  const started = await oauthState(app, cookie);
  const back = await chooseGitHub(app, as, started.state);
  return githubCallback(app, started.cookie, {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    ...extra,
  });
}

t.test('the fake GitHub page offers the seeded identity and a new user, without scripts or style sheets', async (t) => {
  const app = await start(t);
  const res = await app.inject(`/oauth-fake/github/authorize?client_id=${GITHUB_CLIENT}&state=abc&scope=user:email`);
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/html/);
  t.match(res.headers['content-security-policy'], /default-src 'none'/);
  t.match(res.body, /Fake GitHub/);
  t.match(res.body, /<form method="get" action="\/oauth-fake\/github\/authorize">/);
  t.match(res.body, /name="as" value="octo-demo"/);
  t.match(res.body, /name="as" value="new"/);
  t.match(res.body, /name="state" value="abc"/);
  t.notMatch(res.body, /<script|<style/i);
});

t.test('the page escapes what it echoes and refuses a wrong client id or redirect', async (t) => {
  const app = await start(t);
  const evil = await app.inject(
    `/oauth-fake/github/authorize?client_id=${GITHUB_CLIENT}&state=${encodeURIComponent('"><script>x</script>')}`,
  );
  t.notMatch(evil.body, /<script/);
  t.match(evil.body, /&quot;&gt;&lt;script&gt;/);
  const wrongClient = await app.inject('/oauth-fake/github/authorize?client_id=someone-else&state=a');
  t.equal(wrongClient.statusCode, 400);
  t.match(wrongClient.body, /Unknown client_id/);
  for (const redirect of ['//evil.test/x', 'javascript:alert(1)']) {
    const res = await app.inject(
      `/oauth-fake/github/authorize?client_id=${GITHUB_CLIENT}&state=a&redirect_uri=${encodeURIComponent(redirect)}`,
    );
    t.equal(res.statusCode, 400, redirect);
  }
  const unknown = await app.inject(`/oauth-fake/github/authorize?client_id=${GITHUB_CLIENT}&state=a&as=nobody`);
  t.equal(unknown.statusCode, 400);
});

t.test('the callback URL: redirect_uri, else X-Forwarded-Host, else Referer, else /oauth/github', async (t) => {
  const app = await start(t);
  const location = async (query: string, headers: Record<string, string> = {}) =>
    String(
      (await app.inject({ url: `/oauth-fake/github/authorize?client_id=${GITHUB_CLIENT}&state=s1&as=octo-demo${query}`, headers })).headers
        .location,
    );
  t.match(
    await location('&redirect_uri=https%3A%2F%2Fconsole.test%2Fcb%3Fx%3D1'),
    /^https:\/\/console\.test\/cb\?x=1&code=[0-9a-f]{20}&state=s1$/,
  );
  t.match(
    await location('', { 'x-forwarded-host': 'console.test:3000', 'x-forwarded-proto': 'https' }),
    /^https:\/\/console\.test:3000\/oauth\/github\?code=/,
  );
  t.match(await location('', { referer: 'http://localhost:3000/login?returnTo=%2F' }), /^http:\/\/localhost:3000\/oauth\/github\?code=/);
  t.match(
    await location('', { referer: 'http://localhost:80/oauth-fake/github/authorize' }),
    /^\/oauth\/github\?code=/,
    'own page as Referer is ignored',
  );
  t.match(await location(''), /^\/oauth\/github\?code=[0-9a-f]{20}&state=s1$/);
  const page = await app.inject({
    url: `/oauth-fake/github/authorize?client_id=${GITHUB_CLIENT}&state=s1`,
    headers: { referer: 'http://localhost:3000/login' },
  });
  t.match(page.body, /name="redirect_uri" value="http:\/\/localhost:3000\/oauth\/github"/, 'the form carries the resolved callback');
  const denied = await app.inject(
    `/oauth-fake/github/authorize?client_id=${GITHUB_CLIENT}&state=s1&as=deny&redirect_uri=%2Foauth%2Fgithub`,
  );
  t.equal(denied.headers.location, '/oauth/github?error=access_denied&state=s1');
});

t.test('GitHub sign-in as the seeded identity signs in demo like login', async (t) => {
  const now = Date.UTC(2025, 5, 1);
  const app = await start(t, { now: () => now });
  const started = await oauthState(app);
  const back = await chooseGitHub(app, 'octo-demo', started.state);
  t.equal(back.origin + back.pathname, 'http://console.test/oauth/github');
  t.equal(back.searchParams.get('state'), started.state, 'state comes back unchanged');
  const res = await githubCallback(app, started.cookie, { code: back.searchParams.get('code') ?? '', state: started.state });
  t.equal(res.statusCode, 200);
  t.match(
    res.json<unknown>(),
    {
      success: true,
      message: '',
      data: { id: 4, username: 'demo', display_name: 'Demo User', role: 1, status: 1, access_token: '', quota: 0, github_id: '' },
    },
    'the login answer: identity keys, the rest zero',
  );
  const cookie = sessionCookie(res) ?? '';
  t.not(cookie, started.cookie, 'a fresh session id after sign-in');
  t.match(
    res.cookies.find((c) => c.name === 'session'),
    { httpOnly: true, sameSite: 'Strict', maxAge: 2592000 },
  );
  t.match((await app.inject({ url: '/api/user/self', headers: { cookie } })).json<unknown>(), {
    data: { username: 'demo', github_id: 'octo-demo' },
  });
  t.equal(app.store.users.get(4)?.last_login_time, now / 1000);
});

t.test('a code works once, only at its provider, and expires after 10 minutes', async (t) => {
  let now = Date.UTC(2025, 5, 1);
  const app = await start(t, { now: () => now });
  const started = await oauthState(app);
  const code = (await chooseGitHub(app, 'octo-demo', started.state)).searchParams.get('code') ?? '';
  t.match((await githubCallback(app, started.cookie, { code, state: started.state })).json<unknown>(), { success: true });
  const again = await oauthState(app);
  t.same((await githubCallback(app, again.cookie, { code, state: again.state })).json<unknown>(), {
    success: false,
    message: '返回值非法，用户字段为空，请稍后重试！',
  });
  t.same((await githubCallback(app, again.cookie, { code: '', state: again.state })).json<unknown>(), {
    success: false,
    message: '无效的参数',
  });

  const late = await oauthState(app);
  const lateCode = (await chooseGitHub(app, 'octo-demo', late.state)).searchParams.get('code') ?? '';
  now += 10 * 60 * 1000;
  t.match((await githubCallback(app, late.cookie, { code: lateCode, state: late.state })).json<unknown>(), { success: false }, 'expired');

  const google = await oauthState(app);
  const githubCode = (await chooseGitHub(app, 'octo-demo', google.state)).searchParams.get('code') ?? '';
  const res = await app.inject({
    method: 'POST',
    url: `/api/oauth/google?code=${githubCode}&state=${google.state}`,
    headers: { cookie: google.cookie },
  });
  t.match(res.json<unknown>(), { success: false }, 'a GitHub code is no Google code');
});

t.test('a state mismatch is 403 and does not use up the code', async (t) => {
  const app = await start(t);
  const started = await oauthState(app);
  const code = (await chooseGitHub(app, 'octo-demo', started.state)).searchParams.get('code') ?? '';
  for (const [label, cookie, state] of [
    ['other state', started.cookie, 'not-the-state'],
    ['no state', started.cookie, ''],
    ['no session', '', started.state],
  ] as const) {
    const res = await githubCallback(app, cookie, { code, state });
    t.equal(res.statusCode, 403, label);
    t.same(res.json<unknown>(), { success: false, message: 'state is empty or not same' }, label);
  }
  t.match((await githubCallback(app, started.cookie, { code, state: started.state })).json<unknown>(), {
    success: true,
    data: { username: 'demo' },
  });
});

t.test('a new GitHub user gets an account and can come back with the same identity', async (t) => {
  const app = await start(t, { settings: { QuotaForInviter: 1000, QuotaForInvitee: 300, QuotaForNewUser: 50 } });
  const started = await oauthState(app);
  const back = await chooseGitHub(app, 'new', started.state);
  const res = await githubCallback(app, started.cookie, { code: back.searchParams.get('code') ?? '', state: started.state, aff: 'ROOT' });
  const first = res.json<{ success: boolean; data: { id: number; username: string } }>();
  t.equal(first.success, true);
  t.match(first.data.username, /^octo-[a-z0-9]{4}$/, 'username from the GitHub login');
  t.ok(first.data.username.length <= 12);
  const created = app.store.users.get(first.data.id);
  t.match(created, {
    role: 1,
    status: 1,
    group: 'default',
    group_id: 1,
    github_id: first.data.username,
    inviter_id: 1,
    quota: 350,
    display_name: 'GitHub User',
  });
  t.match(app.store.users.get(1), { aff_count: 3, aff_quota: 251000 }, 'the inviter is credited');

  const page = await app.inject(`/oauth-fake/github/authorize?client_id=${GITHUB_CLIENT}&state=x`);
  t.match(page.body, `value="${first.data.username}"`, 'the new identity is offered from now on');
  const returning = await githubSignIn(app, first.data.username);
  t.match(returning.json<unknown>(), { success: true, data: { id: first.data.id, username: first.data.username } });
  t.equal(app.store.users.size, 6, 'no second account');
  const password = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: first.data.username, password: '' } });
  t.match(password.json<unknown>(), { success: false }, 'no password sign-in for an OAuth account');
});

t.test('usernames from long or taken logins stay unique and at most 12 characters', async (t) => {
  const app = await start(t);
  app.store.oauthIdentities.set('github:a-very-long-github-login', {
    provider: 'github',
    subject: 'a-very-long-github-login',
    label: 'a-very-long-github-login',
    name: '',
    email: 'x@github.example',
  });
  app.store.oauthIdentities.set('github:demo', {
    provider: 'github',
    subject: 'demo',
    label: 'demo',
    name: 'D',
    email: 'demo@example.com',
  });
  t.match((await githubSignIn(app, 'a-very-long-github-login')).json<unknown>(), { data: { username: 'a-very-long-' } });
  const taken = (await githubSignIn(app, 'demo')).json<{ data: { id: number; username: string } }>();
  t.equal(taken.data.username, 'demo2');
  t.equal(app.store.users.get(taken.data.id)?.email, '', 'an address another user has is not copied');
});

t.test('signed in, the callback binds instead', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'operator');
  const res = await githubSignIn(app, 'new', {}, cookie);
  t.same(res.json<unknown>(), { success: true, message: 'bind' });
  t.equal(sessionCookie(res), undefined, 'the session stays');
  const operator = app.store.users.get(3);
  t.match(operator?.github_id, /^octo-/);
  t.same((await githubSignIn(app, 'octo-demo', {}, cookie)).json<unknown>(), { success: false, message: '该 GitHub 账户已被绑定' });
  await app.inject({ url: '/api/user/logout', headers: { cookie } });
  t.match(
    (await githubSignIn(app, operator?.github_id ?? '')).json<unknown>(),
    { data: { username: 'operator' } },
    'the bound identity signs in',
  );
});

t.test('GitHub refusals: switched off, sign-up closed, banned account', async (t) => {
  const off = await start(t, { status: { github_oauth: false } });
  t.same((await githubSignIn(off, 'octo-demo')).json<unknown>(), { success: false, message: '管理员未开启通过 GitHub 登录以及注册' });
  const closed = await start(t, { settings: { RegisterEnabled: false } });
  t.same((await githubSignIn(closed, 'new')).json<unknown>(), { success: false, message: '管理员关闭了新用户注册' });
  t.match((await githubSignIn(closed, 'octo-demo')).json<unknown>(), { success: true }, 'known accounts still sign in');
  const app = await start(t);
  const demo = app.store.users.get(4);
  if (demo) demo.status = 2;
  const banned = await githubSignIn(app, 'octo-demo');
  t.same(banned.json<unknown>(), { success: false, message: '用户已被封禁' });
  t.equal(sessionCookie(banned), undefined);
});

t.test('Google: the URL points at the fake page with the session state; the flow signs in', async (t) => {
  const app = await start(t);
  const urlRes = await app.inject({
    url: '/api/oauth/google/url',
    headers: { 'x-forwarded-host': 'console.test', 'x-forwarded-proto': 'https' },
  });
  const cookie = sessionCookie(urlRes) ?? '';
  const url = new URL(urlRes.json<{ data: string }>().data);
  t.equal(
    url.origin + url.pathname,
    'https://console.test/oauth-fake/google/authorize',
    'the address the browser knows (behind the console)',
  );
  t.equal(url.searchParams.get('client_id'), 'mock-google-client-id.apps.googleusercontent.com');
  t.equal(url.searchParams.get('redirect_uri'), 'https://console.test/oauth/google');
  const state = url.searchParams.get('state') ?? '';
  t.equal(state, app.store.sessions.get(cookie.replace('session=', ''))?.oauthState, 'state kept in the session');

  const page = await app.inject(url.pathname + url.search);
  t.equal(page.statusCode, 200);
  t.match(page.body, /Fake Google/);
  t.match(page.body, /demo@gmail\.example/);
  t.notMatch(page.body, /<script|<style/i);

  const pick = await app.inject(`${url.pathname}${url.search}&as=104000000000000000004`);
  const back = new URL(String(pick.headers.location));
  t.equal(back.origin + back.pathname, 'https://console.test/oauth/google');
  t.equal(back.searchParams.get('state'), state);
  const res = await app.inject({
    method: 'POST',
    url: `/api/oauth/google?code=${back.searchParams.get('code')}&state=${state}`,
    headers: { cookie },
  });
  t.match(res.json<unknown>(), { success: true, message: '', data: { id: 4, username: 'demo' } });
  t.ok(sessionCookie(res));
});

t.test('Google: a new user, bind, a JSON body, state checks and the switch', async (t) => {
  const app = await start(t);
  const google = async (as: string, cookie?: string, via: 'query' | 'body' = 'query') => {
    const urlRes = await app.inject({ url: '/api/oauth/google/url?redirect_uri=%2Foauth%2Fgoogle', headers: cookie ? { cookie } : {} });
    const jar = cookie ?? sessionCookie(urlRes) ?? '';
    const url = new URL(urlRes.json<{ data: string }>().data);
    t.equal(url.searchParams.get('redirect_uri'), '/oauth/google');
    const back = new URL(String((await app.inject(`${url.pathname}${url.search}&as=${as}`)).headers.location), 'http://x.test');
    t.equal(back.pathname, '/oauth/google');
    const params = { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
    return via === 'query'
      ? app.inject({ method: 'POST', url: `/api/oauth/google?${new URLSearchParams(params)}`, headers: { cookie: jar } })
      : app.inject({ method: 'POST', url: '/api/oauth/google', headers: { cookie: jar }, payload: params });
  };
  const created = (await google('new', undefined, 'body')).json<{ data: { id: number; username: string } }>();
  t.match(created.data.username, /^user-[a-z0-9]{4}$/, 'username from the e-mail local part');
  t.match(app.store.users.get(created.data.id), {
    email: /^user-[a-z0-9]{4}@gmail\.example$/,
    google_id: /^\d{21}$/,
    display_name: 'Google User',
  });
  const cookie = await signIn(app, 'admin');
  t.same((await google('new', cookie)).json<unknown>(), { success: true, message: 'bind' });
  t.match(app.store.users.get(2)?.google_id, /^\d{21}$/);
  const wrong = await app.inject({ method: 'POST', url: '/api/oauth/google?code=x&state=y', headers: { cookie } });
  t.equal(wrong.statusCode, 403);
  const off = await start(t, { status: { google_oauth: false } });
  t.same((await off.inject('/api/oauth/google/url')).json<unknown>(), { success: false, message: '管理员未开启通过 Google 登录以及注册' });
  t.same((await app.inject('/api/oauth/google/url?redirect_uri=%2F%2Fevil.test')).json<unknown>(), {
    success: false,
    message: '无效的参数',
  });
});
