import { request as playwrightRequest } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration, withoutSiteNotice } from './fixtures.ts';

/**
 * Issue 12's money chain across pages: an admin sets up a payment gateway (unique to the run) →
 * a new user tops up through it on the double's fake provider → Orders shows the order paid with
 * the filtered totals, and the user's balance moved by the contract's amount (the dollars bought
 * × quota per unit; fees are the user's, not credit) → the gateway's creation is in Operation
 * records with its values and without its secrets. The gateway is deleted at the end.
 */

test.describe.configure({ timeout: 120_000 });

const QUOTA_PER_DOLLAR = 500_000;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;

interface RecordRow {
  action: string;
  target_id: string;
  detail: { before: Record<string, unknown> | null; after: Record<string, unknown> | null };
}

async function records(page: Page, targetType: string): Promise<RecordRow[]> {
  const response = await page.request.get(`/api/operation_record/?target_type=${targetType}&size=100`);
  return ((await response.json()) as { data: { data: RecordRow[] } }).data.data;
}

test('a gateway an admin sets up takes a user’s payment; Orders shows it paid with the totals, the balance moves, the set-up is recorded', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  const name = unique('e2e chain ');
  const secret = `sk_test_${unique('chain')}`;

  // The admin sets up a US$ gateway with a fixed fee of $0.50 an order.
  await signIn(page, 'admin', '/dashboard/payment');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/payment');
  await waitForHydration(page);
  await page.getByTestId('payment-create').click();
  const form = page.getByTestId('payment-form');
  await form.getByLabel('类型').selectOption('stripe');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="icon"]').fill('/favicon.svg');
  await form.getByLabel('币种').selectOption('USD');
  await form.locator('input[name="fixedFee"]').fill('0.5');
  await form.locator('input[name="config.secret_key"]').fill(secret);
  await form.locator('input[name="config.webhook_secret"]').fill(`whsec_${secret}`);
  await page.getByTestId('payment-save').click();
  await expect(page.getByText(`已创建网关“${name}”`)).toBeVisible();
  await page.getByRole('textbox', { name: '按名称搜索' }).fill(name);
  await expect(page).toHaveURL((url) => url.searchParams.get('name') === name);
  await expect(page.getByTestId('payment-row')).toHaveCount(1);
  const gatewayRow = page.locator(`[data-testid="payment-row"][data-name="${name}"]`);
  const uuid = (await gatewayRow.getAttribute('data-uuid')) ?? '';
  const gatewayId = (await gatewayRow.locator('td').first().innerText()).trim();
  expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
  await expect(gatewayRow).toContainText('$0.5');

  // A new user buys $4 through it on the fake provider's page.
  const userContext = await browser.newContext({ baseURL: baseURL ?? '', locale: 'zh-CN' });
  await withoutSiteNotice(userContext);
  const user = await userContext.newPage();
  const username = unique('pc').slice(0, 12);
  const register = await user.request.post('/api/user/register', { data: { username, password: 'chain-pass-1' } });
  expect(await register.json()).toMatchObject({ success: true });
  await user.goto('/login?returnTo=%2Fdashboard%2Ftopup');
  await waitForHydration(user);
  await user.locator('input[name="username"]').fill(username);
  await user.locator('input[name="password"]').fill('chain-pass-1');
  await user.locator('button[type="submit"]').click();
  await expect(user).toHaveURL(/\/dashboard\/topup$/, { timeout: 20_000 });
  await waitForHydration(user);
  const self = async () => ((await (await user.request.get('/api/user/self')).json()) as { data: { id: number; quota: number } }).data;
  const { id: userId, quota: before } = await self();

  await user.getByTestId(`gateway-${uuid}`).click();
  await user.getByTestId('online-form').locator('input[name="amount"]').fill('4');
  const breakdown = user.getByTestId('topup-breakdown');
  await expect(breakdown.getByTestId('breakdown-fee')).toHaveText('$0.50');
  await expect(breakdown.getByTestId('breakdown-total')).toHaveText('$4.50');
  const popupPromise = user.waitForEvent('popup');
  await user.getByTestId('topup-pay').click();
  const provider = await popupPromise;
  await expect(provider.getByTestId('pay-total')).toHaveText('4.50 USD', { timeout: 15_000 });
  await provider.getByRole('button', { name: 'Pay' }).click();
  await expect(user.getByTestId('order-dialog')).toHaveAttribute('data-state', 'paid', { timeout: 20_000 });
  expect((await self()).quota, 'the balance moved by the dollars bought, not the fees').toBe(before + 4 * QUOTA_PER_DOLLAR);
  await userContext.close();

  // Orders, filtered to the user: one paid order through this gateway, and the totals say so.
  await page.goto(`/dashboard/payment/order?user_id=${userId}`);
  await waitForHydration(page);
  const order = page.getByTestId('order-row');
  await expect(order).toHaveCount(1);
  await expect(order).toHaveAttribute('data-status', 'success');
  await expect(order).toContainText('4.5 USD');
  await expect(page.getByTestId('order-total-count')).toHaveText('1');
  await expect(page.getByTestId('order-total-paid-count')).toHaveText('1');
  await expect(page.getByTestId('order-total-amount')).toHaveText('$4');
  await expect(page.getByTestId('order-total-paid')).toHaveText('4.5 USD');

  // Operation records: the set-up with its values, the secrets never.
  const created = (await records(page, 'payment')).find((record) => record.target_id === gatewayId && record.action === 'payment.create');
  expect(created?.detail.after).toMatchObject({ name, currency: 'USD', fixed_fee: 0.5 });
  const recordText = JSON.stringify(await records(page, 'payment'));
  expect(recordText, 'no secret in any record').not.toContain(secret);

  // Clean up: the gateway goes, so other specs' top-up pages never offer it.
  const admin = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
  expect(await (await admin.post('/api/user/login', { data: { username: 'admin', password: '123456' } })).json()).toMatchObject({
    success: true,
  });
  expect(await (await admin.delete(`/api/payment/${gatewayId}`)).json()).toMatchObject({ success: true });
  await admin.dispose();
  expect(problems.list).toEqual([]);
});
