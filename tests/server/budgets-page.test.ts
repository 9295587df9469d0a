import t from 'tap';
import { sessionFor, startConsole } from '#tests/helpers/console.ts';
import type { ConsoleUnderTest } from '#tests/helpers/console.ts';
import { startPostgres } from '#tests/helpers/postgres.ts';

// The budget pages as rendered: the admin's list of every key with a budget, the key list's and
// the overview's budget cells, and what each says while the console's store is down (the pages
// that only show budgets beside the gateway's data keep working, in the reader's language).

const DEMO_KEY = 8;

async function page(c: ConsoleUnderTest, url: string, cookie: string) {
  const response = await c.app.inject({ url, headers: { cookie } });
  return { status: response.statusCode, html: response.body };
}

async function setBudget(c: ConsoleUnderTest, cookie: string, tokenId: number) {
  const response = await c.app.inject({
    method: 'PUT',
    url: `/console-api/budgets/${tokenId}`,
    headers: { cookie },
    payload: { period: 'week', amount: 1_500_000, time_zone: 'Asia/Hong_Kong' },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}

const postgres = await startPostgres(t);

t.test('the budgets page lists every key with a budget for admins, and the key list and overview show it', async (t) => {
  const c = await startConsole(t, { env: { DATABASE_URL: await postgres.createDatabase('pages_on') } });
  const demo = `${await sessionFor(c.app, 'demo')}; i18next=en`;
  await setBudget(c, demo, DEMO_KEY);
  const admin = `${await sessionFor(c.app, 'admin')}; i18next=en`;

  const list = await page(c, '/dashboard/budgets', admin);
  t.equal(list.status, 200);
  t.match(list.html, /data-testid="budget-row" data-key-id="8"/, 'the key is listed');
  t.match(list.html, /8 – demo-key/, 'by id and name, as the gateway has it');
  t.match(list.html, /Weekly \(from Monday\)/);
  t.match(list.html, /\$3/, 'the budget in the site’s money ($3 at the default unit)');
  t.match(list.html, /Asia\/Hong_Kong/);
  t.equal((await page(c, '/dashboard/budgets', demo)).status, 403, 'a user gets the 403 screen');

  const keys = await page(c, '/dashboard/key', demo);
  t.equal(keys.status, 200);
  t.match(keys.html, /data-testid="key-budget"/, 'the key list shows the budget');
  t.match(keys.html, /data-testid="key-budget-limit"[^>]*>At the limit the gateway refuses the key/, 'and what happens at the limit');
  t.match(keys.html, /of \$3 spent/);
  t.match(keys.html, /\$3 left/);
  t.match(keys.html, /resets in \d+ d \d+ h|resets in \d+ h \d+ min|resets in \d+ min/, 'and the countdown to the next window');

  const overview = await page(c, '/dashboard', demo);
  t.match(overview.html, /data-testid="overview-budgets-card"/, 'the overview has the budgets card');
  t.match(overview.html, /demo-key/);
});

t.test('while the store is down the key list and overview render, say so, and the budgets page explains', async (t) => {
  const server = await startPostgres(t);
  const c = await startConsole(t, { env: { DATABASE_URL: await server.createDatabase('pages_down') } });
  const demo = `${await sessionFor(c.app, 'demo')}; i18next=en`;
  const admin = `${await sessionFor(c.app, 'admin')}; i18next=zh-HK`;
  await server.stop();

  const keys = await page(c, '/dashboard/key', demo);
  t.equal(keys.status, 200, 'the key list needs only the gateway');
  t.match(keys.html, /demo-key/);
  t.match(keys.html, /<span class="budget-caption">Budget unavailable<\/span>/);
  const overview = await page(c, '/dashboard', demo);
  t.equal(overview.status, 200);
  t.match(overview.html, /The console&#x27;s store is not answering/);

  const list = await page(c, '/dashboard/budgets', admin);
  t.equal(list.status, 200);
  t.match(
    list.html,
    /data-testid="budgets-store-down"[\s\S]{0,2000}控制台的儲存暫時沒有回應/,
    "the budgets page says so in the reader's language",
  );
  const ready = await c.app.inject({ url: '/readyz' });
  t.equal(ready.statusCode, 503);
  t.match(ready.json(), { status: 'store-unreachable' });
});

t.test('without an admin token the key list has no budget column and the budgets page says why', async (t) => {
  const c = await startConsole(t, { adminToken: null });
  const demo = `${await sessionFor(c.app, 'demo')}; i18next=en`;
  const keys = await page(c, '/dashboard/key', demo);
  t.equal(keys.status, 200);
  t.notMatch(keys.html, /data-testid="key-budget"|class="budget-caption"/, 'no budget cells');
  const list = await page(c, '/dashboard/budgets', `${await sessionFor(c.app, 'admin')}; i18next=en`);
  t.match(list.html, /data-testid="budgets-off"[\s\S]{0,2000}GATEWAY_ADMIN_TOKEN/);
});
