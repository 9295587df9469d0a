import t from 'tap';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';

/**
 * Doubles built on the same clock share one seed of 60,000 log rows (`sharedSeed` in store/state.ts): each must
 * still be a gateway of its own. A purge, a new row and a month's bills in one leave the other
 * as seeded, and both start with the same rows, sums and bills as a double built alone.
 */
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

t.test('two doubles on the same clock share the seed, not its changes', async (t) => {
  const first = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const second = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const admin = callerFor<{ success: boolean; data: { total_count: number } }>(first, await signIn(first, 'root'));
  const otherAdmin = callerFor<{ success: boolean; data: { total_count: number } }>(second, await signIn(second, 'root'));
  const seeded = second.store.logs.length;
  t.same(first.store.logs, second.store.logs, 'the same rows');
  t.same(first.store.invoices, second.store.invoices, 'the same bills');
  t.same(
    [...first.store.users.values()].map((user) => user.used_quota),
    [...second.store.users.values()].map((user) => user.used_quota),
  );

  const middle = first.store.logs[Math.floor(first.store.logs.length / 2)]?.created_at ?? 0;
  t.match(await admin(`/api/log/?target_timestamp=${middle}`, 'DELETE'), { success: true });
  t.ok(first.store.logs.length < seeded, 'the purge took rows from the first');
  t.equal(second.store.logs.length, seeded, 'the second keeps every row');
  t.equal((await otherAdmin('/api/log/?size=1')).data.total_count, seeded, 'and lists them all');

  const purged = first.store.logs.length;
  t.match(await admin('/api/user/quota/4', 'POST', { quota: 500000, remark: 'seed sharing' }), { success: true });
  t.equal(first.store.logs.length, purged + 1, 'a quota change adds a row to the first');
  t.equal(second.store.logs.length, seeded, 'and not to the second');

  const bill = first.store.invoices[0];
  t.ok(bill, 'the seed has bills');
  if (bill) first.store.invoices[0] = { ...bill, quota: -1 };
  t.not(second.store.invoices[0]?.quota, -1, 'bills are each double’s own');
});

t.test('a seeded row cannot be changed in place, so no double can change another’s', async (t) => {
  const gateway = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const row = gateway.store.logs[0];
  t.ok(row && Object.isFrozen(row), 'seeded rows are frozen');
  t.throws(() => {
    if (row) (row as { quota: number }).quota = 1;
  }, TypeError);
});
