import { load, median } from './measure.ts';
import type { LoadResult } from './measure.ts';

export interface SignedInCompareInput {
  /** The console measured (this checkout's, or BENCH_CONSOLE_URL). */
  consoleUrl: string;
  /** The console it is compared with: another build against the same gateway (BENCH_COMPARE_URL). */
  compareUrl: string;
  /** `session=…` of the same user at each. */
  cookies: { console: string; compare: string };
  pages: readonly string[];
  rounds?: number;
  seconds?: number;
}

/**
 * Before and after in one run: two consoles serve the same signed-in page in alternating rounds
 * (after a warm-up of each), so both meet the same machine. On two shared cores a page's rate
 * against bare Fastify moved by a third between runs minutes apart (bare Fastify alone from
 * 1,390 to 2,360 req/s), more than most changes of a render; the ratio of two consoles taking
 * turns held within a few per cent. Medians of the rounds.
 */
export async function compareSignedInPages(input: SignedInCompareInput): Promise<string[]> {
  const rounds = input.rounds ?? 5;
  const seconds = input.seconds ?? 3;
  const lines = [
    `Signed-in pages, ${input.consoleUrl} against ${input.compareUrl} (${rounds} alternating rounds of ${seconds} s, 10 connections, medians):`,
  ];
  for (const path of input.pages) {
    const targets = [
      { url: `${input.consoleUrl}${path}`, headers: { cookie: input.cookies.console } },
      { url: `${input.compareUrl}${path}`, headers: { cookie: input.cookies.compare } },
    ];
    for (const target of targets) await load(target.url, { headers: target.headers, seconds: 6 });
    const runs: LoadResult[][] = [[], []];
    for (let round = 0; round < rounds; round += 1)
      for (const [index, target] of targets.entries()) runs[index]?.push(await load(target.url, { headers: target.headers, seconds }));
    const [measured, compared] = runs.map((results) => median(results.map((run) => run.rps)));
    const ratio = compared ? (measured ?? 0) / compared : 0;
    lines.push(
      `  ${path}: ${(measured ?? 0).toFixed(1)} req/s against ${(compared ?? 0).toFixed(1)} (rounds ${runs
        .map((results) => results.map((run) => run.rps.toFixed(0)).join(' '))
        .join(' | ')}): ${ratio.toFixed(2)}x`,
    );
  }
  return lines;
}
