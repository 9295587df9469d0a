import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE } from '#shared/access.ts';
import { SystemLogRequestSchema } from '#shared/api/schemas/system-info.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { latestSystemLog } from '#mock-gateway/store/system-info.ts';

// Go's json decoder names the kind of value it could not put into the int field.
function goKind(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'object' : typeof value;
}

/**
 * one-hub's `SystemLog`: `{count}` bound with `binding:"required"` (so a missing or zero count
 * fails validation), a negative one refused, both with HTTP 400; a count above what is kept
 * returns every line.
 */
function systemLog(store: MockStore) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body: unknown = request.body;
    const count = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { count?: unknown }).count : undefined;
    if (count !== undefined && count !== null && (typeof count !== 'number' || !Number.isInteger(count))) {
      const kind = typeof count === 'number' ? 'number ' + String(count) : goKind(count);
      return reply.code(400).send(fail(`json: cannot unmarshal ${kind} into Go struct field .count of type int`));
    }
    if (count === undefined || count === null || count === 0) {
      return reply.code(400).send(fail("Key: 'Count' Error:Field validation for 'Count' failed on the 'required' tag"));
    }
    const parsed = SystemLogRequestSchema.safeParse(body);
    if (!parsed.success) return reply.code(400).send(fail('count must be greater than 0'));
    return ok(latestSystemLog(store, parsed.data.count));
  };
}

/** Root's view of the gateway's own log (contract §2.12), at both of upstream's paths; reading it changes nothing. */
export const systemInfoRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  const config = { role: ROLE.root, audit: false } as const;
  app.post('/api/system_info/log', { config }, systemLog(store));
  app.post('/api/option/system_info/log', { config }, systemLog(store));
});
