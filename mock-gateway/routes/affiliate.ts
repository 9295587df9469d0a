import { z } from 'zod';
import { ROLE } from '#shared/access.ts';
import { AffTransferInputSchema } from '#shared/api/schemas/affiliate.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { INVALID_PARAMS, fail, ok } from '#mock-gateway/http/respond.ts';
import { affHistoryOf, transferAffQuota } from '#mock-gateway/store/affiliate.ts';
import { paginate } from '#mock-gateway/store/paginate.ts';

// page, size and order stay raw: paginate() reports their errors with upstream's messages.
const HistoryQuery = z.object({
  page: z.unknown().optional(),
  size: z.unknown().optional(),
  order: z.unknown().optional(),
});

/**
 * The affiliate extension (extensions.md, "Affiliate"): the caller's own reward history, paged,
 * and the transfer of pending rewards into the balance under both spellings, the extension's
 * `/api/user/aff/transfer` and new-api's `/api/user/aff_transfer`. The invite code itself is
 * upstream's `GET /api/user/aff` (`user.ts`).
 */
export const affiliateRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/user/aff/history', { config: { role: ROLE.common } }, async (request) => {
    const query = HistoryQuery.safeParse(request.query);
    if (!query.success) return fail(INVALID_PARAMS);
    const rows = affHistoryOf(store, callerOf(request).user.id);
    const result = paginate(rows, query.data, ['id', 'created_time', 'reward_quota']);
    return result.ok ? ok(result.page) : fail(result.message);
  });

  for (const path of ['/api/user/aff/transfer', '/api/user/aff_transfer']) {
    app.post(path, { config: { role: ROLE.common } }, async (request) => {
      const body = readBody(AffTransferInputSchema, request.body);
      if (!body.ok) return fail(body.message);
      const result = transferAffQuota(store, callerOf(request).user, body.data.quota);
      return result.ok ? { success: true, message: '划转成功' } : fail(result.message);
    });
  }
});
