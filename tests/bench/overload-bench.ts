import autocannon from 'autocannon';
import type { Started } from './processes.ts';

export interface OverloadInput {
  consoleProc: Started;
  /** `session=…` of a signed-in user: every request is an uncacheable, streamed render. */
  cookie: string;
  /** Concurrent connections: the bench uses twice what the render cap and queue admit. */
  connections: number;
  seconds?: number;
  /** The signed-in pages the connections cycle through. */
  paths?: string[];
}

export interface OverloadResult {
  connections: number;
  requests: number;
  ok: number;
  shed: number;
  /** Anything that is neither a 2xx nor a 503: socket errors, timeouts, other statuses. */
  otherErrors: number;
  /** What the other errors were: `timeout`, `socket error` or a status code, with counts. */
  otherKinds: Record<string, number>;
  rssMb: number;
  peakRssMb: number;
  p50: number;
  p99: number;
}

/**
 * Waits (up to 10 s) until a signed-in page renders again: when the load generator stops, the
 * renders it left and the line behind them take a moment to drain, and a page asked for in
 * that moment is shed with 503 as it should be. The next section of the bench measures the
 * console, not that moment.
 */
async function untilServing(url: string, cookie: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 503) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} still answers 503 10 s after the overload: the render slots did not come back`);
}

/**
 * Signed-in page requests from more connections than the console admits, for `seconds`:
 * how many answered, how many were shed with 503, and the console's RSS at the end and at
 * its peak (sampled every 100 ms).
 */
export async function benchOverload(input: OverloadInput): Promise<OverloadResult> {
  const { consoleProc, cookie, connections } = input;
  const paths = input.paths ?? ['/dashboard', '/dashboard/log'];
  let peak = consoleProc.rssMb();
  const sampler = setInterval(() => {
    peak = Math.max(peak, consoleProc.rssMb());
  }, 100);
  try {
    const result = await autocannon({
      url: consoleProc.url,
      connections,
      duration: input.seconds ?? 10,
      headers: { cookie },
      requests: paths.map((path) => ({ method: 'GET' as const, path })),
    });
    const rssMb = consoleProc.rssMb();
    await untilServing(`${consoleProc.url}${paths[0] ?? '/dashboard'}`, cookie);
    const byStatus = result.statusCodeStats ?? {};
    const count = (code: `${number}`) => byStatus[code]?.count ?? 0;
    const ok = result['2xx'];
    const shed = count('503');
    const answered = Object.values(byStatus).reduce((sum, s) => sum + (s?.count ?? 0), 0);
    const otherKinds: Record<string, number> = {};
    if (result.timeouts > 0) otherKinds.timeout = result.timeouts;
    if (result.errors > result.timeouts) otherKinds['socket error'] = result.errors - result.timeouts;
    for (const [code, stat] of Object.entries(byStatus)) {
      if (!/^2\d\d$|^503$/.test(code) && stat?.count) otherKinds[code] = stat.count;
    }
    return {
      connections,
      requests: answered + result.errors,
      ok,
      shed,
      otherErrors: result.errors + (answered - ok - shed),
      otherKinds,
      rssMb,
      peakRssMb: Math.max(peak, rssMb),
      p50: result.latency.p50,
      p99: result.latency.p99,
    };
  } finally {
    clearInterval(sampler);
  }
}
