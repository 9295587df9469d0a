import { LANGUAGE_COOKIE } from '#shared/i18n/settings.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/** Regional-indicator letters: what an emoji flag is made of (Windows shows them as "CN", "HK"…). */
const EMOJI_FLAG = /[\u{1F1E6}-\u{1F1FF}]/u;

test('the language picker shows its flags as images, beside the language names, with no emoji', async ({ page, problems }) => {
  await page.goto('/');
  await waitForHydration(page);
  const button = page.getByTestId('language-button');
  await expect(button.locator('img[data-flag="CN"]')).toBeVisible();
  await expect(button.locator('img')).toHaveAttribute('alt', '');
  expect(await button.textContent()).not.toMatch(EMOJI_FLAG);
  await button.click();
  const menu = page.getByRole('menu');
  for (const [name, country] of [
    ['简体中文', 'CN'],
    ['繁體中文（香港）', 'HK'],
    ['English', 'GB'],
  ] as const) {
    const item = menu.getByRole('menuitem', { name, exact: true });
    const flag = item.locator(`img[data-flag="${country}"]`);
    await expect(flag).toBeVisible();
    // Drawn, not a broken image: the SVG decoded at its 3:2 size.
    expect(await flag.evaluate((image: HTMLImageElement) => [image.naturalWidth > 0, image.width, image.height])).toEqual([true, 24, 16]);
  }
  expect(await menu.textContent()).not.toMatch(EMOJI_FLAG);
  expect(problems.list).toEqual([]);
});

test('a stored language choice comes back after the cookie is cleared, and the cookie with it', async ({ page, context, problems }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Cookies gone, local storage kept: the server guesses from Accept-Language (zh-CN here).
  await context.clearCookies();
  const reloaded = await page.reload();
  expect(await reloaded?.text()).toContain('<html lang="zh-CN"');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('one API for every major AI model');
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('en');

  // The next page is rendered in English by the server again.
  const next = await page.reload();
  expect(await next?.text()).toContain('<html lang="en"');

  // A link that names its language (hreflang's `?lng=`) keeps it, stored choice or not.
  await context.clearCookies();
  await page.goto('/?lng=zh-HK');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('一個介面');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  expect(problems.list).toEqual([]);
});
