import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { OrderCreated } from '#shared/api/schemas/billing.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

const PASSWORD = 'topup-pass-1';

// Each test registers and signs in a fresh account first, which takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** A fresh account per test: top-ups change the balance, and other specs read demo's in parallel. */
async function freshUser(page: Page, prefix: string): Promise<string> {
  const username = `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`.slice(0, 12);
  const response = await page.request.post('/api/user/register', { data: { username, password: PASSWORD } });
  expect((await response.json()) as unknown).toMatchObject({ success: true });
  await page.goto('/login?returnTo=%2Fdashboard%2Ftopup');
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard\/topup$/, { timeout: 20_000 });
  await waitForHydration(page);
  return username;
}

/** The gateway's answer to `POST /api/user/order` stood in for (from now on, replacing an earlier stand-in). */
async function answerOrders(page: Page, order: OrderCreated): Promise<void> {
  await page.unroute('**/api/user/order');
  await page.route('**/api/user/order', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, message: '', data: order }) }),
  );
}

/** An admin's API session (the double's seeded admin), for minting redemption codes. */
async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/user/login', { data: { username: 'admin', password: '123456' } });
  expect((await login.json()) as unknown).toMatchObject({ success: true });
  return api;
}

async function quotaOf(page: Page): Promise<number> {
  const body = (await (await page.request.get('/api/user/self')).json()) as { data: { quota: number } };
  return body.data.quota;
}

test('redeem a code: the credit in currency, the balance grows by exactly that, a second use fails', async ({
  page,
  problems,
  baseURL,
}) => {
  const admin = await adminApi(baseURL ?? '');
  const minted = (await (await admin.post('/api/redemption/', { data: { name: 'e2e topup', quota: 1_250_000, count: 1 } })).json()) as {
    success: boolean;
    data: string[];
  };
  expect(minted.success).toBe(true);
  const key = minted.data[0] ?? '';
  await admin.dispose();

  await freshUser(page, 'tr');
  const before = await quotaOf(page);
  await expect(page.getByTestId('topup-balance')).toHaveAttribute('data-quota', String(before));

  const form = page.getByTestId('redeem-form');
  await form.locator('input[name="key"]').fill(key);
  await form.getByRole('button', { name: '兑换' }).click();
  await expect(page.getByTestId('redeem-success')).toContainText('$2.5');
  expect(await quotaOf(page)).toBe(before + 1_250_000);
  await expect(page.getByTestId('topup-balance')).toHaveAttribute('data-quota', String(before + 1_250_000));
  await expect(page.getByTestId('topup-balance')).toHaveText(`$${((before + 1_250_000) / 500_000).toFixed(6)}`);

  await form.locator('input[name="key"]').fill(key);
  await form.getByRole('button', { name: '兑换' }).click();
  await expect(page.getByTestId('redeem-error')).toHaveText('兑换失败，该兑换码已被使用');
  expect(await quotaOf(page)).toBe(before + 1_250_000);
  expect(problems.list).toEqual([]);
});

test('online payment: minimum, live breakdown, fake payment page, order paid, balance credited', async ({ page, problems }) => {
  await freshUser(page, 'tp');
  const before = await quotaOf(page);
  const amount = page.getByTestId('online-form').locator('input[name="amount"]');

  await amount.fill('0');
  await expect(page.getByText('最低充值金额为 $1')).toBeVisible();
  await expect(page.getByTestId('topup-pay')).toBeDisabled();
  await amount.fill('2.5');
  await expect(page.getByText('请输入整数美元')).toBeVisible();

  // The double's e-pay gateway: CNY at 7.3, 0.6 % fee.
  await page.getByTestId('amount-chip-10').click();
  await page.getByTestId('gateway-mock-epay-alipay').click();
  const breakdown = page.getByTestId('topup-breakdown');
  await expect(breakdown.getByTestId('breakdown-amount')).toHaveText('$10.00');
  await expect(breakdown.getByTestId('breakdown-credit')).toHaveText('$10');
  await expect(breakdown.getByTestId('breakdown-converted')).toHaveText('¥73.00');
  await expect(breakdown.getByTestId('breakdown-fee')).toHaveText('¥0.44');
  await expect(breakdown.getByTestId('breakdown-total')).toHaveText('¥73.44');

  // A RechargeDiscount amount (the double's status: $200 at 0.95) at WeChat Pay (CNY, 1 %).
  await page.getByTestId('gateway-mock-wxpay').click();
  await page.getByTestId('amount-chip-200').click();
  await expect(amount).toHaveValue('200');
  await expect(breakdown.getByTestId('breakdown-discount')).toHaveText('−$10.00');
  await expect(breakdown).toContainText('折扣（9.5 折）');
  await expect(breakdown.getByTestId('breakdown-converted')).toHaveText('¥1387.00');
  await expect(breakdown.getByTestId('breakdown-fee')).toHaveText('¥13.87');
  await expect(breakdown.getByTestId('breakdown-total')).toHaveText('¥1400.87');
  await expect(page.getByTestId('topup-pay')).toHaveText('支付 ¥1400.87');

  // Stripe: US$, a fixed $0.30 fee.
  await page.getByTestId('gateway-mock-stripe-card').click();
  await amount.fill('7');
  await expect(breakdown.getByTestId('breakdown-converted')).toHaveCount(0);
  await expect(breakdown.getByTestId('breakdown-fee')).toHaveText('$0.30');
  await expect(breakdown.getByTestId('breakdown-total')).toHaveText('$7.30');

  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('topup-pay').click();
  const popup = await popupPromise;
  await expect(popup.getByTestId('pay-total')).toHaveText('7.30 USD', { timeout: 15_000 });
  await expect(page.getByTestId('order-dialog')).toHaveAttribute('data-state', 'waiting');
  await popup.getByRole('button', { name: 'Pay' }).click();

  // The payment tab comes back to the top-up page with the trade number and sees the order paid.
  await expect(popup).toHaveURL(/\/dashboard\/topup\?trade_no=MOCK\d+$/, { timeout: 20_000 });
  await expect(popup.getByTestId('order-return')).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
  // The first tab's dialog was polling and shows the success too.
  await expect(page.getByTestId('order-dialog')).toHaveAttribute('data-state', 'paid', { timeout: 10_000 });
  await expect(page.getByTestId('order-paid')).toContainText('$7');
  expect(await quotaOf(page)).toBe(before + 7 * 500_000);
  await expect(page.getByTestId('topup-balance')).toHaveAttribute('data-quota', String(before + 7 * 500_000));
  await popup.close();
  expect(problems.list).toEqual([]);
});

test('a QR-code order (type 2): the dialog shows the code and polls until paid', async ({ page, problems }) => {
  await freshUser(page, 'tq');
  let polls = 0;
  // The double only makes redirect orders; a QR gateway's answer is stood in for here.
  await answerOrders(page, { trade_no: 'QR123', type: 2, data: { url: 'weixin://wxpay/bizpayurl?pr=e2e' } });
  await page.route('**/api/user/order/status?*', (route) => {
    polls += 1;
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: polls >= 2, message: '' }) });
  });
  await page.getByTestId('amount-chip-50').click();
  await page.getByTestId('topup-pay').click();
  await expect(page.getByTestId('order-qr').locator('svg')).toBeVisible();
  await expect(page.getByTestId('order-dialog')).toContainText('QR123');
  await expect(page.getByTestId('order-dialog')).toHaveAttribute('data-state', 'paid', { timeout: 10_000 });
  await expect(page.getByTestId('order-paid')).toContainText('$50');
  expect(polls).toBe(2);
  await page.getByRole('button', { name: '完成' }).click();
  await expect(page.getByTestId('order-dialog')).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

test('a payment address that is not a web page is neither opened nor posted to: the form says so', async ({ page, problems }) => {
  await freshUser(page, 'tj');
  for (const [method, url] of [
    ['GET', 'javascript:document.title="pwned"'],
    ['POST', ' JaVa\tScRiPt:document.title="pwned"'],
  ] as const) {
    await answerOrders(page, { trade_no: `JS-${method}`, type: 1, data: { url, method, params: { a: '1' } } });
    const popups: string[] = [];
    page.context().on('page', (opened) => popups.push(opened.url()));
    await page.getByTestId('amount-chip-50').click();
    await page.getByTestId('topup-pay').click();
    await expect(page.getByTestId('online-form')).toContainText('网关返回的地址不是网页地址，已拒绝打开。');
    await expect(page.getByTestId('order-dialog')).toHaveCount(0);
    expect(popups, 'no tab opened').toEqual([]);
    expect(await page.title()).not.toBe('pwned');
  }
  expect(problems.list).toEqual([]);
});

test('a gateway without online payment: a clear state, redemption still there', async ({ page, problems }) => {
  await freshUser(page, 'tu');
  await page.goto('/dashboard/profile');
  await waitForHydration(page);
  // A browser-side navigation runs the loader in the page, where the answer can be replaced.
  await page.route('**/api/user/payment', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'Invalid URL (GET /api/user/payment)', type: 'invalid_request_error' } }),
    }),
  );
  await page.locator('a[href="/dashboard/topup"]').first().click();
  await expect(page).toHaveURL(/\/dashboard\/topup$/, { timeout: 20_000 });
  await expect(page.getByTestId('online-unavailable')).toContainText('暂不支持在线支付');
  await expect(page.getByTestId('redeem-form')).toBeVisible();
  // The browser logs the refused request itself; the page explains it.
  expect(problems.list.filter((p) => !p.includes('/api/user/payment'))).toEqual([]);
});
