import type { LogRecord } from './log.ts';

// Per log array: has created_at never decreased so far (then id order = time order)?
const monotony = new WeakMap<LogRecord[], { checked: number; monotone: boolean }>();

/** True while every row's created_at is ≥ the previous row's; checked incrementally. */
export function timeOrdered(logs: LogRecord[]): boolean {
  let state = monotony.get(logs);
  if (!state || state.checked > logs.length) state = { checked: 0, monotone: true };
  for (let i = Math.max(state.checked, 1); state.monotone && i < logs.length; i += 1) {
    if ((logs[i] as LogRecord).created_at < (logs[i - 1] as LogRecord).created_at) state.monotone = false;
  }
  state.checked = logs.length;
  monotony.set(logs, state);
  return state.monotone;
}

/** First index whose created_at ≥ `seconds` (rows must be time-ordered). */
export function firstAtOrAfter(logs: readonly LogRecord[], seconds: number): number {
  let low = 0;
  let high = logs.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((logs[mid] as LogRecord).created_at < seconds) low = mid + 1;
    else high = mid;
  }
  return low;
}
