import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { flushCompileCache } from 'node:module';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { consoleOrigin, heapLimitMb, printBanner } from './banner.ts';
import { startBundledGateway } from './bundled-gateway.ts';
import type { Env } from './config.ts';
import { installGracefulShutdown } from './shutdown.ts';
import {
  WORKER_BUNDLED_ADMIN_TOKEN_ENV,
  WORKER_BUNDLED_GATEWAY_ENV,
  WORKER_BUNDLED_METRICS_ENV,
  WORKER_BUNDLED_ROOT_TOKEN_ENV,
} from './cluster/messages.ts';
import { adminApi, checkAdminToken } from './gateway-admin/admin-api.ts';
import { clockFromConfig } from './scheduler/clock.ts';
import { consoleJobs } from './scheduler/jobs.ts';
import { Scheduler, thisProcess } from './scheduler/scheduler.ts';
import { forgetBundledStore, startStore, StoreStartError } from './store/start-store.ts';
import type { Config } from './config.ts';
import type { WorkerReady } from './cluster/messages.ts';

const schedulerHolder = thisProcess();

/** GATEWAY_METRICS_USER/PASSWORD, else the bundled double's (`user:password` from the primary, or this process's own double). */
function metricsCredentials(
  env: Env,
  fromPrimary: string | undefined,
  gateway: { metrics: { user: string; password: string } } | null,
): { user: string; password: string } | undefined {
  if (env.GATEWAY_METRICS_USER && env.GATEWAY_METRICS_PASSWORD)
    return { user: env.GATEWAY_METRICS_USER, password: env.GATEWAY_METRICS_PASSWORD };
  if (fromPrimary) {
    const colon = fromPrimary.indexOf(':');
    return { user: fromPrimary.slice(0, colon), password: fromPrimary.slice(colon + 1) };
  }
  return gateway?.metrics;
}

/**
 * GATEWAY_ADMIN_TOKEN's check at start: a token the gateway answers for but not as an admin's
 * stops the start with one line; a gateway that cannot be asked now leaves it to the jobs, which
 * report the gateway's refusals themselves.
 */
async function checkConsoleAdmin(config: Config): Promise<string | null> {
  if (!config.gatewayAdminToken) return null;
  const check = await checkAdminToken(adminApi(config.gatewayUrl, config.gatewayAdminToken, config.SESSION_TIMEOUT_MS));
  if (check.kind === 'refused') return `GATEWAY_ADMIN_TOKEN is not an admin's access token at ${config.gatewayUrl}: ${check.reason}`;
  if (check.kind === 'unreachable') process.stderr.write(`GATEWAY_ADMIN_TOKEN not checked: the gateway did not answer (${check.reason})\n`);
  return null;
}

/**
 * Serves the console in this process: the whole console when WORKERS=1 (it starts the bundled
 * double itself and prints the banner), or one cluster worker (the primary owns the double and
 * the banner; the worker reports when it listens).
 */
export async function serve(env: Env, dev: boolean): Promise<void> {
  const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string };
  const primarysDouble = cluster.isWorker ? process.env[WORKER_BUNDLED_GATEWAY_ENV] : undefined;
  const gateway = env.GATEWAY_URL || primarysDouble ? null : await startBundledGateway(env.MOCK_GATEWAY_PORT);
  // A new double's keys are not the ones the store remembers (the primary did this for its workers).
  if (gateway) forgetBundledStore(env);
  const config = {
    ...env,
    gatewayUrl: (env.GATEWAY_URL ?? primarysDouble ?? gateway?.url ?? '').replace(/\/+$/, ''),
    bundledGateway: gateway !== null || primarysDouble !== undefined,
    // The bundled double hands the console its seeded admin's token, so budgets work with nothing configured.
    gatewayAdminToken: env.GATEWAY_ADMIN_TOKEN ?? (cluster.isWorker ? process.env[WORKER_BUNDLED_ADMIN_TOKEN_ENV] : gateway?.adminToken),
    // And its root's token and metrics credentials, so the traffic pages fill with nothing configured.
    gatewayRootToken: env.GATEWAY_ROOT_TOKEN ?? (cluster.isWorker ? process.env[WORKER_BUNDLED_ROOT_TOKEN_ENV] : gateway?.rootToken),
    gatewayMetrics: metricsCredentials(env, cluster.isWorker ? process.env[WORKER_BUNDLED_METRICS_ENV] : undefined, gateway),
    dev,
    appVersion: `v${pkg.version}`,
  };

  let store;
  try {
    store = await startStore(config, (error) => process.stderr.write(`store connection lost while idle: ${error.message}\n`));
  } catch (error) {
    if (!(error instanceof StoreStartError)) throw error;
    process.stderr.write(`${error.message}\n`);
    await gateway?.close();
    process.exit(1);
  }
  const app = await buildApp(config, { store });
  app.log.info({ store: store.dialect, location: store.location }, 'store ready');
  const adminProblem = await checkConsoleAdmin(config);
  if (adminProblem) {
    process.stderr.write(`${adminProblem}\n`);
    await app.close();
    await store.close();
    await gateway?.close();
    process.exit(1);
  }
  const scheduler = new Scheduler({
    store,
    jobs: consoleJobs(config, schedulerHolder.id, app.texts),
    clock: clockFromConfig(config),
    intervalMs: config.SCHEDULER_INTERVAL_MS,
    log: app.log.child({ component: 'scheduler' }),
    holder: schedulerHolder,
  });
  installGracefulShutdown(app, config.SHUTDOWN_TIMEOUT_MS, async () => {
    await scheduler.stop();
    await store.close();
    await gateway?.close();
  });
  const address = await app.listen({
    host: config.HOST,
    port: config.PORT,
    // Issue 36: the log names the address sign-in works at. The gateway's ServerAddress (OIDC's
    // return, a passkey's RP ID) is the `localhost` one; on 127.0.0.1 those fail.
    listenTextResolver: (listening) => `Server listening at ${listening.replace('://127.0.0.1', '://localhost')}`,
  });
  scheduler.start();
  // With NODE_COMPILE_CACHE (npm start, the image), every module a start loads is in the cache
  // now; written at once rather than at exit, so the next start needs no TypeScript stripper.
  flushCompileCache();

  const shown = address.replace('://127.0.0.1', '://localhost');
  if (cluster.isWorker) {
    const ready: WorkerReady = { type: 'console-ready', shown, heapLimitMb: heapLimitMb() };
    process.send?.(ready);
    return;
  }
  if (gateway) gateway.serveConsoleAt(consoleOrigin(config.PUBLIC_URL, shown));
  printBanner({
    shown,
    dev,
    gatewayUrl: config.gatewayUrl,
    demoAccounts: gateway?.accounts ?? null,
    workers: 1,
    heapLimitMb: heapLimitMb(),
    publicUrl: config.PUBLIC_URL,
    logLevel: config.LOG_LEVEL,
    ...(gateway ? { signInLimit: gateway.signInLimit } : {}),
  });
}
