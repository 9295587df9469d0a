import { expect, test, waitForHydration } from './fixtures.ts';

/** Every public page of spec section 2 (payment needs a signed-in user and is tested on its own). */
const PUBLIC_PATHS = ['/', '/group', '/prices', '/pricing', '/doc', '/about-us', '/contact-us', '/faqs', '/terms', '/privacy', '/coming-soon', '/maintenance', '/components', '/error/403', '/error/404', '/error/500'];

for (const lng of ['zh-CN', 'zh-HK', 'en'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`every public page renders and hydrates in ${lng}, ${scheme}`, async ({ page, problems }) => {
      test.setTimeout(90_000);
      await page.addInitScript((mode) => window.localStorage.setItem('theme-mode', mode), scheme);
      for (const path of PUBLIC_PATHS) {
        const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
        expect(response?.status(), path).toBe(path.startsWith('/error/') ? Number(path.slice(-3)) : 200);
        const html = (await response?.text()) ?? '';
        expect(html, `${path}: server-rendered language`).toContain(`<html lang="${lng}"`);
        expect(html, `${path}: a real title`).toMatch(/<title>[^<|]+ \| [^<]+<\/title>/);
        expect(html, `${path}: no untranslated keys`).not.toMatch(/>(?:pages|prices|home|common|error):[a-z]/);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute(scheme === 'dark' ? 'data-dark' : 'data-light', '');
        await expect(page.getByRole('heading', { level: 1 }).first()).not.toBeEmpty();
      }
      expect(problems.list.filter((p) => !/status of (403|404|500)/.test(p))).toEqual([]);
    });
  }
}
