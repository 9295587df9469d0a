import { listSweptPages, signedInPages, SWEEP_ACCOUNTS } from '../helpers/swept-pages.ts';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';

/**
 * Every page that needs a session (from the route table), as each signed-in role that reaches
 * it, on the development server, whose React reports hydration attribute mismatches that
 * production React stays silent about: light and dark, three languages, both directions,
 * desktop and phone widths.
 */

// Vite transforms every module on its first request: far slower than the production build.
test.describe.configure({ timeout: 240_000 });
const DEV_WAIT = { timeout: 60_000 };

const all = await listSweptPages();
const PAGES = (['common', 'admin', 'root'] as const).flatMap((role) =>
  signedInPages(all, role).map((page) => ({ path: page.path, status: page.status, user: SWEEP_ACCOUNTS[role].username })),
);

const VARIANTS = [
  { scheme: 'light', lng: 'zh-CN', direction: 'ltr', width: 1440 },
  { scheme: 'dark', lng: 'en', direction: 'ltr', width: 1280 },
  { scheme: 'dark', lng: 'zh-HK', direction: 'rtl', width: 375 },
] as const;

for (const variant of VARIANTS) {
  test(`pages behind sign-in (${PAGES.length}) hydrate without warnings (${variant.scheme}, ${variant.lng}, ${variant.direction}, ${variant.width} px)`, async ({ page, problems }) => {
    await page.setViewportSize({ width: variant.width, height: 900 });
    await page.addInitScript((v) => {
      window.localStorage.setItem('theme-mode', v.scheme);
      if (!window.localStorage.getItem('app-settings')) window.localStorage.setItem('app-settings', JSON.stringify({ direction: v.direction }));
    }, variant);
    let signedInAs = '';
    for (const entry of PAGES) {
      if (signedInAs !== entry.user) {
        await page.context().clearCookies();
        await signIn(page, entry.user, '/dashboard');
        await page.waitForURL('**/dashboard', DEV_WAIT);
        signedInAs = entry.user;
      }
      const response = await page.goto(`${entry.path}?lng=${variant.lng}`);
      expect(response?.status(), entry.path).toBe(entry.status);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('dir', variant.direction);
      await expect(page.locator('main')).toBeVisible(DEV_WAIT);
      // Let effects run and lazy chunks (charts) settle before judging the console.
      await page.waitForLoadState('networkidle');
      expect(problems.list, `${entry.path} as ${entry.user}`).toEqual([]);
    }
  });
}
