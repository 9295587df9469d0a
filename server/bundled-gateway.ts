import { randomBytes } from 'node:crypto';
import { buildMockGateway } from '#mock-gateway/app.ts';
import {
  failPathsFromEnv,
  logRowsFromEnv,
  rateLimitFromEnv,
  statusFromEnv,
  testEndpointsFromEnv,
  upstreamOnlyFromEnv,
} from '#mock-gateway/env.ts';
import { mailLogLine } from '#mock-gateway/store/outbox.ts';

export interface BundledGateway {
  url: string;
  /** `username (role)` of the seeded demo accounts, for the start-up banner. */
  accounts: string[];
  /**
   * Tells the double where the console is reached, as an operator sets one-hub's `ServerAddress`
   * (passkeys are bound to it, OIDC and mailed links return to it), unless MOCK_GATEWAY_STATUS
   * names a `server_address` of its own.
   */
  serveConsoleAt(origin: string): void;
  /** The seeded admin's access token: the console's GATEWAY_ADMIN_TOKEN unless one is set. */
  adminToken: string;
  /** The seeded root's access token (the system log is root's): the console's GATEWAY_ROOT_TOKEN unless one is set. */
  rootToken: string;
  /** Its limit on the sign-in routes (false: lifted by MOCK_GATEWAY_RATE_LIMIT=off). */
  signInLimit: { max: number; windowMs: number } | false;
  /** The `/api/metrics` credentials it was started with (random per start), the console's unless GATEWAY_METRICS_* are set. */
  metrics: { user: string; password: string };
  close(): Promise<void>;
}

/**
 * Starts the gateway double on loopback when no GATEWAY_URL is set, so the console talks to it
 * over HTTP exactly as it would to a real one-hub (one code path). MOCK_GATEWAY_RATE_LIMIT
 * (`off`, or N per 20 minutes) loosens the critical-route limit and MOCK_GATEWAY_STATUS (a JSON
 * object of `/api/status` overrides) switches features such as Turnstile, and
 * MOCK_GATEWAY_FAIL_PATHS (a comma list of `/api/…` paths) makes those paths fail, e.g. for e2e runs;
 * MOCK_GATEWAY_UPSTREAM_ONLY=1 makes it behave like an unmodified one-hub (no extensions);
 * MOCK_GATEWAY_TEST_ENDPOINTS=1 (the e2e servers) opens its test endpoints to loopback callers;
 * MOCK_GATEWAY_LOG_ROWS=N seeds N log rows instead of 60,000 (the bench's million).
 * Every mail it would send is printed to stdout, the demo user's mailbox (the banner says so).
 */
export async function startBundledGateway(port: number, env: NodeJS.ProcessEnv = process.env): Promise<BundledGateway> {
  const status = statusFromEnv(env.MOCK_GATEWAY_STATUS);
  const metrics = { user: 'console', password: randomBytes(24).toString('base64url') };
  const gateway = await buildMockGateway({
    metrics,
    logger: false,
    criticalRateLimit: rateLimitFromEnv(env.MOCK_GATEWAY_RATE_LIMIT),
    status,
    upstreamOnly: upstreamOnlyFromEnv(env.MOCK_GATEWAY_UPSTREAM_ONLY),
    testEndpoints: testEndpointsFromEnv(env.MOCK_GATEWAY_TEST_ENDPOINTS),
    logRows: logRowsFromEnv(env.MOCK_GATEWAY_LOG_ROWS),
    onMail: (mail) => process.stdout.write(mailLogLine(mail)),
  });
  const failPaths = failPathsFromEnv(env.MOCK_GATEWAY_FAIL_PATHS);
  if (failPaths) gateway.store.faults.failPaths = failPaths;
  const url = await gateway.listen({ host: '127.0.0.1', port });
  const accounts = [...gateway.store.users.values()].map((u) => `${u.username} (role ${u.role}${u.status === 1 ? '' : ', disabled'})`);
  const serveConsoleAt = (origin: string) => {
    if (status?.server_address === undefined) gateway.store.status.server_address = origin;
  };
  const admin = [...gateway.store.users.values()].find((user) => user.username === 'admin' && user.access_token !== '');
  const root = [...gateway.store.users.values()].find((user) => user.username === 'root' && user.access_token !== '');
  if (!admin || !root) throw new Error("the bundled double has no seeded 'admin' and 'root' with access tokens");
  return {
    url,
    accounts,
    serveConsoleAt,
    adminToken: admin.access_token,
    rootToken: root.access_token,
    signInLimit: gateway.store.criticalRateLimit,
    metrics,
    close: () => gateway.close(),
  };
}
