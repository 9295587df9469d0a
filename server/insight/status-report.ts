import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { HEALTH_WINDOW_MS, healthOf, STATUS_WINDOW_BARS } from '#shared/api/schemas/insight.ts';
import type { ModelHealth, StatusReport, StatusWindow } from '#shared/api/schemas/insight.ts';
import type { StoreSchema } from '#server/store/schema.ts';
import { HOUR_MS } from './traffic-records.ts';

type Line = Pick<StatusReport['models'][number], 'requests' | 'failures' | 'bars' | 'now'>;

/** The report before it is cut to what a caller may see. */
export type FullStatus = Omit<StatusReport, 'collecting' | 'visibility' | 'shown'>;

const failedSql = sql<number>`case when status >= 200 and status < 300 then 0 else 1 end`;

async function scrapedAt(db: Kysely<StoreSchema>): Promise<number | null> {
  const row = await db.selectFrom('insight_cursors').select('position').where('name', '=', 'metrics').executeTakeFirst();
  return row ? Number(row.position) : null;
}

/** Attempts and failures per model and channel type since `from` (minute and hour rows alike), summed by the store. */
async function sums(db: Kysely<StoreSchema>, from: number, perHour: boolean) {
  const hour = sql<number>`bucket_start - (bucket_start % ${sql.lit(HOUR_MS)})`;
  let query = db
    .selectFrom('insight_traffic')
    .select((eb) => [
      'model',
      'channel_type',
      failedSql.as('failed'),
      eb.fn.sum<number | string>('requests').as('requests'),
      ...(perHour ? [hour.as('hour')] : []),
    ])
    .where('bucket_start', '>=', from)
    .groupBy(['model', 'channel_type', failedSql]);
  if (perHour) query = query.groupBy(hour);
  const rows = await query.execute();
  return rows.map((row) => ({
    model: row.model,
    channelType: Number(row.channel_type),
    failed: Number(row.failed) === 1,
    requests: Number(row.requests),
    hour: 'hour' in row ? Number(row.hour) : 0,
  }));
}

function emptyLine(bars: number): Line {
  return { requests: 0, failures: 0, bars: Array.from({ length: bars }, (): [number, number] => [0, 0]), now: 'idle' };
}

/**
 * Success rates per provider (channel type) and model over a window back from the end of the
 * current hour: 24 hour bars, or 7 or 30 rolling days, from the counters' buckets (the minutes
 * of the last week and the hours before); each line's `now` from its last half hour.
 */
export async function statusReport(db: Kysely<StoreSchema>, window: StatusWindow, now: number): Promise<FullStatus> {
  const { bars, width } = STATUS_WINDOW_BARS[window];
  const end = Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS;
  const first = end - bars * width;
  const starts = Array.from({ length: bars }, (_, index) => first + index * width);
  const [hours, recent, scraped] = await Promise.all([sums(db, first, true), sums(db, now - HEALTH_WINDOW_MS, false), scrapedAt(db)]);
  const providers = new Map<number, Line>();
  const models = new Map<string, Line>();
  const lineOf = <K>(map: Map<K, Line>, key: K) => {
    const line = map.get(key) ?? emptyLine(bars);
    map.set(key, line);
    return line;
  };
  for (const row of hours) {
    const index = Math.floor((row.hour - first) / width);
    if (index < 0 || index >= bars) continue;
    for (const line of [lineOf(providers, row.channelType), lineOf(models, row.model)]) {
      line.requests += row.requests;
      const bar = line.bars[index] ?? [0, 0];
      bar[0] += row.requests;
      if (row.failed) {
        line.failures += row.requests;
        bar[1] += row.requests;
      }
    }
  }
  const recentOf = new Map<string, { requests: number; failures: number }>();
  const tally = (key: string, row: { requests: number; failed: boolean }) => {
    const sum = recentOf.get(key) ?? { requests: 0, failures: 0 };
    sum.requests += row.requests;
    if (row.failed) sum.failures += row.requests;
    recentOf.set(key, sum);
  };
  for (const row of recent) {
    tally(`p${row.channelType}`, row);
    tally(`m${row.model}`, row);
  }
  const stateOf = (key: string) => {
    const sum = recentOf.get(key);
    return sum ? healthOf(sum.requests, sum.failures) : 'idle';
  };
  const byVolume = (a: Line, b: Line) => b.requests - a.requests;
  return {
    scraped_at: scraped,
    window,
    bucket_ms: width,
    starts,
    providers: [...providers]
      .map(([channel_type, line]) => ({ channel_type, ...line, now: stateOf(`p${channel_type}`) }))
      .sort((a, b) => byVolume(a, b) || a.channel_type - b.channel_type),
    models: [...models]
      .map(([model, line]) => ({ model, ...line, now: stateOf(`m${model}`) }))
      .sort((a, b) => byVolume(a, b) || (a.model < b.model ? -1 : 1)),
  };
}

/** Per model, the state of its last half hour (a model with no attempts in it is not listed). */
export async function modelHealth(db: Kysely<StoreSchema>, now: number): Promise<Omit<ModelHealth, 'collecting'>> {
  const [rows, scraped] = await Promise.all([sums(db, now - HEALTH_WINDOW_MS, false), scrapedAt(db)]);
  const models = new Map<string, { requests: number; failures: number }>();
  for (const row of rows) {
    const sum = models.get(row.model) ?? { requests: 0, failures: 0 };
    sum.requests += row.requests;
    if (row.failed) sum.failures += row.requests;
    models.set(row.model, sum);
  }
  return {
    scraped_at: scraped,
    window_ms: HEALTH_WINDOW_MS,
    models: [...models]
      .map(([model, sum]) => ({ model, ...sum, state: healthOf(sum.requests, sum.failures) }))
      .sort((a, b) => (a.model < b.model ? -1 : 1)),
  };
}
