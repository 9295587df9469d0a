import { z } from 'zod';
import { ROLE } from '#shared/access.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { INVALID_PARAMS, fail, ok } from '#mock-gateway/http/respond.ts';
import { generateBills, parseBillDate, userBillDetail, userBills } from '#mock-gateway/store/invoice.ts';
import type { InvoiceMonth } from '#shared/api/schemas/invoice.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { paginate } from '#mock-gateway/store/paginate.ts';

// page, size and order stay raw: paginate() reports their errors with upstream's messages.
const ListQuery = z.object({
  page: z.unknown().optional(),
  size: z.unknown().optional(),
  order: z.unknown().optional(),
});
const DetailQuery = z.object({ date: z.string().optional() });

const INVOICE_ORDER_FIELDS = ['date', 'request_count', 'quota', 'prompt_tokens', 'completion_tokens', 'request_time'] as const;
type InvoiceOrderField = (typeof INVOICE_ORDER_FIELDS)[number];

/** A query integer as gin binds it (absent or empty: 0), or null when it is none. */
function integerOf(value: unknown): number | null {
  if (value === undefined || value === '') return 0;
  return typeof value === 'string' && /^[+-]?\d+$/.test(value) ? Number(value) : null;
}

/**
 * model/statistics_month.go GetUserInvoices pages by itself, unlike the other lists: 0 means
 * page 1 and size 10, other values are kept as sent (no cap, a negative page echoed back; SQL's
 * negative offset is none and a negative limit is all), an unknown order field falls back to
 * `date`, and the default is newest first.
 */
function invoicePage(rows: InvoiceMonth[], page: number, size: number, order: string) {
  const pageNo = page === 0 ? 1 : page;
  const pageSize = size === 0 ? 10 : size;
  const field = order.replace(/^-/, '');
  const key: InvoiceOrderField = (INVOICE_ORDER_FIELDS as readonly string[]).includes(field) ? (field as InvoiceOrderField) : 'date';
  const desc = order === '' || order.startsWith('-');
  const sorted = [...rows].sort((a, b) => {
    const result = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
    return desc ? -result : result;
  });
  const start = Math.max(0, (pageNo - 1) * pageSize);
  const data = pageSize < 0 ? sorted.slice(start) : sorted.slice(start, start + pageSize);
  return { data, page: pageNo, size: pageSize, total_count: rows.length };
}

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
    const page = integerOf(query.data.page);
    const size = integerOf(query.data.size);
    const rows = userBills(store, callerOf(request).user.id);
    if (page === null || size === null) {
      // A value gin cannot bind: paginate() words the refusal as upstream's binding does.
      const refused = paginate(rows, query.data, INVOICE_ORDER_FIELDS);
      return refused.ok ? fail(INVALID_PARAMS) : fail(refused.message);
    }
    const months = invoicePage(rows, page, size, typeof query.data.order === 'string' ? query.data.order : '');
    // Upstream's nil slice: a user without a billed month gets `data: null` in the page.
    return ok({ ...months, data: months.data.length > 0 ? months.data : null });
  });

  app.get('/api/user/invoice/detail', { config: { role: ROLE.common } }, async (request) => {
    const query = DetailQuery.safeParse(request.query);
    const month = query.success && query.data.date !== undefined ? parseBillDate(query.data.date) : null;
    // Upstream's text (model/statistics_month.go GetUserInvoiceDetail), found on the real one-hub (contract saves).
    if (!month) return fail('无效的日期格式');
    const rows = userBillDetail(store, callerOf(request).user.id, month);
    // Upstream's nil slice: a month without rows is `data: null`.
    return ok(rows.length > 0 ? rows : null);
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
      // Upstream's words (controller/invoice.go): its job runs in the background, the double's has run.
      return { success: true, message: '账单任务提交成功，后台将自动执行指定月份的账单生成任务' };
    });
  }
});
