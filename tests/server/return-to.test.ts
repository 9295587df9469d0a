import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import { HOSTILE_RETURN_TO, LEGIT_RETURN_TO } from '#tests/helpers/return-to-cases.ts';

const CONSOLE_ORIGIN = 'http://console.test';

t.test("the server's redirect of a signed-in user never leaves the console (issue 9, open redirect)", async (t) => {
  const { app } = await startConsole(t);
  const cookie = await sessionFor(app, 'demo');
  const queries = [
    ...HOSTILE_RETURN_TO.map((value) => `returnTo=${encodeURIComponent(value)}`),
    // As an attacker would type them into a link: unencoded, or encoded once more.
    'returnTo=/.//evil.example',
    'returnTo=/a/..//evil.example',
    'returnTo=/%2e//evil.example',
    'returnTo=/%2e%2e//evil.example',
    'returnTo=%2F.%2F%2Fevil.example',
    'returnTo=/%252e//evil.example',
    'returnTo=%2F%5Cevil.example',
    'returnTo=//evil.example&returnTo=/dashboard',
  ];
  for (const path of ['/login', '/register', '/auth/jwt/sign-in']) {
    for (const query of queries) {
      const res = await app.inject({ url: `${path}?${query}`, headers: { cookie, host: 'console.test' } });
      const location = res.headers.location ?? '';
      const label = `${path}?${query.slice(0, 70)}`;
      t.equal(res.statusCode, 302, label);
      t.equal(new URL(location, CONSOLE_ORIGIN).origin, CONSOLE_ORIGIN, `${label} → ${location}`);
      t.notOk(/^[/\\]{2}/.test(location), `${label}: not protocol-relative`);
      t.equal(location, '/dashboard', `${label}: the default path`);
    }
  }
  for (const value of LEGIT_RETURN_TO) {
    const res = await app.inject({ url: `/login?returnTo=${encodeURIComponent(value)}`, headers: { cookie } });
    t.equal(res.headers.location, value, `${value} is kept as given`);
  }
});
