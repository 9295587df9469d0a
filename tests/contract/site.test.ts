import t from 'tap';
import { z } from 'zod';
import { buildMockGateway } from '#mock-gateway/app.ts';
import { signIn } from '#mock-gateway/testing.ts';
import {
  AvailableModelMapSchema,
  ChannelGroupRateSchema,
  HotModelListSchema,
  NoticeSchema,
  OwnedBySchema,
  PriceListSchema,
  StatusSchema,
  UserGroupMapSchema,
  UserGroupRateMapSchema,
  envelopeOf,
} from '#shared/api/schemas/index.ts';

// Every public / optional-session endpoint and the schema its `data` must satisfy.
const ENDPOINTS: readonly (readonly [string, z.core.$ZodType])[] = [
  ['/api/status', StatusSchema],
  ['/api/notice', NoticeSchema],
  ['/api/ownedby', OwnedBySchema],
  ['/api/prices', PriceListSchema],
  ['/api/prices?type=default', PriceListSchema],
  ['/api/available_model', AvailableModelMapSchema],
  ['/api/hot_model', HotModelListSchema],
  ['/api/user_group_rate', UserGroupRateMapSchema],
  ['/api/user_group_map', UserGroupMapSchema],
  ['/api/channel_group_rate', ChannelGroupRateSchema],
];

const CALLERS = [null, 'demo', 'operator', 'admin', 'root'] as const;

t.test('every public endpoint parses with its schema, for guests and each role', async (t) => {
  const app = await buildMockGateway();
  t.teardown(() => app.close());
  for (const caller of CALLERS) {
    const headers = caller === null ? {} : { cookie: await signIn(app, caller) };
    for (const [url, schema] of ENDPOINTS) {
      const res = await app.inject({ method: 'GET', url, headers });
      const label = `${caller ?? 'guest'} ${url}`;
      t.equal(res.statusCode, 200, label);
      t.match(res.headers['content-type'], /^application\/json/, label);
      const parsed = envelopeOf(schema).safeParse(res.json<unknown>());
      t.ok(parsed.success, label, { issues: parsed.error?.issues });
      t.equal(parsed.data?.success, true, label);
      t.not(parsed.data?.data, undefined, `${label} has data`);
    }
  }
});

t.test('status serves exactly the keys the schema knows (no undocumented drift)', async (t) => {
  const app = await buildMockGateway();
  t.teardown(() => app.close());
  const body = envelopeOf(z.looseObject(StatusSchema.shape)).parse((await app.inject('/api/status')).json<unknown>());
  t.same(Object.keys(body.data ?? {}).sort(), Object.keys(StatusSchema.shape).sort());
});

t.test('the admin-only bare price list parses without an envelope', async (t) => {
  const app = await buildMockGateway();
  t.teardown(() => app.close());
  const res = await app.inject({ url: '/api/prices?type=old', headers: { cookie: await signIn(app, 'admin') } });
  t.ok(PriceListSchema.safeParse(res.json<unknown>()).success);
});

// Upstream's raw ModelInfo rows: list fields are JSON strings; prices carry the same info as arrays.
t.test('/api/model_info/ answers rows whose list fields are JSON text, matching the prices', async (t) => {
  const { PriceListSchema } = await import('#shared/api/schemas/model.ts');
  const app = await buildMockGateway();
  t.teardown(() => app.close());
  const body = (await app.inject('/api/model_info/')).json<{ success: boolean; data: Record<string, unknown>[] }>();
  t.equal(body.success, true);
  t.ok(body.data.length >= 10);
  const prices = PriceListSchema.parse((await app.inject('/api/prices')).json<{ data: unknown }>().data);
  for (const row of body.data) {
    for (const field of ['input_modalities', 'output_modalities', 'tags', 'support_url'])
      t.type(row[field], 'string', `${String(row.model)} ${field}`);
    const price = prices.find((p) => p.model === row.model);
    t.same(JSON.parse(String(row.input_modalities)), price?.model_info?.input_modalities, `${String(row.model)} modalities`);
  }
});
