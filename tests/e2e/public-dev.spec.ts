import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * The development server's React reports every hydration difference (production React keeps
 * quiet about attribute mismatches), so every public page hydrates once there too.
 */
const PUBLIC_PATHS = ['/', '/group', '/prices', '/pricing', '/doc', '/about-us', '/contact-us', '/faqs', '/terms', '/privacy', '/coming-soon', '/maintenance', '/components', '/login', '/register'];

test('every public page hydrates without a hydration warning (zh-HK, dark)', async ({ page, problems }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => window.localStorage.setItem('theme-mode', 'dark'));
  for (const path of PUBLIC_PATHS) {
    const response = await page.goto(`${path}?lng=zh-HK`);
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).not.toBeEmpty();
  }
  expect(problems.list).toEqual([]);
});
