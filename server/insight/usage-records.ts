import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Log } from '#shared/api/schemas/log.ts';
import type { StoreSchema } from '#server/store/schema.ts';
import { HOUR_MS } from './traffic-records.ts';

const USAGE_CURSOR = 'usage-log';
/** Rows are read again this far behind the newest one seen (a row written late in a busy second), de-duplicated by id. */
export const OVERLAP_SECONDS = 10;

/** Where the consume log was read up to: the newest row's time (s) and the rows (`[id, time]`) counted in the overlap behind it. */
export interface UsageCursor {
  seconds: number;
  seen: Array<[number, number]>;
  /** When the console first read the log (s): no row before it is summed. */
  floor: number;
}

const isPair = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'number');

/** The group that billed a consume row (one-hub's `GetLogMeta`: the backup group when it served), '' when the row names none. */
export function billingGroupOf(row: Log): string {
  const meta = row.metadata;
  const group = meta?.is_backup_group === true ? meta.backup_group_name : meta?.group_name;
  return (group ?? '').slice(0, 100);
}

const detailOf = (cursor: UsageCursor) => JSON.stringify({ floor: cursor.floor, seen: cursor.seen });

export async function usageCursor(db: Kysely<StoreSchema>): Promise<UsageCursor | null> {
  const row = await db.selectFrom('insight_cursors').select(['position', 'detail']).where('name', '=', USAGE_CURSOR).executeTakeFirst();
  if (!row) return null;
  const detail = JSON.parse(row.detail ?? '{}') as { seen?: unknown; floor?: unknown };
  const seen = Array.isArray(detail.seen) ? detail.seen.filter(isPair) : [];
  return { seconds: Number(row.position), seen, floor: typeof detail.floor === 'number' ? detail.floor : Number(row.position) };
}

/** Starts the cursor at `seconds` (the console's first read: the log before it is not summed). */
export async function startUsageCursor(db: Kysely<StoreSchema>, seconds: number, now: number): Promise<void> {
  await db
    .insertInto('insight_cursors')
    .values({ name: USAGE_CURSOR, position: seconds, detail: detailOf({ seconds, seen: [], floor: seconds }), updated_at: now })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

/**
 * Adds the consume rows not counted yet to their hours and moves the cursor, in one transaction
 * that first checks the cursor is still the one the rows were read after (a second reader that
 * got there first wins; this one's rows are dropped and read again), so a row is summed once.
 */
export async function addUsage(
  db: Kysely<StoreSchema>,
  read: UsageCursor,
  rows: readonly Log[],
  now: number,
): Promise<{ added: number; stale: boolean }> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .updateTable('insight_cursors')
      .set({ updated_at: now })
      .where('name', '=', USAGE_CURSOR)
      .returning(['position', 'detail'])
      .executeTakeFirst();
    if (!current || Number(current.position) !== read.seconds || current.detail !== detailOf(read)) return { added: 0, stale: true };
    const seen = new Set(read.seen.map(([id]) => id));
    const since = Math.max(read.floor, read.seconds - OVERLAP_SECONDS);
    const fresh = rows.filter((row) => row.type === 2 && !seen.has(row.id) && row.created_at >= since);
    const sums = new Map<string, StoreSchema['insight_usage']>();
    const groupSums = new Map<string, StoreSchema['insight_usage_groups']>();
    for (const row of fresh) {
      const hour = Math.floor((row.created_at * 1000) / HOUR_MS) * HOUR_MS;
      const key = `${hour}\u0000${row.user_id}\u0000${row.token_name}\u0000${row.model_name}\u0000${row.channel_id}`;
      const sum = sums.get(key) ?? {
        hour_start: hour,
        user_id: row.user_id,
        token_name: row.token_name.slice(0, 200),
        model: row.model_name.slice(0, 200),
        channel_id: row.channel_id,
        username: row.username.slice(0, 200),
        requests: 0,
        quota: 0,
        prompt_tokens: 0,
        completion_tokens: 0,
      };
      sum.requests += 1;
      sum.quota += row.quota;
      sum.prompt_tokens += row.prompt_tokens;
      sum.completion_tokens += row.completion_tokens;
      sums.set(key, sum);
      const group = billingGroupOf(row);
      const groupKey = `${hour}\u0000${group}\u0000${row.user_id}\u0000${row.token_name}\u0000${row.model_name}`;
      const groupSum = groupSums.get(groupKey) ?? {
        hour_start: hour,
        group_name: group,
        user_id: row.user_id,
        token_name: row.token_name.slice(0, 200),
        model: row.model_name.slice(0, 200),
        requests: 0,
        quota: 0,
        prompt_tokens: 0,
        completion_tokens: 0,
      };
      groupSum.requests += 1;
      groupSum.quota += row.quota;
      groupSum.prompt_tokens += row.prompt_tokens;
      groupSum.completion_tokens += row.completion_tokens;
      groupSums.set(groupKey, groupSum);
    }
    const values = [...sums.values()];
    for (let i = 0; i < values.length; i += 200)
      await trx
        .insertInto('insight_usage')
        .values(values.slice(i, i + 200))
        .onConflict((conflict) =>
          conflict.columns(['hour_start', 'user_id', 'token_name', 'model', 'channel_id']).doUpdateSet({
            requests: sql<number>`insight_usage.requests + excluded.requests`,
            quota: sql<number>`insight_usage.quota + excluded.quota`,
            prompt_tokens: sql<number>`insight_usage.prompt_tokens + excluded.prompt_tokens`,
            completion_tokens: sql<number>`insight_usage.completion_tokens + excluded.completion_tokens`,
          }),
        )
        .execute();
    const groupValues = [...groupSums.values()];
    for (let i = 0; i < groupValues.length; i += 200)
      await trx
        .insertInto('insight_usage_groups')
        .values(groupValues.slice(i, i + 200))
        .onConflict((conflict) =>
          conflict.columns(['hour_start', 'group_name', 'user_id', 'token_name', 'model']).doUpdateSet({
            requests: sql<number>`insight_usage_groups.requests + excluded.requests`,
            quota: sql<number>`insight_usage_groups.quota + excluded.quota`,
            prompt_tokens: sql<number>`insight_usage_groups.prompt_tokens + excluded.prompt_tokens`,
            completion_tokens: sql<number>`insight_usage_groups.completion_tokens + excluded.completion_tokens`,
          }),
        )
        .execute();
    const newest = Math.max(read.seconds, ...rows.map((row) => row.created_at));
    const counted = new Map<number, number>([...read.seen, ...fresh.map((row): [number, number] => [row.id, row.created_at])]);
    const overlap = [...counted].filter(([, seconds]) => seconds >= newest - OVERLAP_SECONDS).sort((a, b) => a[0] - b[0]);
    await trx
      .updateTable('insight_cursors')
      .set({ position: newest, detail: detailOf({ seconds: newest, seen: overlap, floor: read.floor }), updated_at: now })
      .where('name', '=', USAGE_CURSOR)
      .execute();
    return { added: fresh.length, stale: false };
  });
}
