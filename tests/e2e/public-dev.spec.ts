import { listSweptPages, pagesFor } from '#tests/helpers/swept-pages.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { inRuns } from './sweep.ts';

/**
 * The development server's React reports every hydration difference (production React keeps
 * quiet about attribute mismatches), so every page a guest reaches (from the route table) hydrates
 * once there too.
 */
const pages = pagesFor(await listSweptPages(), 'guest');

// Vite transforms every module on its first request: far slower than the production build.
test.describe.configure({ timeout: 180_000 });

for (const run of inRuns(pages, 10)) {
  test(`pages a guest reaches (${run.label}) hydrate without a hydration warning (zh-HK, dark)`, async ({ page, problems }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme-mode', 'dark'));
    for (const swept of run.items) {
      const response = await page.goto(`${swept.path}?lng=zh-HK`);
      expect(response?.status(), swept.path).toBe(swept.status);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).not.toBeEmpty();
    }
    // The status pages' own document status is logged by the browser, and is no problem.
    expect(problems.list.filter((p) => !/status of (403|404|500)/.test(p))).toEqual([]);
  });
}
