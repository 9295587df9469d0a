import type { Kysely } from 'kysely';

/**
 * Where a traffic bucket's attempts can lie: a scrape's deltas are booked in the scrape's minute
 * but happened since the scrape before, so a bucket remembers the earliest previous-scrape time of
 * the deltas it holds (null in rows written before this migration: the bucket's own start).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('insight_traffic').addColumn('covers_from', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('insight_traffic').dropColumn('covers_from').execute();
}
