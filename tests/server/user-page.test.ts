import t from 'tap';
import type { MockGateway } from '#mock-gateway/app.ts';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import { text } from '#tests/helpers/html.ts';

/**
 * Makes the double's user list behave like an unmodified one-hub's: every row carries the
 * user's access token, the extension filters are ignored (no `filters` echo) and the extra sort
 * fields are refused.
 */
function actLikeUpstream(gateway: MockGateway): void {
  gateway.addHook('onSend', async (request, _reply, payload) => {
    const url = new URL(request.url, 'http://gateway.test');
    if (request.method !== 'GET' || url.pathname !== '/api/user/' || typeof payload !== 'string') return payload;
    const order = url.searchParams.get('order') ?? '';
    if (/quota|request_count/.test(order)) return JSON.stringify({ success: false, message: `不允许对字段 '${order}' 进行排序` });
    const body = JSON.parse(payload) as { success: boolean; data?: { data: { id: number; access_token?: string }[]; filters?: unknown } };
    if (!body.success || !body.data) return payload;
    delete body.data.filters;
    for (const row of body.data.data) row.access_token = gateway.store.users.get(row.id)?.access_token ?? '';
    return JSON.stringify(body);
  });
}

t.test('the Users page never puts an access token into the page, even when the gateway sends them', async (t) => {
  const { app, gateway } = await startConsole(t, { prepareGateway: actLikeUpstream });
  const cookie = await sessionFor(app, 'admin');
  const page = await app.inject({ url: '/dashboard/user', headers: { cookie } });
  t.equal(page.statusCode, 200);
  t.match(text(page.body), /demo/, 'the list is there');
  for (const user of gateway.store.users.values()) t.notOk(page.body.includes(user.access_token), `no token of ${user.username}`);
  // The session user in the payload keeps the key with an empty value; no row has one.
  t.notOk(/access_token\\*":\\*"[^"\\]/.test(page.body), 'no filled access_token key');
  t.notOk(page.body.includes('data-testid="user-filters"'), 'no filters the gateway cannot apply');
  t.notOk(page.body.includes('user-filters-unsupported'), 'nothing to explain when none was asked for');
});

t.test('on an upstream gateway, filters and extra sorts in the URL fall back to the plain list and say so', async (t) => {
  const { app } = await startConsole(t, { prepareGateway: actLikeUpstream });
  const cookie = await sessionFor(app, 'admin');
  for (const query of ['?role=100', '?order=-quota', '?group=vip&status=2']) {
    const page = await app.inject({ url: `/dashboard/user${query}`, headers: { cookie } });
    t.equal(page.statusCode, 200, query);
    t.match(page.body, /data-testid="user-filters-unsupported"/, `${query}: the notice`);
    // The unfiltered list, not a wrongly "filtered" one: every seeded user is shown.
    for (const username of ['root', 'admin', 'operator', 'demo', 'banned']) t.match(text(page.body), username, `${query}: ${username}`);
  }
});

t.test('on the double, the filters are shown and applied', async (t) => {
  const { app } = await startConsole(t);
  const cookie = await sessionFor(app, 'admin');
  const page = await app.inject({ url: '/dashboard/user?role=100', headers: { cookie } });
  t.equal(page.statusCode, 200);
  t.match(page.body, /data-testid="user-filters"/);
  t.notOk(page.body.includes('user-filters-unsupported'));
  t.equal((page.body.match(/data-testid="user-row"/g) ?? []).length, 1, 'only root');
});
