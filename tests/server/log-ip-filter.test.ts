import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

/** A double that answers like an unmodified one-hub: no `filters` echo, `/self` and the stats ignore `source_ip`. */
const UPSTREAM = { gateway: { upstreamOnly: true } };

const IP_FIELD = 'data-testid="log-filter-source_ip"';
const NOTICE = 'data-testid="log-ip-filter-unsupported"';

t.test('a user on an upstream gateway gets no IP filter, and is told when the URL asked for one', async (t) => {
  const { app } = await startConsole(t, UPSTREAM);
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
  const upstream = await startConsole(t, UPSTREAM);
  const admin = await upstream.app.inject({ url: '/dashboard/log', headers: { cookie: await sessionFor(upstream.app, 'admin') } });
  t.ok(admin.body.includes(IP_FIELD), 'an admin, whose /api/log/ filters by IP upstream too');
});

t.test("an admin's IP-filtered list on an upstream gateway shows no sum, since its stat would count every IP", async (t) => {
  const url = '/dashboard/log?source_ip=127.0.0.1&lng=en';
  const upstream = await startConsole(t, UPSTREAM);
  const asked = await upstream.app.inject({ url, headers: { cookie: await sessionFor(upstream.app, 'admin') } });
  t.equal(asked.statusCode, 200);
  t.match(asked.body, />This gateway&#x27;s sum ignores the IP filter, so it is not shown</, 'says why there is no sum');
  t.notOk(asked.body.includes('data-testid="log-stat-value"'), 'no sum of every IP under an IP-filtered list');
  const plain = await upstream.app.inject({ url: '/dashboard/log', headers: { cookie: await sessionFor(upstream.app, 'admin') } });
  t.ok(plain.body.includes('data-testid="log-stat-value"'), 'without an IP filter the sum is shown');
  const full = await startConsole(t);
  const onDouble = await full.app.inject({ url, headers: { cookie: await sessionFor(full.app, 'admin') } });
  t.ok(onDouble.body.includes('data-testid="log-stat-value"'), 'the double sums by IP: the sum is shown');
});
