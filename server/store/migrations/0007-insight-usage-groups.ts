import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Spend and tokens per hour and the group that billed them (a log row's `metadata.group_name`,
 * or `backup_group_name` when `is_backup_group`), per user, key and model: an admin's usage by
 * group. A table of its own beside `insight_usage` (whose key has no group), filled by the same
 * transaction from the rows summed after this migration, whose time the setting
 * `insight.usage-groups-from` keeps (the page says the groups start there).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('insight_usage_groups')
    .addColumn('hour_start', 'bigint', (column) => column.notNull())
    .addColumn('group_name', 'varchar(100)', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.notNull())
    .addColumn('token_name', 'varchar(200)', (column) => column.notNull())
    .addColumn('model', 'varchar(200)', (column) => column.notNull())
    .addColumn('requests', 'bigint', (column) => column.notNull())
    .addColumn('quota', 'bigint', (column) => column.notNull())
    .addColumn('prompt_tokens', 'bigint', (column) => column.notNull())
    .addColumn('completion_tokens', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('insight_usage_groups_pk', ['hour_start', 'group_name', 'user_id', 'token_name', 'model'])
    .execute();
  await db.schema.createIndex('insight_usage_groups_hour').on('insight_usage_groups').column('hour_start').execute();
  const now = Date.now();
  await sql`insert into console_settings (name, value, updated_by, updated_at) values ('insight.usage-groups-from', ${String(now)}, 0, ${now})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('insight_usage_groups').execute();
  await sql`delete from console_settings where name = 'insight.usage-groups-from'`.execute(db);
}
