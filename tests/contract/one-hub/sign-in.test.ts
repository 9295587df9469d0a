import t from 'tap';
import { CRITICAL_RATE_LIMIT, isCriticalPath } from '#shared/api/rate-limits.ts';
import { matchGatewayMessage } from '#shared/i18n/gateway-messages.ts';
import { RIG_SIGN_INS, SIGN_IN_CALLS, seedSignInProviders } from '#tests/helpers/one-hub-sign-in-calls.ts';
import { compareCall, startTwoGateways } from '#tests/helpers/two-gateways.ts';

// The sign-in methods' calls on both gateways (issue 33 item 3), on gateways of their own so the
// critical-route limit they count against is fresh (tests/helpers/one-hub-sign-in-calls.ts).

t.test('the sign-in methods refuse made-up codes and states alike on both', async (t) => {
  const critical = SIGN_IN_CALLS.filter((call) => isCriticalPath(call.path)).length;
  t.ok(RIG_SIGN_INS + critical <= CRITICAL_RATE_LIMIT.max, `${RIG_SIGN_INS} + ${critical} within the limit of ${CRITICAL_RATE_LIMIT.max}`);
  const gateways = await startTwoGateways(t);
  await seedSignInProviders(t, gateways);
  for (const call of SIGN_IN_CALLS) {
    const result = await compareCall(gateways, call);
    t.not(result.oneHub.status, 429, `${result.label}: within one-hub's sign-in limit`);
    t.same(result.differences, [], result.label);
    const message = (result.oneHub.body as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message !== '' && call.ignore?.message === undefined && call.unshown === undefined) {
      t.ok(matchGatewayMessage(message), `${result.label}: the catalogue translates ${JSON.stringify(message)}`);
    }
  }
});
