import { z } from 'zod';
import { MOCK_API_PREFIX } from '#mock-gateway/http/faults.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { INVALID_PARAMS, fail, ok } from '#mock-gateway/http/respond.ts';

const FaultBody = z.object({
  channel_id: z.number().int().positive(),
  /** 0 clears the channel's fault. */
  fail_every: z.number().int().min(0).max(1000),
  status: z.number().int().min(400).max(599).default(500),
  message: z.string().min(1).max(500).default('Provider API error: bad response status code 500'),
});

/**
 * DOUBLE-ONLY test endpoint (no real gateway has it): makes every N-th relay attempt through a
 * channel fail with the given status and message (`store/channel/channel-faults.ts`), as a
 * provider that fails half its requests does. A test endpoint: absent without `testEndpoints`,
 * loopback callers only.
 */
export const mockChannelFaultRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.put(`${MOCK_API_PREFIX}channel_fault`, { config: { role: 'test' } }, async (request) => {
    const body = FaultBody.safeParse(request.body);
    if (!body.success || !store.channels.has(body.data.channel_id)) return fail(INVALID_PARAMS);
    const { channel_id, fail_every, status, message } = body.data;
    if (fail_every === 0) store.channelFaults.delete(channel_id);
    else store.channelFaults.set(channel_id, { failEvery: fail_every, status, message, attempts: 0 });
    return ok(null);
  });
});
