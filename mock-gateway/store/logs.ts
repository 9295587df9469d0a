import type { Log } from '../../shared/api/schemas/log.ts';
import type { MockStore } from './state.ts';

/** A stored log row; `channel` is resolved when served. */
export type LogRecord = Omit<Log, 'channel'>;

/** Seeded rows, ascending by id and time (filled by the logs work: ≥ 50,000 over 30 days). */
export function seedLogs(_seconds: number): LogRecord[] {
  return [];
}

/** Appends a row with the next id and the store's clock (unless given) and returns it. */
export function appendLog(store: MockStore, row: Omit<LogRecord, 'id' | 'created_at'> & { created_at?: number }): LogRecord {
  const record: LogRecord = { ...row, id: store.nextLogId++, created_at: row.created_at ?? Math.floor(store.now() / 1000) };
  store.logs.push(record);
  return record;
}
