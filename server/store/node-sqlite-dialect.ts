import { DatabaseSync } from 'node:sqlite';
import type { StatementSync } from 'node:sqlite';
import { CompiledQuery, SqliteAdapter, SqliteDriver, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type { DatabaseConnection, Dialect, Driver, Kysely, SqliteDatabase, SqliteStatement } from 'kysely';

type SqlValue = null | number | bigint | string | Uint8Array;

/** Kysely passes booleans and Dates too; node:sqlite binds only SQLite's own types. */
function bindable(value: unknown): SqlValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  if (value === undefined) return null;
  return value as SqlValue;
}

/**
 * node:sqlite's StatementSync in the shape Kysely's SqliteDriver reads (better-sqlite3's):
 * `reader` (whether the statement returns rows; node:sqlite tells it through `columns()`) and
 * the parameters as one array instead of spread arguments.
 */
class Statement implements SqliteStatement {
  readonly reader: boolean;
  readonly #statement: StatementSync;

  constructor(statement: StatementSync) {
    this.#statement = statement;
    this.reader = statement.columns().length > 0;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.#statement.all(...parameters.map(bindable));
  }

  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint } {
    return this.#statement.run(...parameters.map(bindable));
  }

  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    return this.#statement.iterate(...parameters.map(bindable));
  }
}

class Database implements SqliteDatabase {
  readonly #db: DatabaseSync;
  constructor(db: DatabaseSync) {
    this.#db = db;
  }
  prepare(sql: string): SqliteStatement {
    return new Statement(this.#db.prepare(sql));
  }
  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}

/**
 * Kysely's SQLite driver with `BEGIN IMMEDIATE` transactions: a transaction takes the file's
 * write lock when it starts (waiting up to the busy timeout), so two processes on one file
 * (WORKERS > 1) never deadlock upgrading a read lock, and a migration run in one excludes the others.
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * SQLite supports transactional DDL; Kysely's adapter says otherwise only because its default
 * `begin` would not lock. With BEGIN IMMEDIATE the migration's transaction is the lock.
 */
class TransactionalDdlAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export interface NodeSqliteOptions {
  /** A file path, or ':memory:'. */
  location: string;
  /** How long a statement waits for another process's write lock before it fails (ms). */
  busyTimeoutMs: number;
}

/**
 * A Kysely dialect on Node's built-in `node:sqlite` (no native addon to compile or download).
 * WAL mode: readers never wait for the writer, and several processes share the file.
 */
export class NodeSqliteDialect implements Dialect {
  readonly #options: NodeSqliteOptions;

  constructor(options: NodeSqliteOptions) {
    this.#options = options;
  }

  createDriver(): Driver {
    const { location, busyTimeoutMs } = this.#options;
    return new ImmediateTransactionDriver({
      database: async () => {
        const db = new DatabaseSync(location, { timeout: busyTimeoutMs });
        if (location !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
        db.exec('PRAGMA foreign_keys = ON');
        db.exec('PRAGMA synchronous = NORMAL');
        return new Database(db);
      },
    });
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new TransactionalDdlAdapter();
  }

  // Kysely's own signature: the introspector takes any database.
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
