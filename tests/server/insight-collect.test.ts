import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { openMigratedStore } from '#server/store/open-store.ts';
import type { Store } from '#server/store/open-store.ts';
import { readProviderScrape } from '#server/insight/metrics-source.ts';
import type { ProviderScrape } from '#server/insight/metrics-source.ts';
import { readFailureLine } from '#server/insight/system-log-source.ts';
import { keepFailureLines } from '#server/insight/failure-records.ts';
import { HOUR_MS, MINUTE_MS, recordScrape, rollUpAndPrune } from '#server/insight/traffic-records.ts';
import type { Teardown } from '#tests/helpers/console.ts';
import { startPostgres } from '#tests/helpers/postgres.ts';

const T0 = Date.UTC(2026, 11, 1, 8, 0, 0);

const postgres = startPostgres(t);
let databases = 0;

/** A migrated store on PostgreSQL (Debian's, started by this test), closed at the end. */
async function postgresStore(t: Teardown): Promise<Store> {
  const opened = await openMigratedStore({
    DATABASE_URL: await (await postgres).createDatabase(`insight_${(databases += 1)}`),
    DATA_DIR: 'unused',
  });
  t.teardown(() => opened.close());
  return opened;
}

async function store(t: Teardown): Promise<Store> {
  const dir = mkdtempSync(join(tmpdir(), 'insight-'));
  const opened = await openMigratedStore({ DATA_DIR: dir });
  t.teardown(async () => {
    await opened.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return opened;
}

const scrape = (gatewayStart: number, counts: Record<string, number>): ProviderScrape => ({
  gatewayStart,
  series: Object.entries(counts).map(([key, value]) => {
    const [channel = '1', model = 'gpt-4o', status = '200'] = key.split('/');
    return { channelId: Number(channel), channelType: 1, model, status: Number(status), value };
  }),
});

async function traffic(db: Store['db']) {
  const rows = await db.selectFrom('insight_traffic').selectAll().orderBy('bucket_start').orderBy('channel_id').orderBy('status').execute();
  return rows.map(
    (row) =>
      `${row.bucket_ms === MINUTE_MS ? 'm' : 'h'}${(Number(row.bucket_start) - T0) / MINUTE_MS} ${row.channel_id}/${row.model}/${row.status}=${row.requests}`,
  );
}

t.test("the parser reads one-hub's text, Go's exponent values and the start time included", async (t) => {
  const text = [
    '# HELP process_start_time_seconds Start time of the process since unix epoch in seconds.',
    '# TYPE process_start_time_seconds gauge',
    'process_start_time_seconds 1.79611200025e+09',
    '# HELP provider_requests_total Total number of provider requests.',
    '# TYPE provider_requests_total counter',
    'provider_requests_total{channel_id="12",channel_type="14",model="claude \\"x\\"",type="529"} 1.234567e+06',
    'provider_requests_total{channel_id="",channel_type="1",model="m",type="200"} 1',
    '',
  ].join('\n');
  t.same(readProviderScrape(text), {
    gatewayStart: 1796112000250,
    series: [{ channelId: 12, channelType: 14, model: 'claude "x"', status: 529, value: 1234567 }],
  });
});

for (const [dialect, open] of [
  ['sqlite', store],
  ['postgres', postgresStore],
] as const)
  t.test(`${dialect}: scrapes recorded at the same moment count each delta once`, async (t) => {
    const { db } = await open(t);
    await recordScrape(db, scrape(1, { '1/gpt-4o/200': 10 }), T0, T0);
    // Two leaders (one about to lose its lease) record scrapes of the same counters at once.
    const results = await Promise.all([
      recordScrape(db, scrape(1, { '1/gpt-4o/200': 15 }), T0 + 2, T0),
      recordScrape(db, scrape(1, { '1/gpt-4o/200': 14 }), T0 + 1, T0),
    ]);
    const counted = results.reduce((sum, result) => sum + result.attempts, 0);
    const stored = await traffic(db);
    t.equal(counted, 5, 'the later fetch counts what the earlier one saw too; the earlier, recorded after it, is dropped');
    t.same(stored, ['m0 1/gpt-4o/200=5']);
    await recordScrape(db, scrape(1, { '1/gpt-4o/200': 20 }), T0 + 3, T0);
    t.same(await traffic(db), ['m0 1/gpt-4o/200=10'], 'whichever order: every attempt once in the end');
  });

for (const [dialect, open] of [
  ['sqlite', store],
  ['postgres', postgresStore],
] as const)
  t.test(`${dialect}: a bucket remembers that its attempts happened since the scrape before, through the roll-up`, async (t) => {
    const { db } = await open(t);
    const coverage = async () =>
      (await db.selectFrom('insight_traffic').select(['bucket_ms', 'covers_from']).execute()).map(
        (row) => `${row.bucket_ms === MINUTE_MS ? 'm' : 'h'} ${(Number(row.covers_from) - T0) / 1000}s`,
      );
    // Scrapes every 45 s: traffic between 0:30 and 1:15 is counted by the scrape in minute 1.
    await recordScrape(db, scrape(1, { '1/a/500': 0 }), T0 + 30_000, T0);
    await recordScrape(db, scrape(1, { '1/a/500': 2 }), T0 + 75_000, T0 + MINUTE_MS);
    t.same(await coverage(), ['m 30s'], 'from the previous scrape, before the bucket');
    await recordScrape(db, scrape(1, { '1/a/500': 3 }), T0 + 100_000, T0 + MINUTE_MS);
    t.same(await coverage(), ['m 30s'], 'a later scrape in the same minute keeps the earliest');
    await recordScrape(db, scrape(1, { '1/a/500': 4 }), T0 + 2 * MINUTE_MS + 1000, T0 + 2 * MINUTE_MS);
    t.same((await coverage()).sort(), ['m 100s', 'm 30s']);
    await rollUpAndPrune(db, T0 + HOUR_MS, 0);
    t.same(await coverage(), ['h 30s'], 'the hour covers from its earliest minute');
  });

t.test('deltas per minute: the first scrape is the baseline, resets and restarts count from zero, a stale scrape is dropped', async (t) => {
  const { db } = await store(t);
  t.match(await recordScrape(db, scrape(1, { '1/gpt-4o/200': 100 }), T0, T0), { counted: false, attempts: 0 }, 'baseline only');
  t.match(await recordScrape(db, scrape(1, { '1/gpt-4o/200': 103, '1/gpt-4o/500': 2 }), T0 + 1, T0 + MINUTE_MS), { attempts: 5 });
  t.match(
    await recordScrape(db, scrape(1, { '1/gpt-4o/200': 103, '1/gpt-4o/500': 2 }), T0 - 5, T0 + MINUTE_MS),
    { skipped: true },
    'fetched before the last one recorded',
  );
  t.match(await recordScrape(db, scrape(1, { '1/gpt-4o/200': 104, '1/gpt-4o/500': 3 }), T0 + 2, T0 + MINUTE_MS), { attempts: 2 });
  t.match(
    await recordScrape(db, scrape(2, { '1/gpt-4o/200': 4 }), T0 + 3, T0 + 2 * MINUTE_MS),
    { attempts: 4, reset: true },
    'a new start time: a restart',
  );
  t.match(
    await recordScrape(db, scrape(0, { '1/gpt-4o/200': 1 }), T0 + 4, T0 + 3 * MINUTE_MS),
    { attempts: 1, reset: true },
    'gone down without a start time',
  );
  t.same(await traffic(db), ['m1 1/gpt-4o/200=4', 'm1 1/gpt-4o/500=3', 'm2 1/gpt-4o/200=4', 'm3 1/gpt-4o/200=1']);
  t.match(
    await recordScrape(db, scrape(2, { '1/gpt-4o/500': 1 }), T0 + 5, T0 + 3 * MINUTE_MS),
    { attempts: 1 },
    'a series back after a restart counts from zero',
  );
});

t.test('minutes older than the cut become hours, and hours past the retention go', async (t) => {
  const { db } = await store(t);
  await recordScrape(db, scrape(1, { '1/a/200': 0 }), T0, T0);
  await recordScrape(db, scrape(1, { '1/a/200': 2 }), T0 + 1, T0 + MINUTE_MS);
  await recordScrape(db, scrape(1, { '1/a/200': 5 }), T0 + 2, T0 + 2 * MINUTE_MS);
  await recordScrape(db, scrape(1, { '1/a/200': 6 }), T0 + 3, T0 + HOUR_MS);
  t.same(await rollUpAndPrune(db, T0 + HOUR_MS, 0), { rolled: 2 });
  t.same(await traffic(db), ['h0 1/a/200=5', 'm60 1/a/200=1']);
  await rollUpAndPrune(db, T0 + HOUR_MS, T0 + 1);
  t.same(await traffic(db), ['m60 1/a/200=1']);
});

t.test("failure lines: one-hub's two forms, read twice kept once, a turned-over ring noticed", async (t) => {
  const { db } = await store(t);
  const entry = (ms: number, message: string) => ({ Timestamp: new Date(T0 + ms).toISOString(), Level: 'ERR', Message: message });
  const lines = [
    entry(0, '2026120108000012345abcdefgh | relay error (channel #3(Anthropic (EU))): overloaded \n'),
    entry(1, '2026120108000012346abcdefgh | relay error (channel #6, status code 502): bad gateway  \n'),
    entry(2, '2026120108000012347abcdefgh | using channel #2(OpenAI 备用) to retry (remain times 1) \n'),
  ];
  t.match(readFailureLine(lines[0] ?? entry(0, '')), { channel_id: 3, channel_name: 'Anthropic (EU)', reason: 'overloaded', status: null });
  t.match(readFailureLine(lines[1] ?? entry(0, '')), { channel_id: 6, channel_name: '', status: 502, reason: 'bad gateway' });
  t.equal(readFailureLine(lines[2] ?? entry(0, '')), null, 'a retry line is not a failure');
  t.match(readFailureLine({ ...entry(0, lines[0]?.Message ?? ''), Timestamp: '2026-12-01T16:00:00.123456789+08:00' }), {
    occurred_at: T0 + 123,
  });
  const failures = lines.flatMap((line) => readFailureLine(line) ?? []);
  t.same(await keepFailureLines(db, failures, { newest: T0 + 2, oldest: T0, full: false }, T0), { kept: 2, gap: false });
  t.same(
    await keepFailureLines(db, failures, { newest: T0 + 2, oldest: T0, full: false }, T0),
    { kept: 0, gap: false },
    'older than the cursor',
  );
  const stored = await db.selectFrom('insight_failures').select('reason').execute();
  t.equal(stored.length, 2);
  t.match(await keepFailureLines(db, [], { newest: T0 + 900, oldest: T0 + 10, full: true }, T0), { gap: true });
});
