import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import { NodeSqliteDialect } from './node-sqlite-dialect.ts';
import type { StoreSchema } from './schema.ts';

/** The SQLite file inside DATA_DIR. */
export const SQLITE_FILE = 'console.sqlite';

/** How long a store call may take before the console treats the store as down. */
const STORE_TIMEOUT_MS = 5000;

const INT8_OID = 20;

/** The console's own database: SQLite in DATA_DIR by default, PostgreSQL with DATABASE_URL. */
export interface Store {
  db: Kysely<StoreSchema>;
  dialect: 'sqlite' | 'postgres';
  /** Where it is, for the start-up log: the file, or the server and database (never the password). */
  location: string;
  /** Resolves when the store answers a trivial query within STORE_TIMEOUT_MS; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type StoreLocation = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };

/** Which store the configuration names: DATABASE_URL, else the SQLite file under DATA_DIR (':memory:' for tests). */
export function storeLocation(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }): StoreLocation {
  if (config.DATABASE_URL) return { kind: 'postgres', url: config.DATABASE_URL };
  if (config.DATA_DIR === ':memory:') return { kind: 'sqlite', file: ':memory:' };
  return { kind: 'sqlite', file: join(resolve(config.DATA_DIR), SQLITE_FILE) };
}

/** `postgres://host:port/db` without the credentials. */
function describePostgres(url: string): string {
  const parsed = new URL(url);
  return `postgres://${parsed.host}${parsed.pathname}`;
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${STORE_TIMEOUT_MS} ms`)), STORE_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function postgresDialect(url: string, onError: (error: Error) => void): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    // A few connections per process: the store serves budgets and the scheduler, not every page.
    max: 4,
    connectionTimeoutMillis: STORE_TIMEOUT_MS,
    query_timeout: STORE_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    // BIGINT columns (times in ms, quota) as numbers: every value the console stores fits 2^53.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A connection the server drops while idle is an event, not a crash; the next query reconnects.
  pool.on('error', onError);
  return new PostgresDialect({ pool });
}

export interface OpenStoreOptions {
  /** Told about a PostgreSQL connection lost while idle. */
  onIdleError?: (error: Error) => void;
}

/** Opens the store without migrating it (`migrateStore` does). */
export function openStore(location: StoreLocation, options: OpenStoreOptions = {}): Store {
  if (location.kind === 'sqlite' && location.file !== ':memory:') mkdirSync(join(location.file, '..'), { recursive: true });
  const dialect =
    location.kind === 'postgres'
      ? postgresDialect(location.url, options.onIdleError ?? (() => undefined))
      : new NodeSqliteDialect({ location: location.file, busyTimeoutMs: STORE_TIMEOUT_MS });
  const db = new Kysely<StoreSchema>({ dialect });
  return {
    db,
    dialect: location.kind,
    location: location.kind === 'postgres' ? describePostgres(location.url) : location.file,
    ping: async () => {
      await withTimeout(sql`select 1`.execute(db), 'the store');
    },
    close: () => db.destroy(),
  };
}

/**
 * Runs every migration not yet run, under Kysely's lock (PostgreSQL: an advisory lock; SQLite:
 * the migration's BEGIN IMMEDIATE transaction), so replicas and workers starting together run
 * each migration once. Throws with the failing migration's name.
 */
export async function migrateStore(store: Store): Promise<string[]> {
  const migrator = new Migrator({ db: store.db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`store migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** The configured store, opened and migrated; closed again if the migration fails. */
export async function openMigratedStore(
  config: { DATABASE_URL?: string | undefined; DATA_DIR: string },
  options: OpenStoreOptions = {},
): Promise<Store> {
  const store = openStore(storeLocation(config), options);
  try {
    await migrateStore(store);
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return store;
}
