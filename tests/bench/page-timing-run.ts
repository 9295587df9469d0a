import { assertNode24 } from '#server/runtime.ts';

assertNode24();

const { buildConsole, buildIsCurrent } = await import('#scripts/build-console.ts');
const { printRows, signInCookie, startConsole, startDouble } = await import('./bench-setup.ts');
const { benchPageTiming } = await import('./page-timing.ts');

/**
 * `npm run bench:page-timing`: only the Chromium step of `npm run bench` (what a person waits
 * for on `/`, the overview, the logs and the keys), one console and the double.
 */
if (!buildIsCurrent()) await buildConsole();

const gateway = await startDouble();
const consoleProc = await startConsole(gateway.url);
try {
  const cookie = await signInCookie(consoleProc.url);
  const timing = await benchPageTiming(consoleProc.url, cookie, Number(process.env.BENCH_RUNS ?? 5));
  for (const line of timing.lines) process.stdout.write(`${line}\n`);
  process.stdout.write('\n');
  printRows(timing.rows);
} finally {
  await Promise.all([consoleProc.stop(), gateway.stop()]);
}
