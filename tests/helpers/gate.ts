import type { FastifyInstance } from 'fastify';

/**
 * Holds the gateway's answers to matching requests until the test opens the gate, so a test
 * can keep renders or downloads in flight for exactly as long as it needs, without sleeps.
 */
export interface Gate {
  /** Requests held now. */
  readonly held: number;
  /** Held requests whose caller gave up (closed the connection) before the gate opened. */
  readonly cancelled: number;
  /** Resolves once `count` requests are held at the same time. */
  untilHeld(count: number): Promise<void>;
  /** Lets every held request (and every later one) through. */
  open(): void;
}

/** Installs a gate on `gateway` (before it listens) for requests whose URL `matches`. */
export function gateRequests(gateway: FastifyInstance, matches: (url: URL) => boolean): Gate {
  let opened = false;
  let held = 0;
  let cancelled = 0;
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
    // A caller that aborts its fetch destroys the connection; a kept-alive one stays open.
    let answered = false;
    const onClose = () => {
      if (!answered) cancelled += 1;
    };
    request.raw.socket.once('close', onClose);
    await openGate;
    answered = true;
    request.raw.socket.off('close', onClose);
    held -= 1;
  });

  return {
    get held() {
      return held;
    },
    get cancelled() {
      return cancelled;
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
