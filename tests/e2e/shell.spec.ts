import { expect, test, waitForHydration } from './fixtures.ts';

test('changing the language shows the toasts, updates the page and survives a reload', async ({ page, problems }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('toast').last()).toHaveText('Language changed');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('one API for every major AI model');
  expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('en');
  const reloaded = await page.reload();
  expect(await reloaded?.text()).toContain('<html lang="en"');
  await waitForHydration(page);
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: '繁體中文（香港）' }).click();
  await expect(page.getByTestId('toast').last()).toHaveText('語言已切換');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('一個介面');
  expect(problems.list).toEqual([]);
});

for (const failure of ['404', 'aborted'] as const) {
  test(`a language whose files fail (${failure}) leaves the page in its language and says the switch failed`, async ({
    page,
    problems,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    let blocked = true;
    await page.route('**/locales/en/**', (route) =>
      !blocked ? route.continue() : failure === '404' ? route.fulfill({ status: 404, body: 'Not Found' }) : route.abort('failed'),
    );
    await page.getByTestId('language-button').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByTestId('toast').last()).toHaveText('切换语言失败！');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('一个接口');
    // The menu still in words, no raw key (`menu.home`) anywhere.
    await expect(page.getByRole('link', { name: '文档' }).first()).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(/\b(menu|home|toast|common)\.[a-z_]+/);
    expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).not.toBe('en');

    // The files back: the same choice now works, without a reload.
    blocked = false;
    await page.getByTestId('language-button').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByTestId('toast').last()).toHaveText('Language changed');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('one API for every major AI model');
    // The browser's own lines for the failed requests are the only ones.
    expect(problems.list.filter((line) => !line.includes('/locales/en/'))).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens a 320 px drawer that closes on navigation', async ({ page, problems }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('mobile-menu-button').click();
    const drawer = page.getByTestId('mobile-nav');
    await expect(drawer).toBeVisible();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(320);
    await drawer.getByRole('link', { name: '文档' }).click();
    await expect(drawer).toBeHidden();
    expect(problems.list).toEqual([]);
  });
});

test('the header lifts and blurs once the page scrolls', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  await waitForHydration(page);
  const header = page.locator('header');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toHaveCSS('backdrop-filter', 'blur(8px)');
  expect(Math.round((await header.boundingBox())?.height ?? 0)).toBe(72);
  expect(problems.list).toEqual([]);
});

test('a visitor who asks for less motion gets the scheme and dialogs without transitions; others keep them', async ({ page, problems }) => {
  // The suite runs with reduced motion (playwright.config.ts): this visitor asks for none.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await waitForHydration(page);
  const signIn = page.getByRole('banner').getByRole('link').last();
  const duration = () => signIn.evaluate((element) => getComputedStyle(element).transitionDuration);
  expect(await duration()).not.toMatch(/^0s(, 0s)*$/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await duration()).toMatch(/^0s(, 0s)*$/);
  expect(problems.list).toEqual([]);
});
