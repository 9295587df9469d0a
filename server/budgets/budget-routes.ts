import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BUDGETS_API, BudgetInputSchema } from '#shared/api/schemas/budgets.ts';
import { crossSiteWriteGuard } from '#server/plugins/proxy/cross-site-guard.ts';
import { answerResponse, sendAnswer } from '#server/console-api/answer.ts';
import type { BudgetCaller, BudgetService } from './budget-service.ts';

const TokenIdParams = z.object({ tokenId: z.coerce.number().int().min(1).max(2_147_483_647) });
const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  size: z.coerce.number().int().min(1).max(100).catch(20),
  /** `1,2,3`: only these keys' budgets (at most a page of them). */
  token_ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/)
    .transform((text) => text.split(',').map(Number))
    .optional()
    .catch(undefined),
});

/** The caller from the gateway's session check, with refusals in the request's language. */
async function callerOf(app: FastifyInstance, request: FastifyRequest): Promise<BudgetCaller> {
  const user = await request.loadSession();
  return { user, t: app.i18n.getFixedT(request.lng, ['budgets', 'gateway']) };
}

/**
 * `/console-api/budgets…`: the console's own endpoints (not proxied), signed in by the gateway's
 * session like pages are; writes from another site are refused like the proxy's. Bad input is a
 * 400 with the field, in the reader's language; nothing here is a 500.
 */
export async function budgetRoutes(
  app: FastifyInstance,
  options: { service: BudgetService; publicUrl: string | undefined },
): Promise<void> {
  const { service } = options;
  const guard = crossSiteWriteGuard(options.publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(BUDGETS_API) && guard(request, reply)) return reply;
  });

  app.get(`${BUDGETS_API}/self`, async (request, reply) => sendAnswer(reply, await service.own(await callerOf(app, request))));

  app.get(BUDGETS_API, async (request, reply) => {
    const { page, size, token_ids } = PageQuery.parse(request.query ?? {});
    return sendAnswer(reply, await service.page(await callerOf(app, request), page, size, token_ids));
  });

  app.put(`${BUDGETS_API}/:tokenId`, async (request, reply) => {
    const caller = await callerOf(app, request);
    const params = TokenIdParams.safeParse(request.params);
    const body = BudgetInputSchema.safeParse(request.body);
    if (!params.success || !body.success) {
      const field = body.success ? 'tokenId' : String(body.error.issues[0]?.path[0] ?? 'body');
      return sendAnswer(reply, { ok: false, status: 400, message: caller.t('budgets:errors.badInput', { field }) });
    }
    return sendAnswer(reply, await service.save(caller, params.data.tokenId, body.data));
  });

  app.delete(`${BUDGETS_API}/:tokenId`, async (request, reply) => {
    const caller = await callerOf(app, request);
    const params = TokenIdParams.safeParse(request.params);
    if (!params.success)
      return sendAnswer(reply, { ok: false, status: 400, message: caller.t('budgets:errors.badInput', { field: 'tokenId' }) });
    return sendAnswer(reply, await service.remove(caller, params.data.tokenId));
  });
}

/**
 * The GETs a page's loaders make, answered in this process (render-page.ts routes the loaders'
 * `/console-api/` calls here): the same answers as over HTTP, for the visitor the page's session
 * check already found, without asking the gateway who they are again.
 */
export function budgetGets(service: BudgetService) {
  return async (url: URL, request: FastifyRequest): Promise<Response> => {
    const caller: BudgetCaller = { user: request.sessionUser, t: request.server.i18n.getFixedT(request.lng, ['budgets', 'gateway']) };
    const answer =
      url.pathname === `${BUDGETS_API}/self`
        ? await service.own(caller)
        : url.pathname === BUDGETS_API
          ? await (() => {
              const { page, size, token_ids } = PageQuery.parse(Object.fromEntries(url.searchParams));
              return service.page(caller, page, size, token_ids);
            })()
          : ({ ok: false, status: 404, message: 'Not found' } as const);
    return answerResponse<unknown>(answer);
  };
}
