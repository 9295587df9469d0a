import type { Log } from '#shared/api/schemas/log.ts';
import { generateSeedLogs } from './seed.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';

/** A stored log row; `channel` is resolved when served. */
export type LogRecord = Omit<Log, 'channel'>;

/**
 * 60,000 seeded rows (or `count`) over the 30 days before `seconds`, ascending by id and time,
 * the same for the same clock (store/log/seed.ts).
 */
export function seedLogs(seconds: number, count?: number): LogRecord[] {
  return generateSeedLogs(seconds, count);
}

/**
 * Appends a row with the next id and the store's clock (unless given) and returns it. The log
 * API sees it on the next request (its caches extend themselves from the array's tail).
 */
export function appendLog(store: MockStore, row: Omit<LogRecord, 'id' | 'created_at'> & { created_at?: number }): LogRecord {
  const record: LogRecord = { ...row, id: store.nextLogId++, created_at: row.created_at ?? Math.floor(store.now() / 1000) };
  store.logs.push(record);
  return record;
}

/** A balance row that no relay call made (type 1 top-up, type 3 manage): who, how much, why, from where. */
export interface AccountLogRow {
  user: { id: number; username: string };
  type: 1 | 3;
  quota: number;
  ip: string;
  content: string;
}

/** Appends a top-up or manage row the way upstream's RecordLog writes one: no key, model, tokens or channel. */
export function appendAccountLog(store: MockStore, row: AccountLogRow): LogRecord {
  return appendLog(store, {
    user_id: row.user.id,
    type: row.type,
    username: row.user.username,
    quota: row.quota,
    source_ip: row.ip,
    content: row.content,
    token_name: '',
    model_name: '',
    prompt_tokens: 0,
    completion_tokens: 0,
    channel_id: 0,
    request_time: 0,
    is_stream: false,
    metadata: null,
  });
}
