import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures.ts';

/**
 * A page the signed-in user's role may not open: the server answers 403 with the "no access"
 * screen, and a client navigation to it (from the overview) shows the same screen.
 */
export async function expectForbiddenPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(403);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('没有访问权限');
  await page.goto('/dashboard');
  await waitForHydration(page);
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('没有访问权限');
}
