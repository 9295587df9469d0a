import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { hostname } from 'node:os';
import { pino } from 'pino';
import { consoleOrigin, printBanner } from '../banner.ts';
import type { Env } from '../config.ts';
import {
  isWorkerReady,
  WORKER_BUNDLED_ADMIN_TOKEN_ENV,
  WORKER_BUNDLED_GATEWAY_ENV,
  WORKER_BUNDLED_METRICS_ENV,
  WORKER_BUNDLED_ROOT_TOKEN_ENV,
} from './messages.ts';
import { relayPageCacheClears } from './page-cache-sync.ts';
import { RespawnBackoff } from './respawn-backoff.ts';

/** Past the workers' own grace period, a worker still running is killed so the exit stays bounded. */
const HARD_STOP_MARGIN_MS = 5000;

function whenDisconnected(worker: Worker): Promise<void> {
  if (!worker.isConnected()) return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => worker.once('disconnect', () => setImmediate(resolve)));
}

/**
 * The cluster's primary (WORKERS > 1): runs the bundled gateway double once (when GATEWAY_URL
 * is unset), forks the workers (they inherit its execArgv and NODE_OPTIONS, so the heap flags
 * of `npm start` and the image reach each), replaces one that dies (RespawnBackoff), prints the
 * banner once all listen, and on SIGTERM/SIGINT lets every worker drain (server/shutdown.ts)
 * before it exits 0. It serves no requests itself: Node's cluster hands each new connection to
 * a worker in turn.
 */
export async function runPrimary(env: Env, count: number): Promise<void> {
  // Synchronous, so the last lines are written before process.exit.
  const log = pino(
    { level: env.LOG_LEVEL, base: { pid: process.pid, hostname: hostname(), worker: 'primary' } },
    pino.destination({ dest: 1, sync: true }),
  );
  // Loaded only when used: the primary serves no pages, so it holds none of the app's modules.
  const gateway = env.GATEWAY_URL ? null : await (await import('../bundled-gateway.ts')).startBundledGateway(env.MOCK_GATEWAY_PORT);
  // The double's data is new: so must the store's be, before any worker opens it (start-store.ts).
  const { forgetBundledStore, startStore, StoreStartError } = await import('../store/start-store.ts');
  if (gateway) forgetBundledStore(env);
  // Migrated here once, before any worker opens it: workers starting together on a new SQLite
  // file raced for its first write lock (setting WAL, creating the migration tables) and one
  // could fail with "database is locked" on a loaded machine. They now find it ready.
  try {
    await (await startStore(env, () => undefined)).close();
  } catch (error) {
    if (!(error instanceof StoreStartError)) throw error;
    process.stderr.write(`${error.message}\n`);
    await gateway?.close();
    process.exit(1);
  }
  const workerEnv = gateway
    ? {
        [WORKER_BUNDLED_GATEWAY_ENV]: gateway.url,
        [WORKER_BUNDLED_ADMIN_TOKEN_ENV]: gateway.adminToken,
        [WORKER_BUNDLED_ROOT_TOKEN_ENV]: gateway.rootToken,
        [WORKER_BUNDLED_METRICS_ENV]: `${gateway.metrics.user}:${gateway.metrics.password}`,
      }
    : {};
  const backoff = new RespawnBackoff();
  const pendingRespawns = new Set<NodeJS.Timeout>();
  const ready = new Set<number>();
  // Ours rather than cluster.workers, which may still list a worker that exited but has not yet
  // disconnected.
  const live = new Map<number, Worker>();
  const relayClears = relayPageCacheClears(live);
  let bannerShown = false;
  let stopping = false;
  let failed = false;

  const fork = (): Worker => {
    const worker = cluster.fork(workerEnv);
    live.set(worker.id, worker);
    log.info({ workerId: worker.id, workerPid: worker.process.pid }, 'worker started');
    worker.on('message', (message: unknown) => {
      relayClears(worker, message);
      if (!isWorkerReady(message)) return;
      ready.add(worker.id);
      log.info({ workerId: worker.id, workerPid: worker.process.pid }, 'worker ready');
      if (bannerShown || ready.size < count) return;
      bannerShown = true;
      if (gateway) gateway.serveConsoleAt(consoleOrigin(env.PUBLIC_URL, message.shown));
      printBanner({
        shown: message.shown,
        dev: false,
        gatewayUrl: env.GATEWAY_URL ?? gateway?.url ?? '',
        demoAccounts: gateway?.accounts ?? null,
        workers: count,
        heapLimitMb: message.heapLimitMb,
        publicUrl: env.PUBLIC_URL,
        logLevel: env.LOG_LEVEL,
        ...(gateway ? { signInLimit: gateway.signInLimit } : {}),
      });
    });
    return worker;
  };

  const finish = async () => {
    if (live.size > 0) return;
    await gateway?.close();
    process.exit(failed ? 1 : 0);
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const timer of pendingRespawns) clearTimeout(timer);
    pendingRespawns.clear();
    log.info({ signal }, 'shutting down: every worker finishes its in-flight requests');
    for (const worker of live.values()) worker.process.kill('SIGTERM');
    const hardStop = setTimeout(() => {
      log.warn('workers still running after the grace period: killing them');
      for (const worker of live.values()) worker.process.kill('SIGKILL');
    }, env.SHUTDOWN_TIMEOUT_MS + HARD_STOP_MARGIN_MS);
    hardStop.unref();
    void finish();
  };

  cluster.on('exit', (worker, code, signal) => {
    ready.delete(worker.id);
    live.delete(worker.id);
    if (stopping) {
      log.info({ workerId: worker.id, code, signal }, 'worker stopped');
      if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') failed = true;
      void finish();
      return;
    }
    // A worker that dies before the console ever answered is a start that cannot succeed (the
    // port taken, a bad certificate file): stop like the single process would, with exit 1.
    if (!bannerShown) {
      log.error({ workerId: worker.id, code, signal }, 'a worker died while starting: stopping');
      failed = true;
      stop('SIGTERM');
      return;
    }
    // Once its IPC channel is gone the cluster hands it no more connections: only then is the
    // death logged (the line tells that the others answer everything).
    void whenDisconnected(worker).then(() => {
      if (stopping) return;
      const delay = backoff.delayAfterDeath(Date.now());
      log.error({ workerId: worker.id, workerPid: worker.process.pid, code, signal, respawnInMs: delay }, 'worker died: replacing it');
      const timer = setTimeout(() => {
        pendingRespawns.delete(timer);
        fork();
      }, delay);
      pendingRespawns.add(timer);
    });
  });

  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < count; i += 1) fork();
}
