import { z } from 'zod';
import { StatusSchema } from '#shared/api/schemas/status.ts';
import type { CriticalRateLimit, GatewayStatus } from './store/state.ts';

const WINDOW_MS = 20 * 60 * 1000;

/**
 * MOCK_GATEWAY_RATE_LIMIT for the processes that start a double: unset keeps upstream's 20 per
 * 20 minutes, `off` disables the critical-route limit (e2e runs sign in far more often), a
 * positive integer N allows N per 20 minutes. Anything else throws, naming the variable.
 */
export function rateLimitFromEnv(value: string | undefined): CriticalRateLimit | false | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'off') return false;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1) {
    throw new Error(`Invalid environment variable MOCK_GATEWAY_RATE_LIMIT=${JSON.stringify(value)}: use "off" or a positive integer`);
  }
  return { max, windowMs: WINDOW_MS };
}

// Known keys with their types, unknown keys refused: a typo must fail at start-up, not be ignored.
// The shared schemas are zod/mini (light in the browser); classic zod wraps their shape.
const StatusOverridesSchema = z.strictObject(StatusSchema.shape).partial();

/**
 * MOCK_GATEWAY_STATUS for the processes that start a double: a JSON object of `/api/status`
 * overrides, e.g. `{"turnstile_check":true,"email_verification":true}`, so e2e runs can switch
 * sign-up features on. Unset or empty means none. Anything but such an object throws, naming the variable.
 */
export function statusFromEnv(value: string | undefined): Partial<GatewayStatus> | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const invalid = (reason: string) => new Error(`Invalid environment variable MOCK_GATEWAY_STATUS=${JSON.stringify(value)}: ${reason}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    throw invalid(`not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalid('use a JSON object of /api/status keys, e.g. {"turnstile_check":true}');
  }
  const overrides = StatusOverridesSchema.safeParse(parsed);
  if (!overrides.success) {
    const issue = overrides.error.issues[0];
    throw invalid(`${issue?.path.join('.') || 'value'}: ${issue?.message ?? 'not a /api/status override'}`);
  }
  return overrides.data;
}

/**
 * MOCK_GATEWAY_FAIL_PATHS for the processes that start a double: a comma list of `/api` paths
 * that answer HTTP 500 (`/api/x=404`: that status; `/api/x=denied`: one-hub's permission
 * failure), to see the console with a partly broken gateway.
 */
export function failPathsFromEnv(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const paths = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!paths.every((p) => p.startsWith('/api/')))
    throw new Error(`Invalid environment variable MOCK_GATEWAY_FAIL_PATHS=${JSON.stringify(value)}: a comma list of /api/… paths`);
  return paths;
}

/** A 0/1 switch of the processes that start a double: unset, empty or `0` is off, `1` on; anything else throws, naming it. */
function switchFromEnv(name: string, value: string | undefined, choices: string): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`Invalid environment variable ${name}=${JSON.stringify(value)}: use ${choices}`);
}

/**
 * MOCK_GATEWAY_TEST_ENDPOINTS for the processes that start a double: `1` switches the test
 * endpoints on (the `testEndpoints` option: loopback callers only), as the e2e servers do;
 * unset, empty or `0` leaves them off (npm start, the demo).
 */
export function testEndpointsFromEnv(value: string | undefined): boolean {
  return switchFromEnv('MOCK_GATEWAY_TEST_ENDPOINTS', value, '1 (tests only) or 0');
}

/**
 * MOCK_GATEWAY_UPSTREAM_ONLY for the processes that start a double: `1` makes it behave like an
 * unmodified one-hub (the `upstreamOnly` option); unset, empty or `0` is the full double.
 */
export function upstreamOnlyFromEnv(value: string | undefined): boolean {
  return switchFromEnv('MOCK_GATEWAY_UPSTREAM_ONLY', value, '1 (upstream only) or 0');
}

/** The most log rows MOCK_GATEWAY_LOG_ROWS seeds: 10 million rows take about 2.5 GB of heap. */
export const MAX_LOG_ROWS = 10_000_000;

/**
 * MOCK_GATEWAY_LOG_ROWS for the processes that start a double: how many log rows to seed over
 * the last 30 days (the bench's million), digits only, 1 to 10,000,000; unset or empty keeps the
 * 60,000 of the seed. Anything else throws, naming the variable.
 */
export function logRowsFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const rows = /^[0-9]+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(rows) || rows < 1 || rows > MAX_LOG_ROWS) {
    throw new Error(
      `Invalid environment variable MOCK_GATEWAY_LOG_ROWS=${JSON.stringify(value)}: use a whole number of rows from 1 to ${MAX_LOG_ROWS}`,
    );
  }
  return rows;
}
