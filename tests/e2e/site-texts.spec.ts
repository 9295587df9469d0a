import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';

/**
 * The contact, terms and privacy texts as Settings fields (issue 36 item 5): an operator writes
 * them per language in Settings (the console keeps them: one-hub has no option for them) and a
 * guest sees each in its language, although the guest had the console's own text from the page
 * cache a moment before (10 minutes on this server). Project `site-texts` (the site-settings server,
 * after that project); the test puts the console’s own texts back.
 */

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const PATH = '/dashboard/setting?tab=other';
const LANGS = ['zh-CN', 'zh-HK', 'en'] as const;
const CONTACT = { 'zh-CN': 'kefu-cn@hub.test', 'zh-HK': 'kefu-hk@hub.test', en: 'help-en@hub.test' } as const;
const TERMS = { 'zh-CN': '本站条款第一条', 'zh-HK': '本站條款第一條', en: 'Our own first clause' } as const;

/** A visitor in a browser of their own (no session), with the notice dialog already seen. */
async function guest(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const notice = ((await (await page.request.get('/api/notice')).json()) as { data: string }).data;
  await context.addInitScript((text) => window.localStorage.setItem('notice', text), notice);
  return page;
}

/** Saves a section and waits for the console to accept each of its `count` texts. */
async function saveTexts(page: Page, section: string, count: number): Promise<void> {
  const answers: Promise<unknown>[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'PUT' && new URL(response.url()).pathname === '/console-api/site') answers.push(response.json());
  });
  await page.getByTestId(`save-${section}`).click();
  await expect.poll(() => answers.length).toBe(count);
  for (const answer of await Promise.all(answers)) expect(answer).toMatchObject({ success: true });
}

test('an operator writes contact addresses, terms and privacy in Settings; a guest sees each in its language at once', async ({
  page,
  browser,
  problems,
}) => {
  const visitor = await guest(browser);
  // The console's own texts, twice: the second answer is the page cache's.
  for (let i = 0; i < 2; i += 1) {
    await visitor.goto('/contact-us?lng=en');
    await expect(visitor.getByRole('link', { name: 'support@example.com' })).toBeVisible();
  }
  await visitor.goto('/terms?lng=zh-HK');
  await expect(visitor.getByRole('heading', { level: 1, name: '服務條款' })).toBeVisible();

  await signIn(page, 'operator', PATH);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/setting');
  await waitForHydration(page);
  const contact = page.getByTestId('section-contact');
  try {
    // The console's own text to start from, in each language.
    await expect(contact.locator('textarea[name="ContactText_en"]')).toHaveValue(/\[support@example\.com\]\(mailto:support@example\.com\)/);
    await expect(contact.locator('textarea[name="ContactText_zh-HK"]')).toHaveValue(/^### .+support@example\.com/s);
    for (const lng of LANGS)
      await contact.locator(`textarea[name="ContactText_${lng}"]`).fill(`### ${lng}\n\n[${CONTACT[lng]}](mailto:${CONTACT[lng]})`);
    // The preview is the safe viewer's rendering of what is typed.
    await expect(contact.getByTestId('preview-ContactText_en').getByRole('link', { name: CONTACT.en })).toBeVisible();
    await saveTexts(page, 'contact', 3);
    await expect(page.getByTestId('toast').last()).toHaveText('联系页面已保存');

    const terms = page.getByTestId('section-terms');
    for (const lng of LANGS) await terms.locator(`textarea[name="TermsText_${lng}"]`).fill(`## ${TERMS[lng]}\n\n- ${lng}`);
    await saveTexts(page, 'terms', 3);
    const privacy = page.getByTestId('section-privacy');
    await privacy.locator('textarea[name="PrivacyText_en"]').fill('We keep **nothing** about you.');
    await saveTexts(page, 'privacy', 1);

    // Saved and read again: the form holds what is stored.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('section-terms').locator('textarea[name="TermsText_zh-HK"]')).toHaveValue(
      `## ${TERMS['zh-HK']}\n\n- zh-HK`,
    );

    for (const lng of LANGS) {
      await visitor.goto(`/contact-us?lng=${lng}`);
      await expect(visitor.getByTestId('contact-content').getByRole('link', { name: CONTACT[lng] })).toHaveAttribute(
        'href',
        `mailto:${CONTACT[lng]}`,
      );
      await expect(visitor.getByText(/@example\.com/)).toHaveCount(0);
      await visitor.goto(`/terms?lng=${lng}`);
      await expect(visitor.getByTestId('terms-content').getByRole('heading', { level: 2, name: TERMS[lng] })).toBeVisible();
    }
    await visitor.goto('/privacy?lng=en');
    await expect(visitor.getByTestId('privacy-content').locator('strong')).toHaveText('nothing');
    await visitor.goto('/privacy?lng=zh-CN');
    await expect(visitor.getByTestId('privacy-content')).toHaveCount(0);
    await expect(visitor.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  } finally {
    for (const key of ['Contact', 'Terms', 'Privacy'].flatMap((name) => LANGS.map((lng) => `${name}Text_${lng}`))) {
      const response = await page.request.put('/console-api/site', { data: { key, value: '' } });
      expect(await response.json()).toMatchObject({ success: true });
    }
  }
  await visitor.goto('/contact-us?lng=en');
  await expect(visitor.getByRole('link', { name: 'support@example.com' })).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('a text over the limit is refused under its field, in the reader’s language, before anything is sent', async ({ page, problems }) => {
  await signIn(page, 'operator', PATH);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/setting');
  await waitForHydration(page);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') writes.push(request.url());
  });
  const field = page.getByTestId('section-privacy').locator('textarea[name="PrivacyText_zh-CN"]');
  await field.fill('长'.repeat(20_001));
  await page.getByTestId('save-privacy').click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('section-privacy').getByText('最多 20000 个字符')).toBeVisible();
  expect(writes).toEqual([]);
  expect(problems.list).toEqual([]);
});
