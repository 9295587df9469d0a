import { request as playwrightRequest } from '@playwright/test';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';
import { seriousViolations } from './sweep.ts';
import { apiData } from './api-data.ts';

/**
 * Analytics (issue 12), admin: the page from the Overview menu; a user's figures for a range are
 * exactly what the logs page shows for the same filter (a fresh user whose calls this test makes,
 * and a seeded user over days in the past, which no other test can add rows to); the grouping,
 * the presets, the ranking and its CSV; common users get 403 and no menu item (role-refusals.spec.ts; the operator opens it: operator.spec.ts).
 */

test.describe.configure({ timeout: 90_000 });

const PATH = '/dashboard/analytics';
const PASSWORD = 'analytics-pass-1';
const DAY = 86_400;

interface Usage {
  requests: number;
  quota: number;
  tokens: number;
}

/**
 * A new user, funded by a code root mints, who makes `calls` relay calls with a key of their own:
 * state nobody else reads, so parallel specs cannot move these figures.
 */
async function userWithCalls(baseURL: string, calls: number): Promise<{ id: number; username: string; usage: Usage }> {
  const username = `an${Date.now().toString(36).slice(-7)}${Math.floor(Math.random() * 100)}`;
  const root = await playwrightRequest.newContext({ baseURL });
  await apiData(root, 'post', '/api/user/login', { username: 'root', password: '123456' });
  const [code] = await apiData<string[]>(root, 'post', '/api/redemption/', { name: 'analytics e2e', quota: 10_000_000, count: 1 });
  await root.dispose();
  const user = await playwrightRequest.newContext({ baseURL });
  await apiData(user, 'post', '/api/user/register', { username, password: PASSWORD });
  await apiData(user, 'post', '/api/user/login', { username, password: PASSWORD });
  await apiData(user, 'post', '/api/user/topup', { key: code });
  const { id } = await apiData<{ id: number }>(user, 'get', '/api/user/self');
  await apiData(user, 'post', '/api/token/', { name: 'analytics', expired_time: -1, remain_quota: 0, unlimited_quota: true });
  const keys = await apiData<{ data: { key: string; name: string }[] }>(user, 'get', '/api/token/?keyword=analytics');
  const key = keys.data.find((k) => k.name === 'analytics')?.key ?? '';
  const usage: Usage = { requests: 0, quota: 0, tokens: 0 };
  for (let i = 0; i < calls; i += 1) {
    const response = await user.post('/v1/chat/completions', {
      headers: { authorization: `Bearer sk-${key}` },
      data: { model: 'gpt-4o-mini', messages: [{ role: 'user', content: `analytics call ${i} ${'x'.repeat(i * 7)}` }] },
    });
    expect(response.status()).toBe(200);
  }
  const logs = await apiData<{ data: { quota: number; prompt_tokens: number; completion_tokens: number }[] }>(
    user,
    'get',
    '/api/log/self?log_type=2&size=100',
  );
  for (const row of logs.data) {
    usage.requests += 1;
    usage.quota += row.quota;
    usage.tokens += row.prompt_tokens + row.completion_tokens;
  }
  await user.dispose();
  return { id, username, usage };
}

async function kpiValue(page: Page, key: string): Promise<number> {
  return Number(await page.getByTestId(`analytics-kpi-${key}-raw`).getAttribute('data-value'));
}

/** What the logs page shows for its filter: the consume sum, the row count and (one page) the tokens. */
async function logsPageFigures(page: Page): Promise<{ quota: number; requests: number; tokens: number | null }> {
  const stat = page.getByTestId('log-stat-value');
  await expect(stat).toBeVisible();
  const quota = Number(await stat.getAttribute('data-quota'));
  // An admin's log in time order counts its rows under the list (it moves on by cursor, no pager).
  const requests = Number(await page.getByTestId('log-older').getAttribute('data-total'));
  const rows = page.getByTestId('log-row');
  let tokens: number | null = null;
  if ((await rows.count()) === requests) {
    tokens = 0;
    for (const cell of await page
      .locator('[data-testid="log-row"] td[data-column="prompt"], [data-testid="log-row"] td[data-column="completion"]')
      .all())
      tokens += Number((await cell.textContent()) || 0);
  }
  return { quota, requests, tokens };
}

test("an admin filters Analytics to a user: cost, requests and tokens are the logs page's for the same filter; grouping, ranking and CSV", async ({
  page,
  problems,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is required');
  const user = await userWithCalls(baseURL, 3);
  expect(user.usage.requests).toBe(3);

  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
  await page.getByTestId('dashboard-nav').getByRole('link', { name: '数据分析' }).click();
  await expect(page).toHaveURL((url) => url.pathname === PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('数据分析');
  await expect(page.getByTestId('analytics-range')).toContainText('共 7 个 UTC 日');

  // The user filter (typed, then written to the URL after a pause) narrows the usage figures.
  await page.getByTestId('analytics-filter-user_id').fill(String(user.id));
  await expect(page).toHaveURL(new RegExp(`user_id=${user.id}`));
  await expect(page.getByTestId('analytics-user')).toContainText(`${user.username}（#${user.id}）`);
  await expect.poll(() => kpiValue(page, 'requests')).toBe(3);
  expect(await kpiValue(page, 'cost')).toBe(user.usage.quota);
  expect(await kpiValue(page, 'tokens')).toBe(user.usage.tokens);
  // Nothing the week before: "new" rather than a percentage of zero.
  await expect(page.getByTestId('analytics-kpi-requests-card')).toContainText('新增');
  await expect(page.getByTestId('analytics-kpi-users-card')).toContainText('全站数据');
  const shownCost = (await page.getByTestId('analytics-kpi-cost').textContent()) ?? '';

  // The same rows on the logs page: its sum, its count and its rows' tokens.
  await page.getByTestId('analytics-logs-link').click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/log' && url.searchParams.get('username') === user.username);
  await waitForHydration(page);
  const logs = await logsPageFigures(page);
  expect(logs).toEqual({ quota: user.usage.quota, requests: 3, tokens: user.usage.tokens });
  await expect(page.getByTestId('log-stat-value')).toHaveText(shownCost);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === PATH);

  // Grouping by channel: the charts say so, and their tables hold the same requests.
  await page.getByTestId('analytics-filter-group_type').selectOption('channel');
  await expect(page).toHaveURL(/group_type=channel/);
  await expect(page.getByTestId('analytics-chart-requests').getByRole('heading')).toHaveText('按渠道的请求数');
  const table = page.getByTestId('analytics-table-requests');
  // The text alternative opens from the keyboard.
  await table.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(table.locator('tbody')).toBeVisible();
  const cells = await table.locator('tbody td').allTextContents();
  expect(cells.reduce((sum, text) => sum + Number(text.replace(/\D/g, '') || 0), 0)).toBe(3);
  // The opened table passes axe too (the page sweep sees the tables closed).
  expect(await seriousViolations(page)).toEqual([]);

  // Presets live in the URL too; the ranking leads back to a user.
  await page.getByTestId('analytics-filter-range').selectOption('30d');
  await expect(page).toHaveURL(/range=30d/);
  await expect(page.getByTestId('analytics-range')).toContainText('共 30 个 UTC 日');
  await page.getByTestId('analytics-filter-reset').click();
  await expect(page).toHaveURL((url) => url.pathname === PATH && url.search === '');
  // The URL changes at once, the data when the loader is back: the user line goes with the filter.
  await expect(page.getByTestId('analytics-user')).toHaveCount(0);
  const rows = page.getByTestId('analytics-rank-row');
  await expect(rows.first()).toBeVisible();
  const costs = await page
    .locator('[data-testid="analytics-rank-row"] td[data-quota]')
    .evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-quota'))));
  expect(costs).toEqual([...costs].sort((a, b) => b - a));
  const topId = await rows.first().getAttribute('data-user-id');
  await rows.first().getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`user_id=${topId}`));

  // The CSV: every user of the range by cost, the fresh user's row with their cost and calls.
  const exportUrl = (await page.getByTestId('analytics-rank-export').getAttribute('href')) ?? '';
  const csv = await page.request.get(exportUrl.replace(/user_id=\d+&?/, ''));
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const records = parse(await csv.text(), { bom: true }) as string[][];
  expect(records[0]).toEqual(['排名', '用户 ID', '用户名', '消费（额度）', '请求数', '提示 Token', '补全 Token', '请求耗时（毫秒）']);
  const mine = records.find((record) => record[1] === String(user.id));
  expect(mine?.slice(2, 5)).toEqual([user.username, String(user.usage.quota), '3']);
  expect(problems.list).toEqual([]);
});

test('over past days of a seeded user, the figures equal the logs page for the same filter', async ({ page, problems }) => {
  // Days 10 to 8 before today (UTC): seeded rows only, which no test can add to.
  const today = Math.floor(Date.now() / 1000 / DAY) * DAY;
  const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
  const from = day(today - 10 * DAY);
  const to = day(today - 8 * DAY);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${PATH}?range=custom&from=${from}&to=${to}&user_id=4`);
  await waitForHydration(page);
  await expect(page.getByTestId('analytics-range')).toContainText(`${from} – ${to}（共 3 个 UTC 日）`);
  const requests = await kpiValue(page, 'requests');
  const cost = await kpiValue(page, 'cost');
  expect(requests).toBeGreaterThan(100);
  await page.getByTestId('analytics-logs-link').click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/log' && url.searchParams.get('username') === 'demo');
  await waitForHydration(page);
  const logs = await logsPageFigures(page);
  expect({ quota: logs.quota, requests: logs.requests }).toEqual({ quota: cost, requests });
  expect(problems.list).toEqual([]);
});
