import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { isCriticalPath } from '#shared/api/rate-limits.ts';
import { consoleGatewayCalls, patternOf } from '#tests/helpers/console-gateway-calls.ts';
import { GUARDED, LOADERS } from '#tests/helpers/one-hub-loader-calls.ts';
import { ABSENT_CALLS } from '#tests/helpers/one-hub-absent-calls.ts';
import { RECORD_SAVES, SAVES } from '#tests/helpers/one-hub-save-calls.ts';
import { SIGN_IN_CALLS } from '#tests/helpers/one-hub-sign-in-calls.ts';
import { oneHubRouteOf, oneHubRoutes } from '#tests/helpers/one-hub-routes.ts';
import { CONTRACT_EXEMPT } from '#tests/helpers/one-hub-exempt-calls.ts';

// The contract suite's coverage (issue 33 item 3): every gateway call the console makes (read
// from its source, tests/helpers/console-gateway-calls.ts) is made on both gateways by the
// contract suite, or is named in CONTRACT_EXEMPT with why. An extension's exemption is held
// against one-hub's router (it must not route the path), every other against it too (it must).

/** The calls the contract suite makes on both gateways: its lists and the calls written in its tests. */
function contractCalls(): { method: string; path: string }[] {
  const listed = [...LOADERS, ...SAVES, ...RECORD_SAVES, ...ABSENT_CALLS, ...SIGN_IN_CALLS].map(({ method, path }) => ({ method, path }));
  const guarded = GUARDED.map((path) => ({ method: 'GET', path }));
  const dir = import.meta.dirname;
  const inline = readdirSync(dir)
    .filter((file) => file.endsWith('.test.ts') && file !== 'rig.test.ts' && file !== 'coverage.test.ts')
    .flatMap((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      return [
        ...text.matchAll(/\.call\('(GET|POST|PUT|DELETE)',\s*'(\/api\/[^']*)'/g),
        ...text.matchAll(/method: '(GET|POST|PUT|DELETE)',\s*path: ['`](\/api\/[^'`]*)['`]/g),
      ].map((match) => ({ method: match[1] ?? '', path: match[2] ?? '' }));
    });
  return [...listed, ...guarded, ...inline];
}

/** The console pattern a called path is routed to: the one with the most literal segments that fits. */
function patternCalled(patterns: readonly string[], method: string, path: string): string | undefined {
  const segments = patternOf(path).split('/');
  const fits = (pattern: string) => {
    const [head = '', ...rest] = pattern.split(' ');
    const ours = rest.join(' ').split('/');
    return (
      head === method &&
      ours.length === segments.length &&
      ours.every((segment, index) => segment === ':param' || segment === segments[index])
    );
  };
  return patterns.filter(fits).sort((a, b) => a.split(':param').length - b.split(':param').length)[0];
}

const inventory = consoleGatewayCalls();
const patterns = [...inventory.calls.keys()];
const covered = new Set(contractCalls().flatMap(({ method, path }) => patternCalled(patterns, method, path) ?? []));
const routes = oneHubRoutes();

t.test('the scan of the console found its gateway calls, each in a form it knows', async (t) => {
  t.same(inventory.unclassified, [], 'literals in no known call form: name the form in console-gateway-calls.ts');
  t.ok(inventory.calls.size > 150, `${inventory.calls.size} gateway calls found`);
  t.ok(routes.length > 150, `${routes.length} routes read from one-hub's router`);
});

t.test('every gateway call the console makes is in the contract suite or exempted with why', async (t) => {
  const missing = patterns.filter((call) => !covered.has(call) && !CONTRACT_EXEMPT.has(call));
  t.same(
    missing.map((call) => `${call} (${(inventory.calls.get(call) ?? []).slice(0, 2).join(', ')})`),
    [],
    'calls neither the contract lists make nor CONTRACT_EXEMPT names',
  );
  t.comment(
    `${patterns.length} calls: ${patterns.filter((call) => covered.has(call)).length} in the contract suite, ${CONTRACT_EXEMPT.size} exempted`,
  );
});

t.test('each exemption is still needed and true of one-hub', async (t) => {
  for (const [call, { kind, why }] of CONTRACT_EXEMPT) {
    t.ok(inventory.calls.has(call), `${call}: the console still makes it (else drop it)`);
    t.notOk(covered.has(call), `${call}: not in the contract suite (else drop the exemption)`);
    const [method = '', pattern = ''] = call.split(' ');
    const route = oneHubRouteOf(routes, method, pattern);
    if (kind === 'extension') t.notOk(route, `${call}: one-hub has no such route (${why})`);
    else t.ok(route, `${call}: one-hub routes it (${why})`);
  }
});

t.test("the console's sign-in limit table is one-hub's CriticalRateLimit routes", async (t) => {
  const critical = routes.filter((route) => route.middlewares.includes('CriticalRateLimit')).map((route) => route.path);
  t.ok(critical.length >= 15, `${critical.length} critical routes`);
  for (const path of critical) t.ok(isCriticalPath(path), `${path} counts against the sign-in limit`);
  for (const route of routes.filter((entry) => !entry.middlewares.includes('CriticalRateLimit'))) {
    if (!critical.includes(route.path)) t.notOk(isCriticalPath(route.path), `${route.method} ${route.path} does not`);
  }
});
