import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { buildMockGateway } from '#mock-gateway/app.ts';
import { seedAccessToken } from '#mock-gateway/store/seed.ts';
import { signIn } from '#mock-gateway/testing.ts';
import { CHANNEL_STATUS } from '#shared/api/schemas/channel.ts';
import { everyDestination, startAlertReceivers } from '#tests/helpers/alert-receivers.ts';
import { startConsoleProcess } from '#tests/helpers/console-process.ts';

// The outbox across a crash: the console is killed (SIGKILL) while a bot's request is in flight;
// the console started again on the same store sends what was left, and each receiver, counting
// by the alert id every message carries, has the alert once: none lost, none twice.

const VENDORS = ['webhook', 'feishu', 'dingtalk', 'wecom', 'telegram', 'email'] as const;

t.test('a channel disabled in the double reaches each destination once across a restart mid-send', async (t) => {
  const gateway = await buildMockGateway({ logger: false });
  t.teardown(() => gateway.close());
  const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
  const receivers = await startAlertReceivers(t);
  const dataDir = mkdtempSync(join(tmpdir(), 'console-alerts-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    GATEWAY_URL: gatewayUrl,
    GATEWAY_ADMIN_TOKEN: seedAccessToken('admin'),
    DATA_DIR: dataDir,
    WORKERS: '1',
    LOG_LEVEL: 'info',
    SCHEDULER_INTERVAL_MS: '200',
    ALERTS_CHECK_INTERVAL_MS: '200',
    ALERTS_SEND_TIMEOUT_MS: '3000',
    ALERTS_ALLOWED_TARGETS: '127.0.0.1',
    ALERTS_SMTP_URL: receivers.smtpUrl,
    ALERTS_TELEGRAM_API_URL: receivers.telegramApi,
  };
  const first = await startConsoleProcess(t, env);
  const cookie = await signIn(gateway, 'admin');
  for (const body of everyDestination(receivers)) {
    const response = await fetch(`${first.url}/console-api/alerts/destinations`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    t.equal(response.status, 200, `${body.kind} destination saved`);
  }

  // The Feishu receiver keeps the first request unanswered: the console dies waiting for it.
  const feishuArrived = receivers.holdNext('feishu');
  const channel = gateway.store.channels.get(2);
  if (!channel) throw new Error('no channel 2');
  channel.key = 'sk-fail-revoked';
  await gateway.inject({ url: '/api/channel/test/2', headers: { cookie } });
  t.equal(channel.status, CHANNEL_STATUS.auto, 'the double disabled the channel');
  await feishuArrived;
  first.child.kill('SIGKILL');
  await first.exited;

  const second = await startConsoleProcess(t, env);
  await receivers.waitFor([...VENDORS], 1);
  const [held] = receivers.heldIds;
  t.ok(held?.id, 'the request the first console died on carried an alert id');
  for (const vendor of VENDORS) t.same([...receivers.idsOf(vendor)], [held?.id], `${vendor}: that one alert, once by its id`);
  t.same(receivers.refused, [], 'every signature checked out');

  // Every delivery is recorded as sent, at most two attempts each (the one cut short, and the resend).
  let rows: { state: string; attempts: number }[] = [];
  while (rows.length !== VENDORS.length || rows.some((row) => row.state !== 'sent')) {
    const log = await fetch(`${second.url}/console-api/alerts/deliveries`, { headers: { cookie } });
    rows = ((await log.json()) as { data: { data: { state: string; attempts: number }[] } }).data.data;
    if (rows.some((row) => row.state !== 'sent')) await second.untilOutput(/alerts: delivered/);
  }
  t.ok(
    rows.every((row) => row.attempts <= 2),
    'nothing sent more than once again',
  );
  t.equal(rows.find((row) => row.attempts === 2) !== undefined, true, 'the delivery cut short was sent again after its lease ran out');
});
