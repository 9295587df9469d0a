import type { Kysely } from 'kysely';

/**
 * The site settings the console keeps because one-hub has no option for them (server/site/):
 * the home page switch and the contact, terms and privacy texts per language, one row a key
 * (`WebHomeEnabled`, `TermsText_en`…). A key without a row is its default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
}
