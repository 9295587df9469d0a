import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

// demo's seeded access token (mock-gateway/README.md) and the jwt method's cookie mirror of it.
const DEMO_TOKEN = '1f3b8055e9369d62d9922cb1fb381f41';
const ATTACK = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

t.test('the invite link is on PUBLIC_URL and the sign-up page of SIGN_IN_METHOD, whatever the request claims', async (t) => {
  const { app } = await startConsole(t, {
    env: { PUBLIC_URL: 'https://console.example', TRUST_PROXY: 'true', SIGN_IN_METHOD: 'jwt' },
  });
  const res = await app.inject({ url: '/dashboard/affiliate', headers: { ...ATTACK, cookie: `console_access_token=${DEMO_TOKEN}` } });
  t.equal(res.statusCode, 200);
  t.match(res.body, 'https://console.example/auth/jwt/sign-up?aff=DEMO', 'the jwt sign-up page on the public origin');
  t.notMatch(res.body, /evil\.example/, 'the claimed host appears nowhere');
  t.notMatch(res.body, /\/register\?aff=/, "not the session method's page");
  t.notMatch(res.body, DEMO_TOKEN, 'the access token is not in the page');
});

t.test('with the session method the link goes to /register on the request origin', async (t) => {
  const { app } = await startConsole(t);
  const cookie = await sessionFor(app, 'demo');
  const res = await app.inject({ url: '/dashboard/affiliate', headers: { host: 'console.test:8080', cookie } });
  t.equal(res.statusCode, 200);
  t.match(res.body, 'http://console.test:8080/register?aff=DEMO');
  t.match(res.body, 'grace_z', "the newest of demo's invitees is on the first page");
  t.notMatch(res.body, 'lin_wei', 'the oldest is on the second');
  const second = await app.inject({ url: '/dashboard/affiliate?page=2', headers: { host: 'console.test:8080', cookie } });
  t.match(second.body, 'lin_wei');
  // The QR code is drawn after hydration from a lazy chunk: the page does not preload it.
  t.match(res.body, /rel="modulepreload"[^>]*affiliate-page-/, 'the page module is preloaded');
  t.notMatch(res.body, /rel="modulepreload"[^>]*invite-qr-/, 'the QR module is not');
  t.notMatch(res.body, /data-testid="invite-qr"/, 'nor drawn by the server');
});

t.test('a gateway without the history (upstream one-hub) still serves the page and says so', async (t) => {
  const { app } = await startConsole(t, { gateway: { faults: { failPaths: ['/api/user/aff/history=404'] } } });
  const cookie = await sessionFor(app, 'demo');
  const res = await app.inject({ url: '/dashboard/affiliate?lng=en', headers: { cookie } });
  t.equal(res.statusCode, 200, 'the invite link and the rewards are still worth a page');
  // The rendered cell, not the translations in the hydration payload.
  t.match(res.body, />This gateway does not keep a reward history\.</);
  t.match(res.body, '/register?aff=DEMO');
});

t.test('a gateway that refuses the history for another reason shows its message, not "unsupported"', async (t) => {
  const { app } = await startConsole(t, { gateway: { faults: { failPaths: ['/api/user/aff/history'] } } });
  const cookie = await sessionFor(app, 'demo');
  const res = await app.inject({ url: '/dashboard/affiliate?lng=en', headers: { cookie } });
  t.equal(res.statusCode, 200);
  t.match(res.body, />Could not load the history: mock gateway fault: this path fails \(HTTP 500\)</);
  t.notMatch(res.body, />This gateway does not keep a reward history\.</);
});
