import t from 'tap';
import { ROLE } from '#shared/access.ts';
import { SECRET_MASK } from '#shared/api/schemas/operation-record.ts';
import { operationOfRoute } from '#mock-gateway/http/audit.ts';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';

const NOW = Date.UTC(2025, 0, 1);

t.test('a route without its own record is named from its address', async (t) => {
  const cases: [string, string, string, string][] = [
    ['POST', '/api/redemption/', 'redemption', 'redemption.create'],
    ['PUT', '/api/redemption/', 'redemption', 'redemption.update'],
    ['DELETE', '/api/redemption/:id', 'redemption', 'redemption.delete'],
    ['PUT', '/api/channel_tag/:tag/priority', 'channel_tag', 'channel_tag.priority'],
    ['PUT', '/api/channel_tag/:tag/status/enable', 'channel_tag', 'channel_tag.status_enable'],
    ['DELETE', '/api/channel_tag/:tag/disabled', 'channel_tag', 'channel_tag.delete_disabled'],
    ['PATCH', '/api', 'gateway', 'gateway.update'],
  ];
  for (const [method, url, targetType, action] of cases) t.same(operationOfRoute(method, url), { targetType, action }, `${method} ${url}`);
});

/**
 * The audit trail's one place: a management write that describes nothing itself is still
 * recorded once it succeeds; a described one is recorded once; a refusal, a failure and a
 * route that changes nothing are not.
 */
t.test('every successful management write is recorded, once, and nothing else is', async (t) => {
  const gateway = await startGateway(t, { now: () => NOW });
  // A new admin endpoint whose author forgot the record: the hook still writes one.
  gateway.put('/api/widget/:id/colour', { config: { role: ROLE.admin } }, async (request) => {
    const body = request.body as { colour?: unknown };
    return body.colour === 'none' ? { success: false, message: 'no such colour' } : { success: true, message: '' };
  });
  gateway.post('/api/widget/preview', { config: { role: ROLE.admin, audit: false } }, async () => ({ success: true, message: '' }));
  const admin = callerFor(gateway, await signIn(gateway, 'admin'));
  const demo = callerFor(gateway, await signIn(gateway, 'demo'));
  const trail = () => gateway.store.operations.map((row) => ({ action: row.action, target: row.target_id, detail: row.detail }));

  t.match(await demo('/api/widget/7/colour', 'PUT', { colour: 'red' }), { success: false }, 'a common user is refused');
  t.match(await admin('/api/widget/7/colour', 'PUT', { colour: 'none' }), { success: false }, 'a failing write');
  t.same(await admin('/api/widget/preview', 'POST', { colour: 'red' }), { success: true, message: '' });
  t.same(trail(), [], 'refused, failed and read-only writes leave no record');

  t.same(await admin('/api/widget/7/colour', 'PUT', { colour: 'red', secret_token: 'sk-hidden' }), { success: true, message: '' });
  t.same(trail(), [
    { action: 'widget.colour', target: '7', detail: { before: null, after: { colour: 'red', secret_token: SECRET_MASK } } },
  ]);
  t.equal(gateway.store.operations[0]?.username, 'admin', 'the actor is the admitted caller');

  // A route that describes its change (before/after) is recorded by that description alone.
  const group = { symbol: 'audit', name: 'Audit', ratio: 1, api_rate: 60, public: false, promotion: false, min: 0, max: 0 };
  t.same(await admin('/api/user_group/', 'POST', group), { success: true, message: '' });
  t.same(
    gateway.store.operations.slice(1).map((row) => row.action),
    ['group.create'],
    'one record per write',
  );
  t.notOk(JSON.stringify(gateway.store.operations).includes('sk-hidden'), 'no secret value in any record');
});

t.test('GET /api/operation_record/ filters by IP and time and says how many records the gateway keeps', async (t) => {
  const gateway = await startGateway(t, { now: () => NOW });
  const admin = callerFor(gateway, await signIn(gateway, 'admin'));
  const rows: [number, string][] = [
    [100, '203.0.113.1'],
    [200, '203.0.113.2'],
    [300, '203.0.113.1'],
  ];
  for (const [index, [createdAt, ip]] of rows.entries()) {
    gateway.store.operations.push({
      id: index + 1,
      created_at: createdAt,
      user_id: 2,
      username: 'admin',
      action: 'user.quota',
      target_type: 'user',
      target_id: '3',
      detail: { before: null, after: null },
      ip,
    });
  }
  type Page = { success: boolean; data: { data: { id: number }[]; total_count: number; retention: number } };
  const ids = async (query: string) => (await admin<Page>(`/api/operation_record/?${query}`)).data.data.map((row) => row.id);
  t.same(await ids('ip=203.0.113.1'), [3, 1], 'by IP');
  t.same(await ids('start_timestamp=200'), [3, 2], 'from a time, included');
  t.same(await ids('end_timestamp=200'), [2, 1], 'up to a time, included');
  t.same(await ids('start_timestamp=150&end_timestamp=250'), [2], 'a range');
  t.same(await ids('order=created_at'), [1, 2, 3], 'oldest first when asked');
  const page = await admin<Page>('/api/operation_record/');
  t.equal(page.data.retention, 10_000, 'the retention the page states');
  t.match(await admin('/api/operation_record/?start_timestamp=-1'), { success: false }, 'a malformed time is refused');
});
