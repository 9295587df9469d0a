import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE } from '#shared/access.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';
import { isAdmitted } from './authorize.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Gateway double only: `false` on a management route that changes nothing (a POST that only
     * reads, like fetching a provider's model list), so the audit hook records nothing for it.
     */
    audit?: false;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VERB_OF: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** The record id the store would hand out next when each management write began. */
const startedAt = new WeakMap<FastifyRequest, number>();

/** Writes whose route said they changed nothing (an empty purge). */
const unchanged = new WeakSet<FastifyRequest>();

/**
 * Says this management write changed nothing (a purge that found nothing to delete), so the
 * audit hook writes no record for it. A write that changed something describes it with
 * `recordOperation` instead.
 */
export function changedNothing(request: FastifyRequest): void {
  unchanged.add(request);
}

/** A management write: a change a route reserves for operators and above. */
function isManagementWrite(request: FastifyRequest): boolean {
  const { role, audit } = request.routeOptions.config;
  return WRITES.has(request.method) && typeof role === 'number' && role > ROLE.common && audit !== false;
}

/** The reply said it succeeded: a 2xx whose envelope (when it has one) is not `success: false`. */
function succeeded(statusCode: number, payload: unknown): boolean {
  if (statusCode >= 300) return false;
  if (typeof payload !== 'string') return true;
  try {
    const body: unknown = JSON.parse(payload);
    return !(typeof body === 'object' && body !== null && 'success' in body && body.success === false);
  } catch {
    return true;
  }
}

/**
 * What a route changes and how, from its address: `PUT /api/channel_tag/:tag/priority` →
 * `channel_tag.priority`, `DELETE /api/channel_tag/:tag/disabled` → `channel_tag.delete_disabled`,
 * `POST /api/redemption/` → `redemption.create`.
 */
export function operationOfRoute(method: string, url: string): { targetType: string; action: string } {
  const [type = '', ...rest] = url
    .replace(/^\/api(?:\/|$)/, '')
    .split('/')
    .filter((segment) => segment !== '');
  const targetType = type === '' ? 'gateway' : type;
  const words = rest.filter((segment) => !segment.startsWith(':'));
  const verb = VERB_OF[method] ?? 'update';
  const what = words.length === 0 ? verb : method === 'DELETE' ? `delete_${words.join('_')}` : words.join('_');
  return { targetType, action: `${targetType}.${what}` };
}

/** The route's first path parameter (`:id`, `:tag`), else the body's `id`: which object changed. */
function targetIdOf(request: FastifyRequest): string {
  const params = Object.values((request.params ?? {}) as Record<string, unknown>);
  const fromParams = params.find((value) => typeof value === 'string' && value !== '');
  if (typeof fromParams === 'string') return fromParams;
  const body = request.body;
  if (typeof body === 'object' && body !== null && 'id' in body && (typeof body.id === 'number' || typeof body.id === 'string'))
    return String(body.id);
  return '';
}

function fieldsOf(body: unknown): Record<string, unknown> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  return body as Record<string, unknown>;
}

/**
 * The audit trail's one place (extensions.md, "Operation records"): every successful management
 * write gets a record, whatever route made it. A route that knows its change (the target before
 * and after) describes it with `recordOperation`; for a write that recorded nothing, this hook
 * records the route, its target and the request's fields (secrets masked) once the reply says it
 * succeeded, so a new admin endpoint cannot go unaudited by omission. Refused requests never
 * reach the handler and write nothing.
 */
export function installAudit(app: FastifyInstance, store: MockStore): void {
  app.addHook('preHandler', async (request) => {
    if (isManagementWrite(request)) startedAt.set(request, store.nextOperationId);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const started = startedAt.get(request);
    if (started === undefined || !isAdmitted(request) || unchanged.has(request)) return payload;
    if (store.nextOperationId !== started || !succeeded(reply.statusCode, payload)) return payload;
    const { targetType, action } = operationOfRoute(request.method, request.routeOptions.url ?? request.url);
    recordOperation(store, request, { action, targetType, targetId: targetIdOf(request), before: null, after: fieldsOf(request.body) });
    return payload;
  });
}
