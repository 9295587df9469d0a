import { load, SIGNED_IN_PAGE_BUDGET_PCT } from './measure.ts';
import type { LoadResult } from './measure.ts';
import type { BenchRow } from './bench-setup.ts';

export interface SignedInPagesInput {
  consoleUrl: string;
  baselineUrl: string;
  /** `session=…` of the user whose pages are served. */
  cookie: string;
  /** The overview, the logs and the keys unless told (issue 37's three). */
  pages?: readonly string[];
  rounds?: number;
  seconds?: number;
}

export interface SignedInPagesResult {
  lines: string[];
  rows: BenchRow[];
  loads: LoadResult[];
}

const DEFAULT_PAGES = ['/dashboard', '/dashboard/log', '/dashboard/key'] as const;
/** What a steady console has served before it is measured: the workers bench's warm-up. */
const WARM_UP_SECONDS = 6;

/**
 * Each signed-in page against bare Fastify serving the same bytes, at steady state: the console
 * first serves the page for WARM_UP_SECONDS (its first seconds measure V8 compiling the render
 * path: the bench's one-second warm-up left the console's first figures a third below its
 * steady rate, bare Fastify's tiny path is warm at once), then the two take turns, `rounds`
 * runs of `seconds` each, so both see the same machine. 10 connections, no compression (bare
 * Fastify sends the bytes as they are).
 */
export async function benchSignedInPages(input: SignedInPagesInput): Promise<SignedInPagesResult> {
  const lines: string[] = [];
  const rows: BenchRow[] = [];
  const loads: LoadResult[] = [];
  const rounds = input.rounds ?? 3;
  const seconds = input.seconds ?? 3;
  const headers = { cookie: input.cookie };
  for (const path of input.pages ?? DEFAULT_PAGES) {
    const html = await (await fetch(`${input.consoleUrl}${path}`, { headers })).text();
    const name = `signed-in${path.replace(/\W+/g, '-')}`;
    await fetch(`${input.baselineUrl}/__page/${name}`, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: html });
    await load(`${input.consoleUrl}${path}`, { headers, seconds: WARM_UP_SECONDS });
    const consoleRuns: LoadResult[] = [];
    const bareRuns: LoadResult[] = [];
    for (let round = 0; round < rounds; round += 1) {
      consoleRuns.push(await load(`${input.consoleUrl}${path}`, { headers, seconds }));
      bareRuns.push(await load(`${input.baselineUrl}/page/${name}`, { seconds }));
    }
    const mean = (runs: LoadResult[]) => runs.reduce((sum, run) => sum + run.rps, 0) / runs.length;
    const [consoleRps, bareRps] = [mean(consoleRuns), mean(bareRuns)];
    const ratio = bareRps > 0 ? (100 * consoleRps) / bareRps : 0;
    loads.push(...consoleRuns, ...bareRuns);
    lines.push(
      `  ${path} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB): console ${consoleRps.toFixed(1)} req/s (rounds ${consoleRuns
        .map((run) => run.rps.toFixed(0))
        .join(', ')}), bare Fastify ${bareRps.toFixed(0)} req/s: ${ratio.toFixed(2)} %`,
    );
    rows.push([
      `Signed-in ${path} vs bare Fastify (same bytes, warmed, alternating)`,
      `${ratio.toFixed(2)} %`,
      `>= ${SIGNED_IN_PAGE_BUDGET_PCT} %`,
      ratio >= SIGNED_IN_PAGE_BUDGET_PCT,
    ]);
  }
  lines.unshift(
    `Signed-in pages at steady state (${WARM_UP_SECONDS} s warm-up, then ${rounds} alternating rounds of ${seconds} s, 10 connections):`,
  );
  return { lines, rows, loads };
}
