import type { Kysely } from 'kysely';
import { DEFAULT_STATUS_VISIBILITY, STATUS_VISIBILITIES } from '#shared/api/schemas/insight.ts';
import type { StatusVisibility } from '#shared/api/schemas/insight.ts';
import type { StoreSchema } from '#server/store/schema.ts';

const NAME = 'status.guest-visibility';

const isVisibility = (value: string): value is StatusVisibility => (STATUS_VISIBILITIES as readonly string[]).includes(value);

/** What guests see of the status from real traffic (the admin's choice; `off` until one is made). */
export async function readStatusVisibility(db: Kysely<StoreSchema>): Promise<{ visibility: StatusVisibility; updated_at: number | null }> {
  const row = await db.selectFrom('console_settings').select(['value', 'updated_at']).where('name', '=', NAME).executeTakeFirst();
  if (!row || !isVisibility(row.value)) return { visibility: DEFAULT_STATUS_VISIBILITY, updated_at: null };
  return { visibility: row.value, updated_at: Number(row.updated_at) };
}

export async function writeStatusVisibility(
  db: Kysely<StoreSchema>,
  visibility: StatusVisibility,
  userId: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('console_settings')
    .values({ name: NAME, value: visibility, updated_by: userId, updated_at: now })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: visibility, updated_by: userId, updated_at: now }))
    .execute();
}

/** When the usage by group starts (migration 0007's time), null when unknown. */
export async function usageGroupsFrom(db: Kysely<StoreSchema>): Promise<number | null> {
  const row = await db.selectFrom('console_settings').select('value').where('name', '=', 'insight.usage-groups-from').executeTakeFirst();
  const value = row ? Number(row.value) : NaN;
  return Number.isFinite(value) ? value : null;
}
