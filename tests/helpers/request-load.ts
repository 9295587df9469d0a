/** One request of the load and the status it must answer. */
export interface LoadRequest {
  path: string;
  headers?: Record<string, string>;
  status: number;
}

/** A response of the load as the client saw it. */
export interface LoadResult {
  path: string;
  status: number;
  /** The replica(s) nginx tried, from its `X-Upstream` header (`a, b` when it moved on). */
  upstream: string;
  /** The replicas' answers, from nginx's `X-Upstream-Status` header (`503, 200`…). */
  upstreamStatus: string;
}

export interface Failure {
  path: string;
  problem: string;
}

export interface RequestLoad {
  readonly results: readonly LoadResult[];
  readonly failures: readonly Failure[];
  /** Resolves once the results satisfy `predicate` (checked after each answer or failed request). */
  until(predicate: (results: readonly LoadResult[]) => boolean): Promise<void>;
  /** Ends every client's loop after its current request; resolves when all have stopped. */
  stop(): Promise<void>;
}

/**
 * `clients` concurrent clients, each sending the requests of `plan` in turn, over and over, to
 * `origin` with kept-alive connections, until stopped. Every answer is read to its end; one with
 * another status than planned, or a request that fails, is a failure.
 */
export function startRequestLoad(origin: string, plan: LoadRequest[], clients: number): RequestLoad {
  const results: LoadResult[] = [];
  const failures: Failure[] = [];
  const watchers: { predicate: (results: readonly LoadResult[]) => boolean; resolve: () => void }[] = [];
  let stopping = false;
  const notify = () => {
    for (const watcher of watchers.filter((w) => w.predicate(results))) {
      watchers.splice(watchers.indexOf(watcher), 1);
      watcher.resolve();
    }
  };
  const client = async (offset: number) => {
    for (let i = offset; !stopping; i += 1) {
      const request = plan[i % plan.length];
      if (!request) continue;
      try {
        const response = await fetch(`${origin}${request.path}`, { headers: request.headers, redirect: 'manual' });
        await response.arrayBuffer();
        results.push({
          path: request.path,
          status: response.status,
          upstream: response.headers.get('x-upstream') ?? '',
          upstreamStatus: response.headers.get('x-upstream-status') ?? '',
        });
        if (response.status !== request.status)
          failures.push({ path: request.path, problem: `HTTP ${response.status}, expected ${request.status}` });
      } catch (error) {
        // Counted as an answer too, so a test waiting for more answers is not left waiting.
        results.push({ path: request.path, status: 0, upstream: '', upstreamStatus: '' });
        failures.push({
          path: request.path,
          problem: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error),
        });
      }
      notify();
    }
  };
  const running = Array.from({ length: clients }, (_, n) => client(n));
  return {
    results,
    failures,
    until: (predicate) =>
      new Promise((resolve) => {
        watchers.push({ predicate, resolve });
        notify();
      }),
    stop: async () => {
      stopping = true;
      await Promise.all(running);
    },
  };
}
