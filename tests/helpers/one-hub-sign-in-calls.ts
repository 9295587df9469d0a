import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Teardown } from '#tests/helpers/console.ts';
import { expectSuccess } from '#tests/helpers/gateway-http.ts';
import { ISSUER_CLIENT, startOidcIssuer } from '#tests/helpers/oidc-issuer.ts';
import type { ContractCall, TwoGateways } from '#tests/helpers/two-gateways.ts';

/*
 * The sign-in methods' other calls (issue 33 item 3), with inputs neither gateway can accept (a
 * made-up code, a state it never issued, an address with no mail server), so the refusals are
 * compared: status, envelope and text. Most sit behind one-hub's CriticalRateLimit (20 per
 * client in 20 minutes, counted with the rig's own sign-ins), so they run on gateways of their
 * own (tests/contract/one-hub/sign-in.test.ts): CRITICAL_BUDGET says how many they may use.
 */
const EMAIL = 'contract@example.com';

export const SIGN_IN_CALLS: ContractCall[] = [
  { role: 'guest', method: 'GET', path: '/api/oauth/github?code=contract-code&state=contract-state', mode: 'values' },
  { role: 'guest', method: 'GET', path: '/api/oauth/lark?code=contract-code&state=contract-state', mode: 'values' },
  { role: 'guest', method: 'GET', path: '/api/oauth/oidc?code=contract-code&state=contract-state', mode: 'values' },
  { role: 'guest', method: 'GET', path: '/api/oauth/wechat?code=contract-code', mode: 'values' },
  { role: 'guest', method: 'GET', path: '/api/oauth/state', mode: 'values', ignore: { data: 'a new random state' } },
  {
    role: 'guest',
    method: 'GET',
    path: '/api/oauth/endpoint',
    mode: 'values',
    ignore: { data: "each side's own provider's address with a new random state (the OIDC round trip is the one-hub e2e spec's)" },
  },
  // A free address: the code would be mailed, and neither has a mail server.
  { role: 'guest', method: 'GET', path: `/api/verification?email=${EMAIL}`, mode: 'values' },
  { role: 'guest', method: 'GET', path: `/api/reset_password?email=${EMAIL}`, mode: 'values' },
  { role: 'guest', method: 'POST', path: '/api/user/reset', body: { email: EMAIL, token: 'contract-token' }, mode: 'values' },
  {
    role: 'guest',
    method: 'POST',
    path: '/api/webauthn/login/begin',
    body: {},
    mode: 'values',
    ignore: { 'data.publicKey.challenge': 'a new random challenge' },
  },
  { role: 'guest', method: 'POST', path: '/api/webauthn/login/finish', body: {}, mode: 'values' },
  { role: 'demo', method: 'GET', path: '/api/oauth/wechat/bind?code=contract-code', mode: 'values' },
  { role: 'demo', method: 'GET', path: `/api/oauth/email/bind?email=${EMAIL}&code=contract-code`, mode: 'values' },
  // Passkey registration (UserAuth only, no sign-in limit): its start, then a finish with no credential (the ceremony rides in the cookie the start set).
  { role: 'demo', method: 'POST', path: '/api/webauthn/registration/begin', body: {}, mode: 'shape' },
  { role: 'demo', method: 'POST', path: '/api/webauthn/registration/finish', body: {}, mode: 'values' },
];

/**
 * The double's sign-in providers switched on in one-hub as an operator does, through its admin
 * API: Lark, WeChat (its server the fake upstream's stand-in) and OIDC (a real OpenID provider on
 * loopback, discovered on first use), so both gateways refuse the made-up codes at the same step;
 * and the double's SMTP server option cleared, as one-hub's seed has none, so both refuse to mail.
 */
export async function seedSignInProviders(t: Teardown, gateways: TwoGateways): Promise<void> {
  const port = await freePort();
  const issuer = await startOidcIssuer(port, 'http://localhost:3000/oauth/oidc');
  t.teardown(() => issuer.stop());
  for (const [key, value] of [
    ['LarkAuthEnabled', 'true'],
    ['WeChatServerAddress', gateways.upstream],
    ['WeChatServerToken', 'contract-wechat-server-token'],
    ['WeChatAuthEnabled', 'true'],
    ['OIDCIssuer', issuer.issuer],
    ['OIDCClientId', ISSUER_CLIENT.id],
    ['OIDCClientSecret', ISSUER_CLIENT.secret],
    ['OIDCScopes', 'openid,profile,email'],
    ['OIDCUsernameClaims', 'preferred_username'],
    ['OIDCAuthEnabled', 'true'],
  ] as const) {
    await expectSuccess(gateways.oneHub.as.root, 'PUT', '/api/option/', { key, value });
  }
  // And no mail server on either: the double's outbox stands in for the one its defaults name.
  await expectSuccess(gateways.double.as.root, 'PUT', '/api/option/', { key: 'SMTPServer', value: '' });
}

/** A loopback port free just now (the provider must know its own address before it listens). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Sign-ins the rig spends on a fresh one-hub before a test's own calls: the seed's two and one per role. */
export const RIG_SIGN_INS = 6;
