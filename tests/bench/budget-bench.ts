import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { z } from 'zod/mini';
import { TOKEN_STATUS } from '#shared/api/schemas/key.ts';
import { windowStart } from '#shared/budgets/budget-window.ts';
import { seedAccessToken } from '#mock-gateway/store/seed.ts';
import { budgetResetJob } from '#server/budgets/reset-job.ts';
import { forEachLimited } from '#server/scheduler/for-each-limited.ts';
import type { BudgetTurn } from '#server/budgets/reset-job.ts';
import { adminApi } from '#server/gateway-admin/admin-api.ts';
import { openMigratedStore } from '#server/store/open-store.ts';
import type { BenchRow } from './bench-setup.ts';
import { cpuSeconds } from './proc-stats.ts';

export interface BudgetBenchInput {
  /** The double in its own process. */
  gatewayUrl: string;
  /** Its PID: the CPU it spends answering the job is the gateway's share of the turn. */
  gatewayPid: number;
  /** `session=…` of the user whose keys get budgets. */
  cookie: string;
  /** How many keys with budgets (10,000 by default). */
  keys?: number;
}

const ZONE = 'Asia/Shanghai';
const AMOUNT = 500_000;
const CREATE_CONCURRENCY = 16;

/** 0 … count − 1. */
const indexes = (count: number) => Array.from({ length: count }, (_, index) => index);

/** Creates `count` limited keys for the cookie's user at the double and returns their ids. */
async function createKeys(gatewayUrl: string, cookie: string, count: number): Promise<number[]> {
  const prefix = `bench-budget-${Date.now().toString(36)}-`;
  await forEachLimited(indexes(count), CREATE_CONCURRENCY, async (index) => {
    const response = await fetch(`${gatewayUrl}/api/token/`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `${prefix}${index}`.slice(0, 30), remain_quota: 0, unlimited_quota: false, expired_time: -1 }),
    });
    await response.arrayBuffer();
  });
  const ids: number[] = [];
  for (let page = 1; ids.length < count; page += 1) {
    const response = await fetch(`${gatewayUrl}/api/token/?keyword=${prefix}&size=100&page=${page}&order=id`, { headers: { cookie } });
    const body = (await response.json()) as { data: { data: { id: number }[] } };
    if (body.data.data.length === 0) break;
    ids.push(...body.data.data.map((key) => key.id));
  }
  return ids;
}

/** Parallel requests of the overshoot burst. */
const BURST = 20;

/**
 * How far a burst of parallel relay calls runs past a key's limit: one-hub checks a key's
 * remaining quota when a call starts (and, for a user holding more than 100 × the call's
 * reservation, reserves nothing), and bills when it ends, so calls that start together while
 * anything is left all finish. A key with the price of about one call left gets `BURST` calls
 * at once; the figure is how many were served and how far below zero the key ended.
 */
async function measureOvershoot(gatewayUrl: string, cookie: string): Promise<string> {
  const admin = adminApi(gatewayUrl, seedAccessToken('admin'), 10_000);
  const name = `bench-burst-${Date.now().toString(36)}`;
  await fetch(`${gatewayUrl}/api/token/`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name, remain_quota: 1_000_000, unlimited_quota: false, expired_time: -1 }),
  });
  const listed = (await (await fetch(`${gatewayUrl}/api/token/?keyword=${name}`, { headers: { cookie } })).json()) as {
    data: { data: { id: number; key: string; remain_quota: number }[] };
  };
  const key = listed.data.data[0];
  if (!key) throw new Error('the burst key was not created');
  const complete = () =>
    fetch(`${gatewayUrl}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer sk-${key.key}`, 'content-type': 'application/json' },
      // Streamed: the double's answer then takes time, as a provider's does, so the calls overlap.
      body: JSON.stringify({
        model: 'gpt-4o',
        stream: true,
        messages: [{ role: 'user', content: 'How far past the budget does a burst go?' }],
      }),
    }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
  const remainOf = async () => {
    const found = await admin.get('/api/token/admin/search', z.object({ data: z.array(z.object({ remain_quota: z.number() })) }), {
      token_id: key.id,
    });
    return found.data[0]?.remain_quota ?? 0;
  };
  await complete();
  const cost = 1_000_000 - (await remainOf());
  // About one call's price left, as a budget near its end.
  await admin.put(
    '/api/token/admin',
    { ...key, name, expired_time: -1, remain_quota: cost, unlimited_quota: false, user_id: 0 },
    z.unknown(),
  );
  const statuses = await Promise.all(Array.from({ length: BURST }, complete));
  const served = statuses.filter((status) => status === 200).length;
  const remain = await remainOf();
  const next = await complete();
  return (
    `Overshoot of a burst: ${BURST} parallel streamed completions at a key with one call's price (${cost} quota) left: ${served} served, ` +
    `the key ended at ${remain} quota (${(-remain / cost).toFixed(1)} calls' worth past its limit); the next call: ${next === 401 ? 'refused (401)' : `HTTP ${next}`}`
  );
}

/**
 * The scheduler's cost at a window start: `keys` keys with a daily budget (a quarter of them
 * used up, status exhausted, as the gateway leaves them; the rest spent in part), all due at
 * once, reset by one turn of the budget job as the leader runs it, on the default SQLite store,
 * against the double in its own process. Prints the turn's time, its gateway calls and this
 * process's memory (RSS and heap, the peak sampled every 20 ms), then a second turn in the same
 * window (nothing due: the store's look-up only). The job runs in the console's process, but
 * only on the leader and never on a page's path: the page rows above are measured without it.
 */
export async function benchBudgets(input: BudgetBenchInput): Promise<{ lines: string[]; rows: BenchRow[] }> {
  const count = input.keys ?? 10_000;
  const ids = await createKeys(input.gatewayUrl, input.cookie, count);
  const dir = mkdtempSync(join(tmpdir(), 'console-bench-budgets-'));
  const store = await openMigratedStore({ DATA_DIR: dir });
  try {
    const now = Date.UTC(2026, 2, 10, 16, 0, 5);
    for (let start = 0; start < ids.length; start += 500) {
      const rows = ids.slice(start, start + 500).map((id) => ({
        token_id: id,
        user_id: 4,
        period: 'day' as const,
        amount: AMOUNT,
        time_zone: ZONE,
        updated_by: 4,
        created_at: now - 86_400_000,
        updated_at: now - 86_400_000,
      }));
      await store.db.insertInto('budgets').values(rows).execute();
    }
    // The state the gateway leaves at midnight: every 4th key used up (one-hub marks it exhausted), the others at 0 left.
    const admin = adminApi(input.gatewayUrl, seedAccessToken('admin'), 10_000);
    const exhausted = ids.filter((_, index) => index % 4 === 0);
    await forEachLimited(indexes(exhausted.length), CREATE_CONCURRENCY, async (index) => {
      await admin.put('/api/token/admin?status_only=true', { id: exhausted[index] ?? 0, status: TOKEN_STATUS.exhausted }, z.unknown());
    });
    let turn: BudgetTurn | undefined;
    const job = budgetResetJob({ api: admin, holder: 'bench', onTurn: (done) => (turn = done) });
    const log = pino({ level: 'silent' });
    const context = { store, log, stillLeader: () => true, leaseMs: 30_000 };

    globalThis.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    }, 20);
    const started = performance.now();
    const jobCpu = process.cpuUsage();
    const gatewayCpu = cpuSeconds(input.gatewayPid);
    await job.run({ ...context, now });
    const jobCpuUsed = process.cpuUsage(jobCpu);
    const jobCpuSeconds = (jobCpuUsed.user + jobCpuUsed.system) / 1e6;
    const gatewayCpuSeconds = cpuSeconds(input.gatewayPid) - gatewayCpu;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    globalThis.gc?.();
    const retained = process.memoryUsage().heapUsed - before.heapUsed;
    const first = turn;
    const idleStarted = performance.now();
    await job.run({ ...context, now: now + 60_000 });
    const idleMs = performance.now() - idleStarted;
    const idle = turn;
    const windows = await store.db
      .selectFrom('budget_windows')
      .select((eb) => eb.fn.countAll<number>().as('done'))
      .where('state', '=', 'done')
      .where('window_start', '=', windowStart('day', ZONE, now))
      .executeTakeFirstOrThrow();

    const calls = (first?.gatewayReads ?? 0) + (first?.gatewayWrites ?? 0);
    const mb = (bytes: number) => (bytes / 1048576).toFixed(1);
    const overshoot = await measureOvershoot(input.gatewayUrl, input.cookie);
    const lines = [
      overshoot,
      `Budget reset at a window start, ${ids.length} keys with a daily budget (SQLite store, the double in its own process): ` +
        `${seconds.toFixed(1)} s, ${calls} gateway calls (${first?.gatewayReads ?? 0} reads, ${first?.gatewayWrites ?? 0} writes; ${(calls / Math.max(1, ids.length)).toFixed(2)} per key), ` +
        `${Number(windows.done)} windows recorded, ${first?.failed ?? 0} failed; CPU: the job ${jobCpuSeconds.toFixed(1)} s, the double ${gatewayCpuSeconds.toFixed(1)} s; RSS ${mb(before.rss)} → peak ${mb(peakRss)} MB, heap ${mb(before.heapUsed)} → peak ${mb(peakHeap)} MB (garbage included), ${mb(retained)} MB kept after it; ` +
        `a second turn in the window: ${idleMs.toFixed(0)} ms, ${(idle?.gatewayReads ?? 0) + (idle?.gatewayWrites ?? 0)} gateway calls`,
    ];
    const perKey = calls / Math.max(1, ids.length);
    const rssGrowth = (peakRss - before.rss) / 1048576;
    const rows: BenchRow[] = [
      [`Budget reset of ${ids.length} keys at a window start: time`, `${seconds.toFixed(1)} s`, '<= 120 s', seconds <= 120],
      [
        `Budget reset of ${ids.length} keys: gateway calls per key`,
        perKey.toFixed(2),
        '<= 3',
        perKey <= 3 && Number(windows.done) === ids.length,
      ],
      [`Budget reset of ${ids.length} keys: RSS growth at its peak`, `${rssGrowth.toFixed(1)} MB`, '<= 128 MB', rssGrowth <= 128],
      [`Budget reset of ${ids.length} keys: heap kept after it`, `${mb(retained)} MB`, '<= 8 MB', retained <= 8 * 1048576],
      ['Budget turn with nothing due (the store look-up alone)', `${idleMs.toFixed(0)} ms, 0 calls`, '<= 2000 ms', idleMs <= 2000],
    ];
    return { lines, rows };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
