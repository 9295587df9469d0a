import { createHash } from 'node:crypto';
import type { ApiClient } from '#shared/api/client.ts';
import { SYSTEM_LOG_CAPACITY, SystemLogSchema } from '#shared/api/schemas/system-info.ts';
import type { SystemLogEntry } from '#shared/api/schemas/system-info.ts';
import type { StoreSchema } from '#server/store/schema.ts';

export type FailureLine = StoreSchema['insight_failures'];

// one-hub's relay/common.go `relay error (channel #%d(%s)): %s` and relay/midjourney's
// `relay error (channel #%d, status code %d): %s`, after logHelper's `<request id> | `.
const RELAY_ERROR = /^(\S+) \| relay error \(channel #(\d+)(?:\((.*?)\)|, status code (\d+))\): ([\s\S]*)$/;

/**
 * A failure line of the gateway's system log, or null for any other line. logHelper ends each
 * message with ` \n`, which is not part of the reason.
 */
export function readFailureLine(entry: SystemLogEntry): FailureLine | null {
  const match = RELAY_ERROR.exec(entry.Message.replace(/\s+$/, ''));
  const occurredAt = Date.parse(entry.Timestamp);
  if (!match || !Number.isFinite(occurredAt)) return null;
  const [, requestId = '', channelId = '', name, status, reason = ''] = match;
  return {
    line_key: createHash('sha256').update(`${entry.Timestamp}\n${entry.Message}`).digest('hex'),
    occurred_at: occurredAt,
    request_id: requestId.slice(0, 100),
    channel_id: Number(channelId),
    channel_name: (name ?? '').slice(0, 200),
    status: status === undefined ? null : Number(status),
    reason: reason.slice(0, 2000),
  };
}

/** The gateway's whole ring (root only: `POST /api/system_info/log`), oldest first. */
export async function fetchSystemLog(rootApi: ApiClient): Promise<SystemLogEntry[]> {
  return rootApi.post('/api/system_info/log', { count: SYSTEM_LOG_CAPACITY }, SystemLogSchema);
}
