import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { migrationProvider } from '#server/store/migrations/index.ts';
import { migrateStore, openMigratedStore, openStore, storeLocation } from '#server/store/open-store.ts';
import type { Store, StoreLocation } from '#server/store/open-store.ts';
import { Lease } from '#server/scheduler/lease.ts';
import { LEADER_LEASE } from '#server/scheduler/scheduler.ts';
import { startStore } from '#server/store/start-store.ts';
import { claimWindow, deleteBudget, finishWindow, getBudget, latestWindows, saveBudget } from '#server/budgets/budget-records.ts';
import { startPostgres } from '#tests/helpers/postgres.ts';
import type { Teardown } from '#tests/helpers/console.ts';

// The same suite on both dialects: the SQLite file of a default start and a real PostgreSQL
// (Debian's, started by this test). What each case checks is what the scheduler and the budgets
// rely on: migrations that run once however many processes start together, a lease one holder
// at a time, and a window claimed once.

type Dialect = { name: string; location: () => Promise<StoreLocation> };

const postgres = startPostgres(t);
let databases = 0;
const dialects: Dialect[] = [
  {
    name: 'sqlite',
    location: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'console-store-'));
      t.teardown(() => rmSync(dir, { recursive: true, force: true }));
      return storeLocation({ DATA_DIR: dir });
    },
  },
  {
    name: 'postgres',
    location: async () => ({ kind: 'postgres', url: await (await postgres).createDatabase(`store_${(databases += 1)}`) }),
  },
];

function opened(t: Teardown, location: StoreLocation): Store {
  const store = openStore(location);
  t.teardown(() => store.close());
  return store;
}

/**
 * Migrates the store in a process of its own and resolves with the names it ran: SQLite's
 * locks are between processes (one process holds one store; two in one thread would wait on
 * each other synchronously), as with WORKERS > 1 or replicas.
 */
function migrateInProcess(location: StoreLocation): Promise<string[]> {
  const module = join(import.meta.dirname, '..', '..', 'server', 'store', 'open-store.ts');
  const script = `import { openStore, migrateStore } from ${JSON.stringify(module)};
const store = openStore(${JSON.stringify(location)});
process.stdout.write(JSON.stringify(await migrateStore(store)));
await store.close();`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', script], (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as string[]),
    );
  });
}

for (const dialect of dialects) {
  t.test(`${dialect.name}: migrations run once when several processes start together, and again is nothing`, async (t) => {
    const location = await dialect.location();
    const ran = await Promise.all([migrateInProcess(location), migrateInProcess(location), migrateInProcess(location)]);
    t.same(ran.flat().sort(), Object.keys(await migrationProvider.getMigrations()).sort(), 'each migration ran in exactly one of them');
    const store = opened(t, location);
    t.same(await migrateStore(store), [], 'a later start runs none');
    await store.ping();
  });

  t.test(`${dialect.name}: a lease has one holder until it expires or is released`, async (t) => {
    const store = opened(t, await dialect.location());
    await migrateStore(store);
    let now = 1_000_000;
    const clock = () => now;
    const leases = [
      new Lease(store.db, 'leader', { id: 'host-a:1', host: 'host-a' }, 3000, clock),
      new Lease(store.db, 'leader', { id: 'host-b:2', host: 'host-b' }, 3000, clock),
    ];
    const first = await Promise.all(leases.map((lease) => lease.acquire()));
    t.same(first.map((result) => result.held).sort(), [false, true], 'asked at once: taken by one, refused to the other');
    const [a, b] = first[0]?.held ? (leases as [Lease, Lease]) : ([leases[1], leases[0]] as [Lease, Lease]);
    const bId = b === leases[1] ? 'host-b:2' : 'host-a:1';
    t.equal((await a.acquire()).held, true, 'the holder renews it');
    now += 2999;
    t.equal((await b.acquire()).held, false, 'still held just before it expires');
    now += 2;
    t.equal((await b.acquire()).held, true, 'taken over once it expired (a holder that died)');
    t.equal((await a.acquire()).held, false, 'the old holder has lost it');
    t.match(await b.current(), { holder: bId });
    await b.release();
    t.equal(await a.current(), null, 'released: nobody holds it');
    t.equal((await a.acquire()).held, true, 'and the next one takes it at once');
  });

  t.test(`${dialect.name}: a window is claimed by one claimant; a pending claim is taken over, a done one never`, async (t) => {
    const store = opened(t, await dialect.location());
    await migrateStore(store);
    const claim = (holder: string, wallNow = 10_000) =>
      claimWindow(store.db, { tokenId: 7, windowStart: 86_400_000, amount: 500, holder, wallNow, staleMs: 3000 });
    const claims = await Promise.all(['a', 'b', 'c', 'd'].map((holder) => claim(holder)));
    t.equal(claims.filter((result) => result === 'claimed').length, 1, 'four at once: one claim');
    const winner = ['a', 'b', 'c', 'd'][claims.indexOf('claimed')] ?? '';
    t.equal(await claim('e', 12_999), 'taken', "another holder's fresh pending claim is left alone");
    t.equal(await claim(winner, 11_000), 'claimed', 'its own holder takes it up again (a refused reset, retried)');
    t.equal(await claim('e', 14_001), 'claimed', 'a stale pending claim (its holder died before recording) is taken over');
    await finishWindow(store.db, 7, 86_400_000, 1234, 14_002);
    t.equal(await claim('e', 99_999), 'taken', 'a finished window is never claimed again, by anyone');
    const latest = await latestWindows(store.db, [7, 8]);
    t.match(latest.get(7), { state: 'done', used_at_start: 1234, attempts: 3, holder: 'e' });
    t.notOk(latest.has(8));
  });

  t.test(`${dialect.name}: budgets round-trip with BIGINT amounts as numbers`, async (t) => {
    const store = opened(t, await dialect.location());
    await migrateStore(store);
    const budget = {
      token_id: 3,
      user_id: 4,
      period: 'month' as const,
      amount: 5_000_000_000_000,
      time_zone: 'Asia/Hong_Kong',
      updated_by: 4,
      created_at: Date.UTC(2026, 0, 1),
      updated_at: Date.UTC(2026, 0, 1),
    };
    await saveBudget(store.db, budget);
    await saveBudget(store.db, { ...budget, period: 'week', amount: 42, updated_at: Date.UTC(2026, 0, 2) });
    t.same(await getBudget(store.db, 3), { ...budget, period: 'week', amount: 42, updated_at: Date.UTC(2026, 0, 2) }, 'updated in place');
    t.equal(await deleteBudget(store.db, 3), true);
    t.equal(await getBudget(store.db, 3), undefined);
  });
}

t.test('sqlite: a file whose lease a console on another host holds is refused at start', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'console-store-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const first = await startStore({ DATA_DIR: dir }, () => undefined);
  await first.db
    .insertInto('scheduler_leases')
    .values({ name: LEADER_LEASE, holder: 'other-host:1:x', host: 'other-host', expires_at: Date.now() + 60_000, renewed_at: Date.now() })
    .execute();
  await first.close();
  await t.rejects(
    startStore({ DATA_DIR: dir }, () => undefined),
    { message: /in use by the console on host other-host: several replicas need DATABASE_URL/ },
  );
});

t.test('postgres: a store that goes down fails its ping within the timeout and answers again once it is back', async (t) => {
  const server = await postgres;
  const store = await openMigratedStore({ DATABASE_URL: await server.createDatabase('down_and_up'), DATA_DIR: 'unused' });
  t.teardown(() => store.close());
  await store.ping();
  await server.stop();
  await t.rejects(store.ping(), 'down: the ping rejects (no hang)');
  await server.start();
  await store.ping();
  t.pass('back: the same store answers');
});
