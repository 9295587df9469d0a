import type { Kysely } from 'kysely';
import type { StoreSchema } from '#server/store/schema.ts';
import type { FailureLine } from './system-log-source.ts';

const LOG_CURSOR = 'system-log';

/** What one read of the system log kept. */
export interface LogRead {
  kept: number;
  /** True when the ring had turned over since the last read: lines between were never seen. */
  gap: boolean;
}

/**
 * Keeps the failure lines newer than the cursor (a line read twice is one row: its key is a
 * hash of its time and text) and moves the cursor to the newest line read, in one transaction.
 * `oldestRead` is the ring's oldest line: newer than the cursor while the ring was full means
 * lines were written and dropped between two reads (the gateway is busier than the poll).
 */
export async function keepFailureLines(
  db: Kysely<StoreSchema>,
  lines: FailureLine[],
  read: { newest: number; oldest: number; full: boolean },
  now: number,
): Promise<LogRead> {
  return db.transaction().execute(async (trx) => {
    const cursor = await trx.selectFrom('insight_cursors').select(['position', 'detail']).where('name', '=', LOG_CURSOR).executeTakeFirst();
    const since = cursor ? Number(cursor.position) : 0;
    const fresh = lines.filter((line) => line.occurred_at >= since);
    for (let i = 0; i < fresh.length; i += 200)
      await trx
        .insertInto('insight_failures')
        .values(fresh.slice(i, i + 200))
        .onConflict((conflict) => conflict.column('line_key').doNothing())
        .execute();
    const gap = cursor !== undefined && read.full && read.oldest > since;
    const gaps = Number(cursor?.detail ?? 0) + (gap ? 1 : 0);
    const position = Math.max(since, read.newest);
    await trx
      .insertInto('insight_cursors')
      .values({ name: LOG_CURSOR, position, detail: String(gaps), updated_at: now })
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ position, detail: String(gaps), updated_at: now }))
      .execute();
    return { kept: fresh.length, gap };
  });
}

/** Drops failure lines before `keepAfter`. */
export async function pruneFailures(db: Kysely<StoreSchema>, keepAfter: number): Promise<void> {
  await db.deleteFrom('insight_failures').where('occurred_at', '<', keepAfter).execute();
}
