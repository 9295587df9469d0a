import autocannon from 'autocannon';
import { load, SIGNED_IN_PAGE_BUDGET_PCT } from './measure.ts';
import type { LoadResult } from './measure.ts';
import type { Started } from './processes.ts';
import { createCsvRecordCounter } from '#client/pages/dashboard/account/log/csv-progress.ts';
import { LOG_EXPORT_PATH } from '#shared/logs/log-query.ts';
import type { BenchRow } from './bench-setup.ts';

export interface UsageBenchInput {
  consoleProc: Started;
  gatewayUrl: string;
  baselineUrl: string;
  /** `session=…` of a signed-in common user and of an admin. */
  userCookie: string;
  adminCookie: string;
}

export interface UsageBenchResult {
  lines: string[];
  rows: BenchRow[];
  loads: LoadResult[];
}

const CHAT_BODY = JSON.stringify({
  model: 'gpt-4o-mini',
  stream: true,
  messages: [{ role: 'user', content: 'Say hello to the benchmark in a few words.' }],
});

/** Streaming chat completions per second (each read to `[DONE]`) and latency, under load. */
async function streamLoad(url: string, key: string): Promise<LoadResult> {
  const base = {
    url,
    method: 'POST' as const,
    connections: 10,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: CHAT_BODY,
  };
  await autocannon({ ...base, duration: 1 });
  const result = await autocannon({ ...base, duration: 5 });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Median time to the first SSE chunk of sequential streaming completions. */
async function firstChunkMedian(url: string, key: string, count = 40): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: CHAT_BODY,
    });
    const reader = response.body?.getReader();
    if (!reader) throw new Error(`no body from ${url}`);
    await reader.read();
    samples.push(performance.now() - started);
    while (!(await reader.read()).done) {
      // drain to [DONE]
    }
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

/**
 * Downloads the export of every log row as an admin, sampling the console's RSS every 20 ms:
 * the time, the rows and the peak growth over the RSS before the export.
 */
async function measureExport(
  input: UsageBenchInput,
): Promise<{ ms: number; rows: number; total: number; peakGrowthMb: number; bytes: number }> {
  const before = input.consoleProc.rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, input.consoleProc.rssMb());
  }, 20);
  const started = performance.now();
  try {
    const response = await fetch(`${input.consoleProc.url}${LOG_EXPORT_PATH}`, { headers: { cookie: input.adminCookie } });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    const total = Number(response.headers.get('x-total-count') ?? 0);
    const counter = createCsvRecordCounter();
    let bytes = 0;
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      counter.push(chunk);
    }
    // The header line is not a row.
    return { ms: performance.now() - started, rows: counter.records - 1, total, peakGrowthMb: peak - before, bytes };
  } finally {
    clearInterval(sampler);
  }
}

/** The usage figures of issue 5: the logs page, streaming through the proxy, the export. */
export async function benchUsage(input: UsageBenchInput): Promise<UsageBenchResult> {
  const lines: string[] = [];
  const rows: UsageBenchResult['rows'] = [];
  const { consoleProc } = input;
  const fmt = (r: LoadResult) => `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`;

  const logsHtml = await (await fetch(`${consoleProc.url}/dashboard/log`, { headers: { cookie: input.userCookie } })).text();
  await fetch(`${input.baselineUrl}/__page/logs`, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: logsHtml });
  const bareLogs = await load(`${input.baselineUrl}/page/logs`);
  const logsPage = await load(`${consoleProc.url}/dashboard/log`, { headers: { cookie: input.userCookie } });
  lines.push(`bare Fastify, logs page bytes: ${fmt(bareLogs)} (${(logsHtml.length / 1024).toFixed(1)} KB)`);
  lines.push(`console, signed-in /dashboard/log (first page of the seeded rows): ${fmt(logsPage)}`);
  const logsRatio = bareLogs.rps > 0 ? (100 * logsPage.rps) / bareLogs.rps : 0;
  rows.push([
    'Signed-in logs page vs bare Fastify (same bytes)',
    `${logsRatio.toFixed(2)} %`,
    `>= ${SIGNED_IN_PAGE_BUDGET_PCT} %`,
    logsRatio >= SIGNED_IN_PAGE_BUDGET_PCT,
  ]);

  const keyResponse = await fetch(`${consoleProc.url}/api/token/playground`, {
    headers: { cookie: input.adminCookie, 'x-client-id': 'bench' },
  });
  const keyBody = (await keyResponse.json()) as { data?: string };
  const key = `sk-${keyBody.data ?? ''}`;
  const directStream = await streamLoad(`${input.gatewayUrl}/v1/chat/completions`, key);
  const proxiedStream = await streamLoad(`${consoleProc.url}/v1/chat/completions`, key);
  const directFirst = await firstChunkMedian(`${input.gatewayUrl}/v1/chat/completions`, key);
  const proxiedFirst = await firstChunkMedian(`${consoleProc.url}/v1/chat/completions`, key);
  lines.push(`double direct, streamed chat completions: ${fmt(directStream)}; first chunk p50 ${directFirst.toFixed(2)} ms`);
  lines.push(`console proxy, streamed chat completions: ${fmt(proxiedStream)}; first chunk p50 ${proxiedFirst.toFixed(2)} ms`);
  const streamRatio = directStream.rps > 0 ? (100 * proxiedStream.rps) / directStream.rps : 0;
  rows.push([
    'Streamed chat completions through the proxy vs the double directly',
    `${streamRatio.toFixed(1)} %`,
    '>= 90 %',
    streamRatio >= 90,
  ]);
  rows.push([
    'Added time to the first streamed chunk by the proxy (p50)',
    `${(proxiedFirst - directFirst).toFixed(2)} ms`,
    '<= 2 ms',
    proxiedFirst - directFirst <= 2,
  ]);

  const exported = await measureExport(input);
  lines.push(
    `export of ${exported.rows} log rows (X-Total-Count ${exported.total}, ${(exported.bytes / 1048576).toFixed(1)} MB): ${(exported.ms / 1000).toFixed(2)} s, ${(exported.rows / (exported.ms / 1000)).toFixed(0)} rows/s`,
  );
  rows.push([
    `Export arrives complete (${exported.rows} of ${exported.total} rows)`,
    `${exported.rows}`,
    `= ${exported.total}, >= 50000`,
    exported.rows === exported.total && exported.rows >= 50_000,
  ]);
  rows.push(['Console peak RSS growth during the export', `${exported.peakGrowthMb.toFixed(1)} MB`, '< 50 MB', exported.peakGrowthMb < 50]);

  return { lines, rows, loads: [bareLogs, logsPage, directStream, proxiedStream] };
}
