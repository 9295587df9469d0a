import { z } from 'zod/mini';
import type { ApiClient } from '#shared/api/client.ts';
import { gatewayFailureKind } from '#shared/api/gateway-failure.ts';

/**
 * Moves `quota` of pending rewards into the balance. The extension's endpoint first
 * (`/api/user/aff/transfer`); a gateway without it (404, one-hub's `Invalid URL`) is asked with
 * new-api's spelling, `/api/user/aff_transfer`. Any other refusal (the minimum, too little
 * pending) is the gateway's answer and is not retried. When neither exists the error is the
 * second 404, which `gatewayFailureKind` reads as `unsupported`.
 */
export async function transferRewards(api: Pick<ApiClient, 'post'>, quota: number): Promise<void> {
  try {
    await api.post('/api/user/aff/transfer', { quota }, z.unknown());
  } catch (error) {
    if (gatewayFailureKind(error) !== 'unsupported') throw error;
    await api.post('/api/user/aff_transfer', { quota }, z.unknown());
  }
}
