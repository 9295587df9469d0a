import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';

// Both paged CSV exports (orders, the analytics ranking) answer a failed first page the same way:
// the gateway lacking the list 501, refusing the role 403 with its words, failing 502; never a
// half-written download.

const EXPORTS = [
  { url: '/export/orders.csv', gatewayPath: '/api/payment/order', list: "The gateway's order list failed" },
  { url: '/export/analytics-users.csv', gatewayPath: '/api/analytics/user_rank', list: "The gateway's user ranking failed" },
] as const;

for (const entry of EXPORTS) {
  t.test(`${entry.url}: the first page's failure becomes the envelope with its status`, async (t) => {
    const { app, gateway } = await startConsole(t);
    const cookie = await sessionFor(app, 'admin');
    const cases = [
      { fault: `${entry.gatewayPath}=404`, status: 501, message: new RegExp(`^${entry.list}`) },
      { fault: `${entry.gatewayPath}=denied`, status: 403, message: /权限不足/ },
      { fault: entry.gatewayPath, status: 502, message: new RegExp(`^${entry.list}`) },
    ];
    for (const { fault, status, message } of cases) {
      gateway.store.faults.failPaths = [fault];
      const answer = await app.inject({ url: entry.url, headers: { cookie } });
      t.equal(answer.statusCode, status, fault);
      t.match(answer.headers['content-type'], /^application\/json/, `${fault}: not a CSV`);
      const body = answer.json<{ success: boolean; message: string }>();
      t.equal(body.success, false, fault);
      t.match(body.message, message, fault);
    }
    delete gateway.store.faults.failPaths;
    t.equal((await app.inject({ url: entry.url, headers: { cookie } })).statusCode, 200, 'answers again once the gateway does');
  });
}
