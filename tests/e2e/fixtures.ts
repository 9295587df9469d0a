import { test as base, expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { NOTICE_STORAGE_KEY } from '#client/components/notice/notice-store.ts';

/** What the browser reported that a user would never want: page errors and console errors or warnings. */
export interface PageProblems {
  list: string[];
}

/**
 * A `page` that records page errors and console errors/warnings (hydration mismatches are
 * reported there), and a `problems` list each test asserts is empty.
 */
export const test = base.extend<{ problems: PageProblems; siteNotice: boolean }>({
  /**
   * The gateway's notice opens by itself on a first visit and would cover every page under
   * test; tests of the notice itself set `test.use({ siteNotice: true })`.
   */
  siteNotice: [false, { option: true }],
  page: async ({ page, siteNotice }, use) => {
    if (!siteNotice) await withoutSiteNotice(page);
    await use(page);
  },
  problems: async ({ page }, use) => {
    await use(watchProblems(page));
  },
});

/** Starts recording a page's problems (the `problems` fixture's, for another page such as a second visitor's). */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { list: [] };
  page.on('pageerror', (error) => problems.list.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // An error page's own status (the document of /404 answers 404 on purpose) is not a problem.
    const isDocumentStatus = message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    if (!isDocumentStatus) problems.list.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  return problems;
}

export { expect };

/**
 * The gateway's notice counts as already read in this page or context, so its dialog never
 * covers what a test clicks: the text it serves now is stored where the console keeps the last
 * notice shown (spec section 4: an unchanged notice does not open). Not a `route` that answers it
 * empty: any route turns Chromium's HTTP cache off for the whole page, and every page load then
 * fetched all its scripts again. A context a test opens itself (a second user) needs it as the
 * `page` fixture has it.
 */
export async function withoutSiteNotice(target: Page | BrowserContext): Promise<void> {
  const answer = (await (await target.request.get('/api/notice')).json()) as { data?: unknown };
  const text = typeof answer.data === 'string' ? answer.data : '';
  if (text.trim() === '') return;
  await target.addInitScript(
    ({ key, value }) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // about:blank and other opaque origins have no storage; the console's pages do.
      }
    },
    { key: NOTICE_STORAGE_KEY, value: text },
  );
}

/**
 * Signs the browser out by dropping its cookies, after leaving the page it is on: a dashboard page
 * left open keeps revalidating (the user, the lists a save refreshed), and those requests would
 * meet the cleared session with 401s the problem watcher reports, depending on timing alone.
 */
export async function leaveSignedOut(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/**
 * Waits until React has hydrated the document (the root layout marks <html> then) and the
 * gateway's messages are in (client/i18n/gateway-texts.ts), so a refusal is always translated.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' && document.documentElement.dataset.gatewayTexts !== undefined,
  );
}

/** Signs in through the real form as a seeded account (password 123456). */
export async function signIn(page: Page, username: string, returnTo?: string): Promise<void> {
  await page.goto(returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login');
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill('123456');
  await page.locator('button[type="submit"]').click();
}
