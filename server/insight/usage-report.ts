import type { Kysely } from 'kysely';
import type { StoreSchema } from '#server/store/schema.ts';
import type { UsageGroup, UsageReport } from '#shared/api/schemas/insight.ts';

export interface UsageFilter {
  from: number;
  to: number;
  group: UsageGroup;
  /** A common user's own rows only; null: everyone's (an admin). */
  userId: number | null;
  key?: string | undefined;
  model?: string | undefined;
  timeZone: string;
}

type Sum = { requests: number; quota: number; prompt_tokens: number; completion_tokens: number };
const empty = (): Sum => ({ requests: 0, quota: 0, prompt_tokens: 0, completion_tokens: 0 });

function addTo(sum: Sum, row: Sum) {
  sum.requests += Number(row.requests);
  sum.quota += Number(row.quota);
  sum.prompt_tokens += Number(row.prompt_tokens);
  sum.completion_tokens += Number(row.completion_tokens);
}

/**
 * Spend and tokens over [from, to) from the hours the console summed, by key, model, day (in
 * `timeZone`), user or channel, plus the days for the chart: one query, the table and the chart
 * from the same rows. An hour counts whole (its start in the range).
 */
export async function usageReport(db: Kysely<StoreSchema>, filter: UsageFilter): Promise<Omit<UsageReport, 'collecting' | 'summed_to'>> {
  if (filter.group === 'group') return groupReport(db, filter);
  let query = db
    .selectFrom('insight_usage')
    .select([
      'hour_start',
      'user_id',
      'username',
      'token_name',
      'model',
      'channel_id',
      'requests',
      'quota',
      'prompt_tokens',
      'completion_tokens',
    ])
    .where('hour_start', '>=', filter.from)
    .where('hour_start', '<', filter.to);
  if (filter.userId !== null) query = query.where('user_id', '=', filter.userId);
  if (filter.key !== undefined) query = query.where('token_name', '=', filter.key);
  if (filter.model !== undefined) query = query.where('model', '=', filter.model);
  const rows = await query.execute();
  return summed(
    rows.map((row) => {
      const [id, label] =
        filter.group === 'key'
          ? [`${row.user_id}:${row.token_name}`, filter.userId === null ? `${row.username} / ${row.token_name}` : row.token_name]
          : filter.group === 'model'
            ? [row.model, row.model]
            : filter.group === 'user'
              ? [String(row.user_id), row.username]
              : [String(row.channel_id), `#${row.channel_id}`];
      return { ...row, id, label };
    }),
    filter,
  );
}

/** By billing group (admins), from the group sums (`insight_usage_groups`: the rows summed since migration 0007). */
async function groupReport(db: Kysely<StoreSchema>, filter: UsageFilter): Promise<Omit<UsageReport, 'collecting' | 'summed_to'>> {
  let query = db
    .selectFrom('insight_usage_groups')
    .select(['hour_start', 'group_name', 'requests', 'quota', 'prompt_tokens', 'completion_tokens'])
    .where('hour_start', '>=', filter.from)
    .where('hour_start', '<', filter.to);
  if (filter.userId !== null) query = query.where('user_id', '=', filter.userId);
  if (filter.key !== undefined) query = query.where('token_name', '=', filter.key);
  if (filter.model !== undefined) query = query.where('model', '=', filter.model);
  const rows = await query.execute();
  return summed(
    rows.map((row) => ({ ...row, id: row.group_name, label: row.group_name })),
    filter,
  );
}

/** Rows with their group's id and label summed per group and per day (in the filter's zone), and in all. */
function summed(
  rows: ReadonlyArray<Sum & { hour_start: number; id: string; label: string }>,
  filter: UsageFilter,
): Omit<UsageReport, 'collecting' | 'summed_to'> {
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: filter.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const groups = new Map<string, Sum & { label: string }>();
  const days = new Map<string, Sum>();
  const totals = empty();
  for (const row of rows) {
    const day = dayOf.format(Number(row.hour_start));
    const id = filter.group === 'day' ? day : row.id;
    const group = groups.get(id) ?? { ...empty(), label: filter.group === 'day' ? day : row.label };
    addTo(group, row);
    groups.set(id, group);
    const daySum = days.get(day) ?? empty();
    addTo(daySum, row);
    days.set(day, daySum);
    addTo(totals, row);
  }
  const list = [...groups].map(([id, sum]) => ({ id, ...sum }));
  list.sort(filter.group === 'day' ? (a, b) => (a.id < b.id ? -1 : 1) : (a, b) => b.quota - a.quota || (a.label < b.label ? -1 : 1));
  return {
    group: filter.group,
    from: filter.from,
    to: filter.to,
    totals,
    rows: list,
    days: [...days].map(([day, sum]) => ({ day, ...sum })).sort((a, b) => (a.day < b.day ? -1 : 1)),
  };
}

/** When the consume log was last summed up to (ms), null before its first read. */
export async function usageSummedTo(db: Kysely<StoreSchema>): Promise<number | null> {
  const row = await db.selectFrom('insight_cursors').select('updated_at').where('name', '=', 'usage-log').executeTakeFirst();
  return row ? Number(row.updated_at) : null;
}
