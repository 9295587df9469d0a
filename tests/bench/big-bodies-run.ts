import { assertNode24 } from '#server/runtime.ts';

assertNode24();

const { buildConsole, buildIsCurrent } = await import('#scripts/build-console.ts');
const { HEAP_FLAGS } = await import('#scripts/heap-flags.ts');
const { compileCacheEnv } = await import('#scripts/compile-cache.ts');
const { printRows, signInCookie, startDouble } = await import('./bench-setup.ts');
const { benchBigBodies } = await import('./big-bodies-bench.ts');

/**
 * `npm run bench:big-bodies`: only the big-bodies rows of `npm run bench` (the double and a
 * WORKERS=2 console, under a minute): 8 parallel 30 MB edits to each path the console reads.
 */
if (!buildIsCurrent()) await buildConsole();

const gateway = await startDouble();
try {
  const result = await benchBigBodies({
    gatewayUrl: gateway.url,
    adminCookie: await signInCookie(gateway.url, 'root'),
    env: { NODE_OPTIONS: process.env.CONSOLE_NODE_OPTIONS ?? HEAP_FLAGS.join(' '), ...compileCacheEnv(process.env) },
  });
  for (const line of result.lines) process.stdout.write(`${line}\n`);
  printRows(result.rows);
} finally {
  await gateway.stop();
}
