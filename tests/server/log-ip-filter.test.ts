import t from 'tap';
import type { MockGateway } from '../../mock-gateway/app.ts';
import { sessionFor, startConsole } from '../helpers/console.ts';

/** Makes the double's `/api/log/self` answer like an unmodified one-hub's: no `filters` echo (it ignores `source_ip`). */
function actLikeUpstream(gateway: MockGateway): void {
  gateway.addHook('onSend', async (request, _reply, payload) => {
    const url = new URL(request.url, 'http://gateway.test');
    if (url.pathname !== '/api/log/self' || typeof payload !== 'string') return payload;
    const body = JSON.parse(payload) as { success: boolean; data?: { filters?: unknown } };
    if (body.data) delete body.data.filters;
    return JSON.stringify(body);
  });
}

const IP_FIELD = 'data-testid="log-filter-source_ip"';
const NOTICE = 'data-testid="log-ip-filter-unsupported"';

t.test('a user on an upstream gateway gets no IP filter, and is told when the URL asked for one', async (t) => {
  const { app } = await startConsole(t, { prepareGateway: actLikeUpstream });
  const cookie = await sessionFor(app, 'demo');
  const plain = await app.inject({ url: '/dashboard/log', headers: { cookie } });
  t.equal(plain.statusCode, 200);
  t.notOk(plain.body.includes(IP_FIELD), 'no IP field the gateway would ignore');
  t.notOk(plain.body.includes(NOTICE), 'nothing to explain');
  const asked = await app.inject({ url: '/dashboard/log?source_ip=203.0.113.7', headers: { cookie } });
  t.equal(asked.statusCode, 200);
  t.ok(asked.body.includes(NOTICE), 'the list says it is not filtered by IP');
  t.notOk(asked.body.includes(IP_FIELD));
});

t.test('on the double (which applies it) and for admins the IP filter is offered', async (t) => {
  const { app } = await startConsole(t);
  const demo = await app.inject({ url: '/dashboard/log?source_ip=203.0.113.7', headers: { cookie: await sessionFor(app, 'demo') } });
  t.ok(demo.body.includes(IP_FIELD), 'a user on the double');
  t.notOk(demo.body.includes(NOTICE));
  const upstream = await startConsole(t, { prepareGateway: actLikeUpstream });
  const admin = await upstream.app.inject({ url: '/dashboard/log', headers: { cookie: await sessionFor(upstream.app, 'admin') } });
  t.ok(admin.body.includes(IP_FIELD), 'an admin, whose /api/log/ filters by IP upstream too');
});
