import t from 'tap';
import { ROLES, compareCall, startTwoGateways } from '#tests/helpers/two-gateways.ts';
import { GUARDED, LOADERS } from '#tests/helpers/one-hub-loader-calls.ts';

t.test('every loader answers the same on the double and on one-hub', async (t) => {
  const gateways = await startTwoGateways(t);
  for (const call of LOADERS) {
    const result = await compareCall(gateways, call);
    t.same(result.differences, [], result.label);
  }
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
