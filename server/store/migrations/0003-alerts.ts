import type { Kysely } from 'kysely';

/**
 * Alerts (server/alerts/): the rules and destinations admins configure, each user's own
 * notifications, the conditions the check job last saw, and the outbox: an alert and one
 * delivery row per recipient, written in the transaction that records the condition, before
 * anything is sent. Ids are random UUIDs made by the console (the same on both dialects).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_destinations')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('name', 'varchar(100)', (column) => column.notNull())
    .addColumn('kind', 'varchar(20)', (column) => column.notNull())
    .addColumn('language', 'varchar(10)', (column) => column.notNull())
    .addColumn('enabled', 'integer', (column) => column.notNull())
    .addColumn('config', 'text', (column) => column.notNull())
    .addColumn('secrets', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('alert_rules')
    .addColumn('kind', 'varchar(40)', (column) => column.primaryKey())
    .addColumn('enabled', 'integer', (column) => column.notNull())
    .addColumn('threshold', 'double precision', (column) => column.notNull())
    .addColumn('destinations', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('alert_subscriptions')
    .addColumn('user_id', 'integer', (column) => column.primaryKey())
    .addColumn('enabled', 'integer', (column) => column.notNull())
    .addColumn('via', 'varchar(10)', (column) => column.notNull())
    .addColumn('language', 'varchar(10)', (column) => column.notNull())
    .addColumn('balance_threshold', 'bigint', (column) => column.notNull())
    .addColumn('budget_alerts', 'integer', (column) => column.notNull())
    .addColumn('webhook_url', 'text', (column) => column.notNull())
    .addColumn('webhook_secret', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('alert_conditions')
    .addColumn('key', 'varchar(200)', (column) => column.primaryKey())
    .addColumn('kind', 'varchar(40)', (column) => column.notNull())
    .addColumn('firing', 'integer', (column) => column.notNull())
    .addColumn('observed', 'text', (column) => column.notNull())
    .addColumn('alert_id', 'varchar(36)')
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('alert_outbox')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('condition_key', 'varchar(200)', (column) => column.notNull())
    .addColumn('kind', 'varchar(40)', (column) => column.notNull())
    .addColumn('event', 'varchar(20)', (column) => column.notNull())
    .addColumn('facts', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('alert_outbox_created').on('alert_outbox').column('created_at').execute();
  await db.schema
    .createTable('alert_deliveries')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('alert_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('target', 'varchar(100)', (column) => column.notNull())
    .addColumn('channel', 'varchar(20)', (column) => column.notNull())
    .addColumn('language', 'varchar(10)', (column) => column.notNull())
    .addColumn('recipient', 'varchar(200)', (column) => column.notNull())
    .addColumn('state', 'varchar(10)', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
    .addColumn('lease_holder', 'varchar(200)')
    .addColumn('lease_until', 'bigint', (column) => column.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('alert_deliveries_alert_target', ['alert_id', 'target'])
    .execute();
  await db.schema.createIndex('alert_deliveries_due').on('alert_deliveries').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('alert_deliveries_created').on('alert_deliveries').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['alert_deliveries', 'alert_outbox', 'alert_conditions', 'alert_subscriptions', 'alert_rules', 'alert_destinations'])
    await db.schema.dropTable(table).execute();
}
