import t from 'tap';
import { pino } from 'pino';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';
import { UsageReportSchema } from '#shared/api/schemas/insight.ts';
import { addTestKey } from '#mock-gateway/relay/test-keys.ts';
import { seedAccessToken } from '#mock-gateway/store/seed.ts';
import { usageJob } from '#server/insight/usage-job.ts';
import { adminApi } from '#server/gateway-admin/admin-api.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import { startPostgres } from '#tests/helpers/postgres.ts';
import type { ConsoleUnderTest } from '#tests/helpers/console.ts';

// Usage by key from the console's own sums of the consume log: a user's keys sum to the balance
// change of their calls exactly, however often the job runs and whether a new process (a
// restart) takes over midway; a user sees only their own keys, an admin everyone's.

const DEMO = 4;

async function turn(c: ConsoleUnderTest, job = usageJob({ adminApi: adminApi(c.config.gatewayUrl, seedAccessToken('admin'), 3000) })) {
  await job.run({ now: Date.now(), store: c.app.store, log: pino({ level: 'silent' }), stillLeader: () => true, leaseMs: 30_000 });
}

async function usage(c: ConsoleUnderTest, cookie: string, query: string) {
  const answer = await c.app.inject({ url: `/console-api/insight/usage?${query}`, headers: { cookie } });
  return { status: answer.statusCode, report: envelopeOf(UsageReportSchema).safeParse(answer.json()).data?.data };
}

t.test("a user's usage by key sums to the balance change of their calls, across repeated and restarted reads", async (t) => {
  const c = await startConsole(t);
  await turn(c); // the first read starts the cursor: the seeded log is the past
  const user = c.gateway.store.users.get(DEMO);
  if (!user) throw new Error('no demo');
  const before = user.quota;
  const keys = [addTestKey(c.gateway.store, DEMO, { name: 'alpha' }), addTestKey(c.gateway.store, DEMO, { name: 'beta' })];
  const call = (index: number) =>
    c.gateway.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { authorization: `Bearer sk-${keys[index % 2]?.key ?? ''}` },
      payload: { model: index % 3 === 0 ? 'gpt-4o' : 'gpt-4o-mini', messages: [{ role: 'user', content: `hello number ${index}` }] },
    });
  for (let i = 0; i < 7; i++) await call(i);
  await turn(c);
  await turn(c); // nothing new: nothing added twice
  for (let i = 7; i < 15; i++) await call(i);
  await turn(c); // a new job instance: the cursor is in the store, not in the process
  const spent = before - user.quota;
  t.ok(spent > 0, 'the calls cost something');
  const demo = await sessionFor(c.app, 'demo');
  const now = Date.now();
  const { report } = await usage(c, demo, `by=key&from=${now - 86_400_000}&to=${now + 3_600_000}`);
  t.same(report?.rows.map((row) => row.label).sort(), ['alpha', 'beta'], "the user's own keys, by name");
  t.equal(
    report?.rows.reduce((sum, row) => sum + row.quota, 0),
    spent,
    'the keys sum to the balance change exactly',
  );
  t.equal(report?.totals.requests, 15);
  const byModel = await usage(c, demo, `by=model&from=${now - 86_400_000}&to=${now + 3_600_000}`);
  t.same(byModel.report?.rows.map((row) => row.label).sort(), ['gpt-4o', 'gpt-4o-mini']);
  t.equal((await usage(c, demo, 'by=user')).status, 403, "by user is an admin's");
  const admin = await sessionFor(c.app, 'admin');
  const everyone = await usage(c, admin, `by=user&from=${now - 86_400_000}&to=${now + 3_600_000}`);
  t.match(everyone.report?.rows, [{ label: 'demo', quota: spent }]);
  t.equal((await usage(c, admin, 'by=key&tz=Mars/Olympus')).status, 400);
});

const postgres = startPostgres(t);

for (const kind of ['sqlite', 'postgres'] as const)
  t.test(
    `an admin's usage by group: the group that billed each call, summing to the balance changes; a user may not ask (${kind})`,
    async (t) => {
      const c = await startConsole(
        t,
        kind === 'sqlite' ? {} : { env: { DATABASE_URL: await (await postgres).createDatabase('usage_groups') } },
      );
      await turn(c);
      const users = [c.gateway.store.users.get(DEMO), c.gateway.store.users.get(2)];
      const [demoUser, adminUser] = users;
      if (!demoUser || !adminUser) throw new Error('no users');
      const before = [demoUser.quota, adminUser.quota];
      // demo is in `default`, admin in `vip` (the seed): each key bills its owner's group.
      const keys = [addTestKey(c.gateway.store, DEMO, { name: 'plain' }), addTestKey(c.gateway.store, 2, { name: 'premium' })];
      for (let i = 0; i < 6; i++)
        await c.gateway.inject({
          method: 'POST',
          url: '/v1/chat/completions',
          headers: { authorization: `Bearer sk-${keys[i % 2]?.key ?? ''}` },
          payload: { model: 'gpt-4o-mini', messages: [{ role: 'user', content: `group call ${i}` }] },
        });
      await turn(c);
      await turn(c);
      const admin = await sessionFor(c.app, 'admin');
      const now = Date.now();
      const { status, report } = await usage(c, admin, `by=group&from=${now - 86_400_000}&to=${now + 3_600_000}`);
      t.equal(status, 200);
      const byGroup = new Map(report?.rows.map((row) => [row.label, row]));
      t.same([...byGroup.keys()].sort(), ['default', 'vip']);
      t.equal(byGroup.get('default')?.quota, (before[0] ?? 0) - demoUser.quota, "default's spend is demo's balance change");
      t.equal(byGroup.get('vip')?.quota, (before[1] ?? 0) - adminUser.quota, "vip's spend is admin's balance change");
      t.equal(byGroup.get('vip')?.requests, 3);
      t.equal(report?.totals.requests, 6);
      t.ok(typeof report?.groups_from === 'number' && report.groups_from <= now, 'the page is told since when groups are summed');
      const narrowed = await usage(c, admin, `by=group&key=premium&from=${now - 86_400_000}&to=${now + 3_600_000}`);
      t.same(
        narrowed.report?.rows.map((row) => row.label),
        ['vip'],
        'the key filter applies',
      );
      const demo = await sessionFor(c.app, 'demo');
      t.equal((await usage(c, demo, 'by=group')).status, 403, "by group is an admin's");
    },
  );
