import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { UPSTREAM_ONLY_RULES, rulesOfKind } from '#mock-gateway/upstream-only.ts';
import type { UpstreamOnlyRule } from '#mock-gateway/upstream-only.ts';
import { invalidUrl } from './errors.ts';
import { fail } from './respond.ts';

/** `GET /api/user/` — how rules and registered routes are matched (HEAD is GET's shadow). */
function routeKey(method: string, url: string | undefined): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url ?? ''}`;
}

function requestKey(request: FastifyRequest): string {
  return routeKey(request.method, request.routeOptions.url);
}

/** Rows of one kind indexed by route, their payloads merged (a route may list several rows). */
function indexed<T>(rules: readonly UpstreamOnlyRule[], pick: (rule: UpstreamOnlyRule) => readonly T[] | undefined): Map<string, T[]> {
  const index = new Map<string, T[]>();
  for (const rule of rules) {
    const items = pick(rule);
    if (items === undefined) continue;
    const key = routeKey(rule.method, rule.url);
    index.set(key, [...(index.get(key) ?? []), ...items]);
  }
  return index;
}

/** Removes `a.b` or `rows[].x` (each row's `x`) from a JSON value in place. */
function omitPath(value: unknown, path: readonly string[]): void {
  const [head, ...rest] = path;
  if (head === undefined || typeof value !== 'object' || value === null) return;
  if (head.endsWith('[]')) {
    const list = (value as Record<string, unknown>)[head.slice(0, -2)];
    if (Array.isArray(list)) for (const item of list) omitPath(item, rest);
    return;
  }
  if (rest.length === 0) Reflect.deleteProperty(value, head);
  else omitPath((value as Record<string, unknown>)[head], rest);
}

/** The fields of a comma-separated `order` (`-quota,id` → quota, id). */
function orderFields(order: unknown): string[] {
  const text = Array.isArray(order) ? order[0] : order;
  return typeof text === 'string' ? text.split(',').map((term) => term.trim().replace(/^-/, '')) : [];
}

/**
 * Applies `UPSTREAM_ONLY_RULES` to the double: install it before the authorize hook and before
 * any route, so its `onRoute` raises roles before they are recorded (and turns off the binding
 * of `sign-in-only` callbacks in their route config) and its `onRequest` answers
 * an absent route's 404 before rate limits, body parsing and role checks (upstream's router
 * never reaches them).
 */
export function installUpstreamOnly(app: FastifyInstance, rules: readonly UpstreamOnlyRule[] = UPSTREAM_ONLY_RULES): void {
  const absent = new Set(rulesOfKind('absent', rules).map((rule) => routeKey(rule.method, rule.url)));
  const roles = new Map(rulesOfKind('role', rules).map((rule) => [routeKey(rule.method, rule.url), rule.difference.role]));
  const omitted = indexed(rules, (rule) => (rule.difference.kind === 'omit' ? rule.difference.keys : undefined));
  const ignored = indexed(rules, (rule) => (rule.difference.kind === 'ignore-query' ? rule.difference.params : undefined));
  const refused = indexed(rules, (rule) => (rule.difference.kind === 'refuse-order' ? rule.difference.fields : undefined));
  const signInOnly = new Set(rulesOfKind('sign-in-only', rules).map((rule) => routeKey(rule.method, rule.url)));
  const elsewhere = new Map(
    rulesOfKind('routed-elsewhere', rules).map((rule) => [routeKey(rule.method, rule.url), rule.difference.message]),
  );
  const dataless = new Set(rulesOfKind('no-data', rules).map((rule) => routeKey(rule.method, rule.url)));
  const unlisted = new Map(rulesOfKind('omit-rows', rules).map((rule) => [routeKey(rule.method, rule.url), rule.difference]));
  const bodyRefusals = rulesOfKind('refuse-body', rules);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const role = methods.map((method) => roles.get(routeKey(method, route.url))).find((r) => r !== undefined);
    if (role !== undefined) route.config = { ...route.config, role };
    if (methods.some((method) => signInOnly.has(routeKey(method, route.url)))) route.config = { ...route.config, bindsSignedIn: false };
    const refusals = bodyRefusals.filter((rule) =>
      methods.some((method) => routeKey(method, route.url) === routeKey(rule.method, rule.url)),
    );
    if (refusals.length > 0) {
      // A route's own preHandler runs after the app's, so after the role check, as upstream's handler does.
      const own = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
      const refuse: preHandlerAsyncHookHandler = async (request, reply) => {
        const body = request.body as Record<string, unknown> | undefined;
        const rule = refusals.find(
          ({ difference }) => typeof body === 'object' && body !== null && body[difference.field] === difference.value,
        );
        if (rule) return reply.code(rule.difference.status).send(fail(rule.difference.message));
      };
      route.preHandler = [...own, refuse];
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (absent.has(requestKey(request))) return reply.code(404).send(invalidUrl(request));
    const refusal = elsewhere.get(requestKey(request));
    if (refusal !== undefined) return reply.code(200).send(fail(refusal));
    const query = request.query as Record<string, unknown>;
    for (const param of ignored.get(requestKey(request)) ?? []) Reflect.deleteProperty(query, param);
    const refusedField = orderFields(query.order).find((field) => refused.get(requestKey(request))?.includes(field));
    if (refusedField !== undefined) return reply.code(200).send(fail(`不允许对字段 '${refusedField}' 进行排序`));
  });

  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (dataless.has(requestKey(request)) && typeof payload === 'object' && payload !== null && 'data' in payload) {
      const { data: _data, ...envelope } = payload;
      return envelope;
    }
    const keys = omitted.get(requestKey(request));
    const rows = unlisted.get(requestKey(request));
    if ((keys === undefined && rows === undefined) || typeof payload !== 'object' || payload === null || !('data' in payload))
      return payload;
    // A copy: the handler may have answered with the store's own object (`/api/status`).
    const copy = structuredClone(payload);
    for (const key of keys ?? []) omitPath(copy.data, key.split('.'));
    if (rows && Array.isArray(copy.data)) {
      const values = new Set(rows.values);
      copy.data = copy.data.filter(
        (row: unknown) => !(typeof row === 'object' && row !== null && values.has(String((row as Record<string, unknown>)[rows.field]))),
      );
    }
    return copy;
  });
}
