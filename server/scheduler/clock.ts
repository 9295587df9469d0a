import { readFileSync } from 'node:fs';

/**
 * The time the scheduler's jobs and the budgets work with (window starts, countdowns): the
 * system's, or in tests one they set. Leases always use the real clock: a lease must expire in
 * real time for another process to take over.
 */
export interface Clock {
  /** Unix milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * TEST_CLOCK_FILE (accepted only with NODE_ENV=test): the file holds the current time as Unix
 * milliseconds, written by the test that drives it, read on every call, so several console
 * processes share one fake clock. A file that cannot be read or parsed throws, and the caller
 * skips that turn, rather than acting on a wrong time.
 */
export function fileClock(file: string): Clock {
  return {
    now() {
      const text = readFileSync(file, 'utf8').trim();
      const value = Number(text);
      if (!/^\d+$/.test(text) || !Number.isSafeInteger(value))
        throw new Error(`TEST_CLOCK_FILE holds no time in ms: ${JSON.stringify(text.slice(0, 40))}`);
      return value;
    },
  };
}

export function clockFromConfig(config: { TEST_CLOCK_FILE?: string | undefined }): Clock {
  return config.TEST_CLOCK_FILE ? fileClock(config.TEST_CLOCK_FILE) : systemClock;
}
