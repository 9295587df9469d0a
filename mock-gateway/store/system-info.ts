import { SYSTEM_LOG_CAPACITY } from '#shared/api/schemas/system-info.ts';
import type { SystemLogEntry } from '#shared/api/schemas/system-info.ts';
import type { MockStore } from './state.ts';

/** one-hub's levels (`common/logger`): `ERR`, not `ERROR`. */
export type SystemLogLevel = 'INFO' | 'WARN' | 'ERR' | 'DEBUG';

/**
 * Adds a line to the double's in-memory log, as one-hub's logger does (`logHistory.AddEntry`):
 * stamped with the store's clock, the oldest line dropped past one-hub's 500.
 */
export function writeSystemLog(store: Pick<MockStore, 'now' | 'systemLog'>, level: SystemLogLevel, message: string): void {
  store.systemLog.push({ Timestamp: new Date(store.now()).toISOString(), Level: level, Message: message });
  if (store.systemLog.length > SYSTEM_LOG_CAPACITY) store.systemLog.splice(0, store.systemLog.length - SYSTEM_LOG_CAPACITY);
}

/** The latest `count` lines, oldest first; a count above what is kept returns everything (one-hub's `GetLatestEntries`). */
export function latestSystemLog(store: Pick<MockStore, 'systemLog'>, count: number): SystemLogEntry[] {
  return store.systemLog.slice(Math.max(0, store.systemLog.length - count)).map((entry) => ({ ...entry }));
}

/** What one-hub writes while it starts (`[SYS] | …`), so a new double's log is not empty. */
export function startupLines(version: string, channels: number): Array<[SystemLogLevel, string]> {
  return [
    ['INFO', `[SYS] | One Hub ${version} started`],
    ['INFO', '[SYS] | database migration started'],
    ['INFO', '[SYS] | database migrated'],
    ['INFO', '[SYS] | Redis is not enabled'],
    ['INFO', `[SYS] | channels loaded: ${channels}`],
    ['INFO', '[SYS] | 定时任务已启动'],
  ];
}
