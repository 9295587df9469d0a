import type { Kysely } from 'kysely';
import type { StoreSchema } from '#server/store/schema.ts';
import type { FailureLine, FailureReport } from '#shared/api/schemas/insight.ts';
import { HOUR_MS, MINUTE_MS } from './traffic-records.ts';

export interface ReportFilter {
  from: number;
  to: number;
  channelId?: number | undefined;
  model?: string | undefined;
}

const isFailure = (status: number) => status < 200 || status >= 300;
/** At most this many chart buckets: wider ranges use hours, then days. */
const MAX_POINTS = 360;

function chartBucket(from: number, to: number): number {
  for (const width of [MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS, HOUR_MS, 6 * HOUR_MS, 24 * HOUR_MS])
    if ((to - from) / width <= MAX_POINTS) return width;
  return 7 * 24 * HOUR_MS;
}

interface Tally {
  requests: number;
  failures: number;
}

function add<K>(map: Map<K, Tally>, key: K, requests: number, failed: boolean) {
  const tally = map.get(key) ?? { requests: 0, failures: 0 };
  tally.requests += requests;
  if (failed) tally.failures += requests;
  map.set(key, tally);
}

const byFailures = (a: Tally, b: Tally) => b.failures - a.failures || b.requests - a.requests;

/** The reason without what differs between two lines of the same cause: request ids. */
function reasonText(reason: string): string {
  return reason.replace(/\s*\(request id: [^)]*\)/g, '').trim();
}

/**
 * The explorer's report over [from, to): volume and failures by channel, model, status and
 * bucket, the buckets with the most failures, and the latest failure lines grouped by text.
 * Read from the minute and hour rows together (a range reaching back past a week reads both).
 */
export async function failureReport(db: Kysely<StoreSchema>, filter: ReportFilter): Promise<Omit<FailureReport, 'collecting'>> {
  const scraped = await db.selectFrom('insight_cursors').select('position').where('name', '=', 'metrics').executeTakeFirst();
  let query = db
    .selectFrom('insight_traffic')
    .select(['bucket_ms', 'bucket_start', 'channel_id', 'channel_type', 'model', 'status', 'requests', 'covers_from'])
    .where('bucket_start', '>=', filter.from)
    .where('bucket_start', '<', filter.to);
  if (filter.channelId !== undefined) query = query.where('channel_id', '=', filter.channelId);
  if (filter.model !== undefined) query = query.where('model', '=', filter.model);
  const rows = await query.execute();
  const width = chartBucket(filter.from, filter.to);
  const channels = new Map<number, Tally & { channel_type: number }>();
  const models = new Map<string, Tally>();
  const statuses = new Map<number, number>();
  const series = new Map<number, Tally>();
  const spots = new Map<
    string,
    Tally & { bucket_start: number; bucket_ms: number; covers_from: number; channel_id: number; model: string }
  >();
  const totals = { requests: 0, failures: 0 };
  for (const row of rows) {
    const requests = Number(row.requests);
    const status = Number(row.status);
    const failed = isFailure(status);
    const start = Number(row.bucket_start);
    totals.requests += requests;
    if (failed) totals.failures += requests;
    const channel = channels.get(row.channel_id) ?? { requests: 0, failures: 0, channel_type: row.channel_type };
    channel.requests += requests;
    if (failed) channel.failures += requests;
    channels.set(row.channel_id, channel);
    add(models, row.model, requests, failed);
    statuses.set(status, (statuses.get(status) ?? 0) + requests);
    add(series, Math.floor(start / width) * width, requests, failed);
    const key = `${row.bucket_ms}:${start}:${row.channel_id}:${row.model}`;
    const coversFrom = row.covers_from === null ? start : Number(row.covers_from);
    const spot = spots.get(key) ?? {
      requests: 0,
      failures: 0,
      bucket_start: start,
      bucket_ms: Number(row.bucket_ms),
      covers_from: coversFrom,
      channel_id: row.channel_id,
      model: row.model,
    };
    spot.covers_from = Math.min(spot.covers_from, coversFrom);
    spot.requests += requests;
    if (failed) spot.failures += requests;
    spots.set(key, spot);
  }
  return {
    scraped_at: scraped ? Number(scraped.position) : null,
    from: filter.from,
    to: filter.to,
    bucket_ms: width,
    totals,
    channels: [...channels].map(([channel_id, tally]) => ({ channel_id, ...tally })).sort(byFailures),
    models: [...models].map(([model, tally]) => ({ model, ...tally })).sort(byFailures),
    statuses: [...statuses].map(([status, requests]) => ({ status, requests })).sort((a, b) => a.status - b.status),
    series: [...series].map(([bucket_start, tally]) => ({ bucket_start, ...tally })).sort((a, b) => a.bucket_start - b.bucket_start),
    hotspots: [...spots.values()]
      .filter((spot) => spot.failures > 0)
      .sort((a, b) => byFailures(a, b) || b.bucket_start - a.bucket_start)
      .slice(0, 20),
    reasons: await reasonGroups(db, filter),
  };
}

/** The latest 1000 failure lines in range, grouped by reason text. */
async function reasonGroups(db: Kysely<StoreSchema>, filter: ReportFilter): Promise<FailureReport['reasons']> {
  const lines = await failureLines(db, filter, 1000);
  const groups = new Map<string, { reason: string; count: number; channel_ids: Set<number>; last_at: number }>();
  for (const line of lines) {
    const reason = reasonText(line.reason);
    const group = groups.get(reason) ?? { reason, count: 0, channel_ids: new Set<number>(), last_at: 0 };
    group.count += 1;
    group.channel_ids.add(line.channel_id);
    group.last_at = Math.max(group.last_at, line.occurred_at);
    groups.set(reason, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count || b.last_at - a.last_at)
    .slice(0, 20)
    .map((group) => ({ ...group, channel_ids: [...group.channel_ids].sort((a, b) => a - b) }));
}

/** The failure lines in range (a channel's, if given), newest first. The lines name no model. */
export async function failureLines(db: Kysely<StoreSchema>, filter: ReportFilter, limit: number): Promise<FailureLine[]> {
  let query = db
    .selectFrom('insight_failures')
    .select(['occurred_at', 'request_id', 'channel_id', 'channel_name', 'status', 'reason'])
    .where('occurred_at', '>=', filter.from)
    .where('occurred_at', '<', filter.to);
  if (filter.channelId !== undefined) query = query.where('channel_id', '=', filter.channelId);
  const rows = await query.orderBy('occurred_at', 'desc').limit(limit).execute();
  return rows.map((row) => ({ ...row, occurred_at: Number(row.occurred_at), status: row.status === null ? null : Number(row.status) }));
}
