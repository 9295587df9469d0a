import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import t from 'tap';
import { buildMockGateway } from '#mock-gateway/app.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { addTestKey } from '#mock-gateway/relay/test-keys.ts';
import { emptyMetrics } from '#mock-gateway/store/metrics/metrics.ts';
import { seedAccessToken } from '#mock-gateway/store/seed.ts';
import { openMigratedStore } from '#server/store/open-store.ts';
import { startConsoleProcess } from '#tests/helpers/console-process.ts';

// The console killed (SIGKILL) in the middle of the traffic and started again on the same store,
// then the gateway restarted (its counters back at zero): the attempts the store holds are
// exactly those made after the first scrape, none lost and none twice. (What a gateway counts
// between the console's last scrape and its own restart is gone with its memory: no reader
// can have it, README "Traffic".)

const METRICS = { user: 'scraper', password: 'scrape-secret' };

/** Every attempt the double's counters hold. */
function counted(gateway: MockGateway): number {
  return [...gateway.store.metrics.providerRequests.values()].reduce((sum, value) => sum + value, 0);
}

async function storeState(dataDir: string) {
  const store = await openMigratedStore({ DATA_DIR: dataDir });
  try {
    const cursor = await store.db.selectFrom('insight_cursors').select('position').where('name', '=', 'metrics').executeTakeFirst();
    const sum = await store.db
      .selectFrom('insight_traffic')
      .select((eb) => eb.fn.sum<number>('requests').as('requests'))
      .executeTakeFirst();
    return { scrapedAt: cursor ? Number(cursor.position) : 0, attempts: Number(sum?.requests ?? 0) };
  } finally {
    await store.close();
  }
}

async function untilScrapedAfter(dataDir: string, time: number) {
  for (;;) {
    const state = await storeState(dataDir);
    if (state.scrapedAt > time) return state;
    await sleep(100);
  }
}

t.test('a console killed mid-traffic and a gateway restart lose no delta and count none twice', async (t) => {
  const gateway = await buildMockGateway({ logger: false, metrics: METRICS });
  t.teardown(() => gateway.close());
  const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
  const key = addTestKey(gateway.store, 4);
  gateway.store.channelFaults.set(1, { failEvery: 2, status: 500, message: 'half down', attempts: 0 });
  const calls = async (n: number, pauseMs = 0) => {
    for (let i = 0; i < n; i++) {
      if (pauseMs > 0) await sleep(pauseMs);
      await gateway.inject({
        method: 'POST',
        url: '/v1/chat/completions',
        headers: { authorization: `Bearer sk-${key.key}` },
        payload: { model: i % 3 === 0 ? 'claude-3-5-sonnet-20241022' : 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] },
      });
    }
  };
  await calls(7); // before the first scrape: the gateway's past, not counted
  const dataDir = mkdtempSync(join(tmpdir(), 'console-insight-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    GATEWAY_URL: gatewayUrl,
    GATEWAY_ADMIN_TOKEN: seedAccessToken('admin'),
    GATEWAY_ROOT_TOKEN: seedAccessToken('root'),
    GATEWAY_METRICS_USER: METRICS.user,
    GATEWAY_METRICS_PASSWORD: METRICS.password,
    DATA_DIR: dataDir,
    WORKERS: '1',
    SCHEDULER_INTERVAL_MS: '100',
    INSIGHT_SCRAPE_INTERVAL_MS: '100',
  };
  const first = await startConsoleProcess(t, env);
  await untilScrapedAfter(dataDir, 0);
  const baseline = counted(gateway);
  // Calls spread over several scrapes; the console is killed while they go on, whatever it is doing.
  let killed = false;
  const during = (async () => {
    while (!killed) await calls(1, 20);
    await calls(5);
  })();
  while ((await storeState(dataDir)).attempts === 0) await sleep(50);
  first.child.kill('SIGKILL');
  await first.exited;
  killed = true;
  await during;
  const recordedAtKill = (await storeState(dataDir)).attempts;
  await calls(25);
  const second = await startConsoleProcess(t, env);
  await untilScrapedAfter(dataDir, Date.now());
  const beforeRestart = counted(gateway);
  gateway.store.metrics = emptyMetrics(gateway.store.now() + 1000); // the gateway restarts: counters from zero
  await calls(30);
  const afterRestart = counted(gateway);
  await untilScrapedAfter(dataDir, Date.now());
  second.child.kill('SIGTERM');
  await second.exited;
  const { attempts } = await storeState(dataDir);
  t.ok(beforeRestart - baseline > recordedAtKill + 25, 'the second console had attempts made while the first was down to catch up');
  t.equal(attempts, beforeRestart - baseline + afterRestart, 'every attempt after the first scrape, once');
});
