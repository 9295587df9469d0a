import type { Kysely } from 'kysely';

/** The console's own settings, one row per name (the public status page's visibility: server/insight/status-visibility.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('console_settings')
    .addColumn('name', 'varchar(100)', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('updated_by', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('console_settings').execute();
}
