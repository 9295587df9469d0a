import t from 'tap';
import { createApiClient } from '#shared/api/client.ts';
import { gatewayFailureKind } from '#shared/api/gateway-failure.ts';
import { affTransferMinimum, affTransferProblem } from '#shared/billing/aff-transfer.ts';
import { DEFAULT_QUOTA_REMIND_THRESHOLD, isLowBalance, quotaRemindThreshold } from '#shared/billing/low-balance.ts';
import { transferRewards } from '#client/pages/dashboard/account/affiliate/transfer-rewards.ts';

type Answer = { status: number; body: unknown };
const invalidUrl = (path: string): Answer => ({
  status: 404,
  body: { error: { message: `Invalid URL (POST ${path})`, type: 'invalid_request_error' } },
});

/** An API client over a pretend gateway that answers each path as told and records the calls. */
function gateway(answers: Record<string, Answer>) {
  const calls: { path: string; body: unknown }[] = [];
  const api = createApiClient({
    baseUrl: 'http://gateway.test',
    fetch: async (input, init) => {
      const path = new URL(String(input)).pathname;
      calls.push({ path, body: JSON.parse(String(init?.body)) });
      const answer = answers[path] ?? invalidUrl(path);
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { api, calls };
}

const done: Answer = { status: 200, body: { success: true, message: '划转成功' } };

t.test('transfer: the extension endpoint when the gateway has it', async (t) => {
  const { api, calls } = gateway({ '/api/user/aff/transfer': done, '/api/user/aff_transfer': done });
  await transferRewards(api, 500000);
  t.same(calls, [{ path: '/api/user/aff/transfer', body: { quota: 500000 } }], 'asked once, with the extension spelling');
});

t.test("transfer: new-api's spelling when the extension's is missing", async (t) => {
  const { api, calls } = gateway({ '/api/user/aff_transfer': done });
  await transferRewards(api, 700000);
  t.same(
    calls.map((call) => call.path),
    ['/api/user/aff/transfer', '/api/user/aff_transfer'],
  );
  t.same(calls[1]?.body, { quota: 700000 });
});

t.test('transfer: a refusal by the gateway is its answer, not a reason to try the other spelling', async (t) => {
  const { api, calls } = gateway({ '/api/user/aff/transfer': { status: 200, body: { success: false, message: '邀请额度不足！' } } });
  await t.rejects(transferRewards(api, 500000), { message: '邀请额度不足！' });
  t.equal(calls.length, 1);
});

t.test('transfer: a gateway with neither endpoint (upstream one-hub) reads as unsupported', async (t) => {
  const { api, calls } = gateway({});
  const error = await transferRewards(api, 500000).then(
    () => null,
    (reason: unknown) => reason,
  );
  t.equal(gatewayFailureKind(error), 'unsupported');
  t.equal(calls.length, 2);
});

t.test('the transfer rule: at least one unit, at most what is pending, whole quota', async (t) => {
  t.equal(affTransferMinimum(500000), 500000, 'one unit');
  t.equal(affTransferMinimum(0), 1, 'never below 1');
  t.equal(affTransferProblem(499999, 1_000_000, 500000), 'belowMinimum');
  t.equal(affTransferProblem(500000.5, 1_000_000, 500000), 'belowMinimum');
  t.equal(affTransferProblem(1_000_001, 1_000_000, 500000), 'overAvailable');
  t.equal(affTransferProblem(500000, 1_000_000, 500000), null);
  t.equal(affTransferProblem(1_000_000, 1_000_000, 500000), null, 'everything pending');
});

t.test("the low-balance threshold: the gateway's, else upstream's default", async (t) => {
  t.equal(quotaRemindThreshold(250000), 250000);
  t.equal(quotaRemindThreshold(0), 0, 'a gateway may turn the notice off for positive balances');
  t.equal(quotaRemindThreshold(undefined), DEFAULT_QUOTA_REMIND_THRESHOLD);
  t.equal(quotaRemindThreshold(-5), DEFAULT_QUOTA_REMIND_THRESHOLD);
  t.equal(quotaRemindThreshold(Number.NaN), DEFAULT_QUOTA_REMIND_THRESHOLD);
  t.equal(DEFAULT_QUOTA_REMIND_THRESHOLD, 1000);
  t.equal(isLowBalance(999, 1000), true, 'under');
  t.equal(isLowBalance(1000, 1000), false, 'at the threshold is not under it');
  t.equal(isLowBalance(5_000_000, 1000), false);
  t.equal(isLowBalance(0, 0), true, 'an empty balance always is');
  t.equal(isLowBalance(-10, 1000), true);
});
