import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import t from 'tap';
import { ROLE } from '#shared/access.ts';
import { SECRET_MASK } from '#shared/api/schemas/operation-record.ts';
import { installAuthorize } from '#mock-gateway/http/authorize.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { createSession, SESSION_COOKIE } from '#mock-gateway/store/sessions.ts';
import { createStore } from '#mock-gateway/store/state.ts';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';

const NOW = Date.UTC(2025, 0, 1);

// A stand-in admin mutation: the record names the admitted caller, keeps only changed fields, masks secrets.
t.test('recordOperation names the actor, keeps what changed and masks secrets', async (t) => {
  const store = createStore(() => NOW);
  const app = Fastify();
  await app.register(fastifyCookie);
  installAuthorize(app, store);
  app.post('/change', { config: { role: ROLE.admin } }, async (request) => {
    recordOperation(store, request, {
      action: 'channel.update',
      targetType: 'channel',
      targetId: 7,
      before: { name: 'a', key: 'sk-old', priority: 1, password: 'p' },
      after: { name: 'b', key: 'sk-new', priority: 1, password: 'p' },
    });
    return { success: true };
  });
  t.teardown(() => app.close());
  const admin = [...store.users.values()].find((user) => user.username === 'admin');
  if (!admin) throw new Error('no seeded admin');
  const session = createSession(store, admin.id);
  const cookie = `${SESSION_COOKIE}=${session.id}`;

  const common = [...store.users.values()].find((user) => user.role === 1 && user.status === 1);
  if (!common) throw new Error('no seeded common user');
  const refused = await app.inject({
    method: 'POST',
    url: '/change',
    headers: { cookie: `${SESSION_COOKIE}=${createSession(store, common.id).id}` },
  });
  t.equal(refused.json<{ success: boolean }>().success, false, 'a common user is refused');
  t.equal(store.operations.length, 0, 'a refused request writes no record');

  await app.inject({ method: 'POST', url: '/change', headers: { cookie, 'x-forwarded-for': '203.0.113.9' } });
  t.equal(store.operations.length, 1);
  const [record] = store.operations;
  t.match(record, {
    id: 1,
    created_at: NOW / 1000,
    user_id: admin.id,
    username: 'admin',
    action: 'channel.update',
    target_type: 'channel',
    target_id: '7',
    ip: '203.0.113.9',
  });
  t.same(
    record?.detail,
    { before: { name: 'a', key: SECRET_MASK }, after: { name: 'b', key: SECRET_MASK } },
    'unchanged fields are left out, secrets masked',
  );
  t.notOk(JSON.stringify(record).includes('sk-'), 'no secret value in the record');
});

t.test('GET /api/operation_record/ pages the records for admins only', async (t) => {
  const gateway = await startGateway(t, { now: () => NOW });
  const admin = callerFor(gateway, await signIn(gateway, 'admin'));
  const user = callerFor(gateway, await signIn(gateway, 'demo'));
  for (const [index, action] of ['user.quota', 'user.role', 'user.quota'].entries()) {
    gateway.store.operations.push({
      id: index + 1,
      created_at: 1,
      user_id: 2,
      username: 'admin',
      action,
      target_type: 'user',
      target_id: '3',
      detail: { before: null, after: null },
      ip: '127.0.0.1',
    });
  }
  t.match(await user('/api/operation_record/'), { success: false }, 'a common user is refused');
  const page = await admin<{ success: boolean; data: { data: { id: number }[]; total_count: number } }>(
    '/api/operation_record/?action=user.quota',
  );
  t.equal(page.success, true);
  t.same(
    page.data.data.map((row) => row.id),
    [3, 1],
    'filtered by action, newest first',
  );
  t.equal(page.data.total_count, 2);
  t.match(await admin('/api/operation_record/?order=password'), { success: false }, 'the order whitelist holds');
  t.match(await admin('/api/operation_record/?user_id=x'), { success: false }, 'a malformed filter is refused');
});
