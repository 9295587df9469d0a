import { z } from 'zod';
import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';
import {
  DashboardRateSchema,
  DashboardStatListSchema,
  DashboardStatSchema,
  ErrorEnvelopeSchema,
  LogPageSchema,
  LogSchema,
  LogStatSchema,
  envelopeOf,
} from '#shared/api/schemas/index.ts';

function start(t: Teardown) {
  return startGateway(t);
}

const LOG_KEYS = Object.keys(LogSchema.shape).sort();

t.test('GET /api/log/ and /api/log/self parse as LogPage with exactly the Log keys', async (t) => {
  const app = await start(t);
  const admin = await signIn(app, 'admin');
  const demo = await signIn(app, 'demo');
  const calls: [string, string][] = [
    [admin, '/api/log/?size=100'],
    [admin, '/api/log/?log_type=1&order=-user_id'],
    [admin, '/api/log/?log_type=2&channel_id=3&username=demo'],
    [demo, '/api/log/self?size=100'],
    [demo, '/api/log/self?log_type=2&order=model_name,-created_at&page=3'],
    [demo, '/api/log/self?log_type=4'],
  ];
  for (const [cookie, url] of calls) {
    const body = (await app.inject({ url, headers: { cookie } })).json<unknown>();
    const parsed = envelopeOf(LogPageSchema).safeParse(body);
    t.ok(parsed.success, url, { issues: parsed.error?.issues });
    const loose = envelopeOf(z.object({ ...LogPageSchema.shape, data: z.array(z.looseObject(LogSchema.shape)) })).parse(body);
    t.ok((loose.data?.data.length ?? 0) > 0, `${url}: rows`);
    for (const row of loose.data?.data ?? []) {
      if (Object.keys(row).sort().join() !== LOG_KEYS.join()) t.fail(`${url}: keys ${Object.keys(row).join()}`);
    }
  }
});

t.test('stats, dashboard and rate parse with the shared schemas; refusals are error envelopes', async (t) => {
  const app = await start(t);
  const admin = await signIn(app, 'admin');
  const demo = await signIn(app, 'demo');
  const get = async (cookie: string, url: string) => (await app.inject({ url, headers: { cookie } })).json<unknown>();
  t.ok(envelopeOf(LogStatSchema).parse(await get(admin, '/api/log/stat?username=demo&channel=1')).data);
  t.ok(envelopeOf(LogStatSchema).parse(await get(demo, '/api/log/self/stat?token_name=demo-key')).data);
  const stats = envelopeOf(DashboardStatListSchema).parse(await get(demo, '/api/user/dashboard')).data ?? [];
  t.ok(stats.length > 0);
  for (const row of stats) t.same(Object.keys(row).sort(), Object.keys(DashboardStatSchema.shape).sort());
  const rate = envelopeOf(DashboardRateSchema).parse(await get(demo, '/api/user/dashboard/rate')).data;
  t.same(Object.keys(rate ?? {}).sort(), Object.keys(DashboardRateSchema.shape).sort());
  for (const body of [
    await get(demo, '/api/log/'),
    await get(demo, '/api/log/stat'),
    await get(admin, '/api/log/?size=101'),
    await get(admin, '/api/log/?order=quota'),
    await get(demo, '/api/log/self?page=x'),
    (await app.inject('/api/user/dashboard')).json<unknown>(),
  ])
    t.ok(ErrorEnvelopeSchema.safeParse(body).success, JSON.stringify(body));
});
