import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';

/** The input and output cells of one model's row. */
function priceCells(page: Page, model: string) {
  const row = page.getByTestId(`price-row-${model}`);
  return { row, input: row.getByTestId('price-input'), output: row.getByTestId('price-output') };
}

// The site notice opens on a first visit and would cover the page; notice.spec.ts tests it.
test.beforeEach(async ({ page }) => {
  await page.route('**/api/notice', (route) => route.fulfill({ json: { success: true, message: '', data: '' } }));
});

test.describe('zh-CN', () => {
  test('/prices renders on the server, hydrates, and filters through the URL', async ({ page, problems }) => {
    const response = await page.goto('/prices');
    expect(response?.status()).toBe(200);
    // The table is in the server's HTML, not added by the browser.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-testid="price-row-gpt-4o"');
    await waitForHydration(page);
    await expect(page).toHaveTitle(/模型价格/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('模型价格');
    const rows = page.locator('[data-testid^="price-row-"]');
    // Guests see models reachable by the public groups: svip-only ones (o1-mini, mj_*) are absent.
    await expect(rows).toHaveCount(19);
    await expect(page.getByTestId('price-row-o1-mini')).toHaveCount(0);
    const gpt4o = priceCells(page, 'gpt-4o');
    await expect(gpt4o.input).toHaveText('$0.005');
    await expect(gpt4o.output).toHaveText('$0.015');
    await expect(priceCells(page, 'dall-e-3').input).toHaveText('$0.04 / 次');

    // Search narrows the rows.
    await page.getByTestId('prices-search').fill('gpt');
    await expect(rows).toHaveCount(5);
    await expect(page).toHaveURL(/[?&]q=gpt(&|$)/);
    await page.getByTestId('prices-search').fill('');
    await expect(rows).toHaveCount(19);

    // The provider chips narrow them too.
    await page.getByTestId('prices-owner-14').click();
    await expect(page).toHaveURL(/[?&]owner=14(&|$)/);
    await expect(rows).toHaveCount(3);
    await expect(page.getByTestId('prices-owner-14')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('prices-owner-all').click();
    await expect(rows).toHaveCount(19);

    // VIP (ratio 0.8) pays 80 % of gpt-4o's list price.
    await page.getByTestId('prices-group').selectOption('vip');
    await expect(page).toHaveURL(/[?&]group=vip(&|$)/);
    await expect(gpt4o.input).toHaveText('$0.004');
    await expect(gpt4o.output).toHaveText('$0.012');
    // gpt-4 needs a paid group, so it is listed for VIP.
    await expect(page.getByTestId('price-row-gpt-4')).toBeVisible();

    // Per 1M tokens is 1000 × per 1K; per-call prices do not change.
    await page.getByTestId('prices-unit-1m').click();
    await expect(page).toHaveURL(/[?&]unit=1m(&|$)/);
    await expect(gpt4o.input).toHaveText('$4');
    await expect(gpt4o.output).toHaveText('$12');
    await expect(priceCells(page, 'dall-e-3').input).toHaveText('$0.032 / 次');

    // Every filter survives a reload.
    await page.getByTestId('prices-search').fill('4o');
    await expect(page).toHaveURL(/[?&]q=4o(&|$)/);
    await page.getByTestId('prices-owner-1').click();
    await expect(page).toHaveURL(/[?&]owner=1(&|$)/);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('prices-search')).toHaveValue('4o');
    await expect(page.getByTestId('prices-group')).toHaveValue('vip');
    await expect(page.getByTestId('prices-owner-1')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('prices-unit-1m')).toHaveAttribute('aria-pressed', 'true');
    await expect(rows).toHaveCount(2);
    await expect(gpt4o.input).toHaveText('$4');

    await page.getByRole('button', { name: '清除筛选' }).click();
    await expect(rows).toHaveCount(19);
    await expect(page).toHaveURL(/\/prices$/);
    await expect(gpt4o.input).toHaveText('$0.005');
    expect(problems.list).toEqual([]);
  });

  test('/group lists the public groups with their discount and rate', async ({ page, problems }) => {
    const response = await page.goto('/group');
    expect(response?.status()).toBe(200);
    expect((await response?.text()) ?? '').toContain('8 折');
    await waitForHydration(page);
    await expect(page).toHaveTitle(/用户分组/);
    await expect(page.locator('[data-testid^="group-card-"]')).toHaveCount(2);
    const vip = page.getByTestId('group-card-vip');
    await expect(vip.getByTestId('group-discount')).toHaveText('8 折');
    await expect(vip.getByTestId('group-rate')).toHaveText('1200 次/分钟');
    await expect(page.getByTestId('group-card-default').getByTestId('group-discount')).toHaveText('无折扣');
    await expect(page.getByTestId('group-card-svip')).toHaveCount(0);

    // A client navigation to that group's prices.
    await vip.getByTestId('group-prices-link').click();
    await expect(page).toHaveURL(/\/prices\?group=vip$/);
    await expect(page.getByTestId('prices-group')).toHaveValue('vip');
    await expect(priceCells(page, 'gpt-4o').input).toHaveText('$0.004');
    expect(problems.list).toEqual([]);
  });

  test('a signed-in member also sees their private group, and its prices', async ({ page, problems }) => {
    await signIn(page, 'root');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/group');
    await waitForHydration(page);
    const svip = page.getByTestId('group-card-svip');
    await expect(svip.getByTestId('group-discount')).toHaveText('6 折');
    await expect(svip).toContainText('我的分组');
    await page.goto('/prices?group=svip');
    await waitForHydration(page);
    // o1-mini is svip-only; Anthropic has its own svip channel rate (0.7 instead of 0.6).
    await expect(priceCells(page, 'o1-mini').input).toHaveText('$0.0018');
    await expect(priceCells(page, 'claude-3-opus-20240229').input).toHaveText('$0.0105');
    expect(problems.list).toEqual([]);
  });

  test('a failing price call shows a message instead of the table', async ({ page, problems }) => {
    await page.goto('/group');
    await waitForHydration(page);
    // The browser's loader asks the gateway; it answers with a business failure.
    await page.route('**/api/available_model', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }),
    );
    await page.getByTestId('group-card-vip').getByTestId('group-prices-link').click();
    await expect(page.getByTestId('prices-error')).toHaveText('无法加载模型价格，请稍后重试。');
    await expect(page.locator('[data-testid^="price-row-"]')).toHaveCount(0);
    expect(problems.list).toEqual([]);
  });
});

test.describe('en', () => {
  test.use({ locale: 'en' });

  test('/prices and /group render in English and hydrate', async ({ page, problems }) => {
    await page.goto('/prices?group=vip&unit=1m');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/Model prices/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Model prices');
    await expect(priceCells(page, 'gpt-4o').input).toHaveText('$4');
    await expect(priceCells(page, 'dall-e-3').input).toHaveText('$0.032 / call');
    await page.getByTestId('prices-search').fill('deepseek');
    await expect(page.locator('[data-testid^="price-row-"]')).toHaveCount(2);

    await page.goto('/group');
    await waitForHydration(page);
    await expect(page).toHaveTitle(/User groups/);
    await expect(page.getByTestId('group-card-vip').getByTestId('group-discount')).toHaveText('20 % off');
    await expect(page.getByTestId('group-card-vip').getByTestId('group-rate')).toHaveText('1200 requests/min');
    await expect(page.getByTestId('group-card-default').getByTestId('group-discount')).toHaveText('No discount');
    expect(problems.list).toEqual([]);
  });
});
