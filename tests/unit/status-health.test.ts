import t from 'tap';
import { healthOf } from '#shared/api/schemas/insight.ts';
import type { Channel } from '#shared/api/schemas/channel.ts';
import { providerTests } from '#client/pages/public/status/channel-tests.ts';

// The states the status page and the model list show, and the admins' channel tests per provider.

t.test('a share of failed attempts as a state: none counted, under 5 %, up to half, more', async (t) => {
  t.equal(healthOf(0, 0), 'idle', 'no attempts: no recent traffic');
  t.equal(healthOf(100, 0), 'healthy');
  t.equal(healthOf(100, 4), 'healthy', 'under 5 % failed');
  t.equal(healthOf(100, 5), 'degraded', '5 % failed');
  t.equal(healthOf(8, 4), 'degraded', 'half failed (a channel failing every other attempt)');
  t.equal(healthOf(8, 5), 'failing', 'more than half');
  t.equal(healthOf(3, 3), 'failing');
});

const channel = (type: number, status: number, testTime: number, responseTime: number) =>
  ({ type, status, test_time: testTime, response_time: responseTime }) as Channel;

t.test("channel tests per provider: enabled, switched off by a test, the latest test, the enabled channels' mean time", async (t) => {
  const tests = providerTests([channel(1, 1, 100, 300), channel(1, 1, 200, 500), channel(1, 3, 300, 9000), channel(14, 2, 0, 0)]);
  t.same(tests, [
    { type: 1, channels: 3, enabled: 2, autoDisabled: 1, lastTest: 300, responseMs: 400 },
    { type: 14, channels: 1, enabled: 0, autoDisabled: 0, lastTest: 0, responseMs: null },
  ]);
});
