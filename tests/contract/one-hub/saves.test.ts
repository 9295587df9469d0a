import t from 'tap';
import type { GatewayAnswer } from '#tests/helpers/gateway-http.ts';
import { SEED_PASSWORD } from '#mock-gateway/store/seed.ts';
import { matchGatewayMessage } from '#shared/i18n/gateway-messages.ts';
import { callerOf, sessionPair, signInOver } from '#tests/helpers/gateway-http.ts';
import { oneHubPassword } from '#tests/helpers/real-one-hub-seed.ts';
import { compareCall, startTwoGateways } from '#tests/helpers/two-gateways.ts';
import { RECORD_SAVES, SAVES } from '#tests/helpers/one-hub-save-calls.ts';

// Saves, refusals of bad input, the envelope's edge cases and the session cookie (issue 33
// item 3): the same inputs on both gateways, compared by value (only what the helper names as
// varying, ids, times and random keys, may differ).

t.test('every save and refusal answers the same on the double and on one-hub', async (t) => {
  const gateways = await startTwoGateways(t);
  for (const call of [...SAVES, ...RECORD_SAVES]) {
    const result = await compareCall(gateways, call);
    t.same(result.differences, [], result.label);
    // Every text one-hub answered is one the console translates (shared/i18n/gateway-messages.ts).
    const message = (result.oneHub.body as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message !== '' && call.ignore?.message === undefined && call.unshown === undefined) {
      t.ok(matchGatewayMessage(message), `${result.label}: the catalogue translates ${JSON.stringify(message)}`);
    }
  }
});

/** A Set-Cookie line as its name and attributes, the value and the expiry date left out (they vary). */
function cookieShape(answer: GatewayAnswer): string[] {
  return answer.headers
    .getSetCookie()
    .map((line) => {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const kept = attributes
        .filter((attribute) => !/^expires=/i.test(attribute))
        .map((attribute) =>
          attribute.replace(/^(max-age)=.*$/i, (_, name: string) => `${name}=${/max-age=(\d+)/i.exec(attribute)?.[1] ?? ''}`),
        );
      return [pair.split('=', 1)[0], ...kept.sort()].join('; ');
    })
    .sort();
}

t.test('the session cookie has the same name, attributes and lifetime on both', async (t) => {
  const gateways = await startTwoGateways(t);
  const signIn = (url: string, password: string) => callerOf(url).call('POST', '/api/user/login', { username: 'operator', password });
  const [double, oneHub] = await Promise.all([
    signIn(gateways.double.url, SEED_PASSWORD),
    signIn(gateways.oneHub.url, oneHubPassword('operator')),
  ]);
  t.ok(sessionPair(oneHub.headers), 'one-hub set its session cookie');
  t.same(cookieShape(double), cookieShape(oneHub), 'POST /api/user/login Set-Cookie');
  const logout = (url: string, cookie: string) => callerOf(url, cookie).call('GET', '/api/user/logout');
  const pair = (answer: GatewayAnswer) => answer.headers.getSetCookie()[0]?.split(';', 1)[0] ?? '';
  const [doubleOut, oneHubOut] = await Promise.all([logout(gateways.double.url, pair(double)), logout(gateways.oneHub.url, pair(oneHub))]);
  t.same(cookieShape(doubleOut), cookieShape(oneHubOut), 'GET /api/user/logout Set-Cookie');
  t.same(doubleOut.body, oneHubOut.body, 'GET /api/user/logout body');
});

t.test('a new account signs up alike and starts with the same empty pages', async (t) => {
  const gateways = await startTwoGateways(t);
  const account = { username: 'newcomer', password: 'newcomer-pass', password2: 'newcomer-pass' };
  const register = await compareCall(gateways, {
    role: 'guest',
    method: 'POST',
    path: '/api/user/register',
    body: account,
    mode: 'values',
  });
  t.same(register.differences, [], register.label);
  const [double, oneHub] = await Promise.all([
    signInOver(gateways.double.url, account.username, account.password),
    signInOver(gateways.oneHub.url, account.username, account.password),
  ]);
  const fresh = {
    ...gateways,
    double: { ...gateways.double, as: { ...gateways.double.as, demo: double } },
    oneHub: { ...gateways.oneHub, as: { ...gateways.oneHub.as, demo: oneHub } },
  };
  for (const path of [
    '/api/user/dashboard',
    '/api/token/?page=1&size=10',
    '/api/log/self?page=1&size=10',
    '/api/log/self/stat',
    '/api/user/invoice',
    '/api/webauthn/credentials',
  ]) {
    const result = await compareCall(fresh, { role: 'demo', method: 'GET', path, mode: 'values' });
    t.same(result.differences, [], `${result.label} (a new account)`);
  }
});
