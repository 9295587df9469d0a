import type { FastifyInstance } from 'fastify';

/**
 * Holds the gateway's answers to matching requests until the test opens the gate, so a test
 * can keep renders or downloads in flight for exactly as long as it needs, without sleeps.
 */
export interface Gate {
  /** Requests held now. */
  readonly held: number;
  /** Resolves once `count` requests are held at the same time. */
  untilHeld(count: number): Promise<void>;
  /** Lets every held request (and every later one) through. */
  open(): void;
}

/** Installs a gate on `gateway` (before it listens) for requests whose URL `matches`. */
export function gateRequests(gateway: FastifyInstance, matches: (url: URL) => boolean): Gate {
  let opened = false;
  let held = 0;
  let releaseAll: () => void = () => undefined;
  const openGate = new Promise<void>((resolve) => (releaseAll = resolve));
  const watchers: { count: number; resolve: () => void }[] = [];
  const notify = () => {
    for (const watcher of watchers.filter((w) => held >= w.count)) {
      watchers.splice(watchers.indexOf(watcher), 1);
      watcher.resolve();
    }
  };

  gateway.addHook('onRequest', async (request) => {
    if (opened || !matches(new URL(request.url, 'http://gateway'))) return;
    held += 1;
    notify();
    await openGate;
    held -= 1;
  });

  return {
    get held() {
      return held;
    },
    untilHeld: (count) =>
      new Promise((resolve) => {
        watchers.push({ count, resolve });
        notify();
      }),
    open: () => {
      opened = true;
      releaseAll();
    },
  };
}
