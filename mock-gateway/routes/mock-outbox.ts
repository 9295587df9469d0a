import { z } from 'zod';
import { MOCK_API_PREFIX } from '#mock-gateway/http/faults.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { INVALID_PARAMS, fail, ok } from '#mock-gateway/http/respond.ts';
import { mailsTo } from '#mock-gateway/store/outbox.ts';

const OutboxQuery = z.object({ email: z.string().min(1) });

/**
 * DOUBLE-ONLY test endpoint (no real gateway has it): the mails the double would have sent, so
 * end-to-end tests can read verification codes and reset links. No account, like a test
 * mailbox, but a test endpoint (`role: 'test'`): absent unless the double is built with
 * `testEndpoints` (MOCK_GATEWAY_TEST_ENDPOINTS=1), then for loopback callers only, since it
 * shows anyone's mail, reset links included. A demo reads its mail in the log (`onMail`).
 */
export const mockOutboxRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get(`${MOCK_API_PREFIX}outbox`, { config: { role: 'test' } }, async (request) => {
    const query = OutboxQuery.safeParse(request.query);
    if (!query.success) return fail(INVALID_PARAMS);
    return ok(mailsTo(store, query.data.email));
  });
});
