import { assertNode24 } from '#server/runtime.ts';

assertNode24();

const { buildConsole, buildIsCurrent } = await import('#scripts/build-console.ts');
const { startScript } = await import('./processes.ts');
const { benchPageTiming } = await import('./page-timing.ts');

/**
 * `npm run bench:page-timing`: only the Chromium step of `npm run bench` (what a person waits
 * for on `/`, the overview, the logs and the keys), one console and the double.
 */
if (!buildIsCurrent()) await buildConsole();

const gateway = await startScript('mock-gateway/main.ts', { MOCK_GATEWAY_PORT: '0' }, /(http:\/\/127\.0\.0\.1:\d+)/);
const consoleProc = await startScript(
  'server/main.ts',
  { GATEWAY_URL: gateway.url, PORT: '0', HOST: '127.0.0.1', WORKERS: '1' },
  /Console ready at (\S+)/,
);
try {
  const login = await fetch(`${consoleProc.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: '123456' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const timing = await benchPageTiming(consoleProc.url, cookie, Number(process.env.BENCH_RUNS ?? 5));
  for (const line of timing.lines) process.stdout.write(`${line}\n`);
  process.stdout.write('\n');
  for (const [name, figure, budget, met] of timing.rows)
    process.stdout.write(`${met ? 'MET    ' : 'NOT MET'}  ${name}: ${figure} (budget ${budget})\n`);
} finally {
  await Promise.all([consoleProc.stop(), gateway.stop()]);
}
