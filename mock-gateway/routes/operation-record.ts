import { z } from 'zod';
import { ROLE } from '#shared/access.ts';
import { OPERATION_RECORD_ORDER_FIELDS } from '#shared/api/schemas/operation-record.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { INVALID_PARAMS, fail, ok } from '#mock-gateway/http/respond.ts';
import { OPERATION_RETENTION } from '#mock-gateway/store/operation-record.ts';
import { paginate } from '#mock-gateway/store/paginate.ts';

// page, size and order stay raw: paginate() reports their errors with upstream's messages.
const ListQuery = z.object({
  page: z.unknown().optional(),
  size: z.unknown().optional(),
  order: z.unknown().optional(),
  action: z.string().optional(),
  target_type: z.string().optional(),
  target_id: z.string().optional(),
  user_id: z.coerce.number().int().optional(),
  ip: z.string().optional(),
  start_timestamp: z.coerce.number().int().nonnegative().optional(),
  end_timestamp: z.coerce.number().int().nonnegative().optional(),
});

/**
 * The audit trail (extensions.md, "Operation records"): admins page through the records every
 * admin mutation of the double writes (`store/operation-record.ts`), newest first, filtered by action,
 * target, actor, IP and time (Unix seconds, both ends included). The page carries `retention`,
 * how many records the gateway keeps, for the audit page's note.
 */
export const operationRecordRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/operation_record/', { config: { role: ROLE.admin } }, async (request) => {
    const query = ListQuery.safeParse(request.query);
    if (!query.success) return fail(INVALID_PARAMS);
    const { action, target_type: targetType, target_id: targetId, user_id: userId, ip } = query.data;
    const { start_timestamp: from, end_timestamp: to } = query.data;
    const rows = store.operations.filter(
      (row) =>
        (!action || row.action === action) &&
        (!targetType || row.target_type === targetType) &&
        (!targetId || row.target_id === targetId) &&
        (userId === undefined || row.user_id === userId) &&
        (!ip || row.ip === ip) &&
        (from === undefined || row.created_at >= from) &&
        (to === undefined || row.created_at <= to),
    );
    const result = paginate(rows, query.data, OPERATION_RECORD_ORDER_FIELDS);
    return result.ok ? ok({ ...result.page, retention: OPERATION_RETENTION }) : fail(result.message);
  });
});
