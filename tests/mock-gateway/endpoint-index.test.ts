import { readFileSync } from 'node:fs';
import t from 'tap';
import { ENDPOINT_INDEX_PATH, buildEndpointIndex } from '#scripts/endpoint-index.ts';
import { startGateway } from '#mock-gateway/testing.ts';

// mock-gateway/ENDPOINTS.md is generated from the routes the double registers; a route added,
// removed, moved or given another role without regenerating it leaves the committed file stale.
t.test('the committed ENDPOINTS.md is the index of the routes the double registers', async (t) => {
  const committed = readFileSync(ENDPOINT_INDEX_PATH, 'utf8');
  const generated = await buildEndpointIndex();
  t.ok(committed === generated, 'mock-gateway/ENDPOINTS.md is out of date: run `node scripts/endpoint-index.ts` and commit the file', {
    diff: committed === generated ? undefined : firstDifference(committed, generated),
  });
});

t.test('every declared route names the route file that declares it', async (t) => {
  const gateway = await startGateway(t);
  for (const route of gateway.routes) {
    if (route.file === null || !/^routes\/[a-z-]+\.ts$/.test(route.file))
      t.fail(`${route.method} ${route.url} names ${route.file ?? 'no file'} (register it in a gatewayRoutes plugin)`);
  }
  t.ok(gateway.routes.length > 100, `${gateway.routes.length} routes`);
});

/** The first line where the committed file and the regenerated one part, for the failure message. */
function firstDifference(committed: string, generated: string): string {
  const a = committed.split('\n');
  const b = generated.split('\n');
  const line = a.findIndex((text, index) => text !== b[index]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(a[at])}, generated ${JSON.stringify(b[at])}`;
}
