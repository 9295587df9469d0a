import { assertNode24 } from './runtime.ts';

assertNode24();

const { readFileSync } = await import('node:fs');
const { join } = await import('node:path');
const { flushCompileCache } = await import('node:module');
const { getHeapStatistics } = await import('node:v8');
const { ConfigError, parseEnv } = await import('./config.ts');
const { buildApp } = await import('./app.ts');
const { startBundledGateway } = await import('./bundled-gateway.ts');
const { installGracefulShutdown } = await import('./shutdown.ts');

const dev = process.argv.includes('--dev');
if (dev && !process.env.NODE_ENV) process.env.NODE_ENV = 'development';

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string };
const gateway = env.GATEWAY_URL ? null : await startBundledGateway(env.MOCK_GATEWAY_PORT);
const config = {
  ...env,
  gatewayUrl: (env.GATEWAY_URL ?? gateway?.url ?? '').replace(/\/+$/, ''),
  bundledGateway: gateway !== null,
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
// The bundled double's ServerAddress is this console, as an operator would set one-hub's: its
// public origin, else the address it listens on, named `localhost` (a passkey's RP ID cannot be an IP).
if (gateway) {
  const origin = new URL(config.PUBLIC_URL ?? shown);
  if (['0.0.0.0', '[::]', '[::1]'].includes(origin.hostname)) origin.hostname = 'localhost';
  gateway.serveConsoleAt(origin.origin);
}
process.stdout.write(`\nConsole ready at ${shown}${dev ? ' (development, Vite HMR)' : ''}\n`);
process.stdout.write(`Gateway: ${gateway ? `bundled gateway double at ${gateway.url}` : config.gatewayUrl}\n`);
// Operators see which V8 limit applies (npm start and the image set one; NODE_OPTIONS overrides).
process.stdout.write(`V8 heap limit: ${Math.round(getHeapStatistics().heap_size_limit / 1048576)} MB\n`);
if (gateway) process.stdout.write(`Demo accounts (password 123456): ${gateway.accounts.join(', ')}\n\n`);
