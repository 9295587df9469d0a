import t from 'tap';
import { ONE_HUB_ONLY_OPTIONS } from '#tests/helpers/answer-diff.ts';
import { ROLES, compareCall, startTwoGateways } from '#tests/helpers/two-gateways.ts';
import type { Side } from '#tests/helpers/two-gateways.ts';
import { GUARDED, LOADERS } from '#tests/helpers/one-hub-loader-calls.ts';
import { ABSENT_CALLS } from '#tests/helpers/one-hub-absent-calls.ts';

t.test('every loader answers the same on the double and on one-hub', async (t) => {
  const gateways = await startTwoGateways(t);
  for (const call of LOADERS) {
    const result = await compareCall(gateways, call);
    t.same(result.differences, [], result.label);
  }
  // The settings page offers what the gateway lists (sectionsTheGatewayHas): both list the same
  // options (the shape comparison above merges the rows, so it cannot see a missing one).
  const optionKeys = async (side: Side) =>
    ((await side.as.root.call('GET', '/api/option/')).body as { data: { key: string }[] }).data
      .map((row) => row.key)
      .filter((key) => !ONE_HUB_ONLY_OPTIONS.has(key))
      .sort();
  t.same(await optionKeys(gateways.double), await optionKeys(gateways.oneHub), 'GET /api/option/: the same option keys');
});

t.test('each role is let in or refused alike by both gateways', async (t) => {
  const gateways = await startTwoGateways(t);
  for (const path of GUARDED) {
    for (const role of ROLES) {
      // The loaders test compares what each page reads; this one who gets in.
      const result = await compareCall(gateways, { role, method: 'GET', path, ignore: { data: 'compared by the loaders test' } });
      t.same(result.differences, [], result.label);
    }
  }
});

t.test("the console's calls one-hub does not route answer alike: its 404", async (t) => {
  const gateways = await startTwoGateways(t);
  for (const call of ABSENT_CALLS) {
    const result = await compareCall(gateways, call);
    t.same(result.differences, [], result.label);
    t.equal(result.oneHub.status, 404, `${result.label}: one-hub has no such route`);
  }
});
