import type { Kysely } from 'kysely';

/** Budgets per key and the record of each window's reset (server/budgets/). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('budgets')
    .addColumn('token_id', 'integer', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull())
    .addColumn('period', 'varchar(10)', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('time_zone', 'varchar(64)', (column) => column.notNull())
    .addColumn('updated_by', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('budgets_user_id').on('budgets').column('user_id').execute();
  await db.schema
    .createTable('budget_windows')
    .addColumn('token_id', 'integer', (column) => column.notNull())
    .addColumn('window_start', 'bigint', (column) => column.notNull())
    .addColumn('state', 'varchar(10)', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull())
    .addColumn('used_at_start', 'bigint', (column) => column.notNull())
    .addColumn('holder', 'varchar(200)', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('error', 'text')
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('budget_windows_pk', ['token_id', 'window_start'])
    .execute();
  // The job prunes windows older than two months by their start.
  await db.schema.createIndex('budget_windows_start').on('budget_windows').column('window_start').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('budget_windows').execute();
  await db.schema.dropTable('budgets').execute();
}
