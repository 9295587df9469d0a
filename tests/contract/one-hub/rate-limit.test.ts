import t from 'tap';
import { signInsAt } from '#tests/helpers/gateway-http.ts';
import type { GatewayAnswer } from '#tests/helpers/gateway-http.ts';
import { startTwoGateways } from '#tests/helpers/two-gateways.ts';
import type { Side } from '#tests/helpers/two-gateways.ts';

// Upstream's critical-route limit (middleware/rate-limit.go: 20 per 20 minutes per client IP):
// sign-ins until the gateway refuses, on both, and the refusal itself compared.

async function untilRefused(side: Side): Promise<{ allowed: number; refusal: GatewayAnswer }> {
  for (let sent = signInsAt(side.url); sent < 40; sent += 1) {
    const answer = await side.as.guest.call('POST', '/api/user/login', { username: 'demo', password: 'wrong-password' });
    if (answer.status === 429) return { allowed: sent, refusal: answer };
  }
  throw new Error(`${side.name} never refused a sign-in`);
}

t.test('both refuse the 21st sign-in of a client within 20 minutes, with the same answer', async (t) => {
  const gateways = await startTwoGateways(t);
  const [double, oneHub] = await Promise.all([untilRefused(gateways.double), untilRefused(gateways.oneHub)]);
  t.equal(oneHub.allowed, 20, "one-hub's limit");
  t.equal(double.allowed, oneHub.allowed, 'POST /api/user/login: the same number of sign-ins allowed');
  t.same(
    { status: double.refusal.status, body: double.refusal.text, type: double.refusal.headers.get('content-type') },
    { status: oneHub.refusal.status, body: oneHub.refusal.text, type: oneHub.refusal.headers.get('content-type') },
    'POST /api/user/login: the refusal (status, body, content type)',
  );
});
