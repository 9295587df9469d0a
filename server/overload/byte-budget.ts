import type { Release } from './concurrency-limiter.ts';

/**
 * A number of bytes that requests share: each takes what it may hold in memory before it
 * starts reading, and gives it back when its response is gone. Nothing waits in line: a take the
 * budget cannot cover is refused at once (the caller answers 503), so a burst of large bodies
 * holds at most `totalBytes` of this process's memory, however many arrive.
 */
export class ByteBudget {
  readonly totalBytes: number;
  #taken = 0;

  constructor(totalBytes: number) {
    this.totalBytes = totalBytes;
  }

  /** Bytes taken now (for tests and the log). */
  get taken(): number {
    return this.#taken;
  }

  /** `bytes` of the budget, or null when the rest of it is smaller; the release gives them back once. */
  take(bytes: number): Release | null {
    if (this.#taken + bytes > this.totalBytes) return null;
    this.#taken += bytes;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#taken -= bytes;
    };
  }
}
