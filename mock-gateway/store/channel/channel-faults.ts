import type { MockStore } from '#mock-gateway/store/state.ts';

/**
 * DOUBLE-ONLY: a channel made to fail like a broken provider, so tests and the bench can see
 * failed attempts in the counters and the system log. Every `failEvery`-th attempt through the
 * channel fails (1: all, 2: every other one), in a fixed order so a run is repeatable.
 */
export interface ChannelFault {
  failEvery: number;
  /** The upstream's HTTP status of a failed attempt. */
  status: number;
  /** The upstream error's message, what one-hub writes after `relay error (channel #N(name)): `. */
  message: string;
  /** Attempts through the channel since the fault was set. */
  attempts: number;
}

/** The failure of this attempt through the channel, or null when it goes through. */
export function faultOfAttempt(store: Pick<MockStore, 'channelFaults'>, channelId: number): ChannelFault | null {
  const fault = store.channelFaults.get(channelId);
  if (!fault) return null;
  fault.attempts += 1;
  return fault.attempts % fault.failEvery === 0 ? fault : null;
}
