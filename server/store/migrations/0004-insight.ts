import type { Kysely } from 'kysely';

/** The gateway's traffic as the console collects it (server/insight/). */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The last value of each provider_requests_total series read, and under which gateway start.
  await db.schema
    .createTable('insight_counters')
    .addColumn('channel_id', 'integer', (column) => column.notNull())
    .addColumn('model', 'varchar(200)', (column) => column.notNull())
    .addColumn('status', 'integer', (column) => column.notNull())
    .addColumn('channel_type', 'integer', (column) => column.notNull())
    .addColumn('value', 'bigint', (column) => column.notNull())
    .addColumn('gateway_start', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('insight_counters_pk', ['channel_id', 'model', 'status'])
    .execute();
  // Attempts per channel, model and status in 1-minute buckets, hours after a week.
  await db.schema
    .createTable('insight_traffic')
    .addColumn('bucket_ms', 'integer', (column) => column.notNull())
    .addColumn('bucket_start', 'bigint', (column) => column.notNull())
    .addColumn('channel_id', 'integer', (column) => column.notNull())
    .addColumn('model', 'varchar(200)', (column) => column.notNull())
    .addColumn('status', 'integer', (column) => column.notNull())
    .addColumn('channel_type', 'integer', (column) => column.notNull())
    .addColumn('requests', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('insight_traffic_pk', ['bucket_ms', 'bucket_start', 'channel_id', 'model', 'status'])
    .execute();
  await db.schema.createIndex('insight_traffic_start').on('insight_traffic').column('bucket_start').execute();
  // The system log's failure lines, one row per line (its key: a hash of its time and text).
  await db.schema
    .createTable('insight_failures')
    .addColumn('line_key', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('occurred_at', 'bigint', (column) => column.notNull())
    .addColumn('request_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('channel_id', 'integer', (column) => column.notNull())
    .addColumn('channel_name', 'varchar(200)', (column) => column.notNull())
    .addColumn('status', 'integer')
    .addColumn('reason', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('insight_failures_time').on('insight_failures').column('occurred_at').execute();
  await db.schema.createIndex('insight_failures_channel').on('insight_failures').columns(['channel_id', 'occurred_at']).execute();
  // Spend and tokens per hour, user, key, model and channel, from the gateway's consume log.
  await db.schema
    .createTable('insight_usage')
    .addColumn('hour_start', 'bigint', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.notNull())
    .addColumn('token_name', 'varchar(200)', (column) => column.notNull())
    .addColumn('model', 'varchar(200)', (column) => column.notNull())
    .addColumn('channel_id', 'integer', (column) => column.notNull())
    .addColumn('username', 'varchar(200)', (column) => column.notNull())
    .addColumn('requests', 'bigint', (column) => column.notNull())
    .addColumn('quota', 'bigint', (column) => column.notNull())
    .addColumn('prompt_tokens', 'bigint', (column) => column.notNull())
    .addColumn('completion_tokens', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('insight_usage_pk', ['hour_start', 'user_id', 'token_name', 'model', 'channel_id'])
    .execute();
  await db.schema.createIndex('insight_usage_user').on('insight_usage').columns(['user_id', 'hour_start']).execute();
  // Where each collection stands: the last scrape, the system log's cursor, the consume log's.
  await db.schema
    .createTable('insight_cursors')
    .addColumn('name', 'varchar(50)', (column) => column.primaryKey())
    .addColumn('position', 'bigint', (column) => column.notNull())
    .addColumn('detail', 'text')
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['insight_usage', 'insight_cursors', 'insight_failures', 'insight_traffic', 'insight_counters'])
    await db.schema.dropTable(table).execute();
}
