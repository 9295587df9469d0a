import { assertNode24 } from '#server/runtime.ts';

assertNode24();

const { buildConsole, buildIsCurrent } = await import('#scripts/build-console.ts');
const { HEAP_FLAGS } = await import('#scripts/heap-flags.ts');
const { compileCacheEnv } = await import('#scripts/compile-cache.ts');
const { printRows } = await import('./bench-setup.ts');
const { benchLogs } = await import('./logs-bench.ts');

/**
 * `npm run bench:logs`: only the logs-at-a-million-rows rows of `npm run bench` (two doubles, one
 * with 1,000,000 log rows, and a console in front of it; about half a minute). BENCH_LOG_ROWS=N
 * seeds another number of rows, BENCH_SAMPLES=N times another number of requests per URL.
 */
if (!buildIsCurrent()) await buildConsole();

const result = await benchLogs({
  rows: Number(process.env.BENCH_LOG_ROWS ?? 1_000_000),
  samples: Number(process.env.BENCH_SAMPLES ?? 200),
  env: { NODE_OPTIONS: process.env.CONSOLE_NODE_OPTIONS ?? HEAP_FLAGS.join(' '), ...compileCacheEnv(process.env) },
});
for (const line of result.lines) process.stdout.write(`${line}\n`);
printRows(result.rows);
