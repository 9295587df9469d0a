import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { isMessage } from './messages.ts';
import type { ClearPageCache, SettingsWritten } from './messages.ts';

/** Longest a settings answer waits for the other workers (one that hangs must not hold it). */
const ACK_TIMEOUT_MS = 1000;

/**
 * In a cluster worker, emptying the page cache after a settings write empties every worker's,
 * and the answer to the write goes on only once they all have: the next page, on whichever
 * worker, shows the new site name or notice. Outside a cluster it is `clear` itself.
 */
export function clusterWidePageCacheClear(clear: () => void): () => void | Promise<void> {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) return clear;
  const waiting = new Map<number, () => void>();
  let count = 0;
  process.on('message', (message: unknown) => {
    if (isMessage<ClearPageCache>(message, 'clear-page-cache')) {
      clear();
      const cleared: ClearPageCache = { type: 'page-cache-cleared', id: message.id };
      send(cleared);
    } else if (isMessage<SettingsWritten>(message, 'page-caches-cleared')) waiting.get(message.id)?.();
  });
  return () => {
    clear();
    count += 1;
    const id = count;
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve();
      };
      const timer = setTimeout(done, ACK_TIMEOUT_MS);
      waiting.set(id, done);
      const written: SettingsWritten = { type: 'settings-written', id };
      send(written);
    });
  };
}

/**
 * The primary's side: a worker's settings write is passed to every other live worker, and the
 * writer is told once all have emptied their caches.
 */
export function relayPageCacheClears(live: ReadonlyMap<number, Worker>): (from: Worker, message: unknown) => void {
  const broadcasts = new Map<number, { from: Worker; id: number; left: Set<number> }>();
  let count = 0;
  const finish = (key: number) => {
    const broadcast = broadcasts.get(key);
    if (!broadcast || broadcast.left.size > 0) return;
    broadcasts.delete(key);
    const cleared: SettingsWritten = { type: 'page-caches-cleared', id: broadcast.id };
    if (broadcast.from.isConnected()) broadcast.from.send(cleared);
  };
  return (from, message) => {
    if (isMessage<SettingsWritten>(message, 'settings-written')) {
      count += 1;
      const others = [...live.values()].filter((worker) => worker !== from && worker.isConnected());
      broadcasts.set(count, { from, id: message.id, left: new Set(others.map((worker) => worker.id)) });
      const clear: ClearPageCache = { type: 'clear-page-cache', id: count };
      for (const worker of others) worker.send(clear);
      finish(count);
    } else if (isMessage<ClearPageCache>(message, 'page-cache-cleared')) {
      broadcasts.get(message.id)?.left.delete(from.id);
      finish(message.id);
    }
  };
}
