import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildMockGateway } from '#mock-gateway/app.ts';
import type { MockGateway, MockGatewayOptions } from '#mock-gateway/app.ts';
import { buildApp } from '#server/app.ts';
import { seedAccessToken } from '#mock-gateway/store/seed.ts';
import { parseEnv } from '#server/config.ts';
import type { Config } from '#server/config.ts';
import { DIST_DIR } from '#server/render/ssr-runtime.ts';
import type { SsrRuntime } from '#server/render/ssr-runtime.ts';
import type { Clock } from '#server/scheduler/clock.ts';

/** The slice of a tap test the helpers need. */
export interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface ConsoleUnderTest {
  app: FastifyInstance;
  gateway: MockGateway;
  config: Config;
  /** The JSON log lines written so far. */
  logs: () => string[];
}

export interface ConsoleOptions {
  env?: Record<string, string>;
  gateway?: MockGatewayOptions;
  /** Point the console somewhere else than the double (a down port, a test origin). */
  gatewayUrl?: string;
  /** Runs on the double before it listens (add a hook, e.g. a gate from helpers/gate.ts). */
  prepareGateway?: (gateway: MockGateway) => void;
  /** Behave as with the bundled double (its fake OAuth pages are proxied too). */
  bundledGateway?: boolean;
  /** The budgets' clock (a test's fake one); the system's by default. */
  clock?: Clock;
  /** The console's GATEWAY_ADMIN_TOKEN: the double's seeded admin's by default (as `npm start`), null for none. */
  adminToken?: string | null;
  /** The render runtime: the production build's by default. */
  runtime?: SsrRuntime;
}

if (!existsSync(join(DIST_DIR, 'server', 'entry-server.js'))) {
  throw new Error('Server tests render the production build: run "npm run build" first (npm test does).');
}

/**
 * The real console (production build) in front of a real gateway double on a loopback port,
 * both closed when the test ends. Logs are captured, not printed.
 */
export async function startConsole(t: Teardown, options: ConsoleOptions = {}): Promise<ConsoleUnderTest> {
  const gateway = await buildMockGateway({ logger: false, ...options.gateway });
  options.prepareGateway?.(gateway);
  const gatewayAddress = await gateway.listen({ host: '127.0.0.1', port: 0 });
  // Each console under test has a store of its own in memory, unless the test names one.
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: ':memory:', ...options.env });
  const config: Config = {
    ...env,
    gatewayUrl: options.gatewayUrl ?? gatewayAddress,
    bundledGateway: options.bundledGateway,
    gatewayAdminToken: options.adminToken === null ? undefined : (options.adminToken ?? seedAccessToken('admin')),
    dev: false,
    appVersion: 'v0.0.0-test',
  };
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const app = await buildApp(config, {
    logStream,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.runtime ? { runtime: options.runtime } : {}),
  });
  t.teardown(async () => {
    await app.close();
    // The console is gone: a connection it left (a call its render abandoned when the render
    // timed out) must not keep the double's close waiting for the client's keep-alive.
    gateway.server.closeAllConnections();
    await gateway.close();
  });
  return { app, gateway, config, logs: () => lines };
}

/** The Cookie header value of a session for a seeded account, obtained through the console. */
export async function sessionFor(app: FastifyInstance, username: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username, password: '123456' } });
  const cookie = response.cookies.find((c) => c.name === 'session');
  if (!cookie) throw new Error(`sign-in as ${username} failed: ${response.statusCode} ${response.body}`);
  return `session=${cookie.value}`;
}
