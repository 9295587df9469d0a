import type { ErrorEnvelope } from '#shared/api/schemas/envelope.ts';

/** A success envelope; `data` is left out when undefined, as upstream does. */
export function ok(data?: unknown): { success: true; message: string; data?: unknown } {
  return data === undefined ? { success: true, message: '' } : { success: true, message: '', data };
}

/** A business-error envelope (sent with HTTP 200 unless the contract says otherwise). */
export function fail(message: string): ErrorEnvelope {
  return { success: false, message };
}

/** Upstream's catch-all message for unreadable input. */
export const INVALID_PARAMS = '无效的参数';
