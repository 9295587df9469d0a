/** Gives a slot back. Calling it again (or after a second event) does nothing. */
export type Release = () => void;

export interface LimiterOptions {
  /** Work allowed at the same time. */
  limit: number;
  /** Requests that may wait for a slot; beyond them, acquire answers null at once. */
  queueSize: number;
  /** How long a waiting request may wait before it is turned away. */
  maxWaitMs: number;
}

interface Waiter {
  grant(release: Release): void;
}

/**
 * A counting semaphore with a short FIFO queue that sheds instead of growing: at most `limit`
 * holders, at most `queueSize` waiters, each waiting at most `maxWaitMs`. Memory under a flood
 * is therefore bounded by the limit, not by the number of requests that arrive.
 */
export class ConcurrencyLimiter {
  readonly #options: LimiterOptions;
  readonly #waiting: Waiter[] = [];
  #active = 0;

  constructor(options: LimiterOptions) {
    this.#options = options;
  }

  /** Slots in use now. */
  get active(): number {
    return this.#active;
  }

  /** Requests waiting for a slot now. */
  get queued(): number {
    return this.#waiting.length;
  }

  /**
   * A slot, now or after waiting in line; null when the line is full, the wait ran out, or
   * `signal` aborted (the client left) while waiting. The holder must call the release once.
   */
  acquire(signal?: AbortSignal): Promise<Release | null> {
    if (signal?.aborted) return Promise.resolve(null);
    if (this.#active < this.#options.limit) {
      this.#active += 1;
      return Promise.resolve(this.#releaser());
    }
    if (this.#waiting.length >= this.#options.queueSize) return Promise.resolve(null);
    return new Promise((resolve) => {
      const leave = () => {
        const index = this.#waiting.indexOf(waiter);
        if (index !== -1) this.#waiting.splice(index, 1);
        clearTimeout(timer);
        signal?.removeEventListener('abort', leave);
        resolve(null);
      };
      const waiter: Waiter = {
        grant: (release) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', leave);
          resolve(release);
        },
      };
      const timer = setTimeout(leave, this.#options.maxWaitMs);
      signal?.addEventListener('abort', leave, { once: true });
      this.#waiting.push(waiter);
    });
  }

  /** A release bound to one grant, so a second call cannot free someone else's slot. */
  #releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The slot passes straight to the longest waiter; the count only drops when no one waits.
      const next = this.#waiting.shift();
      if (next) next.grant(this.#releaser());
      else this.#active -= 1;
    };
  }
}
