import { LANGUAGES } from '../../shared/i18n/settings.ts';
import type { Language } from '../../shared/i18n/settings.ts';
import { listSweptPages, ownerOf, pagesFor, sweepRoles } from '../helpers/swept-pages.ts';
import type { SweepRole, SweptPage } from '../helpers/swept-pages.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { inRuns, prepareSweep, seriousViolations } from './sweep.ts';

/**
 * Every page of the route table (tests/helpers/swept-pages.ts), so a page added to the table is
 * swept without editing a list here:
 * - as every role that reaches it, in every language and scheme: it answers its status in that
 *   language with a real title and no raw keys, hydrates without a page error or console
 *   warning, has one h1, and axe finds no serious or critical WCAG 2.2 AA violation;
 * - at 375 px, nothing scrolls sideways.
 * A test takes a run of pages of one (role, language, scheme) in turn, signed in once.
 */
// SWEEP_PATHS=/a,/b narrows a local run to the pages one works on; unset, every page is swept.
const only = process.env.SWEEP_PATHS?.split(',').filter((path) => path !== '');
const pages = (await listSweptPages()).filter((page) => !only || only.includes(page.path));
const roles = sweepRoles(pages);
const SCHEMES = ['light', 'dark'] as const;
/** Pages per test: a test signs in once and stays well within its timeout on a busy machine. */
const RUN = 10;

/**
 * What one (role, language, scheme) sweep visits. A page is swept in all six languages and
 * schemes by the role it is for (a guest for public pages, a common user for the dashboard, an
 * admin for admin pages); a role that reaches it besides (a signed-in user on a public page, an
 * admin on a common page: another header, other columns) sweeps it once, in a language and a
 * scheme that turn with the role, so the matrix stays within CI's time as pages are added.
 */
function plan(role: SweepRole, lng: Language, scheme: (typeof SCHEMES)[number]): SweptPage[] {
  const index = roles.indexOf(role);
  const turn = lng === LANGUAGES[index % LANGUAGES.length] && scheme === SCHEMES[index % SCHEMES.length];
  return pagesFor(pages, role).filter((page) => ownerOf(page) === role || turn);
}

/** Every (role, language, scheme) sweep, in runs of RUN pages, each run one test. */
const sweeps = roles.flatMap((role) =>
  LANGUAGES.flatMap((lng) => SCHEMES.flatMap((scheme) => inRuns(plan(role, lng, scheme), RUN).map((run) => ({ role, lng, scheme, run })))),
);

// Each test opens up to RUN pages and runs axe on each; no single step waits long.
test.describe.configure({ timeout: 180_000 });

for (const { role, lng, scheme, run } of sweeps) {
  test(`pages for ${role} (${run.label}) pass axe and hydrate cleanly in ${lng}, ${scheme}`, async ({ page, problems, baseURL }) => {
    await prepareSweep(page, { role, lng, scheme, baseURL: baseURL ?? '' });
    const violations: string[] = [];
    for (const swept of run.items) {
      const response = await page.goto(swept.path);
      expect(response?.status(), swept.path).toBe(swept.status);
      expect(new URL(page.url()).pathname, `${swept.path} is shown, not redirected`).toBe(swept.path);
      const html = (await response?.text()) ?? '';
      expect(html, `${swept.path}: server-rendered language`).toContain(`<html lang="${lng}"`);
      expect(html, `${swept.path}: a real title`).toMatch(/<title>[^<|]+ \| [^<]+<\/title>/);
      expect(html, `${swept.path}: no untranslated keys`).not.toMatch(/>[a-z_]+:[a-z][a-zA-Z_]*\.[a-zA-Z_.]+</);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute(scheme === 'dark' ? 'data-dark' : 'data-light', '');
      await expect(page.getByRole('heading', { level: 1 }), `${swept.path}: one h1`).toHaveCount(1);
      // Lazy parts (charts) settle before axe looks, so every run sees the same page.
      await page.waitForLoadState('networkidle');
      violations.push(...(await seriousViolations(page)).map((line) => `${swept.path}: ${line}`));
    }
    expect(violations, 'serious or critical axe violations (WCAG 2.2 AA)').toEqual([]);
    // The status pages' own document status is logged by the browser, and is no problem.
    expect(problems.list.filter((p) => !/status of (403|404|500)/.test(p))).toEqual([]);
  });
}

/**
 * At 375 px, a language per role: the common user, who sees most of the dashboard, in English
 * (the longest words), a guest in zh-HK and an admin in zh-CN. No axe here: twice the pages per test.
 */
const narrowSweeps = roles.flatMap((role) =>
  // The pages the role is for, and the home page (the header a signed-in role sees there is
  // the one every public page has).
  inRuns(
    pagesFor(pages, role).filter((page) => ownerOf(page) === role || page.path === '/'),
    2 * RUN,
  ).map((run) => ({
    role,
    lng: LANGUAGES[(roles.indexOf(role) + 1) % LANGUAGES.length] ?? 'en',
    run,
  })),
);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const { role, lng, run } of narrowSweeps) {
    test(`pages for ${role} (${run.label}) fit 375 px: nothing scrolls sideways (${lng})`, async ({ page, problems, baseURL }) => {
      await prepareSweep(page, { role, lng, scheme: 'light', baseURL: baseURL ?? '' });
      const tooWide: string[] = [];
      for (const swept of run.items) {
        const response = await page.goto(swept.path);
        expect(response?.status(), swept.path).toBe(swept.status);
        await waitForHydration(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 375) tooWide.push(`${swept.path}: ${width} px`);
      }
      expect(tooWide).toEqual([]);
      expect(problems.list.filter((p) => !/status of (403|404|500)/.test(p))).toEqual([]);
    });
  }
});
