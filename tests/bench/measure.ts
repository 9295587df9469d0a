import autocannon from 'autocannon';

/**
 * A signed-in page renders and streams React for every request, so it is held to a share of
 * bare Fastify serving the same bytes from memory (issue 9 raised it from 0.4 % to 5 %).
 */
export const SIGNED_IN_PAGE_BUDGET_PCT = 5;

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Requests per second and latency (ms) of one URL under load, after a short warm-up. */
export async function load(
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const base = { url, connections: options.connections ?? 10, headers: options.headers ?? {} };
  await autocannon({ ...base, duration: 1 });
  const result = await autocannon({ ...base, duration: options.seconds ?? 5 });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/**
 * URLs under the same load, for ratios: after a warm-up of each, `rounds` alternating runs of
 * `seconds` each, so all see the same machine (other work on shared cores comes and goes);
 * requests per second are averaged over the rounds, latencies are the last round's.
 */
export async function alternatingLoad(urls: string[], rounds = 2, seconds = 3): Promise<LoadResult[]> {
  const runs: LoadResult[][] = urls.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, url] of urls.entries()) runs[index]?.push(await load(url, { seconds }));
  }
  return runs.map((results) => ({
    rps: results.reduce((sum, r) => sum + r.rps, 0) / results.length,
    p50: results.at(-1)?.p50 ?? 0,
    p99: results.at(-1)?.p99 ?? 0,
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  }));
}

/** The middle value (sorts `samples` in place). */
export function median(samples: number[]): number {
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return performance.now() - started;
}

/**
 * Median latency (ms, sub-millisecond precision) of sequential requests to each URL, one
 * request at a time on keep-alive connections, the URLs taking turns (so a busy moment of the
 * machine hits all alike): what one request costs, without queueing. The first 100 turns warm up.
 */
export async function sequentialMedians(urls: string[], count = 1500): Promise<number[]> {
  const samples: number[][] = urls.map(() => []);
  for (let i = 0; i < count + 100; i += 1) {
    for (const [index, url] of urls.entries()) {
      const took = await timed(url);
      if (i >= 100) samples[index]?.push(took);
    }
  }
  return samples.map(median);
}
