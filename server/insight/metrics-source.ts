import parsePrometheusTextFormat from 'parse-prometheus-text-format';

/** One `provider_requests_total` series: upstream attempts through a channel for a model with a status. */
export interface ProviderSeries {
  channelId: number;
  channelType: number;
  model: string;
  status: number;
  value: number;
}

/** What one scrape read. */
export interface ProviderScrape {
  /** `process_start_time_seconds` in ms: a new value means the gateway restarted (its counters began at 0). 0 when absent. */
  gatewayStart: number;
  series: ProviderSeries[];
}

/** The gateway's `metrics.user` / `metrics.password` (one-hub's config), console secrets. */
export interface MetricsCredentials {
  user: string;
  password: string;
}

export class MetricsUnavailable extends Error {}

/**
 * one-hub's counters from its Prometheus text (`metrics/main.go`): each series of
 * `provider_requests_total{channel_type, channel_id, model, type}`, `type` being the attempt's
 * HTTP status. A series whose labels are not numbers where one-hub writes numbers is skipped.
 */
export function readProviderScrape(text: string): ProviderScrape {
  const families = parsePrometheusTextFormat(text);
  const start = families.find((family) => family.name === 'process_start_time_seconds')?.metrics[0];
  const startSeconds = start && 'value' in start ? Number(start.value) : 0;
  const series: ProviderSeries[] = [];
  for (const metric of families.find((family) => family.name === 'provider_requests_total')?.metrics ?? []) {
    if (!('value' in metric)) continue;
    const labels = metric.labels ?? {};
    const numbers = [labels.channel_id, labels.channel_type, labels.type];
    const value = Number(metric.value);
    const model = labels.model ?? '';
    if (
      !numbers.every((label) => label !== undefined && /^\d{1,9}$/.test(label)) ||
      !Number.isFinite(value) ||
      model === '' ||
      model.length > 200
    )
      continue;
    const [channelId, channelType, status] = numbers.map(Number) as [number, number, number];
    series.push({ channelId, channelType, model, status, value: Math.round(value) });
  }
  return { gatewayStart: Number.isFinite(startSeconds) ? Math.round(startSeconds * 1000) : 0, series };
}

/** `GET /api/metrics` with basic auth; one-hub answers a bare 404 to wrong or unset credentials. */
export async function fetchMetricsText(gatewayUrl: string, credentials: MetricsCredentials, timeoutMs: number): Promise<string> {
  const authorization = `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`;
  const response = await fetch(`${gatewayUrl}/api/metrics`, { headers: { authorization }, signal: AbortSignal.timeout(timeoutMs) });
  if (response.status === 404)
    throw new MetricsUnavailable('the gateway answers 404 to /api/metrics: its metrics.user and metrics.password are unset or not these');
  if (!response.ok) throw new MetricsUnavailable(`the gateway answers HTTP ${response.status} to /api/metrics`);
  return response.text();
}
