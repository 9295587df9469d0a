import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { z } from 'zod';
import { signIn, startGateway } from '#mock-gateway/testing.ts';
import {
  EmptyEnvelopeSchema,
  ErrorEnvelopeSchema,
  TokenPageSchema,
  TokenSchema,
  TokenSettingSchema,
  envelopeOf,
} from '#shared/api/schemas/index.ts';

function start(t: Teardown) {
  return startGateway(t);
}

const TOKEN_KEYS = Object.keys(TokenSchema.shape).sort();

t.test('GET /api/token/ parses as TokenPage; rows carry exactly the Token keys and a full setting', async (t) => {
  const app = await start(t);
  for (const user of ['demo', 'operator', 'root']) {
    const cookie = await signIn(app, user);
    for (const query of ['', '?keyword=d&order=-remain_quota', '?page=2&size=2&order=name,-id']) {
      const res = await app.inject({ url: `/api/token/${query}`, headers: { cookie } });
      const parsed = envelopeOf(TokenPageSchema).safeParse(res.json<unknown>());
      t.ok(parsed.success, `${user} ${query}`, { issues: parsed.error?.issues });
      const loose = envelopeOf(z.object({ ...TokenPageSchema.shape, data: z.array(z.looseObject(TokenSchema.shape)) })).parse(
        res.json<unknown>(),
      );
      for (const row of loose.data?.data ?? []) {
        t.same(Object.keys(row).sort(), TOKEN_KEYS, `${row.name}: no extra keys`);
        t.ok(
          z.object(TokenSettingSchema.shape).required({ heartbeat: true, limits: true }).safeParse(row.setting).success,
          `${row.name}: full setting`,
        );
      }
    }
  }
});

t.test('single key, create, update, delete, playground and admin search answer the shared shapes', async (t) => {
  const app = await start(t);
  const demo = await signIn(app, 'demo');
  const admin = await signIn(app, 'admin');
  const inject = (cookie: string, url: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', payload?: object) =>
    app.inject({ url, method, headers: { cookie }, ...(payload ? { payload } : {}) }).then((res) => res.json<unknown>());
  t.ok(envelopeOf(TokenSchema).parse(await inject(demo, '/api/token/8')).data);
  const created = EmptyEnvelopeSchema.parse(
    await inject(demo, '/api/token/', 'POST', {
      name: 'contract',
      expired_time: -1,
      remain_quota: 0,
      unlimited_quota: true,
      group: 'vip',
      backup_group: '',
      setting: {
        heartbeat: { enabled: true, timeout_seconds: 30 },
        limits: { limit_model_setting: { enabled: true, models: ['gpt-4o'] } },
      },
    }),
  );
  t.same(created, { success: true, message: '' }, 'no data');
  const token = envelopeOf(TokenSchema).parse(await inject(demo, '/api/token/8')).data;
  t.ok(envelopeOf(TokenSchema).parse(await inject(demo, '/api/token/', 'PUT', { ...token, name: 'renamed' })).data);
  t.ok(envelopeOf(TokenSchema).parse(await inject(demo, '/api/token/?status_only=true', 'PUT', { id: 8, status: 2 })).data);
  t.same(EmptyEnvelopeSchema.parse(await inject(demo, '/api/token/10', 'DELETE')), { success: true, message: '' });
  t.match(envelopeOf(z.string()).parse(await inject(demo, '/api/token/playground')).data, /^[A-Za-z0-9]{48}$/);
  const search = envelopeOf(
    z.object({ ...TokenPageSchema.shape, data: z.array(z.object({ ...TokenSchema.shape, owner_name: z.string() })) }),
  ).parse(await inject(admin, '/api/token/admin/search?user_id=4'));
  t.same([search.data?.page, search.data?.size], [0, 0]);
  t.ok(envelopeOf(TokenSchema).parse(await inject(admin, '/api/token/admin', 'PUT', { ...token, user_id: 3 })).data);
  for (const failure of [
    inject(demo, '/api/token/1'),
    inject(demo, '/api/token/?size=101'),
    inject(demo, '/api/token/?order=key'),
    inject(demo, '/api/token/', 'POST', { name: 'x'.repeat(31) }),
    inject(demo, '/api/token/?status_only=1', 'PUT', { id: 11, status: 1 }),
    inject(demo, '/api/token/admin/search'),
    app.inject('/api/token/').then((res) => res.json<unknown>()),
  ]) {
    const body = await failure;
    t.ok(ErrorEnvelopeSchema.safeParse(body).success, JSON.stringify(body));
  }
});
