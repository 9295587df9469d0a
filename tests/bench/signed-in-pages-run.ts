import { assertNode24 } from '#server/runtime.ts';

assertNode24();

const { buildConsole, buildIsCurrent } = await import('#scripts/build-console.ts');
const { HEAP_FLAGS } = await import('#scripts/heap-flags.ts');
const { compileCacheEnv } = await import('#scripts/compile-cache.ts');
const { printRows, signInCookie, startConsole, startDouble } = await import('./bench-setup.ts');
const { startScript } = await import('./processes.ts');
const { benchSignedInPages } = await import('./signed-in-pages.ts');

/**
 * `npm run bench:signed-in`: only the steady-state signed-in rows of `npm run bench` (the double,
 * a console, bare Fastify; about 80 s). `BENCH_CONSOLE_URL` measures a console already running
 * (another build, for a before-and-after) instead of starting this checkout's.
 */
const external = process.env.BENCH_CONSOLE_URL;
if (!external && !buildIsCurrent()) await buildConsole();

const gateway = external ? null : await startDouble();
const consoleProc = gateway
  ? await startConsole(gateway.url, {
      NODE_OPTIONS: process.env.CONSOLE_NODE_OPTIONS ?? HEAP_FLAGS.join(' '),
      ...compileCacheEnv(process.env),
    })
  : null;
const baseline = await startScript('tests/bench/baseline-server.ts', {}, /Baseline ready at (\S+)/);
try {
  const consoleUrl = external ?? consoleProc?.url ?? '';
  const result = await benchSignedInPages({ consoleUrl, baselineUrl: baseline.url, cookie: await signInCookie(consoleUrl) });
  for (const line of result.lines) process.stdout.write(`${line}\n`);
  printRows(result.rows);
} finally {
  await Promise.all([baseline.stop(), consoleProc?.stop(), gateway?.stop()]);
}
