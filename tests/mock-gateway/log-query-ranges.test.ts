import t from 'tap';
import { generateSeedLogs } from '#mock-gateway/store/log/seed.ts';
import { ANY_LOG, cachedFilterCount, pageOfLogs, quotaOfLogs } from '#mock-gateway/store/log/query.ts';
import type { LogFilter, LogOrderField } from '#mock-gateway/store/log/query.ts';
import type { LogRecord } from '#mock-gateway/store/log/log.ts';
import type { SortTerm } from '#mock-gateway/store/query-params.ts';
import { cursorAfter, newRowsOf, nextPageRequest } from '#shared/logs/log-cursor.ts';

// The time-range path of store/log/query.ts (a cached filter without its time bounds, the range
// found by bisection) against the plain filter: the same rows, totals and quota sums.

const SECONDS = Date.UTC(2025, 0, 15, 12) / 1000;
const COUNT = 3000;

/** The seed's rows, times as seeded (nearly one second each). */
function seedRows(): LogRecord[] {
  return generateSeedLogs(SECONDS, COUNT);
}

/** The same rows squeezed into runs of 1 to 150 rows per second: ties inside and across pages. */
function tiedRows(): LogRecord[] {
  const rows = seedRows();
  let second = SECONDS - 10_000;
  let left = 0;
  return rows.map((row, index) => {
    if (left === 0) {
      second += 1 + (index % 3);
      left = 1 + ((index * 37) % 150);
    }
    left -= 1;
    return { ...row, created_at: second };
  });
}

function plainMatches(row: LogRecord, f: LogFilter): boolean {
  return (
    (f.userId === 0 || row.user_id === f.userId) &&
    (f.type === 0 || row.type === f.type) &&
    (f.start === 0 || row.created_at >= f.start) &&
    (f.end === 0 || row.created_at <= f.end) &&
    (f.model === '' || row.model_name === f.model) &&
    (f.token === '' || row.token_name === f.token) &&
    (f.username === '' || row.username === f.username) &&
    (f.channelId === 0 || row.channel_id === f.channelId) &&
    (f.sourceIp === '' || row.source_ip === f.sourceIp)
  );
}

/**
 * one-hub's answer: the filter, ordered, offset (page − 1) · size. The default order is the
 * double's newest first (created_at, then id, descending): upstream's id DESC while rows arrive in
 * time order, and still newest first after a row out of order (mock-gateway/README.md, "Logs").
 */
function plainPage(rows: readonly LogRecord[], f: LogFilter, order: readonly SortTerm<LogOrderField>[], page: number, size: number) {
  const terms: readonly SortTerm<LogOrderField>[] = order.length > 0 ? order : [{ field: 'created_at', desc: true }];
  const all = rows.filter((row) => plainMatches(row, f));
  const compare = (a: LogRecord, b: LogRecord): number => {
    for (const { field, desc } of terms) {
      const x = a[field];
      const y = b[field];
      const c = x < y ? -1 : x > y ? 1 : 0;
      if (c !== 0) return desc ? -c : c;
    }
    const last = terms.at(-1);
    return last && !last.desc ? a.id - b.id : b.id - a.id;
  };
  all.sort(compare);
  return { ids: all.slice((page - 1) * size, page * size).map((row) => row.id), total: all.length };
}

function plainQuota(rows: readonly LogRecord[], f: LogFilter): number {
  return rows.filter((row) => plainMatches(row, { ...f, type: 2 })).reduce((sum, row) => sum + row.quota, 0);
}

const filter = (over: Partial<LogFilter>): LogFilter => ({ ...ANY_LOG, ...over });

/** Bounds worth trying on `rows`: before the first, tie seconds, page boundaries, after the last. */
function boundsOf(rows: readonly LogRecord[]): number[] {
  const at = (index: number) => (rows[index] as LogRecord).created_at;
  const picks = [0, 1, 99, 100, 101, 777, 1500, 2222, rows.length - 101, rows.length - 100, rows.length - 1];
  return [at(0) - 1, ...picks.map(at), ...picks.map((index) => at(index) + 1), at(rows.length - 1) + 5];
}

function filtersOf(rows: readonly LogRecord[]): LogFilter[] {
  const bounds = boundsOf(rows);
  const model = rows.find((row) => row.type === 2)?.model_name ?? '';
  const filters: LogFilter[] = [ANY_LOG, filter({ userId: 4 }), filter({ type: 2 }), filter({ model })];
  for (const [i, end] of bounds.entries()) {
    const start = bounds[(i * 7) % bounds.length] ?? 0;
    filters.push(
      filter({ end }),
      filter({ start: end }),
      filter({ start, end }),
      filter({ userId: 4, end }),
      filter({ type: 2, start: end - 3000, end }),
      filter({ username: 'root', model, end }),
    );
  }
  return filters;
}

const ORDERS: SortTerm<LogOrderField>[][] = [
  [],
  [{ field: 'created_at', desc: false }],
  [{ field: 'created_at', desc: true }],
  [{ field: 'user_id', desc: true }],
  [
    { field: 'model_name', desc: false },
    { field: 'created_at', desc: true },
  ],
];

for (const [name, make] of [
  ['seeded times', seedRows],
  ['runs of up to 150 rows in one second', tiedRows],
] as const) {
  t.test(`${name}: every page, total and quota sum is the plain filter's`, async (t) => {
    const rows = make();
    let checked = 0;
    for (const f of filtersOf(rows)) {
      const expectedQuota = plainQuota(rows, f);
      if (quotaOfLogs(rows, f) !== expectedQuota) t.fail(`quota of ${JSON.stringify(f)}`);
      for (const [o, terms] of ORDERS.entries()) {
        // The orders read off the positions on every filter; the others on a sample (each sorts its range).
        if (o > 2 && checked % 5 !== 0) continue;
        const { total } = plainPage(rows, f, terms, 1, 100);
        for (const [page, size] of [
          [1, 100],
          [2, 100],
          [Math.max(1, Math.ceil(total / 100)), 100],
          [Math.ceil(total / 100) + 1, 100],
          [3, 7],
        ] as const) {
          const want = plainPage(rows, f, terms, page, size);
          const got = pageOfLogs(rows, f, terms, page, size);
          const same = got.total === want.total && JSON.stringify(got.rows.map((row) => row.id)) === JSON.stringify(want.ids);
          if (!same) t.fail(`${JSON.stringify(f)} ${JSON.stringify(terms)} p=${page} size=${size}`);
        }
      }
      checked += 1;
    }
    t.pass(`${checked} filters compared`);
  });
}

t.test('a cursor walk over tied seconds shows every row once, in the offset order', async (t) => {
  const rows = tiedRows();
  const size = 100;
  const offsetIds = plainPage(rows, ANY_LOG, [], 1, rows.length).ids;
  const shown: LogRecord[] = pageOfLogs(rows, ANY_LOG, [], 1, size).rows;
  let ended = shown.length < size;
  while (!ended) {
    const cursor = cursorAfter(shown);
    if (!cursor) break;
    const request = nextPageRequest(cursor, size);
    const raw = pageOfLogs(rows, filter({ end: request.end_timestamp }), [], request.page, request.size).rows;
    const next = newRowsOf(cursor, raw, size, new Set(shown.map((row) => row.id)));
    shown.push(...next.rows);
    ended = next.ended;
  }
  t.same(
    shown.map((row) => row.id),
    offsetIds,
  );
  t.equal(cachedFilterCount(rows), 1, 'one cached filter for every end_timestamp of the walk');
});

t.test('the cache stays bounded whatever time ranges are asked', async (t) => {
  const rows = seedRows();
  for (const end of boundsOf(rows)) {
    pageOfLogs(rows, filter({ end }), [], 1, 100);
    pageOfLogs(rows, filter({ userId: 4, start: end - 5000, end }), [], 1, 100);
    quotaOfLogs(rows, filter({ end }));
  }
  t.equal(cachedFilterCount(rows), 3, 'any, user 4 and the stat, each without its time bounds');
});

t.test('appended rows, then a row out of time order: still the plain filter', async (t) => {
  const rows = tiedRows();
  const last = rows.at(-1) as LogRecord;
  const end = (rows[2000] as LogRecord).created_at;
  const cases = [ANY_LOG, filter({ end }), filter({ userId: 4, end }), filter({ type: 2, start: end - 500 })];
  const check = (when: string) => {
    for (const f of cases) {
      for (const terms of ORDERS.slice(0, 3)) {
        const want = plainPage(rows, f, terms, 1, 100);
        const got = pageOfLogs(rows, f, terms, 1, 100);
        t.same({ ids: got.rows.map((row) => row.id), total: got.total }, want, `${when}: ${JSON.stringify(f)} ${JSON.stringify(terms)}`);
      }
      t.equal(quotaOfLogs(rows, f), plainQuota(rows, f), `${when}: quota of ${JSON.stringify(f)}`);
    }
  };
  check('seeded');
  rows.push({ ...last, id: last.id + 1 }, { ...last, id: last.id + 2, created_at: last.created_at + 1 });
  check('two appended');
  rows.push({ ...last, id: last.id + 3, created_at: end - 1 });
  check('one out of order');
});
