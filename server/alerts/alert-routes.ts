import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ALERT_RULE_KINDS,
  ALERTS_API,
  DestinationInputSchema,
  NotificationInputSchema,
  RuleInputSchema,
} from '#shared/api/schemas/alerts.ts';
import { crossSiteWriteGuard } from '#server/plugins/proxy/cross-site-guard.ts';
import { answerResponse, sendAnswer } from '#server/console-api/answer.ts';
import type { ConsoleAnswer } from '#server/console-api/answer.ts';
import type { AlertCaller, AlertService } from './alert-service.ts';

const IdParams = z.object({ id: z.string().uuid() });
const KindParams = z.object({ kind: z.enum(ALERT_RULE_KINDS) });
const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  size: z.coerce.number().int().min(1).max(100).catch(20),
});

function callerOf(request: FastifyRequest, user = request.sessionUser): AlertCaller {
  return { user, t: request.server.i18n.getFixedT(request.lng, ['alerts', 'gateway']), lng: request.lng };
}

/** A 400 naming the first bad field, in the reader's language. */
function badInput(caller: AlertCaller, error: { issues: { path: PropertyKey[] }[] } | undefined, fallback: string): ConsoleAnswer<never> {
  const field = String(error?.issues[0]?.path[0] ?? fallback);
  return { ok: false, status: 400, message: caller.t('alerts:errors.badInput', { field }) };
}

/**
 * `/console-api/alerts…`: the console's own endpoints (not proxied), signed in by the gateway's
 * session like pages are; writes from another site are refused like the proxy's. Bad input is a
 * 400 naming the field in the reader's language; nothing here is a 500.
 */
export async function alertRoutes(app: FastifyInstance, options: { service: AlertService; publicUrl: string | undefined }): Promise<void> {
  const { service } = options;
  const guard = crossSiteWriteGuard(options.publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(ALERTS_API) && guard(request, reply)) return reply;
  });
  const caller = async (request: FastifyRequest) => callerOf(request, await request.loadSession());

  app.get(ALERTS_API, async (request, reply) => sendAnswer(reply, await service.settings(await caller(request))));
  app.get(`${ALERTS_API}/deliveries`, async (request, reply) => {
    const { page, size } = PageQuery.parse(request.query ?? {});
    return sendAnswer(reply, await service.deliveries(await caller(request), page, size));
  });
  app.put(`${ALERTS_API}/rules/:kind`, async (request, reply) => {
    const who = await caller(request);
    const params = KindParams.safeParse(request.params);
    const body = RuleInputSchema.safeParse(request.body);
    if (!params.success) return sendAnswer(reply, badInput(who, undefined, 'kind'));
    if (!body.success) return sendAnswer(reply, badInput(who, body.error, 'body'));
    return sendAnswer(reply, await service.saveRule(who, params.data.kind, body.data));
  });
  app.post(`${ALERTS_API}/destinations`, async (request, reply) => {
    const who = await caller(request);
    const body = DestinationInputSchema.safeParse(request.body);
    if (!body.success) return sendAnswer(reply, badInput(who, body.error, 'body'));
    return sendAnswer(reply, await service.createDestination(who, body.data));
  });
  app.put(`${ALERTS_API}/destinations/:id`, async (request, reply) => {
    const who = await caller(request);
    const params = IdParams.safeParse(request.params);
    const body = DestinationInputSchema.safeParse(request.body);
    if (!params.success) return sendAnswer(reply, badInput(who, undefined, 'id'));
    if (!body.success) return sendAnswer(reply, badInput(who, body.error, 'body'));
    return sendAnswer(reply, await service.updateDestination(who, params.data.id, body.data));
  });
  app.delete(`${ALERTS_API}/destinations/:id`, async (request, reply) => {
    const who = await caller(request);
    const params = IdParams.safeParse(request.params);
    if (!params.success) return sendAnswer(reply, badInput(who, undefined, 'id'));
    return sendAnswer(reply, await service.deleteDestination(who, params.data.id));
  });
  app.post(`${ALERTS_API}/destinations/:id/test`, async (request, reply) => {
    const who = await caller(request);
    const params = IdParams.safeParse(request.params);
    if (!params.success) return sendAnswer(reply, badInput(who, undefined, 'id'));
    return sendAnswer(reply, await service.testDestination(who, params.data.id));
  });
  app.get(`${ALERTS_API}/self`, async (request, reply) => sendAnswer(reply, await service.own(await caller(request))));
  app.put(`${ALERTS_API}/self`, async (request, reply) => {
    const who = await caller(request);
    const body = NotificationInputSchema.safeParse(request.body);
    if (!body.success) return sendAnswer(reply, badInput(who, body.error, 'body'));
    return sendAnswer(reply, await service.saveOwn(who, body.data));
  });
  app.post(`${ALERTS_API}/self/test`, async (request, reply) => sendAnswer(reply, await service.testOwn(await caller(request))));
}

/**
 * The GETs a page's loaders make, answered in this process for the visitor the page's session
 * check already found (render-page.ts routes the loaders' `/console-api/` calls here).
 */
export function alertGets(service: AlertService) {
  return async (url: URL, request: FastifyRequest): Promise<Response> => {
    const who = callerOf(request);
    if (url.pathname === ALERTS_API) return answerResponse(await service.settings(who));
    if (url.pathname === `${ALERTS_API}/self`) return answerResponse(await service.own(who));
    if (url.pathname === `${ALERTS_API}/deliveries`) {
      const { page, size } = PageQuery.parse(Object.fromEntries(url.searchParams));
      return answerResponse(await service.deliveries(who, page, size));
    }
    return answerResponse({ ok: false, status: 404, message: 'Not found' });
  };
}
