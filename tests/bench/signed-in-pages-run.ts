import { assertNode24 } from '#server/runtime.ts';

assertNode24();

const { buildConsole, buildIsCurrent } = await import('#scripts/build-console.ts');
const { HEAP_FLAGS } = await import('#scripts/heap-flags.ts');
const { compileCacheEnv } = await import('#scripts/compile-cache.ts');
const { printRows, signInCookie, startConsole, startDouble } = await import('./bench-setup.ts');
const { startScript } = await import('./processes.ts');
const { benchSignedInPages } = await import('./signed-in-pages.ts');
const { compareSignedInPages } = await import('./signed-in-compare.ts');

/**
 * `npm run bench:signed-in`: only the steady-state signed-in rows of `npm run bench` (the double,
 * a console, bare Fastify; about 80 s). `BENCH_CONSOLE_URL` measures a console already running
 * (another build) instead of starting this checkout's. `BENCH_COMPARE_URL` (a console of another
 * build, signed in as demo there too) adds a before-and-after: the two serve each page in
 * alternating rounds (signed-in-compare.ts). Its gateway must hold the same data as this run's
 * (a console of its own with the bundled double, as `npm start` runs it, does).
 */
const external = process.env.BENCH_CONSOLE_URL;
const compareUrl = process.env.BENCH_COMPARE_URL;
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
  const cookie = await signInCookie(consoleUrl);
  const result = await benchSignedInPages({ consoleUrl, baselineUrl: baseline.url, cookie });
  for (const line of result.lines) process.stdout.write(`${line}\n`);
  printRows(result.rows);
  if (compareUrl) {
    const cookies = { console: cookie, compare: await signInCookie(compareUrl) };
    const pages = ['/dashboard', '/dashboard/log', '/dashboard/key'];
    for (const line of await compareSignedInPages({ consoleUrl, compareUrl, cookies, pages })) process.stdout.write(`${line}\n`);
  }
} finally {
  await Promise.all([baseline.stop(), consoleProc?.stop(), gateway?.stop()]);
}
