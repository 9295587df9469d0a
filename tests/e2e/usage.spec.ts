import { readFile } from 'node:fs/promises';
import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { UsageReportSchema } from '#shared/api/schemas/insight.ts';
import { apiData } from './api-data.ts';
import { expect, test, waitForHydration, withoutSiteNotice } from './fixtures.ts';
import { seriousViolations } from './sweep.ts';

/**
 * Usage analytics (issue 35): a new user's calls through two keys, summed by the console from
 * the consume log, show on /dashboard/usage by key, and the keys' spend sums to the user's
 * balance change exactly; the CSV has the rows shown; a row opens its log rows. zh-CN on a
 * desktop, then the same page in English on a phone.
 */

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'usage-pass-123';

async function signInAs(page: Page, username: string) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/dashboard');
}

async function usage(context: APIRequestContext) {
  return UsageReportSchema.parse(await apiData<unknown>(context, 'get', '/console-api/insight/usage?by=key'));
}

test("a user's usage by key sums to their balance change, and the CSV is the table", async ({ page, browser, baseURL }) => {
  if (!baseURL) throw new Error('baseURL is required');
  const username = `us${Date.now().toString(36).slice(-8)}`;
  const user = await playwrightRequest.newContext({ baseURL });
  await apiData(user, 'post', '/api/user/register', { username, password: PASSWORD });
  await apiData(user, 'post', '/api/user/login', { username, password: PASSWORD });
  const root = await playwrightRequest.newContext({ baseURL });
  await apiData(root, 'post', '/api/user/login', { username: 'root', password: '123456' });
  const [code] = await apiData<string[]>(root, 'post', '/api/redemption/', { name: 'usage analytics', quota: 50_000_000, count: 1 });
  await root.dispose();
  await apiData(user, 'post', '/api/user/topup', { key: code });
  const keys: string[] = [];
  for (const name of ['alpha', 'beta']) {
    await apiData(user, 'post', '/api/token/', { name, expired_time: -1, remain_quota: 0, unlimited_quota: true });
    const list = await apiData<{ data: { key: string; name: string }[] }>(user, 'get', `/api/token/?keyword=${name}`);
    keys.push(list.data.find((key) => key.name === name)?.key ?? '');
  }
  const before = (await apiData<{ quota: number }>(user, 'get', '/api/user/self')).quota;
  for (let i = 0; i < 6; i++) {
    const answer = await user.post('/v1/chat/completions', {
      headers: { authorization: `Bearer sk-${keys[i % 2] ?? ''}` },
      data: { model: 'gpt-4-turbo', messages: [{ role: 'user', content: `usage analytics call ${i}` }] },
    });
    expect(answer.status()).toBe(200);
  }
  const spent = before - (await apiData<{ quota: number }>(user, 'get', '/api/user/self')).quota;
  expect(spent).toBeGreaterThan(0);
  // The console sums the log at its scheduler's turns.
  await expect.poll(async () => (await usage(user)).totals.requests, { timeout: 60_000 }).toBe(6);
  await user.dispose();

  await signInAs(page, username);
  await page.getByTestId('dashboard-nav').getByRole('link', { name: '用量分析' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/usage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('用量分析');
  const rows = page.getByTestId('usage-row');
  await expect(rows).toHaveCount(2);
  const quotas = await rows.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-quota'))));
  expect(quotas.reduce((sum, quota) => sum + quota, 0)).toBe(spent);
  expect((await page.getByTestId('usage-label').allTextContents()).sort()).toEqual(['alpha', 'beta']);
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('usage-csv').click()]);
  const csv = parse((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')) as string[][];
  const shown = await page.getByTestId('usage-label').allTextContents();
  expect(csv[0]?.[0]).toBe('令牌');
  expect(csv.slice(1).map((row) => row[0])).toEqual(shown);
  expect(csv.slice(1).reduce((sum, row) => sum + Number(row[5]), 0)).toBe(spent);

  await page.getByTestId('usage-row').first().getByTestId('usage-logs').click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/log' && url.searchParams.get('token_name') === shown[0]);
  await expect(page.getByTestId('log-row')).toHaveCount(3);

  const phone = await browser.newContext({ locale: 'en', viewport: { width: 390, height: 844 }, baseURL, reducedMotion: 'reduce' });
  await withoutSiteNotice(phone);
  const small = await phone.newPage();
  await signInAs(small, username);
  await small.goto('/dashboard/usage?by=model');
  await expect(small.getByRole('heading', { level: 1 })).toHaveText('Usage');
  await expect(small.getByTestId('usage-row')).toHaveCount(1);
  await expect(small.getByTestId('usage-label')).toHaveText('gpt-4-turbo');
  await expect(small.getByTestId('usage-row')).toHaveAttribute('data-quota', String(spent));
  await phone.close();
});

test("an admin's usage by group: a new user's calls are the default group's spend, exactly (zh-CN)", async ({ page, browser, baseURL }) => {
  if (!baseURL) throw new Error('baseURL is required');
  const tag = Date.now().toString(36).slice(-8);
  const username = `ug${tag}`;
  const keyName = `group-${tag}`;
  const user = await playwrightRequest.newContext({ baseURL });
  await apiData(user, 'post', '/api/user/register', { username, password: PASSWORD });
  await apiData(user, 'post', '/api/user/login', { username, password: PASSWORD });
  const root = await playwrightRequest.newContext({ baseURL });
  await apiData(root, 'post', '/api/user/login', { username: 'root', password: '123456' });
  const [code] = await apiData<string[]>(root, 'post', '/api/redemption/', { name: 'usage by group', quota: 50_000_000, count: 1 });
  await apiData(user, 'post', '/api/user/topup', { key: code });
  await apiData(user, 'post', '/api/token/', { name: keyName, expired_time: -1, remain_quota: 0, unlimited_quota: true });
  const list = await apiData<{ data: { key: string; name: string }[] }>(user, 'get', `/api/token/?keyword=${keyName}`);
  const key = list.data.find((row) => row.name === keyName)?.key ?? '';
  const before = (await apiData<{ quota: number }>(user, 'get', '/api/user/self')).quota;
  for (let i = 0; i < 3; i++) {
    const answer = await user.post('/v1/chat/completions', {
      headers: { authorization: `Bearer sk-${key}` },
      data: { model: 'gpt-4o-mini', messages: [{ role: 'user', content: `usage by group ${i}` }] },
    });
    expect(answer.status()).toBe(200);
  }
  const spent = before - (await apiData<{ quota: number }>(user, 'get', '/api/user/self')).quota;
  expect(spent).toBeGreaterThan(0);
  await expect.poll(async () => (await usage(user)).totals.requests, { timeout: 60_000 }).toBe(3);
  await user.dispose();
  await root.dispose();

  // A user has no breakdown by group.
  const own = await browser.newContext({ baseURL, locale: 'zh-CN' });
  await withoutSiteNotice(own);
  const ownPage = await own.newPage();
  await signInAs(ownPage, username);
  await ownPage.goto('/dashboard/usage');
  await expect(ownPage.getByTestId('usage-by-key')).toBeVisible();
  await expect(ownPage.getByTestId('usage-by-group')).toHaveCount(0);
  await own.close();

  await page.goto('/login');
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('123456');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/dashboard');
  await page.goto(`/dashboard/usage?range=24h&key=${keyName}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: '分组' }).click();
  await expect(page).toHaveURL(/by=group/);
  const rows = page.getByTestId('usage-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('usage-label')).toHaveText('default');
  await expect(rows).toHaveAttribute('data-quota', String(spent));
  await expect(page.getByRole('columnheader', { name: '分组' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
