import { Readable } from 'node:stream';
import { request } from 'undici';
import { PRIMARY_RSS_MB, WORKER_RSS_MB } from '#server/cluster/worker-count.ts';
import { startConsole } from './bench-setup.ts';
import type { BenchRow } from './bench-setup.ts';
import { childPids, rssMbOf } from './proc-stats.ts';

/*
 * Issue 32, item 2: the edits the console reads whole (`PUT /api/channel/`, `PUT /api/payment/`)
 * used to be read and parsed up to PROXY_BODY_LIMIT_MB for anyone, and a few parallel 30 MB
 * bodies ran a worker out of heap. Here 8 parallel 30 MB bodies go to each such path, without a
 * cookie and with an admin's, against WORKERS=2 as npm start runs it, while /healthz is polled.
 */

export interface BigBodiesInput {
  gatewayUrl: string;
  /** `session=…` of an admin at that double: the caller whose edits the console does read. */
  adminCookie: string;
  /** The environment the bench gives its console (heap flags, compile cache). */
  env: Record<string, string>;
  parallel?: number;
  bodyMb?: number;
}

export interface BigBodiesResult {
  lines: string[];
  rows: BenchRow[];
}

const PATHS = ['/api/channel/', '/api/payment/'] as const;

/** `mb` MB of a JSON edit in 64 KiB pieces, made as it is sent (the bench holds none of it). */
async function* jsonEdit(mb: number): AsyncGenerator<Buffer> {
  const piece = Buffer.alloc(64 * 1024, 'm');
  yield Buffer.from('{"id":1,"name":"x","models":"');
  for (let sent = 0; sent < mb * 1024 * 1024; sent += piece.length) yield piece;
  yield Buffer.from('"}');
}

/** The status of one upload, or what went wrong before one came. */
async function upload(url: string, cookie: string | undefined, mb: number): Promise<string> {
  try {
    const answer = await request(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: Readable.from(jsonEdit(mb)),
      headersTimeout: 120_000,
      bodyTimeout: 120_000,
    });
    await answer.body.dump();
    return String(answer.statusCode);
  } catch (error) {
    return error instanceof Error && 'code' in error ? String(error.code) : 'error';
  }
}

const count = (list: string[]) =>
  Object.entries(list.reduce<Record<string, number>>((sums, item) => ({ ...sums, [item]: (sums[item] ?? 0) + 1 }), {}))
    .map(([item, n]) => `${n} × ${item}`)
    .join(', ');

export async function benchBigBodies(input: BigBodiesInput): Promise<BigBodiesResult> {
  const parallel = input.parallel ?? 8;
  const mb = input.bodyMb ?? 30;
  // The primary's log (LOG_LEVEL error) names a worker that died and is replaced.
  const proc = await startConsole(input.gatewayUrl, { ...input.env, WORKERS: '2', LOG_LEVEL: 'error' });
  const primary = proc.child.pid ?? 0;
  const workers = childPids(primary);
  const peak = new Map<number, number>();
  const sample = () => {
    for (const pid of [primary, ...childPids(primary)]) {
      try {
        peak.set(pid, Math.max(peak.get(pid) ?? 0, rssMbOf(pid)));
      } catch {
        // A process that is gone has no /proc entry: the worker check below reports it.
      }
    }
  };
  const sampler = setInterval(sample, 100);
  const health = { asked: 0, answered: 0, slowestMs: 0 };
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      health.asked += 1;
      try {
        const answer = await request(`${proc.url}/healthz`, { headersTimeout: 10_000, bodyTimeout: 10_000 });
        await answer.body.dump();
        if (answer.statusCode === 200) health.answered += 1;
      } catch {
        // Counted as asked, not answered.
      }
      health.slowestMs = Math.max(health.slowestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const lines: string[] = [];
  try {
    for (const path of PATHS) {
      for (const [who, cookie] of [
        ['no cookie', undefined],
        ["an admin's cookie", input.adminCookie],
      ] as const) {
        const started = performance.now();
        const statuses = await Promise.all(Array.from({ length: parallel }, () => upload(`${proc.url}${path}`, cookie, mb)));
        lines.push(
          `  ${parallel} × ${mb} MB PUT ${path}, ${who}: ${count(statuses)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
    }
  } finally {
    polling = false;
    await poller;
    clearInterval(sampler);
    sample();
  }
  const alive = childPids(primary);
  const replaced = workers.filter((pid) => !alive.includes(pid)).length + (/worker died/.test(proc.output()) ? 1 : 0);
  await proc.stop();
  const workerPeaks = workers.map((pid) => peak.get(pid) ?? 0);
  const primaryPeak = peak.get(primary) ?? 0;
  const healthLine = `/healthz polled every 50 ms: ${health.answered} of ${health.asked} answered, slowest ${health.slowestMs.toFixed(0)} ms`;
  lines.unshift(`Big bodies (WORKERS=2, heap flags "${input.env.NODE_OPTIONS ?? ''}"):`);
  lines.push(
    `  ${healthLine}; peak RSS: workers ${workerPeaks.map((mbs) => mbs.toFixed(0)).join(' + ')} MB (limit ${WORKER_RSS_MB} each), primary ${primaryPeak.toFixed(0)} MB (limit ${PRIMARY_RSS_MB})`,
  );
  const rows: BenchRow[] = [
    [
      `/healthz during ${parallel} × ${mb} MB bodies to each parsed path, with and without a cookie`,
      `${health.answered} of ${health.asked}`,
      '= all',
      health.answered === health.asked,
    ],
    ['Workers that died or were replaced during the big bodies', String(replaced), '= 0', replaced === 0],
    [
      'Peak worker RSS during the big bodies',
      `${Math.max(...workerPeaks).toFixed(0)} MB`,
      `<= ${WORKER_RSS_MB} MB`,
      workerPeaks.every((mbs) => mbs <= WORKER_RSS_MB),
    ],
    ['Peak primary RSS during the big bodies', `${primaryPeak.toFixed(0)} MB`, `<= ${PRIMARY_RSS_MB} MB`, primaryPeak <= PRIMARY_RSS_MB],
  ];
  return { lines, rows };
}
