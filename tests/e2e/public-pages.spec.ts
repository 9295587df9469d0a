import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';

/** Every public content page with its <h1> in zh-CN and in en. */
const PAGES = [
  { path: '/doc', zh: '接口文档', en: 'API documentation' },
  { path: '/pricing', zh: '价格方案', en: 'Pricing' },
  { path: '/about-us', zh: '关于我们', en: 'About us' },
  { path: '/contact-us', zh: '联系我们', en: 'Contact us' },
  { path: '/faqs', zh: '常见问题', en: 'Frequently asked questions' },
  { path: '/coming-soon', zh: '即将上线', en: 'Coming soon' },
  { path: '/maintenance', zh: '系统维护中', en: 'Under maintenance' },
  { path: '/components', zh: '组件库', en: 'Components' },
  { path: '/terms', zh: '服务条款', en: 'Terms of service' },
  { path: '/privacy', zh: '隐私政策', en: 'Privacy policy' },
  // Public in the spec (§2), and the top menu's default status link (issue 24).
  { path: '/payment', zh: '在线充值', en: 'Top up online' },
  { path: '/status', zh: '系统状态', en: 'System status' },
] as const;

/** The double's site notice would open a modal over the pages; these tests are not about it. */
async function withoutNotice(page: Page): Promise<void> {
  await page.route('**/api/notice', (route) => route.fulfill({ json: { success: true, message: '', data: '' } }));
}

async function openPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

test.beforeEach(async ({ page }) => {
  await withoutNotice(page);
});

test('every public content page answers 200, hydrates and has its zh-CN heading', async ({ page, problems }) => {
  for (const { path, zh } of PAGES) {
    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(zh);
    await expect(page).toHaveTitle(new RegExp(zh));
  }
  expect(problems.list).toEqual([]);
});

test('terms and privacy stand alone (no header or footer) and lead back home', async ({ page, problems }) => {
  for (const path of ['/terms', '/privacy']) {
    await openPage(page, path);
    await expect(page.locator('header.MuiAppBar-root')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '← 回到首页' })).toHaveAttribute('href', '/');
  }
  await openPage(page, '/faqs');
  await expect(page.locator('footer')).toHaveCount(1);
  expect(problems.list).toEqual([]);
});

test('the doc page shows this origin as the base URL and copies the curl example', async ({ page, context, problems, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/doc');
  await expect(page.getByTestId('snippet-base').locator('pre')).toHaveText(`${baseURL}/v1`);
  const chat = page.getByTestId('snippet-chat');
  await expect(chat.locator('pre')).toContainText(`curl ${baseURL}/v1/chat/completions`);
  await chat.getByRole('button').click();
  await expect(page.getByRole('alert').filter({ hasText: '已复制curl示例「对话补全」' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`curl ${baseURL}/v1/chat/completions`);
  expect(copied).toContain('Authorization: Bearer $API_KEY');
  // One language choice switches every example.
  await page.getByTestId('snippet-tab-python').click();
  await expect(chat.locator('pre')).toContainText('from openai import OpenAI');
  await expect(page.getByTestId('snippet-stream').locator('pre')).toContainText('stream=True');
  await expect(page.getByTestId('snippet-models').locator('pre')).toContainText('client.models.list()');
  expect(problems.list).toEqual([]);
});

test('pricing lists the top-up tiers and the public groups with their discounts', async ({ page, problems }) => {
  await openPage(page, '/pricing');
  for (const amount of [10, 50, 100, 500]) await expect(page.getByTestId(`tier-${amount}`)).toBeVisible();
  await expect(page.getByTestId('tier-50').getByRole('link')).toHaveAttribute('href', '/payment?amount=50');
  await expect(page.getByTestId('group-vip')).toContainText('8 折');
  await expect(page.getByTestId('group-default')).toContainText('标准价格');
  // svip is private: a guest does not see it.
  await expect(page.getByTestId('group-svip')).toHaveCount(0);
  await expect(page.getByTestId('group-vip').getByRole('link')).toHaveAttribute('href', '/register');
  expect(problems.list).toEqual([]);
});

test('payment shows a guest the amounts and their price, signs them in with the amount kept, then offers the gateway’s methods', async ({
  page,
  problems,
}) => {
  // Public (spec §2): a guest sees the page, not a sign-in redirect.
  await openPage(page, '/payment?amount=50');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('在线充值');
  await expect(page.getByTestId('payment-guest')).toContainText('登录后可查看本网关提供的支付方式');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.locator('input[name="amount"]')).toHaveValue('50');
  await expect(page.getByTestId('payment-breakdown')).toBeVisible();
  const signInLink = page.getByTestId('payment-continue');
  await expect(signInLink).toHaveText('登录后支付');
  await expect(signInLink).toHaveAttribute('href', '/login?returnTo=%2Fpayment%3Famount%3D50');
  await signInLink.click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('123456');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/payment\?amount=50$/);
  await expect(page.locator('input[name="amount"]')).toHaveValue('50');
  await openPage(page, '/payment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('在线充值');
  // The double's gateways, highest sort first: e-pay (CNY, 0.6 %) is chosen.
  await expect(page.getByRole('radio', { name: /支付宝（易支付）/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /微信支付/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Stripe/ })).toBeVisible();
  await page.locator('input[name="amount"]').fill('10');
  // one-hub's order: $10 + 0.6 % = $10.06, × 7.3 = ¥73.44.
  await expect(page.getByTestId('payment-total-cny')).toHaveText('¥73.44');
  expect(problems.list).toEqual([]);
});

test('a gateway without online payment gets a clear note instead of a form', async ({ page, problems }) => {
  await page.route('**/api/user/payment', (route) =>
    route.fulfill({ status: 404, json: { error: { message: 'Invalid URL (GET /api/user/payment)', type: 'invalid_request_error' } } }),
  );
  await signIn(page, 'demo', '/pricing');
  await expect(page).toHaveURL(/\/pricing$/);
  await waitForHydration(page);
  // A client navigation: the page's loader runs in the browser, where the route above answers.
  await page.getByTestId('tier-50').getByRole('link').click();
  await expect(page.getByTestId('payment-unavailable')).toContainText('本网关暂不支持在线支付');
  // The browser logs the 404 itself; nothing else may be logged.
  expect(problems.list.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
});

test('with payment methods, the payment page computes the total live and continues to the top-up page', async ({ page, problems }) => {
  await page.route('**/api/user/payment', (route) =>
    route.fulfill({
      json: {
        success: true,
        message: '',
        data: [
          { uuid: 'card-usd', name: 'Card', icon: '', fixed_fee: 0, percent_fee: 0, currency: 'USD', sort: 1 },
          { uuid: 'alipay-1', name: 'Alipay', icon: '', fixed_fee: 0, percent_fee: 0.01, currency: 'CNY', sort: 5 },
        ],
      },
    }),
  );
  await signIn(page, 'demo', '/pricing');
  await expect(page).toHaveURL(/\/pricing$/);
  await waitForHydration(page);
  // A client navigation: the page's loader runs in the browser, where the route above answers.
  await page.getByTestId('tier-50').getByRole('link').click();
  await expect(page).toHaveURL(/\/payment\?amount=50$/);
  // Highest sort first, so Alipay (1 % fee) is chosen: 50 + 0.50 = 50.50 US$ = 368.65 CNY at 7.3.
  await expect(page.getByRole('radio', { name: /Alipay/ })).toBeChecked();
  await expect(page.getByTestId('payment-total-cny')).toHaveText('¥368.65');
  const amount = page.locator('input[name="amount"]');
  await amount.fill('0');
  await expect(page.getByText('请输入整数美元。')).toBeVisible();
  await expect(page.getByTestId('payment-continue')).toBeDisabled();
  await amount.fill('100');
  await page.getByRole('radio', { name: /Card/ }).check();
  await expect(page.getByTestId('payment-total-cny')).toHaveText('¥730.00');
  await expect(page.getByTestId('payment-continue')).toHaveAttribute('href', '/dashboard/topup?amount=100&gateway=card-usd');
  expect(problems.list).toEqual([]);
});

test.describe('in English', () => {
  test.use({ locale: 'en' });

  test('every public content page has its English heading', async ({ page, problems }) => {
    for (const { path, en } of PAGES) {
      await openPage(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(en);
    }
    await page.goto('/pricing');
    await expect(page.getByTestId('group-vip')).toContainText('20 % off');
    expect(problems.list).toEqual([]);
  });

  test('the payment page is translated after signing in', async ({ page, problems }) => {
    await signIn(page, 'demo', '/payment');
    await expect(page).toHaveURL(/\/payment$/);
    await openPage(page, '/payment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top up online');
    await expect(page.getByTestId('payment-continue')).toBeVisible();
    expect(problems.list).toEqual([]);
  });
});

test('the status page shows a guest what the gateway makes visible, and the monitors once signed in', async ({ page, problems }) => {
  await openPage(page, '/');
  // The top menu's default status link (STATUS_URL defaults to the console's own page).
  await page.getByRole('link', { name: '状态', exact: true }).first().click();
  await expect(page).toHaveURL(/\/status$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('系统状态');
  await expect(page.getByTestId('status-overall')).toHaveAttribute('data-state', 'operational');
  await expect(page.getByTestId('status-gateway-reachable')).toHaveText('是');
  await expect(page.getByTestId('status-model-count')).toContainText(/^\d+ 个可用模型$/);
  await expect(page.getByTestId('status-models').getByRole('listitem').first()).toBeVisible();
  // The double publishes Uptime Kuma monitors (UptimeEnabled), which one-hub shows signed-in users only.
  const guestCard = page.getByTestId('status-monitors-guest');
  await expect(guestCard).toBeVisible();
  await guestCard.getByRole('link').click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fstatus$/);
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('123456');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/status$/);
  await expect(page.getByTestId('status-monitors-guest')).toHaveCount(0);
  const monitors = page.getByTestId('overview-uptime');
  await monitors.getByRole('button').click();
  await expect(monitors.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(problems.list).toEqual([]);
});
