import { cursorAfter, newRowsOf, nextPageRequest } from '#shared/logs/log-cursor.ts';
import type { CursorRow, LogCursor } from '#shared/logs/log-cursor.ts';
import { signInCookie, startConsole, startDouble } from './bench-setup.ts';
import type { BenchRow } from './bench-setup.ts';
import type { Started } from './processes.ts';

export interface LogsBenchInput {
  /** Rows in the big double (1,000,000 unless told; `BENCH_LOG_ROWS` for `npm run bench:logs`). */
  rows?: number;
  /** Timed requests per URL after the warm-up. */
  samples?: number;
  /** The console's environment on top of the bench's (heap flags, compile cache). */
  env?: Record<string, string>;
}

const SIZE = 100;
const DEPTH = 10_000;
const WALK_STEPS = 100;
const WARM_UP = 30;

interface Call {
  name: string;
  url: string;
  cookie: string;
}

interface LogPage {
  data: { data: (CursorRow & Record<string, unknown>)[]; total_count: number };
}

async function get(url: string, cookie: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok || !body.includes('"success":true')) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
  return { ms, body };
}

async function page(url: string, cookie: string): Promise<LogPage['data']> {
  return (JSON.parse((await get(url, cookie)).body) as LogPage).data;
}

function median(samples: number[]): number {
  const sorted = samples.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Median ms of each call, one request at a time, the calls taking turns (a busy moment of the
 * shared machine hits all alike), after a warm-up of each.
 */
async function medians(calls: readonly Call[], samples: number): Promise<Map<string, number>> {
  const times = calls.map(() => [] as number[]);
  for (let i = 0; i < WARM_UP + samples; i += 1) {
    for (const [index, call] of calls.entries()) {
      const { ms } = await get(call.url, call.cookie);
      if (i >= WARM_UP) times[index]?.push(ms);
    }
  }
  return new Map(calls.map((call, index) => [call.name, median(times[index] ?? [])]));
}

const listUrl = (base: string, query: Record<string, number>) =>
  `${base}/api/log/?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`;

/** one-hub's query for the page after `cursor` (its page parameter is `page`; the cursor's `p`). */
function cursorUrl(base: string, cursor: LogCursor): string {
  const request = nextPageRequest(cursor, SIZE);
  return listUrl(base, { end_timestamp: request.end_timestamp, page: request.page, size: request.size });
}

/**
 * Walks `steps` pages after the first one, by cursor or by offset (page 2, 3, …): the ms of each
 * step's request (its answer parsed) and the ids shown.
 */
async function walk(base: string, cookie: string, by: 'cursor' | 'offset', steps: number): Promise<{ stepMs: number[]; ids: number[] }> {
  const shown = [...(await page(listUrl(base, { page: 1, size: SIZE }), cookie)).data];
  // Kept as the rows come, as a list view would: the walk times the gateway, not a rebuilt set.
  const shownIds = new Set(shown.map((row) => row.id));
  const stepMs: number[] = [];
  for (let step = 1; step <= steps; step += 1) {
    const cursor = cursorAfter(shown);
    if (!cursor) break;
    const url = by === 'offset' ? listUrl(base, { page: step + 1, size: SIZE }) : cursorUrl(base, cursor);
    const started = performance.now();
    const raw = (await page(url, cookie)).data;
    stepMs.push(performance.now() - started);
    const rows = by === 'offset' ? raw : newRowsOf(cursor, raw, SIZE, shownIds).rows;
    for (const row of rows) shownIds.add(row.id);
    shown.push(...rows);
    if (raw.length < SIZE) break;
  }
  return { stepMs, ids: shown.map((row) => row.id) };
}

async function timedStart(env: Record<string, string>): Promise<{ double: Started; seconds: number }> {
  const started = performance.now();
  const double = await startDouble({ MOCK_GATEWAY_RATE_LIMIT: 'off', ...env });
  return { double, seconds: (performance.now() - started) / 1000 };
}

/**
 * Logs at a million rows (issue 35 item 5): a double seeded with `rows` log rows behind a
 * console, the logs an admin's browser loads through the console's proxy: the first page, the
 * rows 10,000 deep by offset (`page=101`) and by time cursor (`end_timestamp` of the row at depth
 * 10,000, `shared/logs/log-cursor.ts`), a walk of 100 pages each way, each also straight to the
 * double; and the double's other answers at `rows` against a double with the default seed.
 */
export async function benchLogs(input: LogsBenchInput = {}): Promise<{ lines: string[]; rows: BenchRow[] }> {
  const rowCount = input.rows ?? 1_000_000;
  const samples = input.samples ?? 200;
  const big = await timedStart({ MOCK_GATEWAY_LOG_ROWS: String(rowCount) });
  const small = await timedStart({});
  const consoleProc = await startConsole(big.double.url, input.env ?? {});
  try {
    const bigRss = big.double.rssMb();
    const smallRss = small.double.rssMb();
    // The console passes the double's session cookie through: one sign-in serves both paths.
    const root = await signInCookie(consoleProc.url, 'root');
    const smallRoot = await signInCookie(small.double.url, 'root');
    const via = { console: consoleProc.url, double: big.double.url };

    // The row at depth 10,000: the last of page 100; the cursor after it asks for the next rows.
    const hundredth = await page(listUrl(via.double, { page: DEPTH / SIZE, size: SIZE }), root);
    const cursor = cursorAfter(hundredth.data);
    if (!cursor) throw new Error(`fewer than ${DEPTH} log rows`);
    const byOffset = await page(listUrl(via.double, { page: DEPTH / SIZE + 1, size: SIZE }), root);
    const byCursor = newRowsOf(cursor, (await page(cursorUrl(via.double, cursor), root)).data, SIZE, new Set());
    // The cursor's page repeats the row it starts after (end_timestamp is inclusive) and drops it:
    // its new rows are the offset page's first ones.
    const cursorIds = byCursor.rows.map((row) => row.id);
    const sameRows =
      cursorIds.length >= SIZE - cursor.sameSecond &&
      JSON.stringify(cursorIds) === JSON.stringify(byOffset.data.slice(0, cursorIds.length).map((row) => row.id));

    const logCalls: Call[] = [];
    for (const [path, base] of Object.entries(via)) {
      logCalls.push(
        { name: `first ${path}`, url: listUrl(base, { page: 1, size: SIZE }), cookie: root },
        { name: `offset ${path}`, url: listUrl(base, { page: DEPTH / SIZE + 1, size: SIZE }), cookie: root },
        { name: `cursor ${path}`, url: cursorUrl(base, cursor), cookie: root },
        { name: `stat ${path}`, url: `${base}/api/log/stat`, cookie: root },
      );
    }
    const logTimes = await medians(logCalls, samples);

    // The walks take turns too, 3 rounds; a step's median (robust to the shared machine's bursts)
    // and a walk's total at that median.
    const walks = new Map<string, number[]>();
    let walksAgree = true;
    for (let round = 0; round < 3; round += 1) {
      for (const [path, base] of Object.entries(via)) {
        const cursorWalk = await walk(base, root, 'cursor', WALK_STEPS);
        const offsetWalk = await walk(base, root, 'offset', WALK_STEPS);
        // 100 cursor pages bring 99 new rows each: the offset walk's rows, the first of them.
        walksAgree &&= JSON.stringify(cursorWalk.ids) === JSON.stringify(offsetWalk.ids.slice(0, cursorWalk.ids.length));
        walks.set(`cursor ${path}`, [...(walks.get(`cursor ${path}`) ?? []), ...cursorWalk.stepMs]);
        walks.set(`offset ${path}`, [...(walks.get(`offset ${path}`) ?? []), ...offsetWalk.stepMs]);
      }
    }
    const stepMs = (name: string) => median(walks.get(name) ?? []);

    // The double's other answers: the big one against one with the default seed.
    const others = [
      '/api/status',
      '/api/user/self',
      '/api/token/?p=1&size=10',
      '/api/user/dashboard',
      '/api/user/dashboard/rate',
      '/api/log/?page=1&size=100',
      '/api/log/self?page=1&size=100',
      '/api/log/self/stat',
    ];
    const otherCalls = others.flatMap((path) => [
      { name: `${path} big`, url: `${big.double.url}${path}`, cookie: root },
      { name: `${path} small`, url: `${small.double.url}${path}`, cookie: smallRoot },
    ]);
    const otherTimes = await medians(otherCalls, samples);

    const ms = (value: number) => `${value.toFixed(2)} ms`;
    const at = (name: string) => logTimes.get(name) ?? 0;
    const million = rowCount.toLocaleString('en');
    const lines = [
      `Logs at ${million} rows (double seeded in ${big.seconds.toFixed(1)} s to its first answer, RSS ${bigRss.toFixed(0)} MB; ` +
        `the default 60,000: ${small.seconds.toFixed(1)} s, ${smallRss.toFixed(0)} MB), admin /api/log/, medians of ${samples}, through the console | straight to the double:`,
      `  first page (page=1, size=100):                ${ms(at('first console'))} | ${ms(at('first double'))}`,
      `  ${DEPTH.toLocaleString('en')} deep by offset (page=${DEPTH / SIZE + 1}):       ${ms(at('offset console'))} | ${ms(at('offset double'))}`,
      `  ${DEPTH.toLocaleString('en')} deep by cursor (end_timestamp=${cursor.endTimestamp}, page=${nextPageRequest(cursor, SIZE).page}): ${ms(at('cursor console'))} | ${ms(at('cursor double'))}` +
        ` (cursor / offset ${(at('cursor console') / at('offset console')).toFixed(2)}×; its ${cursorIds.length} new rows are the offset page's first: ${sameRows ? 'yes' : 'NO'})`,
      `  the stat beside every page (/api/log/stat):   ${ms(at('stat console'))} | ${ms(at('stat double'))}`,
      `  walk of ${WALK_STEPS} pages after the first (a new end_timestamp each step), median step by cursor: ${ms(stepMs('cursor console'))} | ${ms(stepMs('cursor double'))}` +
        ` (${ms(stepMs('cursor console') * WALK_STEPS)} | ${ms(stepMs('cursor double') * WALK_STEPS)} the walk); by offset: ${ms(stepMs('offset console'))} | ${ms(stepMs('offset double'))}` +
        ` (the cursor's rows are the offset walk's, in order: ${walksAgree ? 'yes' : 'NO'})`,
      `Other answers of the double at ${million} rows | the default seed (root, straight to the double, medians of ${samples}):`,
      ...others.map((path) => {
        const bigMs = otherTimes.get(`${path} big`) ?? 0;
        const smallMs = otherTimes.get(`${path} small`) ?? 0;
        return `  ${path.padEnd(32)} ${ms(bigMs)} | ${ms(smallMs)} (${(bigMs / smallMs).toFixed(2)}×)`;
      }),
    ];
    const plain = ['/api/status', '/api/user/self', '/api/token/?p=1&size=10'];
    const worstRatio = Math.max(...plain.map((path) => (otherTimes.get(`${path} big`) ?? 0) / (otherTimes.get(`${path} small`) || 1)));
    const cursorRatio = at('cursor console') / at('first console');
    const walkRatio = stepMs('cursor console') / stepMs('offset console');
    const rows: BenchRow[] = [
      [`Double start with ${million} log rows (seeding included)`, `${big.seconds.toFixed(1)} s`, '<= 10 s', big.seconds <= 10],
      [`Double RSS with ${million} log rows`, `${bigRss.toFixed(0)} MB`, '<= 1024 MB', bigRss <= 1024],
      [
        `Logs ${DEPTH.toLocaleString('en')} deep by cursor through the console vs the first page (${million} rows)`,
        `${cursorRatio.toFixed(2)}×`,
        '<= 2×',
        cursorRatio <= 2 && sameRows,
      ],
      [
        `Walk of ${WALK_STEPS} log pages by cursor vs by offset through the console, median step (${million} rows)`,
        `${walkRatio.toFixed(2)}×`,
        '<= 1.5×',
        walkRatio <= 1.5 && walksAgree,
      ],
      [
        `Status, self and keys at ${million} log rows vs the default seed (worst median ratio)`,
        `${worstRatio.toFixed(2)}×`,
        '<= 1.5×',
        worstRatio <= 1.5,
      ],
    ];
    return { lines, rows };
  } finally {
    await Promise.all([consoleProc.stop(), big.double.stop(), small.double.stop()]);
  }
}
