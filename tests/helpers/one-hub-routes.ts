import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { join } from 'node:path';
import { ONE_HUB_SRC } from './real-one-hub.ts';

/*
 * one-hub's own API routes, read from its router (`router/api-router.go`): each group's prefix
 * joined to its routes as gin joins them, so the coverage test can tell an extension (a path
 * one-hub has not) from a call the contract suite must make on both gateways.
 */

export interface OneHubRoute {
  method: string;
  /** `/api/user/:param` (gin's `:id` and `*model` as `:param`). */
  path: string;
  /** The middlewares named on the route's own line (`CriticalRateLimit`, `UserAuth`…). */
  middlewares: string[];
}

/** gin's joinPaths: a relative path's trailing slash is kept. */
function joinPaths(base: string, relativePath: string): string {
  if (relativePath === '') return base;
  const joined = posix.join(base, relativePath);
  return relativePath.endsWith('/') && !joined.endsWith('/') ? `${joined}/` : joined;
}

const asPattern = (path: string) =>
  path
    .split('/')
    .map((segment) => (/^[:*]/.test(segment) ? ':param' : segment))
    .join('/');

export function oneHubRoutes(): OneHubRoute[] {
  const source = readFileSync(join(ONE_HUB_SRC, 'router', 'api-router.go'), 'utf8');
  const prefixes = new Map<string, string>([['router', '']]);
  const routes: OneHubRoute[] = [];
  for (const line of source.split('\n')) {
    if (line.trim().startsWith('//')) continue;
    const group = /(\w+)\s*:=\s*(\w+)\.Group\("([^"]*)"\)/.exec(line);
    if (group) {
      prefixes.set(group[1] ?? '', joinPaths(prefixes.get(group[2] ?? '') ?? '', group[3] ?? ''));
      continue;
    }
    const route = /(\w+)\.(GET|POST|PUT|DELETE|Any)\("([^"]*)"(.*)$/.exec(line);
    const base = route ? prefixes.get(route[1] ?? '') : undefined;
    if (!route || base === undefined) continue;
    const middlewares = [...(route[4] ?? '').matchAll(/middleware\.(\w+)\(/g)].map((match) => match[1] ?? '');
    const methods = route[2] === 'Any' ? ['GET', 'POST', 'PUT', 'DELETE'] : [route[2] ?? ''];
    for (const method of methods) routes.push({ method, path: asPattern(joinPaths(base, route[3] ?? '')), middlewares });
  }
  return routes;
}

/** Whether one-hub routes `method pattern` (a console pattern, `:param` for a variable segment). */
export function oneHubRouteOf(routes: readonly OneHubRoute[], method: string, pattern: string): OneHubRoute | undefined {
  const segments = pattern.split('/');
  const fits = (route: OneHubRoute) => {
    const theirs = route.path.split('/');
    return theirs.length === segments.length && theirs.every((segment, index) => segment === ':param' || segment === segments[index]);
  };
  const candidates = routes.filter((route) => route.method === method && fits(route));
  // gin prefers a literal segment to a parameter: the route with the fewest parameters.
  return candidates.sort((a, b) => a.path.split(':param').length - b.path.split(':param').length)[0];
}
