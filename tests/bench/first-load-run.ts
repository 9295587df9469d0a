import { assertNode24 } from '#server/runtime.ts';

assertNode24();

const { buildConsole, buildIsCurrent } = await import('#scripts/build-console.ts');
const { printRows, startConsole, startDouble } = await import('./bench-setup.ts');
const { firstLoadRequestRows, firstLoadRows, measureFirstLoads, preloadedFontsLine, signedInHtmlRows } = await import('./first-load.ts');
const { stackFloorGzipBytes } = await import('./stack-floor.ts');

/**
 * `npm run bench:first-load`: only the first-load rows of `npm run bench` (a few seconds, one
 * console and the double, no load generator), for measuring one change to the bundle at a time.
 */
if (!buildIsCurrent()) await buildConsole();

const gateway = await startDouble();
const consoleProc = await startConsole(gateway.url);
try {
  const floor = await stackFloorGzipBytes();
  const loads = await measureFirstLoads(consoleProc.url, floor);
  const rows = [...firstLoadRows(loads), ...firstLoadRequestRows(loads), ...signedInHtmlRows(loads)];
  process.stdout.write(`Stack floor: ${(floor / 1024).toFixed(1)} KB gzip\n`);
  process.stdout.write(`${preloadedFontsLine(loads)}\n\n`);
  printRows(rows);
  process.stdout.write(`\n${rows.filter((r) => r[3]).length} of ${rows.length} first-load and page-weight budgets met.\n`);
  if (rows.some((r) => !r[3])) process.exitCode = 1;
} finally {
  await Promise.all([consoleProc.stop(), gateway.stop()]);
}
