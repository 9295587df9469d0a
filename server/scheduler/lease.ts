import type { Kysely } from 'kysely';
import type { StoreSchema } from '#server/store/schema.ts';

/** Who asks for a lease: a process, named so another one (and a person reading the table) can tell. */
export interface LeaseHolder {
  /** `host:pid:nonce`, unique per process start. */
  id: string;
  host: string;
}

/**
 * A named lease in the store, held by one process at a time until `expires_at`. Taking it is one
 * conditional write (insert when absent, else update when it is ours or has expired), atomic on
 * SQLite and PostgreSQL alike, so two processes can never both succeed. Times are this host's
 * wall clock: the hosts of the replicas must keep theirs in step (NTP) well within the lease's
 * length.
 */
export class Lease {
  readonly #db: Kysely<StoreSchema>;
  readonly #name: string;
  readonly #holder: LeaseHolder;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(db: Kysely<StoreSchema>, name: string, holder: LeaseHolder, ttlMs: number, now: () => number = Date.now) {
    this.#db = db;
    this.#name = name;
    this.#holder = holder;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  /** Takes or renews the lease; true while this process holds it (until the returned time). */
  async acquire(): Promise<{ held: boolean; until: number }> {
    const now = this.#now();
    const until = now + this.#ttlMs;
    const row = { holder: this.#holder.id, host: this.#holder.host, expires_at: until, renewed_at: now };
    const inserted = await this.#db
      .insertInto('scheduler_leases')
      .values({ name: this.#name, ...row })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { held: true, until };
    const updated = await this.#db
      .updateTable('scheduler_leases')
      .set(row)
      .where('name', '=', this.#name)
      .where((where) => where.or([where('holder', '=', this.#holder.id), where('expires_at', '<', now)]))
      .executeTakeFirst();
    return { held: Number(updated.numUpdatedRows) === 1, until };
  }

  /** Gives the lease up (a graceful stop), so another process takes it at its next try. */
  async release(): Promise<void> {
    await this.#db.deleteFrom('scheduler_leases').where('name', '=', this.#name).where('holder', '=', this.#holder.id).execute();
  }

  /** The current holder, if the lease is held by anyone now. */
  async current(): Promise<{ holder: string; host: string; expiresAt: number } | null> {
    const row = await this.#db.selectFrom('scheduler_leases').selectAll().where('name', '=', this.#name).executeTakeFirst();
    if (!row || row.expires_at < this.#now()) return null;
    return { holder: row.holder, host: row.host, expiresAt: row.expires_at };
  }
}
