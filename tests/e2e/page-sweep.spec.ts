import { LANGUAGES } from '#shared/i18n/settings.ts';
import type { Language } from '#shared/i18n/settings.ts';
import { listSweptPages, ownerOf, pagesFor, sweepRoles } from '#tests/helpers/swept-pages.ts';
import type { SweepRole, SweptPage } from '#tests/helpers/swept-pages.ts';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { inRuns, latinOnlyLabels, prepareSweep, seriousViolations, showScheme } from './sweep.ts';

/**
 * Every page of the route table (tests/helpers/swept-pages.ts), so a page added to the table is
 * swept without editing a list here:
 * - as every role that reaches it, in every language and both schemes: it answers its status in that
 *   language with a real title and no raw keys, hydrates without a page error or console
 *   warning, has one h1, and axe finds no serious or critical WCAG 2.2 AA violation;
 * - at 375 px, nothing scrolls sideways (in one language per role).
 * A test takes a run of pages of one (role, language) in turn, signed in once. Each page is
 * loaded in the run's scheme and, where its turn is the other scheme, switched the way another
 * tab does it (MUI follows the stored mode), so a scheme costs no second load; the loaded
 * scheme turns with the language, so pages are loaded fresh in the dark too. The phone width
 * is checked on the same load too, by narrowing the window as a user turning a phone would:
 * no page is loaded twice for it.
 */
// SWEEP_PATHS=/a,/b narrows a local run to the pages one works on; unset, every page is swept.
const only = process.env.SWEEP_PATHS?.split(',').filter((path) => path !== '');
const pages = (await listSweptPages()).filter((page) => !only || only.includes(page.path));
const roles = sweepRoles(pages);
type Scheme = 'light' | 'dark';
const SCHEMES: readonly Scheme[] = ['light', 'dark'];
/** Pages per test: a test signs in once and stays well within its timeout on a busy machine. */
const RUN = 10;

/** One page of a run, the schemes it is checked in (the loaded one first), and whether at 375 px. */
interface Visit {
  page: SweptPage;
  schemes: readonly Scheme[];
  phone: boolean;
}

/**
 * The language a role's pages are checked at 375 px in: the common user, who sees most of the
 * dashboard, in English (the longest words), a guest in zh-HK and an admin in zh-CN.
 */
function phoneLanguage(role: SweepRole): Language {
  return LANGUAGES[(roles.indexOf(role) + 1) % LANGUAGES.length] ?? 'en';
}

/** The scheme a (role, language) run loads its pages in. */
function loadedScheme(lng: Language): Scheme {
  return SCHEMES[LANGUAGES.indexOf(lng) % SCHEMES.length] ?? 'light';
}

/**
 * What one (role, language) sweep visits. A page is swept in all three languages by the role it
 * is for (a guest for public pages, a common user for the dashboard, an admin for admin pages),
 * each language in one scheme, the schemes taking turns over the languages and the pages: every
 * page is checked in light and in dark, every language in both across the pages, and each check
 * costs one axe run (CI's time). A role that reaches a page besides sweeps it once, in a
 * language and a scheme that turn with the role: an admin on a common page (other columns), and
 * a signed-in user on the home page (the signed-in header every public page has).
 */
function plan(role: SweepRole, lng: Language): Visit[] {
  const index = roles.indexOf(role);
  const language = LANGUAGES.indexOf(lng);
  // The other roles' pages are visited in the phone language too, so the home page a signed-in
  // role sees is checked at 375 px on that visit.
  const phone = lng === phoneLanguage(role);
  const turnScheme = SCHEMES[index % SCHEMES.length] ?? 'light';
  return pagesFor(pages, role).flatMap((page, position) => {
    if (ownerOf(page) === role) return [{ page, schemes: [SCHEMES[(position + language) % SCHEMES.length] ?? 'light'], phone }];
    // On public pages a signed-in role changes only the header, the same on all of them: the
    // home page shows it.
    const another = ownerOf(page) !== 'guest' || page.path === '/';
    return phone && another ? [{ page, schemes: [turnScheme], phone: page.path === '/' }] : [];
  });
}

const PHONE = { width: 375, height: 800 };

/**
 * The document's width with the window narrowed to a phone's, the page re-laid out and
 * re-rendered for it (media queries tell React through events); the window is then widened again
 * for the next load.
 */
async function widthAtPhoneSize(page: Page): Promise<number> {
  const wide = page.viewportSize();
  await page.setViewportSize(PHONE);
  const width = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth))),
      ),
  );
  if (wide) await page.setViewportSize(wide);
  return width;
}

/** Every (role, language) sweep, in runs of RUN pages, each run one test. */
const sweeps = roles.flatMap((role) => LANGUAGES.flatMap((lng) => inRuns(plan(role, lng), RUN).map((run) => ({ role, lng, run }))));

// Each test opens up to RUN pages and runs axe on each; no single step waits long.
test.describe.configure({ timeout: 180_000 });

for (const { role, lng, run } of sweeps) {
  const phoneToo = run.items.some((visit) => visit.phone) ? ', and fit 375 px' : '';
  test(`pages for ${role} (${run.label}) pass axe and hydrate cleanly in ${lng}${phoneToo}`, async ({ page, problems, baseURL }) => {
    await prepareSweep(page, { role, lng, scheme: loadedScheme(lng), baseURL: baseURL ?? '' });
    const violations: string[] = [];
    const tooWide: string[] = [];
    const english: string[] = [];
    for (const { page: swept, schemes, phone } of run.items) {
      const response = await page.goto(swept.path);
      expect(response?.status(), swept.path).toBe(swept.status);
      expect(new URL(page.url()).pathname, `${swept.path} is shown, not redirected`).toBe(swept.path);
      const html = (await response?.text()) ?? '';
      expect(html, `${swept.path}: server-rendered language`).toContain(`<html lang="${lng}"`);
      expect(html, `${swept.path}: a real title`).toMatch(/<title>[^<|]+ \| [^<]+<\/title>/);
      expect(html, `${swept.path}: no untranslated keys`).not.toMatch(/>[a-z_]+:[a-z][a-zA-Z_]*\.[a-zA-Z_.]+</);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }), `${swept.path}: one h1`).toHaveCount(1);
      // Issue 36: no English label on a Chinese page (MUI's own texts come with the theme).
      if (lng !== 'en') english.push(...(await latinOnlyLabels(page)).map((label) => `${swept.path}: "${label}"`));
      for (const scheme of schemes) {
        await showScheme(page, scheme);
        // Lazy parts (charts, the QR code) say they are busy until they are there: axe looks
        // at the finished page, the same in every run.
        await expect(page.locator('[aria-busy="true"]'), `${swept.path}: lazy parts settle`).toHaveCount(0);
        violations.push(...(await seriousViolations(page)).map((line) => `${swept.path} (${scheme}): ${line}`));
      }
      if (phone) {
        const width = await widthAtPhoneSize(page);
        if (width > PHONE.width) tooWide.push(`${swept.path}: ${width} px`);
      }
    }
    expect(violations, 'serious or critical axe violations (WCAG 2.2 AA)').toEqual([]);
    expect(tooWide, 'pages that scroll sideways at 375 px').toEqual([]);
    expect(english, `labels in English on a ${lng} page`).toEqual([]);
    // The status pages' own document status is logged by the browser, and is no problem.
    expect(problems.list.filter((p) => !/status of (403|404|500)/.test(p))).toEqual([]);
  });
}

// The check itself: a sweep that could not see a violation would pass every page.
test('the axe check names what it finds: a faint text and a button without a name, planted on the home page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'faint';
    faint.style.color = '#ddd';
    document.querySelector('main')?.append(faint, document.createElement('button'));
  });
  const found = (await seriousViolations(page)).map((line) => line.split(' ')[0]);
  expect(found.sort()).toEqual(['button-name', 'color-contrast']);
});

test('the English-label check names what it finds: MUI’s pager label and a Close button planted on a zh-CN page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  expect(await latinOnlyLabels(page)).toEqual([]);
  await page.evaluate(() => {
    const pager = document.createElement('button');
    pager.setAttribute('aria-label', 'Go to next page');
    const close = document.createElement('button');
    close.textContent = 'Close';
    const brand = document.createElement('button');
    brand.textContent = 'GitHub';
    document.querySelector('main')?.append(pager, close, brand);
  });
  expect((await latinOnlyLabels(page)).sort()).toEqual(['Close', 'Go to next page']);
});
