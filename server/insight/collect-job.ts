import type { ApiClient } from '#shared/api/client.ts';
import type { Job, JobContext } from '#server/scheduler/scheduler.ts';
import { keepFailureLines, pruneFailures } from './failure-records.ts';
import { fetchMetricsText, readProviderScrape } from './metrics-source.ts';
import type { MetricsCredentials } from './metrics-source.ts';
import { fetchSystemLog, readFailureLine } from './system-log-source.ts';
import { HOUR_MS, MINUTE_MS, recordScrape, rollUpAndPrune } from './traffic-records.ts';
import type { ScrapeRecord } from './traffic-records.ts';

const DAY_MS = 86_400_000;
/** Minute buckets are kept this long, then rolled up to hours. */
const MINUTES_KEPT_MS = 7 * DAY_MS;

export interface CollectOptions {
  gatewayUrl: string;
  /** null: `/api/metrics` is not read (no credentials configured). */
  metrics: MetricsCredentials | null;
  /** Root's client at the gateway for the system log; null: no failure lines. */
  rootApi: ApiClient | null;
  scrapeIntervalMs: number;
  retentionMs: number;
  timeoutMs: number;
  /** The real time of a fetch (ms), which orders scrapes across leaders; the wall clock by default. */
  realNow?: () => number;
  /** Told of each recorded scrape (tests and the bench read it). */
  onScrape?: (record: ScrapeRecord) => void;
}

/**
 * The gateway's traffic, collected on the scheduler's leader: every `scrapeIntervalMs` the
 * counters of `/api/metrics` become deltas per channel, model and status in the scrape's minute;
 * every turn the system log's failure lines are kept; once an hour minutes older than a week
 * become hours and what is older than the retention is dropped.
 */
export function insightCollectJob(options: CollectOptions): Job {
  const realNow = options.realNow ?? Date.now;
  let lastScrapeAt = -Infinity;
  let lastRollUpHour = -Infinity;
  const warned = new Set<string>();
  const warnOnce = (context: JobContext, key: string, message: string, detail?: object) => {
    if (warned.has(key)) return;
    warned.add(key);
    context.log.warn(detail ?? {}, message);
  };

  async function scrape(context: JobContext, credentials: MetricsCredentials) {
    const fetchedAt = realNow();
    const text = await fetchMetricsText(options.gatewayUrl, credentials, options.timeoutMs);
    if (!context.stillLeader()) return;
    const record = await recordScrape(
      context.store.db,
      readProviderScrape(text),
      fetchedAt,
      Math.floor(context.now / MINUTE_MS) * MINUTE_MS,
    );
    lastScrapeAt = context.now;
    if (record.reset) context.log.info('insight: the gateway restarted or its counters were reset; counted from zero');
    options.onScrape?.(record);
  }

  async function readLog(context: JobContext, rootApi: ApiClient) {
    const entries = await fetchSystemLog(rootApi);
    if (!context.stillLeader() || entries.length === 0) return;
    const times = entries.map((entry) => Date.parse(entry.Timestamp)).filter(Number.isFinite);
    const lines = entries.flatMap((entry) => readFailureLine(entry) ?? []);
    const read = await keepFailureLines(
      context.store.db,
      lines,
      { newest: Math.max(...times), oldest: Math.min(...times), full: entries.length >= 500 },
      context.now,
    );
    if (read.gap) context.log.warn('insight: the system log turned over between two reads; failure lines between them were missed');
  }

  return {
    name: 'insight-collect',
    async run(context) {
      const { metrics, rootApi } = options;
      if (!metrics) warnOnce(context, 'metrics', 'insight: no GATEWAY_METRICS_USER/GATEWAY_METRICS_PASSWORD, so /api/metrics is not read');
      else if (context.now - lastScrapeAt >= options.scrapeIntervalMs) {
        try {
          await scrape(context, metrics);
        } catch (error) {
          context.log.warn(
            { reason: error instanceof Error ? error.message : String(error) },
            'insight: scrape failed; tried again next turn',
          );
        }
      }
      if (!rootApi) warnOnce(context, 'log', "insight: no GATEWAY_ROOT_TOKEN, so the system log's failure lines are not kept");
      else {
        try {
          await readLog(context, rootApi);
        } catch (error) {
          context.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'insight: system log read failed');
        }
      }
      const hour = Math.floor(context.now / HOUR_MS) * HOUR_MS;
      if (hour !== lastRollUpHour && context.stillLeader()) {
        lastRollUpHour = hour;
        await rollUpAndPrune(
          context.store.db,
          Math.floor((context.now - MINUTES_KEPT_MS) / HOUR_MS) * HOUR_MS,
          context.now - options.retentionMs,
        );
        await pruneFailures(context.store.db, context.now - options.retentionMs);
      }
    },
  };
}
