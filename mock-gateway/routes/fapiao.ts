import { z } from 'zod';
import { ROLE } from '#shared/access.ts';
import { FAPIAO_ORDER_FIELDS, FAPIAO_STATUSES } from '#shared/api/schemas/fapiao.ts';
import { REQUEST_BODIES } from '#shared/api/request-bodies.ts';
import { callerOf } from '#mock-gateway/http/authorize.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import type { BodyIssue } from '#mock-gateway/http/body.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { INVALID_PARAMS, fail, ok } from '#mock-gateway/http/respond.ts';
import {
  cancelFapiao,
  createTitle,
  deleteTitle,
  invoiceableOrders,
  requestFapiao,
  reviewFapiao,
  searchFapiaos,
  titlesOf,
  updateTitle,
} from '#mock-gateway/store/fapiao.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { paginate } from '#mock-gateway/store/paginate.ts';

// page, size and order stay raw: paginate() reports their errors with upstream's messages.
const paging = { page: z.unknown().optional(), size: z.unknown().optional(), order: z.unknown().optional() };
const SelfQuery = z.object({ ...paging, status: z.enum(FAPIAO_STATUSES).or(z.literal('')).optional() });
const QueueQuery = z.object({
  ...paging,
  status: z.enum(FAPIAO_STATUSES).or(z.literal('')).optional(),
  user_id: z.literal('').or(z.coerce.number().int().positive()).optional(),
  username: z.string().max(50).optional(),
});
const IdParams = z.object({ id: z.coerce.number().int().positive() });

/** The words of a title or review field the shared schema refused (the form shows its own). */
const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  name: '抬头名称不能为空',
  tax_id: '企业抬头需要有效的统一社会信用代码（18 位）',
  email: '邮箱地址无效',
  fapiao_type: '专用发票只能开给企业抬头',
  invoice_no: '请填写发票号码',
  file_url: '发票文件地址必须是 https 链接',
  remark: '请填写驳回原因',
};
const messageOf = ({ field }: BodyIssue) => FIELD_MESSAGES[field];

/**
 * Fapiao (extensions.md, "Fapiao"): every signed-in user manages their invoice titles, asks for
 * a fapiao over their own paid orders (`GET /api/fapiao/orders`, the double's extension, lists
 * which ones may still be invoiced), lists and withdraws their requests; admins work the queue
 * and issue (number and https file link) or reject (reason), each writing an operation record.
 */
export const fapiaoRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  app.get('/api/fapiao/title', { config: { role: ROLE.common } }, async (request) => ok(titlesOf(store, callerOf(request).user.id)));

  app.post('/api/fapiao/title', { config: { role: ROLE.common } }, async (request) => {
    const body = readBody(REQUEST_BODIES.POST['/api/fapiao/title'], request.body, messageOf);
    if (!body.ok) return fail(body.message);
    const result = createTitle(store, callerOf(request).user.id, body.data);
    return result.ok ? ok(result.data) : fail(result.message);
  });

  app.put('/api/fapiao/title', { config: { role: ROLE.common } }, async (request) => {
    const body = readBody(REQUEST_BODIES.PUT['/api/fapiao/title'], request.body, messageOf);
    if (!body.ok) return fail(body.message);
    const result = updateTitle(store, callerOf(request).user.id, body.data);
    return result.ok ? ok(result.data) : fail(result.message);
  });

  app.delete('/api/fapiao/title/:id', { config: { role: ROLE.common } }, async (request) => {
    const params = IdParams.safeParse(request.params);
    if (!params.success) return fail(INVALID_PARAMS);
    const result = deleteTitle(store, callerOf(request).user.id, params.data.id);
    return result.ok ? ok() : fail(result.message);
  });

  app.get('/api/fapiao/orders', { config: { role: ROLE.common } }, async (request) =>
    ok(invoiceableOrders(store, callerOf(request).user.id)),
  );

  app.post('/api/fapiao/', { config: { role: ROLE.common } }, async (request) => {
    const body = readBody(REQUEST_BODIES.POST['/api/fapiao/'], request.body);
    if (!body.ok) return fail(body.message);
    const result = requestFapiao(store, callerOf(request).user, body.data);
    return result.ok ? ok(result.data) : fail(result.message);
  });

  app.get('/api/fapiao/self', { config: { role: ROLE.common } }, async (request) => {
    const query = SelfQuery.safeParse(request.query);
    if (!query.success) return fail(INVALID_PARAMS);
    const rows = searchFapiaos(store, { userId: callerOf(request).user.id, status: query.data.status || undefined });
    const result = paginate(rows, query.data, FAPIAO_ORDER_FIELDS);
    return result.ok ? ok(result.page) : fail(result.message);
  });

  app.delete('/api/fapiao/:id', { config: { role: ROLE.common } }, async (request) => {
    const params = IdParams.safeParse(request.params);
    if (!params.success) return fail(INVALID_PARAMS);
    const result = cancelFapiao(store, callerOf(request).user.id, params.data.id);
    return result.ok ? ok() : fail(result.message);
  });

  app.get('/api/fapiao/', { config: { role: ROLE.admin } }, async (request) => {
    const query = QueueQuery.safeParse(request.query);
    if (!query.success) return fail(INVALID_PARAMS);
    const { status, user_id: userId, username } = query.data;
    const rows = searchFapiaos(store, { status: status || undefined, userId: userId || undefined, username });
    const result = paginate(rows, query.data, FAPIAO_ORDER_FIELDS);
    return result.ok ? ok(result.page) : fail(result.message);
  });

  app.put('/api/fapiao/:id', { config: { role: ROLE.admin } }, async (request) => {
    const params = IdParams.safeParse(request.params);
    if (!params.success) return fail(INVALID_PARAMS);
    const body = readBody(REQUEST_BODIES.PUT['/api/fapiao/:id'], request.body, messageOf);
    if (!body.ok) return fail(body.message);
    const result = reviewFapiao(store, params.data.id, body.data);
    if (!result.ok) return fail(result.message);
    const { before, after } = result.data;
    recordOperation(store, request, {
      action: after.status === 'issued' ? 'fapiao.issue' : 'fapiao.reject',
      targetType: 'fapiao',
      targetId: after.id,
      before: { status: before.status, invoice_no: before.invoice_no, file_url: before.file_url, remark: before.remark },
      after: { status: after.status, invoice_no: after.invoice_no, file_url: after.file_url, remark: after.remark },
    });
    return ok(after);
  });
});
