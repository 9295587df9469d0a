/**
 * What the primary and its workers tell each other, in a module of its own so the primary loads
 * none of the app to read it.
 */

/**
 * Set by the primary for its workers when it runs the bundled double itself: every worker talks
 * to that one double over HTTP (a double per worker would hold different sessions and data).
 */
export const WORKER_BUNDLED_GATEWAY_ENV = 'CONSOLE_WORKER_BUNDLED_GATEWAY_URL';

/** With the primary's bundled double: its seeded admin's access token, the console's admin token unless GATEWAY_ADMIN_TOKEN is set. */
export const WORKER_BUNDLED_ADMIN_TOKEN_ENV = 'CONSOLE_WORKER_BUNDLED_ADMIN_TOKEN';

/** With the primary's bundled double: its root's access token (the system log) and its `/api/metrics` credentials as `user:password`. */
export const WORKER_BUNDLED_ROOT_TOKEN_ENV = 'CONSOLE_WORKER_BUNDLED_ROOT_TOKEN';
export const WORKER_BUNDLED_METRICS_ENV = 'CONSOLE_WORKER_BUNDLED_METRICS';

/** What a worker tells the primary once it listens. */
export interface WorkerReady {
  type: 'console-ready';
  /** The address it answers at, as the banner prints it. */
  shown: string;
  /** Its V8 heap limit in MB: the flags of `npm start` or NODE_OPTIONS reached it (execArgv and env are inherited). */
  heapLimitMb: number;
}

export function isWorkerReady(message: unknown): message is WorkerReady {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'console-ready';
}

/**
 * A worker saw the gateway accept a settings write (`id` is the worker's own count), and the
 * primary's answer once every other worker has emptied its page cache.
 */
export interface SettingsWritten {
  type: 'settings-written' | 'page-caches-cleared';
  id: number;
}

/** The primary asking a worker to empty its page cache, and the worker's answer (`id` is the primary's). */
export interface ClearPageCache {
  type: 'clear-page-cache' | 'page-cache-cleared';
  id: number;
}

export function isMessage<T extends SettingsWritten | ClearPageCache>(message: unknown, type: T['type']): message is T {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === type &&
    typeof (message as { id?: unknown }).id === 'number'
  );
}
