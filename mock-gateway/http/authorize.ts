import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { ROLE } from '#shared/access.ts';
import type { MockStore, UserRecord } from '#mock-gateway/store/state.ts';
import { invalidUrl } from './errors.ts';
import { authorize } from './guard.ts';
import { routeFileOf } from './plugin.ts';
import { fromLoopback } from './test-endpoint.ts';

/** The minimum roles a route of the double can ask for (one-hub's UserAuth, reliable, AdminAuth, RootAuth). */
export type MinRole = typeof ROLE.common | typeof ROLE.operator | typeof ROLE.admin | typeof ROLE.root;

/**
 * Who may call a route of the double, stated in its route config (`config: { role: ROLE.admin }`):
 * a minimum role, checked by the one authorize hook before the handler runs; `'public'`, no
 * check (pub+ routes read `optionalUser` themselves); `'key'`, the relay, where the API key
 * decides (relay/auth.ts); or `'test'`, a double-only test endpoint (the mailbox, WeChat codes),
 * absent (upstream's 404) unless the double was built with `testEndpoints`, and then answered to
 * loopback callers only (`http/test-endpoint.ts`).
 */
export type RouteRole = MinRole | 'public' | 'key' | 'test';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Gateway double only: who may call the route (mock-gateway/http/authorize.ts). */
    role?: RouteRole;
  }
}

/** The caller the hook admitted: the user and how they proved it (operation records will name them as the actor). */
export interface Caller {
  user: UserRecord;
  via: 'session' | 'token';
}

/** A route of the double as registered, with its declared role and the file that declares it. */
export interface DeclaredRoute {
  method: HTTPMethods;
  url: string;
  role: RouteRole;
  /**
   * The source file of the route plugin that registered it, from the double's folder
   * (`routes/site.ts`; `gatewayRoutes`); null for a route added outside one (a test's stand-in).
   */
  file: string | null;
}

const callers = new WeakMap<FastifyRequest, Caller>();

/**
 * The caller of a route that declares a minimum role. Calling it on any other route is a
 * programming error (the handler would run for anyone), so it throws.
 */
export function callerOf(request: FastifyRequest): Caller {
  const caller = callers.get(request);
  if (!caller) throw new Error(`${request.method} ${request.routeOptions.url ?? request.url} declares no minimum role`);
  return caller;
}

/** True when the authorize hook admitted the request's caller (a route with a minimum role). */
export function isAdmitted(request: FastifyRequest): boolean {
  return callers.has(request);
}

function methodsOf(method: HTTPMethods | HTTPMethods[]): HTTPMethods[] {
  return Array.isArray(method) ? method : [method];
}

/**
 * Installs the double's ONE authorization hook and returns the list of routes it sees
 * registered (filled as plugins register them). Every route must declare `config.role`; one
 * that does not stops the build, so a new endpoint cannot be open by omission. A route registered
 * by a `gatewayRoutes` plugin is listed with its file (`ENDPOINTS.md`; tests/mock-gateway/endpoint-index
 * checks that every route of the built double has one).
 *
 * The check runs as a `preHandler`, after the route's `onRequest` hooks (the critical-route
 * rate limit counts first) and after the body is parsed (bad JSON stays a 400), exactly where
 * the handlers used to check inline: without credentials 401, a bad token, a banned user or a
 * role too low HTTP 200 `{success:false, message}` (contract §1.1).
 *
 * Operation records name an admitted request's actor with `callerOf(request)`; the audit hook
 * (`http/audit.ts`) records every management write a route did not describe itself.
 */
export function installAuthorize(app: FastifyInstance, store: MockStore): readonly DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  app.addHook('onRoute', function (route) {
    const role = route.config?.role;
    const label = `${methodsOf(route.method).join(',')} ${route.url}`;
    if (role === undefined) throw new Error(`mock gateway route ${label} declares no role (config.role)`);
    const file = routeFileOf(this) ?? null;
    for (const method of methodsOf(route.method)) routes.push({ method, url: route.url, role, file });
  });
  app.addHook('preHandler', async (request, reply) => {
    const role = request.routeOptions.config.role;
    if (role === 'test') {
      if (!store.testEndpoints) return reply.code(404).send(invalidUrl(request));
      if (!fromLoopback(request)) return reply.code(403).send({ success: false, message: 'test endpoint: loopback callers only' });
      return;
    }
    if (typeof role !== 'number') return;
    const auth = authorize(store, request, role);
    if (!auth.ok) return reply.code(auth.status).send(auth.body);
    callers.set(request, { user: auth.user, via: auth.via });
  });
  return routes;
}
