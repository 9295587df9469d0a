import type { CriticalRateLimit } from './store/state.ts';

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
