import { expect, signIn, test, waitForHydration } from './fixtures.ts';

// The bundled double turns every sign-in method on (password, GitHub, Google, OIDC, Lark, WeChat):
// the sign-in page must still read well with all of them, on a phone too, and by keyboard. The
// opposite, a gateway with none, is in site-settings-global.spec.ts (it changes every page).

const PROVIDERS = [
  { provider: 'github', name: '使用 GitHub 登录', label: 'GitHub' },
  { provider: 'google', name: '使用 Google 登录', label: 'Google' },
  { provider: 'wechat', name: '使用微信登录', label: '微信' },
  { provider: 'lark', name: '使用飞书登录', label: '飞书' },
  { provider: 'oidc', name: '使用 OIDC 登录', label: 'OIDC' },
] as const;

for (const width of [1280, 375]) {
  test(`every method on /login and /register at ${width} px: a mark and a name each, no sideways scroll, reachable by Tab`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await waitForHydration(page);
      const methods = page.getByTestId('sign-in-providers');
      for (const { name, label } of PROVIDERS) {
        const button = methods.getByRole('button', { name, exact: true });
        await expect(button).toBeVisible();
        await expect(button).toHaveText(label);
        await expect(button.locator('svg')).toHaveAttribute('aria-hidden', 'true');
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      // From the form's submit button, Tab walks the methods in the order shown (past a
      // full-width method above them, if the page has one).
      await page.locator('button[type="submit"]').focus();
      const reached: string[] = [];
      for (let step = 0; step < PROVIDERS.length + 3 && reached.length < PROVIDERS.length; step++) {
        await page.keyboard.press('Tab');
        const provider = await page.evaluate(() => document.activeElement?.getAttribute('data-provider') ?? '');
        if (provider !== '') reached.push(provider);
      }
      expect(reached, path).toEqual(PROVIDERS.map(({ provider }) => provider));
    }
    expect(problems.list).toEqual([]);
  });
}

test('the profile lists every binding the gateway enables, with demo bound to each provider', async ({ page, problems }) => {
  await signIn(page, 'demo', '/dashboard/profile');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await waitForHydration(page);
  const rows = page.getByTestId('bindings').locator('[data-testid^="binding-"][data-bound]');
  await expect(rows).toHaveCount(6);
  expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')))).toEqual([
    'binding-email',
    'binding-github',
    'binding-google',
    'binding-oidc',
    'binding-wechat',
    'binding-lark',
  ]);
  for (const provider of ['github', 'google', 'oidc', 'wechat', 'lark']) {
    await expect(page.getByTestId(`binding-${provider}`)).toHaveAttribute('data-bound', 'true');
  }
  expect(problems.list).toEqual([]);
});
