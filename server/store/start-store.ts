import { rmSync } from 'node:fs';
import { Lease } from '#server/scheduler/lease.ts';
import { LEADER_LEASE, thisProcess } from '#server/scheduler/scheduler.ts';
import { openMigratedStore, storeLocation } from './open-store.ts';
import type { Store } from './open-store.ts';

/** Why the console cannot start on this store, printed as one line before exit 1. */
export class StoreStartError extends Error {}

/**
 * With the bundled double, whose keys and users are new at every start, the console's memory of
 * them is void: the SQLite file is removed before anything opens it (PostgreSQL, named by the
 * operator, is left alone). Called once per start, by the process that starts the double.
 */
export function forgetBundledStore(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }): void {
  const location = storeLocation(config);
  if (location.kind !== 'sqlite' || location.file === ':memory:') return;
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${location.file}${suffix}`, { force: true });
}

/**
 * Opens and migrates the configured store for a serving process and refuses an SQLite file that a
 * console on another host is using (a volume shared by replicas: SQLite's locks do not hold
 * across hosts, and each replica would run the jobs). Workers of one host share the file safely.
 */
export async function startStore(
  config: { DATABASE_URL?: string | undefined; DATA_DIR: string },
  onIdleError: (error: Error) => void,
): Promise<Store> {
  let store: Store;
  try {
    store = await openMigratedStore(config, { onIdleError });
  } catch (error) {
    const where = storeLocation(config);
    const name = where.kind === 'sqlite' ? where.file : new URL(where.url).host;
    throw new StoreStartError(
      `The console's store (${where.kind} ${name}) cannot be used: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (store.dialect === 'sqlite') {
    const holder = await new Lease(store.db, LEADER_LEASE, thisProcess(), 0).current();
    if (holder && holder.host !== thisProcess().host) {
      await store.close();
      throw new StoreStartError(
        `The SQLite store ${store.location} is in use by the console on host ${holder.host}: several replicas need DATABASE_URL=postgres://…`,
      );
    }
  }
  return store;
}
