import t from 'tap';
import { buildMockGateway } from '#mock-gateway/app.ts';
import { OutboxSchema, envelopeOf } from '#shared/api/schemas/index.ts';

t.test('the double-only /api/_mock/outbox parses as Outbox', async (t) => {
  const app = await buildMockGateway({ testEndpoints: true });
  t.teardown(() => app.close());
  await app.inject('/api/verification?email=new@example.com');
  await app.inject('/api/reset_password?email=new@example.com');
  await app.inject('/api/reset_password?email=demo@example.com');
  await app.inject({ url: '/api/reset_password?email=demo@example.com', headers: { 'x-forwarded-host': 'console.test' } });
  for (const email of ['new@example.com', 'demo@example.com', 'nobody@example.com']) {
    const parsed = envelopeOf(OutboxSchema).safeParse((await app.inject(`/api/_mock/outbox?email=${email}`)).json<unknown>());
    t.ok(parsed.success, email, { issues: parsed.error?.issues });
  }
});

t.test('outbox drift is caught', async (t) => {
  const verification = { to: 'a@example.com', kind: 'verification', code: '012345', created_at: 1735689600 };
  const reset = { to: 'a@example.com', kind: 'reset', link: '/user/reset?email=a%40example.com&token=x', created_at: 1735689600 };
  t.ok(OutboxSchema.safeParse([verification, reset]).success);
  t.notOk(OutboxSchema.safeParse([{ ...verification, kind: 'welcome' }]).success, 'unknown kind');
  t.notOk(OutboxSchema.safeParse([{ ...verification, code: 12345 }]).success, 'code as a number');
  t.notOk(OutboxSchema.safeParse([{ ...verification, code: '1234' }]).success, 'code not 6 digits');
  t.notOk(OutboxSchema.safeParse([{ ...reset, link: undefined }]).success, 'reset without link');
  t.notOk(OutboxSchema.safeParse([{ ...reset, created_at: '2025-01-01' }]).success, 'created_at not seconds');
});
