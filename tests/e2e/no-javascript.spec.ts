import { primaryPresets } from '#client/theme/tokens.ts';
import { expect, test } from './fixtures.ts';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered sign-in page is fully styled', async ({ page }) => {
    await page.goto('/login');
    const button = page.locator('button[type="submit"]');
    await expect(button).toBeVisible();
    // MUI's contained primary button: the default (cyan) preset's background, white text, no uppercase transform.
    const cyan = primaryPresets.cyan.light.main;
    await expect(button).toHaveCSS('background-color', `rgb(${[1, 3, 5].map((i) => parseInt(cyan.slice(i, i + 2), 16)).join(', ')})`);
    await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(button).toHaveCSS('text-transform', 'none');
    await expect(page.locator('body')).toHaveCSS('margin', '0px');
  });
});

test.describe('colour scheme', () => {
  test('a stored dark choice is applied before first paint (no light flash)', async ({ page, problems }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme-mode', 'dark'));
    // Note whether <html> is already dark at the moment <body> is created, before any paint of it.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        (window as unknown as { __darkAtBody: boolean }).__darkAtBody = document.documentElement.hasAttribute('data-dark');
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/login');
    expect(await page.evaluate(() => (window as unknown as { __darkAtBody?: boolean }).__darkAtBody)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-dark', '');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(20, 26, 33)');
    expect(problems.list).toEqual([]);
  });
});
