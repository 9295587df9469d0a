import { listSweptPages, ownerOf, signedInPages, SWEEP_ACCOUNTS } from '#tests/helpers/swept-pages.ts';
import { expect, leaveSignedOut, signIn, test, waitForHydration } from './fixtures.ts';

/**
 * Every page that needs a session (from the route table) on the development server, whose React
 * reports hydration attribute mismatches that production React stays silent about. The variants
 * (light and dark, three languages, both directions, desktop and phone widths) take turns over
 * the pages: each page is opened once, as the role it is for (a common user's pages as the common
 * user, admin pages as the admin), in the next variant, so every variant meets every kind of page
 * while the sweep stays within CI's time as pages are added. (The production sweep opens every
 * page in every language and scheme, and as the other roles that reach it, where React reports
 * a mismatched text or element as an error.)
 */

// Vite transforms every module on its first request: far slower than the production build.
test.describe.configure({ timeout: 240_000 });
const DEV_WAIT = { timeout: 60_000 };

const all = await listSweptPages();
const SIGNED_IN = ['common', 'admin', 'root'] as const;

const VARIANTS = [
  { scheme: 'light', lng: 'zh-CN', direction: 'ltr', width: 1440 },
  { scheme: 'dark', lng: 'en', direction: 'ltr', width: 1280 },
  { scheme: 'dark', lng: 'zh-HK', direction: 'rtl', width: 375 },
] as const;

/** Every page behind sign-in, as the role it is for, dealt to the variants in turn. */
const visits = SIGNED_IN.flatMap((role) =>
  signedInPages(all, role)
    .filter((page) => ownerOf(page) === role)
    .map((page) => ({ path: page.path, status: page.status, user: SWEEP_ACCOUNTS[role].username })),
);

for (const [index, variant] of VARIANTS.entries()) {
  const pages = visits.filter((_, visit) => visit % VARIANTS.length === index);
  test(`pages behind sign-in (${pages.length}) hydrate without warnings (${variant.scheme}, ${variant.lng}, ${variant.direction}, ${variant.width} px)`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: variant.width, height: 900 });
    await page.addInitScript((v) => {
      // about:blank (where signing out goes first) has no storage: only the console's pages.
      if (window.location.protocol === 'about:') return;
      window.localStorage.setItem('theme-mode', v.scheme);
      if (!window.localStorage.getItem('app-settings'))
        window.localStorage.setItem('app-settings', JSON.stringify({ direction: v.direction }));
    }, variant);
    let signedInAs = '';
    for (const entry of pages) {
      if (signedInAs !== entry.user) {
        await leaveSignedOut(page);
        await signIn(page, entry.user, '/dashboard');
        await page.waitForURL('**/dashboard', DEV_WAIT);
        signedInAs = entry.user;
      }
      const response = await page.goto(`${entry.path}?lng=${variant.lng}`);
      expect(response?.status(), entry.path).toBe(entry.status);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('dir', variant.direction);
      await expect(page.locator('main')).toBeVisible(DEV_WAIT);
      // Lazy parts (charts) say they are busy until they are there: judge the console after.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, DEV_WAIT);
      expect(problems.list, `${entry.path} as ${entry.user}`).toEqual([]);
    }
  });
}
