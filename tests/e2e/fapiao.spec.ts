import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration, withoutSiteNotice } from './fixtures.ts';
import { seriousViolations } from './sweep.ts';

const PASSWORD = 'fapiao-pass-1';
// A valid unified social credit code, and the same with a wrong check character.
const TAX_ID = '91350100M000100Y43';
const BAD_TAX_ID = '91350100M000100Y44';

// Each test registers and signs in a fresh account and pays an order first.
test.describe.configure({ timeout: 90_000 });

const TEXT = {
  'zh-CN': { taxIdError: '不是有效的统一社会信用代码', pending: '待开具', issued: '已开具', total: '已选 1 个订单，合计 $7.30' },
  'zh-HK': { taxIdError: '不是有效的統一社會信用代碼', pending: '待開立', issued: '已開立', total: '已選 1 張訂單，合共 $7.30' },
  en: {
    taxIdError: 'Not a valid unified social credit code',
    pending: 'Pending',
    issued: 'Issued',
    total: 'Selected orders: 1 · total $7.30',
  },
} as const;

/** A fresh account (fapiao data is per user, and other specs read demo's), signed in on the fapiao page. */
async function freshUser(page: Page, prefix: string): Promise<string> {
  const username = `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`.slice(0, 12);
  const registered = await page.request.post('/api/user/register', { data: { username, password: PASSWORD } });
  expect((await registered.json()) as unknown).toMatchObject({ success: true });
  await page.goto('/login?returnTo=%2Fdashboard%2Ffapiao');
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard\/fapiao$/, { timeout: 20_000 });
  await waitForHydration(page);
  return username;
}

/** A paid $7 Stripe order ($7.30 with the fee) through the double's order endpoint and its fake pay page. */
async function paidOrder(page: Page): Promise<void> {
  const created = await page.request.post('/api/user/order', { data: { uuid: 'mock-stripe-card', amount: 7 } });
  const tradeNo = ((await created.json()) as { data: { trade_no: string } }).data.trade_no;
  const paid = await page.request.post(`/api/_mock/pay/${tradeNo}`, { form: { action: 'pay' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

for (const lng of ['zh-CN', 'zh-HK', 'en'] as const) {
  test.describe(`fapiao in ${lng}`, () => {
    test.use({ locale: lng });
    const text = TEXT[lng];

    test('a company title (tax id checked first), a request for the paid order, pending, then cancelled', async ({ page, problems }) => {
      await freshUser(page, `fp${lng.slice(-2).toLowerCase()}`);
      await paidOrder(page);
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByTestId('fapiao-orders-empty')).toHaveCount(0);
      await expect(page.getByTestId('fapiao-no-title')).toBeVisible();

      await page.getByTestId('fapiao-title-create').click();
      const form = page.getByTestId('fapiao-title-form');
      await form.locator('input[name="name"]').fill('示例科技有限公司');
      await form.locator('input[name="taxId"]').fill(BAD_TAX_ID);
      await form.locator('input[name="email"]').fill('finance@example.com');
      await form.locator('select[name="fapiaoType"]').selectOption('special');
      await page.getByTestId('fapiao-title-save').click();
      await expect(form).toContainText(text.taxIdError);
      // Lowercase is accepted and stored in capitals.
      await form.locator('input[name="taxId"]').fill(TAX_ID.toLowerCase());
      await page.getByTestId('fapiao-title-save').click();
      await expect(form).toHaveCount(0);
      const title = page.getByTestId('fapiao-title-row');
      await expect(title).toHaveCount(1);
      await expect(title).toContainText(TAX_ID);

      const order = page.getByTestId('fapiao-order-row');
      await expect(order).toHaveCount(1);
      await expect(order).toContainText('$7.30');
      await expect(page.getByTestId('fapiao-request-submit')).toBeDisabled();
      await order.getByRole('checkbox').check();
      await expect(page.getByTestId('fapiao-request-total')).toHaveText(text.total);
      await page.getByTestId('fapiao-request-submit').click();

      const request = page.getByTestId('fapiao-request-row');
      await expect(request).toHaveCount(1);
      await expect(request).toHaveAttribute('data-status', 'pending');
      await expect(request.getByTestId('fapiao-status')).toHaveText(text.pending);
      await expect(request.getByTestId('fapiao-request-amount')).toContainText('$7.30');
      await expect(page.getByTestId('fapiao-orders-empty')).toBeVisible();

      await request.getByTestId('fapiao-cancel').click();
      await page.getByTestId('confirm-action').click();
      await expect(page.getByTestId('fapiao-requests-empty')).toBeVisible();
      await expect(page.getByTestId('fapiao-order-row')).toHaveCount(1);
      expect(problems.list).toEqual([]);
    });
  });
}

test('the admin issues a request from the queue; the user sees the number and a safe link', async ({
  page,
  browser,
  problems,
  baseURL,
}) => {
  const username = await freshUser(page, 'fpadm');
  await paidOrder(page);
  const created = await page.request.post('/api/fapiao/title', {
    data: { kind: 'personal', name: '张三', tax_id: '', email: 'zhang@example.com', fapiao_type: 'normal' },
  });
  const titleId = ((await created.json()) as { data: { id: number } }).data.id;
  const orders = ((await (await page.request.get('/api/fapiao/orders')).json()) as { data: { id: number }[] }).data;
  const requested = await page.request.post('/api/fapiao/', { data: { order_ids: orders.map((order) => order.id), title_id: titleId } });
  expect((await requested.json()) as unknown).toMatchObject({ success: true, data: { status: 'pending' } });

  const adminContext = await browser.newContext({ baseURL: baseURL ?? '', locale: 'zh-CN' });
  const admin = await adminContext.newPage();
  await withoutSiteNotice(admin);
  await signIn(admin, 'admin', `/dashboard/fapiao?view=queue&username=${username}`);
  await expect(admin.getByTestId('fapiao-page')).toHaveAttribute('data-view', 'queue', { timeout: 20_000 });
  await waitForHydration(admin);
  const row = admin.getByTestId('fapiao-request-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(username);
  // The sweep visits the user's view; the queue is checked here.
  expect(await seriousViolations(admin), 'the queue passes axe').toEqual([]);
  await row.getByTestId('fapiao-issue').click();
  const form = admin.getByTestId('fapiao-review-form');
  await form.locator('input[name="invoiceNo"]').fill('24442000000012345678');
  await form.locator('input[name="fileUrl"]').fill('http://files.example.com/f.pdf');
  await admin.getByTestId('fapiao-review-save').click();
  await expect(form).toContainText('请输入 https 链接。');
  await form.locator('input[name="fileUrl"]').fill('https://files.example.com/f.pdf');
  await admin.getByTestId('fapiao-review-save').click();
  await expect(form).toHaveCount(0);
  await expect(row).toHaveAttribute('data-status', 'issued');
  await adminContext.close();

  await page.reload();
  await waitForHydration(page);
  const mine = page.getByTestId('fapiao-request-row');
  await expect(mine).toHaveAttribute('data-status', 'issued');
  await expect(mine.getByTestId('fapiao-status')).toHaveText('已开具');
  await expect(mine.getByTestId('fapiao-invoice-no')).toHaveText('24442000000012345678');
  const link = mine.getByTestId('fapiao-file-link');
  await expect(link).toHaveAttribute('href', 'https://files.example.com/f.pdf');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // The user's view has no queue switch.
  await expect(page.getByTestId('fapiao-view-queue')).toHaveCount(0);
  expect(problems.list).toEqual([]);
});
