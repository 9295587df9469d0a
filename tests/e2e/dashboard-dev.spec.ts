import { listSweptPages, ownerOf, signedInPages, SWEEP_ACCOUNTS } from '../helpers/swept-pages.ts';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';

/**
 * Every page that needs a session (from the route table) on the development server, whose React
 * reports hydration attribute mismatches that production React stays silent about: light and
 * dark, three languages, both directions, desktop and phone widths. A page is opened in every
 * variant as the role it is for, and in one variant as each other role that reaches it (an
 * admin's log page has more columns).
 */

// Vite transforms every module on its first request: far slower than the production build.
test.describe.configure({ timeout: 240_000 });
const DEV_WAIT = { timeout: 60_000 };

const all = await listSweptPages();
const SIGNED_IN = ['common', 'admin', 'root'] as const;

/** The pages of variant `index`: owners every time, the other roles in turn. */
function pagesOf(index: number) {
  return SIGNED_IN.flatMap((role, roleIndex) =>
    signedInPages(all, role)
      .filter((page) => ownerOf(page) === role || roleIndex % VARIANTS.length === index)
      .map((page) => ({ path: page.path, status: page.status, user: SWEEP_ACCOUNTS[role].username })),
  );
}

const VARIANTS = [
  { scheme: 'light', lng: 'zh-CN', direction: 'ltr', width: 1440 },
  { scheme: 'dark', lng: 'en', direction: 'ltr', width: 1280 },
  { scheme: 'dark', lng: 'zh-HK', direction: 'rtl', width: 375 },
] as const;

for (const [index, variant] of VARIANTS.entries()) {
  const pages = pagesOf(index);
  test(`pages behind sign-in (${pages.length}) hydrate without warnings (${variant.scheme}, ${variant.lng}, ${variant.direction}, ${variant.width} px)`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: variant.width, height: 900 });
    await page.addInitScript((v) => {
      window.localStorage.setItem('theme-mode', v.scheme);
      if (!window.localStorage.getItem('app-settings'))
        window.localStorage.setItem('app-settings', JSON.stringify({ direction: v.direction }));
    }, variant);
    let signedInAs = '';
    for (const entry of pages) {
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
