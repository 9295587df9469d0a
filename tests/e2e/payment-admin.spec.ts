import { readFile } from 'node:fs/promises';
import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';
import { seriousViolations } from './sweep.ts';

/**
 * Issue 12's Redemption and Orders pages: an admin's batch of codes is copied, downloaded and
 * redeemed by a user, then purged once used; a user's pending order is found by the filters,
 * completed by hand (the user credited) and exported as CSV with the totals moving; a common
 * user gets 403 and no menu entry. Every name here is unique, so other specs never see them.
 */

test.describe.configure({ timeout: 120_000 });

const REDEMPTION = '/dashboard/payment/redemption';
const ORDERS = '/dashboard/payment/order';
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;

/** A freshly registered user's own API session (the double starts new users at 0 quota). */
async function freshUser(baseURL: string): Promise<{ api: APIRequestContext; id: number; quota(): Promise<number> }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const username = unique('pa').slice(0, 12);
  expect(await (await api.post('/api/user/register', { data: { username, password: 'e2e-pass-1' } })).json()).toMatchObject({
    success: true,
  });
  expect(await (await api.post('/api/user/login', { data: { username, password: 'e2e-pass-1' } })).json()).toMatchObject({ success: true });
  const self = async () => ((await (await api.get('/api/user/self')).json()) as { data: { id: number; quota: number } }).data;
  return { api, id: (await self()).id, quota: async () => (await self()).quota };
}

async function openAs(page: Page, username: string, path: string): Promise<void> {
  await signIn(page, username, path);
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
  await waitForHydration(page);
}

async function records(page: Page, targetType: string): Promise<{ action: string; target_id: string; detail: { after: unknown } }[]> {
  const response = await page.request.get(`/api/operation_record/?target_type=${targetType}&size=100`);
  return ((await response.json()) as { data: { data: { action: string; target_id: string; detail: { after: unknown } }[] } }).data.data;
}

test('an admin creates a batch, copies and downloads it; a user redeems one; the used code is purged', async ({
  page,
  context,
  problems,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = unique('e2e');
  await openAs(page, 'admin', REDEMPTION);
  await expect(page.getByRole('table', { name: '兑换码' })).toBeVisible({ timeout: 20_000 });

  await page.getByTestId('redemption-create').click();
  const form = page.getByTestId('redemption-form');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="amount"]').fill('2.5');
  await expect(form).toContainText('= 1,250,000 额度');
  expect(await seriousViolations(page), 'the batch dialog').toEqual([]);
  await form.locator('input[name="count"]').fill('3');
  await form.locator('input[name="expiry"]').fill('2099-12-31T12:00');
  await page.getByTestId('redemption-save').click();

  const keysBox = page.getByTestId('redemption-created-keys');
  await expect(keysBox).toBeVisible();
  const keys = (await keysBox.innerText()).trim().split('\n');
  expect(keys).toHaveLength(3);
  expect(await seriousViolations(page), 'the new codes').toEqual([]);
  await page.getByTestId('redemption-copy-all').click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(keys.join('\n'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('redemption-download').click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^redemption-${name}-\\d{8}-\\d{6}\\.csv$`));
  const csv = parse(await readFile(await download.path(), 'utf8'), { bom: true }) as string[][];
  expect(csv).toEqual([['名称', '兑换码', '面额', '过期时间'], ...keys.map((key) => [name, key, '$2.5', '2099-12-31 12:00:00'])]);
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();

  // The search lives in the URL; the batch is three unused codes with their expiry.
  await page.getByRole('textbox', { name: '按 ID 或名称搜索' }).fill(name);
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === name);
  const rows = page.getByTestId('redemption-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('$2.5');
  await expect(rows.first()).toContainText('2099-12-31 12:00');
  expect((await records(page, 'redemption')).find((record) => record.action === 'redemption.create')?.detail.after).toMatchObject({
    name,
    count: 3,
    quota: 1_250_000,
  });

  // A user redeems the first key; the list shows it used, with no switch.
  const user = await freshUser(baseURL ?? '');
  expect(await (await user.api.post('/api/user/topup', { data: { key: keys[0] } })).json()).toMatchObject({ data: 1_250_000 });
  expect(await user.quota()).toBe(1_250_000);
  await user.api.dispose();
  await page.getByRole('button', { name: '刷新' }).click();
  const used = page.locator('[data-testid="redemption-row"][data-status="used"]');
  await expect(used).toHaveCount(1);
  await expect(used.getByTestId('user-link')).toHaveText(`用户 #${user.id}`);
  await expect(used.getByTestId('user-link')).toHaveAttribute('href', `/dashboard/user?keyword=${user.id}`);
  await expect(used.getByRole('switch')).toHaveCount(0);

  // Batch: the two unused codes are disabled after a confirmation naming the count.
  await page.getByRole('checkbox', { name: '选择本页所有兑换码' }).check();
  await page.getByTestId('redemption-batch-disable').click();
  await expect(page.getByRole('dialog')).toContainText('禁用所选的 3 个兑换码？');
  await page.getByRole('dialog').getByRole('button', { name: '禁用' }).click();
  await expect(page.locator('[data-testid="redemption-row"][data-status="disabled"]')).toHaveCount(2);

  // The purge names how many used or expired codes it deletes; ours goes, the others stay.
  const purge = page.getByTestId('redemption-purge');
  const count = /（(\d+)）/.exec(await purge.innerText())?.[1] ?? '';
  expect(Number(count)).toBeGreaterThan(0);
  await purge.click();
  await expect(page.getByRole('dialog')).toContainText(`删除 ${count} 个已使用或已过期的兑换码？`);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `删除 ${count} 个` })
    .click();
  await expect(page.getByText(/已删除 \d+ 个已使用或已过期的兑换码/)).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(used).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

test('orders: filters in the URL, totals, manual completion crediting the user, CSV of the filter', async ({ page, problems, baseURL }) => {
  const user = await freshUser(baseURL ?? '');
  const created = (await (await user.api.post('/api/user/order', { data: { uuid: 'mock-stripe-card', amount: 3 } })).json()) as {
    data: { trade_no: string };
  };
  const tradeNo = created.data.trade_no;

  await openAs(page, 'admin', `${ORDERS}?user_id=${user.id}`);
  await expect(page.getByRole('table', { name: '订单' })).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('order-filter-trade_no').fill(tradeNo);
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('trade_no') === tradeNo && url.searchParams.get('user_id') === String(user.id),
  );
  const row = page.locator(`[data-testid="order-row"][data-trade-no="${tradeNo}"]`);
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(row).toContainText('3.3 USD');
  await expect(row.getByTestId('user-link')).toHaveAttribute('href', `/dashboard/user?keyword=${user.id}`);
  await expect(page.getByTestId('order-total-count')).toHaveText('1');
  await expect(page.getByTestId('order-total-paid-count')).toHaveText('0');

  await row.getByTestId('order-complete').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`将订单 ${tradeNo} 标记为已支付？`);
  await expect(dialog).toContainText(`用户 #${user.id} 将立即获得 $3`);
  expect(await seriousViolations(page), 'the confirmation').toEqual([]);
  await dialog.getByRole('button', { name: '标记为已支付' }).click();
  await expect(page.getByText(`订单 ${tradeNo} 已支付`)).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'success');
  await expect(row.getByTestId('order-complete')).toHaveCount(0);
  await expect(page.getByTestId('order-total-paid-count')).toHaveText('1');
  await expect(page.getByTestId('order-total-amount')).toHaveText('$3');
  await expect(page.getByTestId('order-total-paid')).toHaveText('3.3 USD');
  expect(await user.quota()).toBe(1_500_000);
  await user.api.dispose();
  expect((await records(page, 'order')).find((record) => record.target_id === tradeNo)?.action).toBe('order.complete');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('order-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{8}-\d{6}\.csv$/);
  const csv = parse(await readFile(await download.path(), 'utf8'), { bom: true }) as string[][];
  expect(csv).toHaveLength(2);
  expect(csv[1]).toEqual(expect.arrayContaining([tradeNo, String(user.id), '3', '3.3', 'USD', '1500000', '已支付']));
  expect(problems.list).toEqual([]);
});
