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
export async function load(url: string, options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const base = { url, connections: options.connections ?? 10, headers: options.headers ?? {} };
  await autocannon({ ...base, duration: 1 });
  const result = await autocannon({ ...base, duration: options.seconds ?? 5 });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/**
 * Median latency (ms, sub-millisecond precision) of sequential requests on one keep-alive
 * connection: what one request costs, without queueing.
 */
export async function sequentialMedian(url: string, count = 1500): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < count + 100; i += 1) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (i >= 100) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}
