import t from 'tap';
import { UptimeHeartbeatsSchema, UptimeStatusPageSchema } from '#shared/api/schemas/uptime.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';

/*
 * The Uptime Kuma status of the dashboard (contract §2.3): upstream passes Kuma's answers on
 * unchanged (no envelope) to any signed-in user; the double stands in for Kuma.
 */

const NOW = Date.UTC(2026, 10, 28, 8, 0, 30);
const PAGE = '/api/user/dashboard/uptimekuma/status-page';
const BEATS = '/api/user/dashboard/uptimekuma/status-page/heartbeat';

t.test('a signed-in user gets the status page and its heartbeats, raw, deterministic under the clock', async (t) => {
  const app = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const demo = await signIn(app, 'demo');
  const page = await app.inject({ url: PAGE, headers: { cookie: demo } });
  t.equal(page.statusCode, 200);
  t.notOk('success' in page.json(), 'no envelope: Kuma’s own body');
  const groups = UptimeStatusPageSchema.parse(page.json()).publicGroupList;
  const ids = groups.flatMap((group) => group.monitorList.map((monitor) => monitor.id));
  t.ok(ids.length >= 3, 'monitors in groups');

  const answer = await app.inject({ url: BEATS, headers: { cookie: demo } });
  const beats = UptimeHeartbeatsSchema.parse(answer.json());
  for (const id of ids) {
    const list = beats.heartbeatList[String(id)] ?? [];
    t.equal(list.length, 100, `monitor ${id}: the last 100 beats`);
    t.equal(list.at(-1)?.time, '2026-11-28 08:00:00.000', 'the newest beat last, in UTC');
    const ratio = beats.uptimeList[`${id}_24`] ?? -1;
    t.ok(ratio >= 0 && ratio <= 1, `monitor ${id}: a 24 h ratio`);
  }
  t.ok(
    Object.values(beats.uptimeList).some((ratio) => ratio < 0.95),
    'one monitor is flaky, so the view has something to warn about',
  );
  const again = await app.inject({ url: BEATS, headers: { cookie: demo } });
  t.same(again.json(), answer.json(), 'the same clock, the same beats');
});

t.test('guests get 401; with Uptime Kuma off the fetch fails as upstream’s does (500, plain text)', async (t) => {
  const app = await startGateway(t, { now: () => NOW, criticalRateLimit: false, status: { UptimeEnabled: false } });
  t.equal((await app.inject({ url: PAGE })).statusCode, 401);
  const off = await app.inject({ url: BEATS, headers: { cookie: await signIn(app, 'demo') } });
  t.equal(off.statusCode, 500);
  t.match(off.headers['content-type'], /^text\/plain/);
  t.match(off.body, /^Get ".*\/api\/status-page\/heartbeat\/one-hub\?t=\d+": unsupported protocol scheme ""$/);
});

t.test('present in upstream-only mode', async (t) => {
  const app = await startGateway(t, { now: () => NOW, criticalRateLimit: false, upstreamOnly: true });
  const answer = await app.inject({ url: PAGE, headers: { cookie: await signIn(app, 'demo') } });
  t.equal(answer.statusCode, 200);
  UptimeStatusPageSchema.parse(answer.json());
});
