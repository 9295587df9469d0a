import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FAILURE_LINES_API,
  FAILURES_API,
  HEALTH_API,
  INSIGHT_API,
  MAX_RANGE_MS,
  STATUS_API,
  STATUS_VISIBILITY_API,
  STATUS_WINDOWS,
  StatusVisibilityInputSchema,
  USAGE_API,
  USAGE_GROUPS,
} from '#shared/api/schemas/insight.ts';
import { answerResponse, sendAnswer } from '#server/console-api/answer.ts';
import { crossSiteWriteGuard } from '#server/plugins/proxy/cross-site-guard.ts';
import type { ConsoleAnswer } from '#server/console-api/answer.ts';
import type { ReportFilter } from './failure-report.ts';
import type { InsightCaller, InsightService } from './insight-service.ts';

const DAY_MS = 86_400_000;
const time = z.coerce.number().int().min(0).max(253_402_300_799_000);

const FilterQuery = z
  .looseObject({
    from: time.optional(),
    to: time.optional(),
    channel: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    model: z.string().min(1).max(200).optional(),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from < query.to, { path: ['from'] })
  .refine((query) => query.from === undefined || query.to === undefined || query.to - query.from <= MAX_RANGE_MS, { path: ['to'] });

const UsageQuery = z.object({
  by: z.enum(USAGE_GROUPS).default('key'),
  key: z.string().min(1).max(200).optional(),
  tz: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    })
    .default('UTC'),
});

/** The status page's query: the window only (anything else is a 400, so a guest's answer has one form per window). */
const StatusQuery = z.strictObject({ window: z.enum(STATUS_WINDOWS).default('24h') });
const NoQuery = z.strictObject({});

/** The public answers a guest may keep for a minute (a signed-in caller's are never stored). */
const PUBLIC_PATHS = new Set([STATUS_API, HEALTH_API]);

/** The field a refusal names: the bad value's, or the first unknown parameter's. */
function fieldOf(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'query';
  if (issue.code === 'unrecognized_keys') return issue.keys[0] ?? 'query';
  return String(issue.path[0] ?? 'query');
}

const badInput = (caller: InsightCaller, error: z.ZodError): ConsoleAnswer<never> => ({
  ok: false,
  status: 400,
  message: caller.t('insight:errors.badInput', { field: fieldOf(error.issues[0]) }),
});

function callerOf(request: FastifyRequest, user = request.sessionUser): InsightCaller {
  return { user, t: request.server.i18n.getFixedT(request.lng, ['insight', 'gateway']) };
}

/** The range and filters of a query; the last 24 hours by default. A bad value is a 400 naming it. */
function filterOf(caller: InsightCaller, query: unknown, now: number): { ok: true; filter: ReportFilter } | ConsoleAnswer<never> {
  const parsed = FilterQuery.safeParse(query ?? {});
  if (!parsed.success)
    return {
      ok: false,
      status: 400,
      message: caller.t('insight:errors.badInput', { field: String(parsed.error.issues[0]?.path[0] ?? 'query') }),
    };
  const to = parsed.data.to ?? now;
  const from = parsed.data.from ?? to - DAY_MS;
  return { ok: true, filter: { from, to, channelId: parsed.data.channel, model: parsed.data.model } };
}

async function answer(service: InsightService, pathname: string, caller: InsightCaller, query: unknown): Promise<ConsoleAnswer<unknown>> {
  if (pathname === STATUS_API) {
    const parsed = StatusQuery.safeParse(query ?? {});
    return parsed.success ? service.status(caller, parsed.data.window) : badInput(caller, parsed.error);
  }
  if (pathname === HEALTH_API || pathname === STATUS_VISIBILITY_API) {
    const parsed = NoQuery.safeParse(query ?? {});
    if (!parsed.success) return badInput(caller, parsed.error);
    return pathname === HEALTH_API ? service.health(caller) : service.visibility(caller);
  }
  const filter = filterOf(caller, query, Date.now());
  if (!('filter' in filter)) return filter;
  if (pathname === FAILURES_API) return service.failures(caller, filter.filter);
  if (pathname === FAILURE_LINES_API) return service.lines(caller, filter.filter);
  if (pathname === USAGE_API) {
    const usage = UsageQuery.safeParse(query ?? {});
    if (!usage.success)
      return {
        ok: false,
        status: 400,
        message: caller.t('insight:errors.badInput', { field: String(usage.error.issues[0]?.path[0] ?? 'query') }),
      };
    const { from, to, model } = filter.filter;
    return service.usage(caller, { from, to, model, group: usage.data.by, key: usage.data.key, timeZone: usage.data.tz });
  }
  return { ok: false, status: 404, message: 'Not found' } as const;
}

/**
 * `/console-api/insight/…`: the traffic the console collected, signed in by the gateway's
 * session like pages are; a bad query is a 400 naming the field. The failures and the usage are
 * for admins and users; the status and the models' health answer guests too, with only what the
 * admin lets guests see, the same for every guest (kept a minute by caches: `Vary` on the
 * credentials, a signed-in caller's answer never stored). The visibility is set by admins, and
 * writes from another site are refused like the proxy's.
 */
export async function insightRoutes(
  app: FastifyInstance,
  options: { service: InsightService; publicUrl: string | undefined },
): Promise<void> {
  const guard = crossSiteWriteGuard(options.publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(INSIGHT_API) && guard(request, reply)) return reply;
  });
  for (const path of [FAILURES_API, FAILURE_LINES_API, USAGE_API, STATUS_API, HEALTH_API, STATUS_VISIBILITY_API])
    app.get(path, async (request, reply) => {
      const user = await request.loadSession();
      const result = await answer(options.service, path, callerOf(request, user), request.query);
      if (!PUBLIC_PATHS.has(path)) return sendAnswer(reply, result);
      void reply.header('vary', 'cookie, authorization, accept-language');
      return sendAnswer(reply, result, user ? 'private, no-store' : 'public, max-age=60');
    });
  app.put(STATUS_VISIBILITY_API, async (request, reply) => {
    const caller = callerOf(request, await request.loadSession());
    const body = StatusVisibilityInputSchema.safeParse(request.body);
    if (!body.success)
      return sendAnswer(reply, {
        ok: false,
        status: 400,
        message: caller.t('insight:errors.badInput', { field: String(body.error.issues[0]?.path[0] ?? 'visibility') }),
      });
    return sendAnswer(reply, await options.service.setVisibility(caller, body.data.visibility));
  });
}

/** The same GETs for a page's loaders, answered in this process (render-page.ts routes them here). */
export function insightGets(service: InsightService) {
  return async (url: URL, request: FastifyRequest): Promise<Response> =>
    answerResponse(await answer(service, url.pathname, callerOf(request), Object.fromEntries(url.searchParams)));
}
