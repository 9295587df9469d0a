import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { StoreSchema } from '#server/store/schema.ts';
import type { ProviderScrape } from './metrics-source.ts';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;

const SCRAPE_CURSOR = 'metrics';

/** What a scrape added: the attempts counted and the series whose value moved. */
export interface ScrapeRecord {
  skipped: boolean;
  /** False at the very first scrape: it only sets the baseline (the counts before it are the gateway's past). */
  counted: boolean;
  attempts: number;
  changedSeries: number;
  reset: boolean;
}

const seriesKey = (channelId: number, model: string, status: number) => `${channelId}\u0000${model}\u0000${status}`;

/**
 * Takes the scrape cursor's row lock (an UPDATE holds it on PostgreSQL until the commit; SQLite's
 * BEGIN IMMEDIATE already serialises writers), so two processes never read the same previous values.
 * Answers the time of the last recorded scrape, null when there was none.
 */
async function lockScrapeCursor(trx: Transaction<StoreSchema>, fetchedAt: number): Promise<number | null> {
  const locked = await trx
    .updateTable('insight_cursors')
    .set({ updated_at: fetchedAt })
    .where('name', '=', SCRAPE_CURSOR)
    .returning('position')
    .executeTakeFirst();
  return locked ? Number(locked.position) : null;
}

/**
 * Records one scrape's deltas in the minute `bucketStart` (each remembering that its attempts
 * happened since the scrape before, for the drill-down to the failure lines), in one transaction with the values
 * they were computed from, so a console stopped at any point has either recorded the scrape
 * whole (and the next one counts from it) or not at all (and the next one counts its attempts):
 * no delta lost, none counted twice. A scrape fetched before the last recorded one (a leader
 * that lost its lease mid-scrape) is dropped, not read as a counter reset. A series counts its
 * whole value when it is new since the last scrape, when the gateway's start time changed (a
 * restart) or when it went down (a reset without a start time).
 */
export async function recordScrape(
  db: Kysely<StoreSchema>,
  scrape: ProviderScrape,
  fetchedAt: number,
  bucketStart: number,
): Promise<ScrapeRecord> {
  return db.transaction().execute(async (trx) => {
    const last = await lockScrapeCursor(trx, fetchedAt);
    if (last !== null && last >= fetchedAt) return { skipped: true, counted: false, attempts: 0, changedSeries: 0, reset: false };
    const previous = new Map(
      (await trx.selectFrom('insight_counters').selectAll().execute()).map((row) => [
        seriesKey(row.channel_id, row.model, Number(row.status)),
        row,
      ]),
    );
    const counted = last !== null;
    let attempts = 0;
    let reset = false;
    const changed: StoreSchema['insight_counters'][] = [];
    const deltas: StoreSchema['insight_traffic'][] = [];
    for (const series of scrape.series) {
      const before = previous.get(seriesKey(series.channelId, series.model, series.status));
      const beforeValue = before ? Number(before.value) : 0;
      const restarted = before !== undefined && Number(before.gateway_start) !== scrape.gatewayStart;
      if (before && !restarted && beforeValue === series.value) continue;
      const wentDown = before !== undefined && series.value < beforeValue;
      reset ||= restarted || wentDown;
      const delta = before === undefined || restarted || wentDown ? series.value : series.value - beforeValue;
      changed.push({
        channel_id: series.channelId,
        model: series.model,
        status: series.status,
        channel_type: series.channelType,
        value: series.value,
        gateway_start: scrape.gatewayStart,
      });
      if (!counted || delta <= 0) continue;
      attempts += delta;
      deltas.push({
        bucket_ms: MINUTE_MS,
        bucket_start: bucketStart,
        channel_id: series.channelId,
        model: series.model,
        status: series.status,
        channel_type: series.channelType,
        requests: delta,
        // The attempts happened since the scrape before (its time, or the bucket's start when later).
        covers_from: Math.min(last ?? bucketStart, bucketStart),
      });
    }
    for (let i = 0; i < changed.length; i += 200) {
      await trx
        .insertInto('insight_counters')
        .values(changed.slice(i, i + 200))
        .onConflict((conflict) =>
          conflict.columns(['channel_id', 'model', 'status']).doUpdateSet((row) => ({
            value: row.ref('excluded.value'),
            gateway_start: row.ref('excluded.gateway_start'),
            channel_type: row.ref('excluded.channel_type'),
          })),
        )
        .execute();
    }
    for (let i = 0; i < deltas.length; i += 200) await addTraffic(trx, deltas.slice(i, i + 200));
    await trx
      .insertInto('insight_cursors')
      .values({ name: SCRAPE_CURSOR, position: fetchedAt, detail: null, updated_at: fetchedAt })
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ position: fetchedAt, updated_at: fetchedAt }))
      .execute();
    return { skipped: false, counted, attempts, changedSeries: changed.length, reset };
  });
}

/** Adds attempts to their buckets (a bucket already holding some gets the sum). */
async function addTraffic(trx: Transaction<StoreSchema>, rows: StoreSchema['insight_traffic'][]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('insight_traffic')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['bucket_ms', 'bucket_start', 'channel_id', 'model', 'status']).doUpdateSet({
        requests: sql<number>`insight_traffic.requests + excluded.requests`,
        // The earlier of the two (CASE: SQLite's min(a, b) is PostgreSQL's least(a, b)).
        covers_from: sql<number>`case when coalesce(excluded.covers_from, excluded.bucket_start) < coalesce(insight_traffic.covers_from, insight_traffic.bucket_start) then coalesce(excluded.covers_from, excluded.bucket_start) else coalesce(insight_traffic.covers_from, insight_traffic.bucket_start) end`,
      }),
    )
    .execute();
}

/**
 * Rolls the minute buckets before `before` (an hour's start) into hour buckets and deletes them,
 * in one transaction (a crash leaves both or neither), then drops hours before `keepAfter`.
 */
export async function rollUpAndPrune(db: Kysely<StoreSchema>, before: number, keepAfter: number): Promise<{ rolled: number }> {
  const rolled = await db.transaction().execute(async (trx) => {
    const minutes = await trx
      .selectFrom('insight_traffic')
      .select(['bucket_start', 'channel_id', 'model', 'status', 'channel_type', 'requests', 'covers_from'])
      .where('bucket_ms', '=', MINUTE_MS)
      .where('bucket_start', '<', before)
      .execute();
    if (minutes.length === 0) return 0;
    const hours = new Map<string, StoreSchema['insight_traffic']>();
    for (const row of minutes) {
      const hour = Math.floor(Number(row.bucket_start) / HOUR_MS) * HOUR_MS;
      const key = `${hour}\u0000${seriesKey(row.channel_id, row.model, Number(row.status))}`;
      const sum = hours.get(key);
      const coversFrom = row.covers_from === null ? Number(row.bucket_start) : Number(row.covers_from);
      if (sum) {
        sum.requests += Number(row.requests);
        sum.covers_from = Math.min(sum.covers_from ?? coversFrom, coversFrom);
      } else
        hours.set(key, {
          bucket_ms: HOUR_MS,
          bucket_start: hour,
          channel_id: row.channel_id,
          model: row.model,
          status: Number(row.status),
          channel_type: row.channel_type,
          requests: Number(row.requests),
          covers_from: coversFrom,
        });
    }
    const rows = [...hours.values()];
    for (let i = 0; i < rows.length; i += 200) await addTraffic(trx, rows.slice(i, i + 200));
    await trx.deleteFrom('insight_traffic').where('bucket_ms', '=', MINUTE_MS).where('bucket_start', '<', before).execute();
    return minutes.length;
  });
  await db.deleteFrom('insight_traffic').where('bucket_start', '<', keepAfter).execute();
  return { rolled };
}
