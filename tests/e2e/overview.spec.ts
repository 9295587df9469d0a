import type { Page } from '@playwright/test';
import { z } from 'zod';
import { DashboardRateSchema, DashboardStatListSchema } from '#shared/api/schemas/dashboard.ts';
import { StatusSchema } from '#shared/api/schemas/status.ts';
import { AffCodeSchema, UserSchema } from '#shared/api/schemas/user.ts';
import { AvailableModelMapSchema } from '#shared/api/schemas/model.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatBalance, formatQuota, formatUsage } from '#shared/format/quota.ts';
import { dailySeries, lastDayTotals, lastDays, resolveToday, utcDay } from '#client/pages/dashboard/account/overview/series.ts';
import { API_CLIENT } from './api-data.ts';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';
import { compareNames } from '#shared/format/compare-names.ts';

/** An API answer through the console's origin with the page's cookies, parsed with its schema. */
async function api<S extends z.core.$ZodType>(page: Page, path: string, schema: S): Promise<z.infer<S>> {
  const response = await page.request.get(path, API_CLIENT);
  const body = (await response.json()) as { success: boolean; data: unknown };
  expect(body.success, path).toBe(true);
  return z.parse(schema, body.data);
}

// Sign-in, a full server render and the chart chunks (loaded after hydration) take a while on a busy machine.
test.describe.configure({ timeout: 60_000 });
const CHART_WAIT = { timeout: 15_000 };

async function openOverview(page: Page): Promise<void> {
  await signIn(page, 'demo', '/dashboard');
  await page.waitForURL('**/dashboard');
  // A full load: the server renders the page, then the browser hydrates it.
  await page.goto('/dashboard');
  await waitForHydration(page);
  await expect(page.getByTestId('overview-page')).toBeVisible();
}

test('the cards show the API figures; sparklines, charts and the gauge are drawn', async ({ page, problems }) => {
  await openOverview(page);
  const [self, status, stats, rate] = await Promise.all([
    api(page, '/api/user/self', UserSchema),
    api(page, '/api/status', StatusSchema),
    api(page, '/api/user/dashboard', DashboardStatListSchema),
    api(page, '/api/user/dashboard/rate', DashboardRateSchema),
  ]);
  const money = { quota_per_unit: status.quota_per_unit, display_in_currency: status.display_in_currency };
  await expect(page.getByTestId('overview-balance')).toHaveText(
    status.display_in_currency ? formatBalance(self.quota, status.quota_per_unit) : formatQuota(self.quota, money),
  );
  await expect(page.getByTestId('overview-used')).toHaveText(formatUsage(self.used_quota, money));
  await expect(page.getByTestId('overview-requests')).toHaveText(formatNumber(self.request_count, 'zh-CN'));

  const today = lastDayTotals(dailySeries(stats, lastDays(resolveToday(stats, utcDay(Date.now())))));
  expect(today.requests, 'the double has traffic today').toBeGreaterThan(0);
  await expect(page.getByTestId('overview-today-requests')).toHaveText(formatNumber(today.requests, 'zh-CN'));
  await expect(page.getByTestId('overview-today-cost')).toHaveText(formatUsage(today.quota, money));
  await expect(page.getByTestId('overview-today-tokens')).toHaveText(formatNumber(today.tokens, 'zh-CN'));
  await expect(page.getByTestId('overview-rpm')).toContainText(`${rate.rpm} / ${formatNumber(rate.maxRPM, 'zh-CN')} RPM`);

  for (const key of ['requests', 'cost', 'tokens'])
    await expect(page.getByTestId(`overview-spark-${key}`).locator('svg path').first()).toBeVisible(CHART_WAIT);
  await expect(page.getByTestId('overview-rpm-gauge').locator('svg')).toBeVisible(CHART_WAIT);
  await expect(page.getByTestId('overview-cost-chart').locator('svg rect').first()).toBeVisible(CHART_WAIT);
  await expect(page.getByTestId('overview-cost-chart').locator('.MuiChartsAxis-tickLabel').first()).toContainText('月');
  await expect(page.getByTestId('overview-usage-chart').locator('svg path').first()).toBeVisible();
  await expect(page.getByTestId('overview-usage-legend').locator('li').first()).toContainText('%');
  expect(problems.list).toEqual([]);
});

test('a model chip, the invite card and the base URL copy to the clipboard', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openOverview(page);
  const models = Object.keys(await api(page, '/api/available_model', AvailableModelMapSchema)).sort(compareNames);
  const chips = page.getByTestId('overview-model-chip');
  await expect(chips).toHaveCount(models.length);
  const name = models[1] ?? '';
  await chips.filter({ hasText: name }).first().click();
  await expect(page.getByTestId('toast').last()).toHaveText(`已复制${name}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(name);

  await page.getByTestId('overview-invite-copy').click();
  const code = await api(page, '/api/user/aff', AffCodeSchema);
  const origin = new URL(page.url()).origin;
  await expect(page.getByTestId('toast').last()).toHaveText('已复制邀请链接');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/register?aff=${code}`);
  const self = await api(page, '/api/user/self', UserSchema);
  await expect(page.getByTestId('overview-invite-count')).toHaveText(formatNumber(self.aff_count, 'zh-CN'));

  await page.getByTestId('overview-base-url-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/v1`);
  expect(problems.list).toEqual([]);
});

test('the playground key is fetched on request and never in the server HTML', async ({ page, problems }) => {
  await openOverview(page);
  const sample = page.getByTestId('overview-curl');
  await expect(sample).toContainText('Authorization: Bearer sk-...');
  await page.getByTestId('overview-use-key').click();
  const key = await api(page, '/api/token/playground', AffCodeSchema);
  await expect(sample).toContainText(`Authorization: Bearer sk-${key}`);
  await expect(sample).toContainText(`${new URL(page.url()).origin}/v1/chat/completions`);
  const html = await (await page.request.get('/dashboard')).text();
  expect(html).toContain('data-testid="overview-curl"');
  expect(html).not.toContain(key);
  const self = await api(page, '/api/user/self', UserSchema);
  expect(self.access_token === '' || !html.includes(self.access_token)).toBe(true);
  expect(problems.list).toEqual([]);
});

test('dark mode: readable axis labels and gauge text, no problems', async ({ page, problems }) => {
  await page.addInitScript(() => window.localStorage.setItem('theme-mode', 'dark'));
  await openOverview(page);
  await expect(page.locator('html')).toHaveAttribute('data-dark', '');
  const luminance = async (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const [r = 0, g = 0, b = 0] = (getComputedStyle(element).fill.match(/\d+(\.\d+)?/g) ?? []).map(Number);
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      });
  await expect(page.getByTestId('overview-cost-chart').locator('.MuiChartsAxis-tickLabel').first()).toBeVisible(CHART_WAIT);
  await expect(page.getByTestId('overview-rpm-gauge').locator('text').first()).toBeVisible(CHART_WAIT);
  expect(await luminance('[data-testid="overview-cost-chart"] .MuiChartsAxis-tickLabel')).toBeGreaterThan(0.5);
  expect(await luminance('[data-testid="overview-rpm-gauge"] text')).toBeGreaterThan(0.5);
  expect(problems.list).toEqual([]);
});

/** The cards' boxes on the page, by test id. */
async function cardBoxes(page: Page, testIds: string[]): Promise<{ x: number; y: number; width: number; height: number }[]> {
  return Promise.all(
    testIds.map(async (testId) => {
      const box = await page.getByTestId(testId).boundingBox();
      if (!box) throw new Error(`${testId} has no box`);
      return box;
    }),
  );
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1300, height: 900 } });

  test('the cards keep their columns: three, then four in a row, the charts two thirds and one third', async ({ page, problems }) => {
    await openOverview(page);
    const account = await cardBoxes(page, ['overview-balance-card', 'overview-used-card', 'overview-requests-card']);
    const today = await cardBoxes(page, [
      'overview-today-requests-card',
      'overview-today-cost-card',
      'overview-today-tokens-card',
      'overview-rpm-card',
    ]);
    const [cost, usage] = await cardBoxes(page, ['overview-cost-chart', 'overview-usage-chart']);
    const [content] = await cardBoxes(page, ['overview-page']);
    // A row of equal cards across the page's width, 24 px (Grid's spacing of 3) apart.
    const row = (boxes: { x: number; y: number; width: number; height: number }[]) => {
      const [first, last] = [boxes[0], boxes.at(-1)];
      for (const box of boxes) {
        expect(box.y).toBeCloseTo(first?.y ?? 0, 0);
        expect(box.height).toBeCloseTo(first?.height ?? 0, 0);
        expect(box.width).toBeCloseTo(first?.width ?? 0, 0);
      }
      for (let i = 1; i < boxes.length; i++) {
        const [left, right] = [boxes[i - 1], boxes[i]];
        expect((right?.x ?? 0) - ((left?.x ?? 0) + (left?.width ?? 0))).toBeCloseTo(24, 0);
      }
      expect(first?.x).toBeCloseTo(content?.x ?? 0, 0);
      expect((last?.x ?? 0) + (last?.width ?? 0)).toBeCloseTo((content?.x ?? 0) + (content?.width ?? 0), 0);
    };
    row(account);
    row(today);
    expect(today[0]?.y ?? 0).toBeGreaterThan((account[0]?.y ?? 0) + (account[0]?.height ?? 0));
    // 8 of 12 columns beside 4 of 12, in one row.
    expect(cost?.y).toBeCloseTo(usage?.y ?? 0, 0);
    expect(((cost?.width ?? 0) + 24 / 3) / ((usage?.width ?? 0) + (24 * 2) / 3)).toBeCloseTo(2, 2);
    expect(problems.list).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the overview fits the width (the model strip scrolls inside itself)', async ({ page, problems }) => {
    await openOverview(page);
    const overflow = await page.getByTestId('overview-page').evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await page.getByTestId('overview-cost-chart').boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(375);
    // One card per row, each the page's width.
    const cards = await cardBoxes(page, [
      'overview-balance-card',
      'overview-used-card',
      'overview-today-requests-card',
      'overview-rpm-card',
    ]);
    for (const card of cards) expect(card.width).toBeCloseTo(cards[0]?.width ?? 0, 0);
    for (let i = 1; i < cards.length; i++) expect(cards[i]?.y ?? 0).toBeGreaterThan((cards[i - 1]?.y ?? 0) + (cards[i - 1]?.height ?? 0));
    expect(problems.list).toEqual([]);
  });
});

test('a failing or missing endpoint empties only its own card', async ({ page, problems }) => {
  // Sign-in lands on the overview by client navigation, so these calls come from the browser.
  await page.route('**/api/user/dashboard/rate', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'Invalid URL (GET /api/user/dashboard/rate)', type: 'invalid_request_error' } }),
    }),
  );
  await page.route('**/api/user/dashboard', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: false, message: '数据库繁忙' }) }),
  );
  await signIn(page, 'demo', '/dashboard');
  await page.waitForURL('**/dashboard');
  await expect(page.getByTestId('overview-page')).toBeVisible(CHART_WAIT);
  await expect(page.getByTestId('overview-rpm-card').getByTestId('overview-unsupported')).toHaveText('当前网关不支持此功能。');
  await expect(page.getByTestId('overview-today-requests-card').getByTestId('overview-failed')).toContainText('数据库繁忙');
  await expect(page.getByTestId('overview-cost-chart').getByTestId('overview-failed')).toBeVisible();
  await expect(page.getByTestId('overview-balance')).toBeVisible();
  await expect(page.getByTestId('overview-model-chip').first()).toBeVisible();
  // The 404 itself is logged by the browser; nothing else may be.
  expect(problems.list.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
});
