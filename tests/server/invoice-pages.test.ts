import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

// Mid-February 2025: the double's seeded logs reach back into January, so January has bills.
const NOW = Date.UTC(2025, 1, 15, 12);
const DISABLED = />Monthly bills are not enabled on this site\. Ask the administrator to turn them on\.</;

// Rendered markup, not the translations in the hydration payload: texts are matched between tags.

t.test(
  'UserInvoiceMonth off: no menu entry (a page that would only say "not enabled"), and a list or detail link says so without asking for bills',
  async (t) => {
    let asked = 0;
    const { app } = await startConsole(t, {
      gateway: { now: () => NOW, status: { UserInvoiceMonth: false } },
      prepareGateway: (gateway) =>
        gateway.addHook('onRequest', async (request) => {
          if (request.url.startsWith('/api/user/invoice')) asked += 1;
        }),
    });
    const cookie = await sessionFor(app, 'demo');
    const list = await app.inject({ url: '/dashboard/invoice?lng=en', headers: { cookie } });
    t.equal(list.statusCode, 200);
    t.match(list.body, 'data-nav-item="/dashboard/log"', 'the record section is there');
    t.notMatch(list.body, 'data-nav-item="/dashboard/invoice"', 'no invoice entry: nobody is offered a locked door');
    t.match(list.body, DISABLED);
    t.notMatch(list.body, 'data-testid="invoice-table"');
    const detail = await app.inject({ url: '/dashboard/invoice/2025-01-01?lng=en', headers: { cookie } });
    t.equal(detail.statusCode, 200);
    t.match(detail.body, DISABLED);
    t.equal(asked, 0, 'the gateway was not asked for bills');
  },
);

t.test('UserInvoiceMonth on (the double’s default): the entry, the month’s bill and its per-model detail', async (t) => {
  const { app, gateway } = await startConsole(t, { gateway: { now: () => NOW } });
  const cookie = await sessionFor(app, 'demo');
  const list = await app.inject({ url: '/dashboard/invoice?lng=en', headers: { cookie } });
  t.equal(list.statusCode, 200);
  t.match(list.body, 'data-nav-item="/dashboard/invoice"');
  t.equal(list.body.match(/data-testid="invoice-row"/g)?.length, 1, 'January, the one month that is over');
  t.match(list.body, />January 2025</);
  t.match(list.body, 'href="/dashboard/invoice/2025-01-01"');

  const models = new Set(gateway.store.invoices.filter((row) => row.user_id === 4).map((row) => row.model_name));
  const detail = await app.inject({ url: '/dashboard/invoice/2025-01-01?lng=en', headers: { cookie } });
  t.equal(detail.statusCode, 200);
  t.match(detail.body, />Bill for January 2025</);
  t.match(detail.body, />Account: demo · demo@example.com</);
  t.equal(detail.body.match(/data-testid="invoice-detail-row"/g)?.length, models.size, 'one row per model the demo used');
  t.match(detail.body, 'data-testid="invoice-detail-total"');
});

t.test('a detail path that is not a date is a 404 inside the shell; a month without a bill says so', async (t) => {
  const { app } = await startConsole(t, { gateway: { now: () => NOW } });
  const cookie = await sessionFor(app, 'demo');
  for (const bad of ['january', '2025-1-01', '2025-13-01']) {
    const res = await app.inject({ url: `/dashboard/invoice/${bad}?lng=en`, headers: { cookie } });
    t.equal(res.statusCode, 404, bad);
    t.match(res.body, 'data-testid="dashboard-shell"');
  }
  const empty = await app.inject({ url: '/dashboard/invoice/2024-06-01?lng=en', headers: { cookie } });
  t.equal(empty.statusCode, 200);
  t.match(empty.body, />Nothing was billed to you in this month\.</);
});
