import { assertNode24 } from '#server/runtime.ts';

assertNode24();

const { buildConsole, buildIsCurrent } = await import('#scripts/build-console.ts');
const { HEAP_FLAGS } = await import('#scripts/heap-flags.ts');
const { compileCacheEnv } = await import('#scripts/compile-cache.ts');
const { printRows, signInCookie, startDouble } = await import('./bench-setup.ts');
const { benchWorkers } = await import('./workers-bench.ts');

/**
 * `npm run bench:workers`: only the workers rows of `npm run bench` (the double and two consoles,
 * about half a minute), for sizing and for measuring one change to the cluster at a time.
 */
if (!buildIsCurrent()) await buildConsole();

const gateway = await startDouble();
try {
  const cookie = await signInCookie(gateway.url);
  const result = await benchWorkers({
    gatewayUrl: gateway.url,
    gatewayPid: gateway.child.pid ?? 0,
    cookie,
    // BENCH_CONNECTIONS=N measures with another number of connections (the bench's 10 otherwise).
    connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    // BENCH_PAGE=/dashboard/log measures another signed-in page (the overview otherwise).
    ...(process.env.BENCH_PAGE ? { page: process.env.BENCH_PAGE } : {}),
    env: { NODE_OPTIONS: process.env.CONSOLE_NODE_OPTIONS ?? HEAP_FLAGS.join(' '), ...compileCacheEnv(process.env) },
  });
  for (const line of result.lines) process.stdout.write(`${line}\n`);
  printRows(result.rows);
} finally {
  await gateway.stop();
}
