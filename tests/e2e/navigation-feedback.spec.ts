import type { Page, Route } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';

/** Holds every request matching `pattern` until the returned function is called. */
async function hold(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.fallback();
  });
  return release;
}

test('a slow gateway keeps the current page on screen; only a page’s first code load covers it', async ({ page, problems }) => {
  await signIn(page, 'demo', '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
  const nav = page.getByTestId('dashboard-nav');
  const overviewHeading = '仪表盘';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(overviewHeading);

  // First visit of the logs: its code is on its way, the full-screen loader says so.
  const releaseChunk = await hold(page, '**/assets/log-page-*.js');
  await nav.getByRole('link', { name: '日志' }).click();
  await expect(page.getByTestId('page-loader')).toBeVisible();
  releaseChunk();
  await expect(page).toHaveURL(/\/dashboard\/log/);
  await expect(page.getByTestId('page-loader')).toBeHidden();
  await page.unroute('**/assets/log-page-*.js');

  // Back on the overview, the logs again with only the gateway slow: the overview stays readable.
  await nav.getByRole('link', { name: '仪表盘' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(overviewHeading);
  const releaseData = await hold(page, '**/api/log/**');
  await nav.getByRole('link', { name: '日志' }).click();
  await expect(page.getByTestId('navigation-progress')).toBeVisible();
  await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(overviewHeading);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(page.getByTestId('page-loader')).toHaveCount(0);
  releaseData();
  await expect(page).toHaveURL(/\/dashboard\/log/);
  await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
  expect(problems.list).toEqual([]);
});
