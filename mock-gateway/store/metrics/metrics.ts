import type { MockStore } from '#mock-gateway/store/state.ts';
import { goFloat } from './go-float.ts';

/**
 * one-hub's Prometheus counters (`metrics/main.go`) as the double keeps them: one count per
 * label set, keyed by the label values joined with NUL (no label value holds one).
 */
export interface GatewayMetrics {
  /** `provider_requests_total{channel_type, channel_id, model, type}`: one per upstream attempt, `type` its HTTP status. */
  providerRequests: Map<string, number>;
  /** `http_requests_total{method, path, code}`: one per answered request, `path` the route's pattern (gin's FullPath). */
  httpRequests: Map<string, number>;
  /** Unix seconds the "process" started (the store's creation): Go's `process_start_time_seconds`, which a restart changes. */
  startTimeSeconds: number;
}

export function emptyMetrics(nowMs: number): GatewayMetrics {
  return { providerRequests: new Map(), httpRequests: new Map(), startTimeSeconds: nowMs / 1000 };
}

const SEPARATOR = '\u0000';

function bump(counters: Map<string, number>, labels: readonly string[]): void {
  const key = labels.join(SEPARATOR);
  counters.set(key, (counters.get(key) ?? 0) + 1);
}

/**
 * one-hub's `RecordProvider`: the requested model (`original_model`, before any mapping), the
 * channel's type and id, and the attempt's status (200 for a success, the upstream error's
 * status for each failed attempt, retries included).
 */
export function recordProvider(
  store: Pick<MockStore, 'metrics'>,
  channel: { type: number; id: number },
  model: string,
  status: number,
): void {
  if (model === '') return;
  bump(store.metrics.providerRequests, [String(channel.type), String(channel.id), model, String(status)]);
}

/** one-hub's `RecordHttp` (the logger middleware): method, route pattern ('' when none matched), status. */
export function recordHttp(store: Pick<MockStore, 'metrics'>, method: string, path: string, status: number): void {
  bump(store.metrics.httpRequests, [method, path, String(status)]);
}

// The text format's escapes: label values escape \, " and newline; HELP escapes \ and newline.
function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

interface Family {
  name: string;
  help: string;
  type: 'counter' | 'gauge';
  /** The label names in the order the counters' keys hold their values. */
  labels: readonly string[];
  samples: ReadonlyMap<string, number>;
}

/**
 * One family as the Go client writes it: labels sorted by name, series sorted by their label
 * values in that order (plain string order, so channel "10" comes before "2"), nothing for a
 * vector with no series yet (as `app_panics_total` before a panic).
 */
function writeFamily(family: Family): string {
  if (family.samples.size === 0) return '';
  const order = family.labels.map((name, index) => ({ name, index })).sort((a, b) => (a.name < b.name ? -1 : 1));
  const rows = [...family.samples].map(([key, value]) => {
    const values = key === '' && family.labels.length === 0 ? [] : key.split(SEPARATOR);
    return { sorted: order.map(({ index }) => values[index] ?? ''), value };
  });
  rows.sort((a, b) => {
    for (let i = 0; i < a.sorted.length; i++) {
      const left = a.sorted[i] ?? '';
      const right = b.sorted[i] ?? '';
      if (left !== right) return left < right ? -1 : 1;
    }
    return 0;
  });
  const lines = [`# HELP ${family.name} ${family.help}`, `# TYPE ${family.name} ${family.type}`];
  for (const row of rows) {
    const labels = order.map(({ name }, i) => `${name}="${escapeLabel(row.sorted[i] ?? '')}"`).join(',');
    lines.push(`${family.name}${labels === '' ? '' : `{${labels}}`} ${goFloat(row.value)}`);
  }
  return lines.join('\n') + '\n';
}

/**
 * `GET /api/metrics` as promhttp writes it (text format 0.0.4), families sorted by name: the
 * families one-hub registers that the double counts, and the process collector's start time.
 * Left out: the Go runtime's `go_*`, the other `process_*` gauges, promhttp's own counters and
 * the request-duration histogram, which say nothing about a double.
 */
export function metricsText(store: Pick<MockStore, 'metrics'>): string {
  const families: Family[] = [
    { name: 'app_panics_total', help: 'Total number of panics in the application.', type: 'counter', labels: ['type'], samples: new Map() },
    {
      name: 'http_requests_total',
      help: 'Total number of http requests.',
      type: 'counter',
      labels: ['method', 'path', 'code'],
      samples: store.metrics.httpRequests,
    },
    {
      name: 'process_start_time_seconds',
      help: 'Start time of the process since unix epoch in seconds.',
      type: 'gauge',
      labels: [],
      samples: new Map([['', store.metrics.startTimeSeconds]]),
    },
    {
      name: 'provider_requests_total',
      help: 'Total number of provider requests.',
      type: 'counter',
      labels: ['channel_type', 'channel_id', 'model', 'type'],
      samples: store.metrics.providerRequests,
    },
  ];
  return families.map(writeFamily).join('');
}
