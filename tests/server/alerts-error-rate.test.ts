import t from 'tap';
import { pino } from 'pino';
import { seedAccessToken } from '#mock-gateway/store/seed.ts';
import { alertCheckJob } from '#server/alerts/check-job.ts';
import { writeAlert } from '#server/alerts/messages.ts';
import { adminApi } from '#server/gateway-admin/admin-api.ts';
import { startConsole } from '#tests/helpers/console.ts';
import type { ConsoleUnderTest } from '#tests/helpers/console.ts';

// The error-rate rule over the traffic the console collected: a channel (and a model) with more
// than the level failing over the window alerts once, in the reader's language; it clears when
// the share falls back, and a channel with too few attempts never alerts.

const NOW = Date.UTC(2026, 11, 2, 8, 30, 0);
const MINUTE = 60_000;

async function check(c: ConsoleUnderTest, now: number) {
  const job = alertCheckJob({ api: adminApi(c.config.gatewayUrl, seedAccessToken('admin'), 3000), intervalMs: 0, errorRateMinutes: 5 });
  await job.run({ now, store: c.app.store, log: pino({ level: 'silent' }), stillLeader: () => true, leaseMs: 30_000 });
}

async function traffic(c: ConsoleUnderTest, minute: number, channel: number, model: string, status: number, requests: number) {
  await c.app.store.db
    .insertInto('insight_traffic')
    .values({ bucket_ms: MINUTE, bucket_start: minute, channel_id: channel, model, status, channel_type: 1, requests })
    .execute();
}

async function errorAlerts(c: ConsoleUnderTest) {
  return c.app.store.db.selectFrom('alert_outbox').selectAll().where('kind', '=', 'error-rate').orderBy('created_at').execute();
}

t.test('a channel and a model failing above the level over the window alert once; too few attempts do not', async (t) => {
  const c = await startConsole(t);
  const minute = Math.floor(NOW / MINUTE) * MINUTE - MINUTE;
  await traffic(c, minute, 7, 'glm-4', 200, 5);
  await traffic(c, minute, 7, 'glm-4', 503, 7);
  await traffic(c, minute, 8, 'qwen-max', 500, 3); // 100 % of 3 attempts: too few to say
  await traffic(c, minute - 30 * MINUTE, 9, 'moonshot-v1', 500, 50); // outside the window
  await check(c, NOW);
  await check(c, NOW + 1000);
  const alerts = await errorAlerts(c);
  t.same(
    alerts
      .map((alert) => JSON.parse(alert.facts) as Record<string, unknown>)
      .map((facts) => facts.channel_id ?? facts.model)
      .sort(),
    [7, 'glm-4'],
    'channel #7 and model glm-4, once each',
  );
  const channelAlert = alerts.find((alert) => alert.facts.includes('"channel_id":7'));
  if (!channelAlert) throw new Error('no channel alert');
  t.equal(writeAlert(c.app.texts, channelAlert, 'en').title, 'Channel #7: 58.3 % of attempts failing');
  const modelAlert = alerts.find((alert) => alert.facts.includes('glm-4'));
  if (!modelAlert) throw new Error('no model alert');
  t.match(writeAlert(c.app.texts, modelAlert, 'zh-CN').text, '最近 5 分钟内，模型 glm-4 的 12 次尝试中有 7 次失败，超过了 50% 的提醒值。');

  // The next minutes go well: the share falls under the level and the conditions clear without a message.
  await traffic(c, minute + MINUTE, 7, 'glm-4', 200, 30);
  await check(c, NOW + MINUTE);
  const firing = await c.app.store.db
    .selectFrom('alert_conditions')
    .select('key')
    .where('kind', '=', 'error-rate')
    .where('firing', '=', 1)
    .execute();
  t.same(firing, [], 'cleared');
  t.equal((await errorAlerts(c)).length, 2, 'no new alert');
});
