import { assertNode24 } from '#server/runtime.ts';
import type { BenchRow } from './bench-setup.ts';

assertNode24();

const { buildConsole, buildIsCurrent } = await import('#scripts/build-console.ts');
const { startScript } = await import('./processes.ts');
const { printRows, signInCookie, startConsole, startDouble } = await import('./bench-setup.ts');
const { alternatingLoad, load, sequentialMedians, SIGNED_IN_PAGE_BUDGET_PCT } = await import('./measure.ts');
const { stackFloorGzipBytes } = await import('./stack-floor.ts');
const { benchUsage } = await import('./usage-bench.ts');
const { firstLoadRequestRows, firstLoadRows, measureFirstLoads, preloadedFontsLine, signedInHtmlRows } = await import('./first-load.ts');
const { benchOverload } = await import('./overload-bench.ts');
const { benchWorkers } = await import('./workers-bench.ts');
const { benchBigBodies } = await import('./big-bodies-bench.ts');
const { benchRenderProfile } = await import('./render-profile-bench.ts');
const { benchPageTiming } = await import('./page-timing.ts');
const { benchBudgets } = await import('./budget-bench.ts');
const { benchInsight } = await import('./insight-bench.ts');
const { benchLogs } = await import('./logs-bench.ts');
const { benchSignedInPages } = await import('./signed-in-pages.ts');
const { HEAP_FLAGS } = await import('#scripts/heap-flags.ts');
const { parseEnv } = await import('#server/config.ts');
const { compileCacheEnv, compileCacheIsCurrent, warmCompileCache } = await import('#scripts/compile-cache.ts');

/**
 * `npm run bench`: the built console, the gateway double and a bare-Fastify baseline, each in
 * its own process, measured side by side in one run. Prints every figure with its budget.
 */
if (!buildIsCurrent()) await buildConsole();
else if (!compileCacheIsCurrent()) await warmCompileCache();

const gateway = await startDouble();
// The console as npm start and the image run it: with the measured heap flags, unless
// CONSOLE_NODE_OPTIONS says otherwise (CONSOLE_NODE_OPTIONS= measures Node's defaults), and
// with the compile cache (NODE_COMPILE_CACHE= measures without it). One process (WORKERS=1):
// the budgets below are a process's (its RSS, its render cap); the workers step compares counts.
const consoleNodeOptions = process.env.CONSOLE_NODE_OPTIONS ?? HEAP_FLAGS.join(' ');
const consoleProc = await startConsole(gateway.url, { NODE_OPTIONS: consoleNodeOptions, ...compileCacheEnv(process.env) });
const baseline = await startScript('tests/bench/baseline-server.ts', {}, /Baseline ready at (\S+)/);
const bareProxy = await startScript('tests/bench/bare-proxy-server.ts', { GATEWAY_URL: gateway.url }, /Bare proxy ready at (\S+)/);
const stopAll = () => Promise.all([consoleProc.stop(), gateway.stop(), baseline.stop(), bareProxy.stop()]);

try {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idleRss = consoleProc.rssMb();

  const cookie = await signInCookie(consoleProc.url);
  const adminCookie = await signInCookie(consoleProc.url, 'root');
  const publicHtml = await (await fetch(`${consoleProc.url}/login`)).text();
  const dashboardHtml = await (await fetch(`${consoleProc.url}/dashboard`, { headers: { cookie } })).text();
  for (const [name, html] of [
    ['public', publicHtml],
    ['dashboard', dashboardHtml],
  ] as const) {
    await fetch(`${baseline.url}/__page/${name}`, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: html });
  }

  const loadStarted = Date.now();
  const barepublic = await load(`${baseline.url}/page/public`);
  const guestPage = await load(`${consoleProc.url}/login`);
  const bareDashboard = await load(`${baseline.url}/page/dashboard`);
  const dashboardPage = await load(`${consoleProc.url}/dashboard`, { headers: { cookie } });
  // The double directly and through the console: the same 10 connections, no pipelining, a
  // warm-up each, alternating rounds; the 1-connection medians take turns request by request.
  // The proxy library alone in front of the same double takes its turns too: what it leaves of
  // the budget is the ceiling of any proxy built on it.
  const [direct, proxied, bareProxied] = await alternatingLoad([
    `${gateway.url}/api/status`,
    `${consoleProc.url}/api/status`,
    `${bareProxy.url}/api/status`,
  ]);
  if (!direct || !proxied || !bareProxied) throw new Error('the three proxy loads were measured');
  const [directP50 = 0, proxiedP50 = 0, bareProxiedP50 = 0] = await sequentialMedians([
    `${gateway.url}/api/status`,
    `${consoleProc.url}/api/status`,
    `${bareProxy.url}/api/status`,
  ]);
  while (Date.now() - loadStarted < 10_000) await load(`${consoleProc.url}/login`, { seconds: 1 });
  const loadedRss = consoleProc.rssMb();
  const usage = await benchUsage({ consoleProc, gatewayUrl: gateway.url, baselineUrl: baseline.url, userCookie: cookie, adminCookie });
  // The same comparison at steady state, for the overview, the logs and the keys (issue 37).
  const signedIn = await benchSignedInPages({ consoleUrl: consoleProc.url, baselineUrl: baseline.url, cookie });

  // Twice the signed-in renders the console admits (the cap plus its line), for 10 s.
  const limits = parseEnv(process.env);
  const overload = await benchOverload({
    consoleProc,
    cookie,
    connections: 2 * (limits.MAX_CONCURRENT_RENDERS + limits.RENDER_QUEUE_SIZE),
  });

  // WORKERS=2 against WORKERS=1 in front of the same double, alternating rounds (tests/bench/workers-bench.ts).
  const workers = await benchWorkers({
    gatewayUrl: gateway.url,
    gatewayPid: gateway.child.pid ?? 0,
    cookie,
    env: { NODE_OPTIONS: consoleNodeOptions, ...compileCacheEnv(process.env) },
  });

  // 8 parallel 30 MB bodies to each edit the console reads whole, WORKERS=2 (tests/bench/big-bodies-bench.ts).
  const bigBodies = await benchBigBodies({
    gatewayUrl: gateway.url,
    adminCookie,
    env: { NODE_OPTIONS: consoleNodeOptions, ...compileCacheEnv(process.env) },
  });

  // Where a signed-in render's CPU time goes (tests/bench/render-profile-bench.ts).
  const renderProfile = await benchRenderProfile({
    gatewayUrl: gateway.url,
    cookie,
    env: { NODE_OPTIONS: consoleNodeOptions, ...compileCacheEnv(process.env) },
  });

  // Initial JS and CSS of every page of the route table (tests/bench/first-load.ts), and the
  // least any page of this stack can load (tests/bench/stack-floor.ts).
  const stackFloor = await stackFloorGzipBytes();
  const firstLoads = await measureFirstLoads(consoleProc.url, stackFloor);
  // What a person waits for, in Chromium (tests/bench/page-timing.ts).
  const pageTiming = await benchPageTiming(consoleProc.url, cookie);
  // Last: it gives the demo account 10,000 more keys, which no page row above should see.
  const budgets = await benchBudgets({ gatewayUrl: gateway.url, gatewayPid: gateway.child.pid ?? 0, cookie });
  const insight = await benchInsight();
  // A double of its own with a million log rows, a console in front of it and one more double
  // with the default seed to compare its other answers with (tests/bench/logs-bench.ts).
  const logs = await benchLogs({ env: { NODE_OPTIONS: consoleNodeOptions, ...compileCacheEnv(process.env) } });

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const pct = (a: number, b: number) => (b > 0 ? (100 * a) / b : 0);
  const rows: BenchRow[] = [];
  const row = (name: string, figure: string, budget: string, met: boolean) => rows.push([name, figure, budget, met]);
  const fmt = (r: { rps: number; p50: number; p99: number }) => `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`;

  process.stdout.write(`\nPage sizes: public ${kb(publicHtml.length)}, dashboard ${kb(dashboardHtml.length)}\n`);
  process.stdout.write(`bare Fastify, public bytes:    ${fmt(barepublic)}\n`);
  process.stdout.write(`console, guest /login (SSR):   ${fmt(guestPage)}\n`);
  process.stdout.write(`bare Fastify, dashboard bytes: ${fmt(bareDashboard)}\n`);
  process.stdout.write(`console, signed-in /dashboard: ${fmt(dashboardPage)}\n`);
  process.stdout.write(`double direct /api/status:     ${fmt(direct)}\n`);
  process.stdout.write(`console proxy /api/status:     ${fmt(proxied)}\n`);
  process.stdout.write(`bare @fastify/http-proxy:       ${fmt(bareProxied)}\n`);
  process.stdout.write(
    `  the proxy library alone reaches ${pct(bareProxied.rps, direct.rps).toFixed(1)} % of direct; the console reaches ${pct(proxied.rps, bareProxied.rps).toFixed(1)} % of it\n`,
  );
  process.stdout.write(
    `1-connection p50: direct ${directP50.toFixed(3)} ms, proxied ${proxiedP50.toFixed(3)} ms, bare @fastify/http-proxy ${bareProxiedP50.toFixed(3)} ms (the library alone adds ${(bareProxiedP50 - directP50).toFixed(3)} ms)\n`,
  );
  for (const line of usage.lines) process.stdout.write(`${line}\n`);
  for (const line of signedIn.lines) process.stdout.write(`${line}\n`);
  process.stdout.write(
    `Stack floor (React, React Router, an MUI theme, CssBaseline, a Button and a TextField; nothing of the console): ${kb(stackFloor)} gzip\n`,
  );
  process.stdout.write(`${preloadedFontsLine(firstLoads)}\n`);
  const shedShare = pct(overload.shed, overload.requests);
  process.stdout.write(
    `2× overload (${overload.connections} connections, cap ${limits.MAX_CONCURRENT_RENDERS} + line ${limits.RENDER_QUEUE_SIZE}, heap flags "${consoleNodeOptions}"): ` +
      `${overload.requests} requests, ${overload.ok} × 2xx, ${overload.shed} × 503 (${shedShare.toFixed(1)} % shed), ${overload.otherErrors} other ${JSON.stringify(overload.otherKinds)}; ` +
      `p50 ${overload.p50} ms, p99 ${overload.p99} ms; RSS ${overload.rssMb.toFixed(0)} MB (peak ${overload.peakRssMb.toFixed(0)} MB)\n`,
  );
  for (const line of workers.lines) process.stdout.write(`${line}\n`);
  for (const line of bigBodies.lines) process.stdout.write(`${line}\n`);
  for (const line of renderProfile.lines) process.stdout.write(`${line}\n`);
  for (const line of pageTiming.lines) process.stdout.write(`${line}\n`);
  for (const line of budgets.lines) process.stdout.write(`${line}\n`);
  for (const line of insight.lines) process.stdout.write(`${line}\n`);
  for (const line of logs.lines) process.stdout.write(`${line}\n`);
  process.stdout.write('\n');

  const guestRatio = pct(guestPage.rps, barepublic.rps);
  const dashboardRatio = pct(dashboardPage.rps, bareDashboard.rps);
  const proxyRatio = pct(proxied.rps, bareProxied.rps);
  const addedP50 = proxiedP50 - bareProxiedP50;
  row('Guest public page vs bare Fastify (same bytes)', `${guestRatio.toFixed(1)} %`, '>= 70 %', guestRatio >= 70);
  row(
    'Signed-in dashboard vs bare Fastify (same bytes)',
    `${dashboardRatio.toFixed(2)} %`,
    `>= ${SIGNED_IN_PAGE_BUDGET_PCT} %`,
    dashboardRatio >= SIGNED_IN_PAGE_BUDGET_PCT,
  );
  row('/api through the console vs the bare proxy library (same double)', `${proxyRatio.toFixed(1)} %`, '>= 85 %', proxyRatio >= 85);
  row('Added p50 of the console over the bare proxy library at 1 connection', `${addedP50.toFixed(3)} ms`, '<= 0.05 ms', addedP50 <= 0.05);
  rows.push(...firstLoadRows(firstLoads), ...firstLoadRequestRows(firstLoads));
  row('Console RSS idle', `${idleRss.toFixed(0)} MB`, '<= 100 MB', idleRss <= 100);
  row('Console RSS after 10 s of load', `${loadedRss.toFixed(0)} MB`, '<= 200 MB', loadedRss <= 200);
  rows.push(...usage.rows, ...signedIn.rows);
  rows.push(...signedInHtmlRows(firstLoads));
  row(
    `Console RSS after 10 s of 2× overload (${overload.shed} of ${overload.requests} shed with 503, ${shedShare.toFixed(1)} %)`,
    `${overload.rssMb.toFixed(0)} MB`,
    '<= 256 MB',
    overload.rssMb <= 256,
  );
  rows.push(...workers.rows, ...bigBodies.rows, ...pageTiming.rows, ...budgets.rows, ...insight.rows, ...logs.rows);
  row('Errors under 2× overload other than 503', `${overload.otherErrors}`, '= 0', overload.otherErrors === 0);
  const errors =
    [barepublic, bareDashboard, guestPage, dashboardPage, direct, proxied, ...usage.loads, ...signedIn.loads].reduce(
      (sum, r) => sum + r.errors,
      0,
    ) + overload.otherErrors;
  printRows(rows);
  process.stdout.write(`\n${rows.filter((r) => r[3]).length} of ${rows.length} budgets met; ${errors} failed responses under load.\n`);
} finally {
  await stopAll();
}
