import { z } from 'zod';
import { ROLE } from '#shared/access.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { INVALID_PARAMS, fail, ok } from '#mock-gateway/http/respond.ts';
import { generateBills, parseBillDate, userBillDetail, userBills } from '#mock-gateway/store/invoice.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { paginate } from '#mock-gateway/store/paginate.ts';

// page, size and order stay raw: paginate() reports their errors with upstream's messages.
const ListQuery = z.object({
  page: z.unknown().optional(),
  size: z.unknown().optional(),
  order: z.unknown().optional(),
});
const DetailQuery = z.object({ date: z.string().optional() });

/**
 * Monthly bills (contract §2.3 and §2.12): a user pages through their own months and reads one
 * month per model; an operator (the settings page's level, spec §6; root upstream) (re)generates a month that is over from the logs, which writes an
 * operation record. The menu entry depends on `/api/status` `UserInvoiceMonth`; the endpoints
 * answer either way, like upstream's.
 */
export const invoiceRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/user/invoice', { config: { role: ROLE.common } }, async (request) => {
    const query = ListQuery.safeParse(request.query);
    if (!query.success) return fail(INVALID_PARAMS);
    // Newest month first unless the caller orders otherwise (a bill has no id to fall back on).
    const order = query.data.order === undefined || query.data.order === '' ? '-date' : query.data.order;
    const result = paginate(userBills(store, callerOf(request).user.id), { ...query.data, order }, [
      'date',
      'quota',
      'request_count',
      'request_time',
    ]);
    if (!result.ok) return fail(result.message);
    // Upstream's nil slice: a user without a billed month gets `data: null` in the page.
    return ok(result.page.data.length > 0 ? result.page : { ...result.page, data: null });
  });

  app.get('/api/user/invoice/detail', { config: { role: ROLE.common } }, async (request) => {
    const query = DetailQuery.safeParse(request.query);
    const month = query.success && query.data.date !== undefined ? parseBillDate(query.data.date) : null;
    if (!month) return fail('日期格式错误，应为 YYYY-MM-DD');
    return ok(userBillDetail(store, callerOf(request).user.id, month));
  });

  for (const mode of ['gen', 'update'] as const) {
    app.post<{ Params: { date: string } }>(`/api/option/invoice/${mode}/:date`, { config: { role: ROLE.operator } }, async (request) => {
      const result = generateBills(store, request.params.date, mode);
      if (!result.ok) return fail(result.message);
      const month = request.params.date.slice(0, 7);
      recordOperation(store, request, {
        action: mode === 'gen' ? 'invoice.generate' : 'invoice.update',
        targetType: 'invoice',
        targetId: month,
        before: mode === 'gen' ? null : { rows: result.before },
        after: { rows: result.after, users: result.users },
      });
      return ok();
    });
  }
});
