import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { flushCompileCache } from 'node:module';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { consoleOrigin, heapLimitMb, printBanner } from './banner.ts';
import { startBundledGateway } from './bundled-gateway.ts';
import type { Env } from './config.ts';
import { installGracefulShutdown } from './shutdown.ts';
import { WORKER_BUNDLED_GATEWAY_ENV } from './cluster/messages.ts';
import type { WorkerReady } from './cluster/messages.ts';

/**
 * Serves the console in this process: the whole console when WORKERS=1 (it starts the bundled
 * double itself and prints the banner), or one cluster worker (the primary owns the double and
 * the banner; the worker reports when it listens).
 */
export async function serve(env: Env, dev: boolean): Promise<void> {
  const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string };
  const primarysDouble = cluster.isWorker ? process.env[WORKER_BUNDLED_GATEWAY_ENV] : undefined;
  const gateway = env.GATEWAY_URL || primarysDouble ? null : await startBundledGateway(env.MOCK_GATEWAY_PORT);
  const config = {
    ...env,
    gatewayUrl: (env.GATEWAY_URL ?? primarysDouble ?? gateway?.url ?? '').replace(/\/+$/, ''),
    bundledGateway: gateway !== null || primarysDouble !== undefined,
    dev,
    appVersion: `v${pkg.version}`,
  };

  const app = await buildApp(config);
  installGracefulShutdown(app, config.SHUTDOWN_TIMEOUT_MS, async () => gateway?.close());
  const address = await app.listen({ host: config.HOST, port: config.PORT });
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
  });
}
