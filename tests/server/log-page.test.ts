import t from 'tap';
import { SLOW_GATEWAY_MS } from '#client/pages/dashboard/account/log/gateway-timing.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

const NOTE = 'data-testid="log-gateway-slow"';

t.test('a slow gateway is named as the slow part of the logs page, with its time, in the reader’s language', async (t) => {
  const { app, gateway } = await startConsole(t, { env: { PAGE_CACHE_TTL_MS: '0' } });
  const cookie = await sessionFor(app, 'admin');
  const quick = await app.inject({ url: '/dashboard/log', headers: { cookie } });
  t.equal(quick.statusCode, 200);
  // A quick answer says nothing (a loaded machine may make even the double slow: then the note
  // must carry a time past the threshold, never a quick one).
  const shownMs = /data-testid="log-gateway-slow" data-ms="(\d+)"/.exec(quick.body)?.[1];
  t.ok(shownMs === undefined || Number(shownMs) >= SLOW_GATEWAY_MS, `no note for a quick answer (${shownMs ?? 'none'})`);

  // Every gateway call now waits 1.2 s (the double's fault, read per request).
  gateway.store.faults.latencyMs = 1200;
  for (const [lng, words] of [
    ['en', /The gateway took (\d+(?:\.\d)?) s to answer this page of logs/],
    ['zh-CN', /网关用了 (\d+(?:\.\d)?) 秒才返回这一页日志/],
    ['zh-HK', /閘道用了 (\d+(?:\.\d)?) 秒才傳回這一頁日誌/],
  ] as const) {
    const slow = await app.inject({ url: `/dashboard/log?lng=${lng}`, headers: { cookie } });
    t.equal(slow.statusCode, 200, lng);
    t.ok(slow.body.includes(NOTE), `${lng}: the page says where the wait was`);
    const seconds = Number(words.exec(slow.body)?.[1]);
    t.ok(seconds >= 1.2, `${lng}: at least the gateway's 1.2 s (${seconds})`);
  }
});
