import type { Kysely } from 'kysely';

/** The scheduler's leases (server/scheduler/lease.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scheduler_leases')
    .addColumn('name', 'varchar(100)', (column) => column.primaryKey())
    .addColumn('holder', 'varchar(200)', (column) => column.notNull())
    .addColumn('host', 'varchar(200)', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('renewed_at', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduler_leases').execute();
}
