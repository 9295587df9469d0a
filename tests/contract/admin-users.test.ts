import { z } from 'zod';
import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { signIn, startGateway } from '#mock-gateway/testing.ts';
import { AdminUserPageSchema, AdminUserSchema, ErrorEnvelopeSchema, envelopeOf } from '#shared/api/schemas/index.ts';

function start(t: Teardown) {
  return startGateway(t);
}

t.test('GET /api/user/ parses as AdminUserPage; every row has exactly the admin User keys (no token, no password)', async (t) => {
  const app = await start(t);
  const cookie = await signIn(app, 'root');
  for (const query of ['', '?keyword=de', '?page=2&size=2&order=-created_time', '?group=vip&role=10&status=1&order=-quota']) {
    const res = await app.inject({ url: `/api/user/${query}`, headers: { cookie } });
    const parsed = envelopeOf(AdminUserPageSchema).safeParse(res.json<unknown>());
    t.ok(parsed.success, query || 'no query', { issues: parsed.error?.issues });
    const loose = envelopeOf(z.object({ ...AdminUserPageSchema.shape, data: z.array(z.looseObject(AdminUserSchema.shape)) })).parse(
      res.json<unknown>(),
    );
    for (const row of loose.data?.data ?? []) {
      t.same(Object.keys(row).sort(), Object.keys(AdminUserSchema.shape).sort(), `${row.username}: no extra keys`);
    }
  }
});

t.test('GET /api/user/:id parses as an admin User; refusals and list errors as error envelopes', async (t) => {
  const app = await start(t);
  const admin = await signIn(app, 'admin');
  for (const id of [3, 4, 5]) {
    const res = await app.inject({ url: `/api/user/${id}`, headers: { cookie: admin } });
    t.equal(envelopeOf(AdminUserSchema).parse(res.json<unknown>()).data?.id, id);
  }
  const failures = [
    app.inject({ url: '/api/user/1', headers: { cookie: admin } }),
    app.inject({ url: '/api/user/?size=101', headers: { cookie: admin } }),
    app.inject({ url: '/api/user/?order=email', headers: { cookie: admin } }),
    app.inject({ url: '/api/user/', headers: { cookie: await signIn(app, 'demo') } }),
    app.inject('/api/user/'),
  ];
  for (const call of failures) {
    const res = await call;
    t.ok(ErrorEnvelopeSchema.safeParse(res.json<unknown>()).success, res.body);
  }
});
