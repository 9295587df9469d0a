import type { ContractCall } from '#tests/helpers/two-gateways.ts';

/*
 * The sign-in methods' other calls (issue 33 item 3), with inputs neither gateway can accept (a
 * made-up code, a state it never issued, an address with no mail server), so the refusals are
 * compared: status, envelope and text. Most sit behind one-hub's CriticalRateLimit (20 per
 * client in 20 minutes, counted with the rig's own sign-ins), so they run on gateways of their
 * own (tests/contract/one-hub/sign-in.test.ts): CRITICAL_BUDGET says how many they may use.
 */
const EMAIL = 'contract@example.com';
const SEEDED_APART =
  "not triaged yet: the double's seed switches on its stand-in providers (Lark, OIDC, WeChat), SMTP and passkeys, one-hub's seed none of them, so the two refuse at different steps; seed one-hub alike (its own fake providers) to compare the behaviour";

export const SIGN_IN_CALLS: ContractCall[] = [
  { role: 'guest', method: 'GET', path: '/api/oauth/github?code=contract-code&state=contract-state', mode: 'values' },
  { role: 'guest', method: 'GET', path: '/api/oauth/lark?code=contract-code&state=contract-state', mode: 'values', known: SEEDED_APART },
  { role: 'guest', method: 'GET', path: '/api/oauth/oidc?code=contract-code&state=contract-state', mode: 'values', known: SEEDED_APART },
  { role: 'guest', method: 'GET', path: '/api/oauth/wechat?code=contract-code', mode: 'values', known: SEEDED_APART },
  { role: 'guest', method: 'GET', path: '/api/oauth/state', mode: 'values', ignore: { data: 'a new random state' } },
  { role: 'guest', method: 'GET', path: '/api/oauth/endpoint', mode: 'values', known: SEEDED_APART },
  { role: 'guest', method: 'GET', path: `/api/verification?email=${EMAIL}`, mode: 'values', known: SEEDED_APART },
  { role: 'guest', method: 'GET', path: `/api/reset_password?email=${EMAIL}`, mode: 'values' },
  { role: 'guest', method: 'POST', path: '/api/user/reset', body: { email: EMAIL, token: 'contract-token' }, mode: 'values' },
  { role: 'guest', method: 'POST', path: '/api/webauthn/login/begin', body: {}, mode: 'values', known: SEEDED_APART },
  { role: 'guest', method: 'POST', path: '/api/webauthn/login/finish', body: {}, mode: 'values' },
  { role: 'demo', method: 'GET', path: '/api/oauth/wechat/bind?code=contract-code', mode: 'values', known: SEEDED_APART },
  { role: 'demo', method: 'GET', path: `/api/oauth/email/bind?email=${EMAIL}&code=contract-code`, mode: 'values' },
  // Passkey registration (UserAuth only, no sign-in limit): its start, and a finish without a start.
  { role: 'demo', method: 'POST', path: '/api/webauthn/registration/begin', body: {}, mode: 'shape', known: SEEDED_APART },
  { role: 'demo', method: 'POST', path: '/api/webauthn/registration/finish', body: {}, mode: 'values', known: SEEDED_APART },
];

/** Sign-ins the rig spends on a fresh one-hub before a test's own calls: the seed's two and one per role. */
export const RIG_SIGN_INS = 6;
