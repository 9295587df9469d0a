import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import { text, title } from '#tests/helpers/html.ts';

/*
 * Root's system log (`/dashboard/system_info`, issue 22 item 8) as document requests: the lines
 * the gateway sent, as text; the count from the URL; 403 below root; "not supported" for a
 * gateway without the endpoint.
 */

const PATH = '/dashboard/system_info';
const MENU_LINK = `href="${PATH}"`;

function lines(html: string): number {
  return html.match(/data-testid="system-log-line"/g)?.length ?? 0;
}

t.test('root reads the latest lines, as many as the URL asks, with the menu entry', async (t) => {
  const { app, gateway } = await startConsole(t);
  const cookie = await sessionFor(app, 'root');
  const all = await app.inject({ url: `${PATH}?lng=en&count=500`, headers: { cookie } });
  t.equal(all.statusCode, 200);
  t.match(title(all.body), /^System log/);
  t.match(text(all.body), '[INFO] [SYS] | One Hub v0.13.34 started');
  t.match(all.body, MENU_LINK);
  for (let i = 0; i < 120; i += 1) await gateway.inject({ url: '/api/status' });
  const res = await app.inject({ url: PATH, headers: { cookie } });
  t.equal(lines(res.body), 100, 'the default count: the latest 100');
  const fifty = await app.inject({ url: `${PATH}?count=50`, headers: { cookie } });
  t.equal(lines(fifty.body), 50);
  const filtered = await app.inject({ url: `${PATH}?count=500&q=one+hub`, headers: { cookie } });
  t.equal(lines(filtered.body), 1, 'the search filters the lines (without case) in the first render too');
});

t.test('a line the gateway wrote is text, never markup', async (t) => {
  const { app, gateway } = await startConsole(t);
  gateway.store.systemLog.push({
    Timestamp: new Date().toISOString(),
    Level: 'ERR',
    Message: '<img src=x onerror=alert(1)><script>alert(2)</script>',
  });
  const res = await app.inject({ url: PATH, headers: { cookie: await sessionFor(app, 'root') } });
  t.equal(res.statusCode, 200);
  t.notMatch(res.body, '<img src=x', 'no element from the line');
  t.notMatch(res.body, '<script>alert(2)', 'no script from the line');
  t.match(res.body, '&lt;img src=x onerror=alert(1)&gt;', 'shown as the text it is');
});

t.test('an admin, an operator and a user get 403 and no menu entry; a guest is sent to sign in', async (t) => {
  const { app } = await startConsole(t);
  for (const username of ['admin', 'operator', 'demo']) {
    const cookie = await sessionFor(app, username);
    const res = await app.inject({ url: PATH, headers: { cookie } });
    t.equal(res.statusCode, 403, username);
    t.equal(lines(res.body), 0, `${username}: no lines`);
    const dashboard = await app.inject({ url: '/dashboard', headers: { cookie } });
    t.notMatch(dashboard.body, MENU_LINK, `${username}: no menu entry`);
  }
  const guest = await app.inject({ url: PATH });
  t.equal(guest.statusCode, 302);
  t.match(guest.headers.location, /returnTo=%2Fdashboard%2Fsystem_info/);
});

t.test('a gateway without the system log (older one-hub) gets "not supported" inside the shell', async (t) => {
  const { app } = await startConsole(t, { gateway: { faults: { failPaths: ['/api/system_info/log=404'] } } });
  const res = await app.inject({ url: `${PATH}?lng=en`, headers: { cookie: await sessionFor(app, 'root') } });
  t.equal(res.statusCode, 501);
  t.match(res.body, 'data-testid="dashboard-shell"');
  t.match(text(res.body), 'Not supported by this gateway');
});
