import { expect, leaveSignedOut, test, waitForHydration } from './fixtures.ts';

// Google's authorize URL is absolute, built on the double's ServerAddress as one-hub builds its
// links: without PUBLIC_URL the console tells the gateway no host of its own (issue 32), and the
// bundled double's ServerAddress is the console's address as the banner names it (localhost).
const SERVER_ADDRESS = `http://localhost:${Number(process.env.E2E_PORT ?? 3210)}`;

for (const provider of [
  { name: 'GitHub', button: '使用 GitHub 登录', path: 'github' },
  { name: 'Google', button: '使用 Google 登录', path: 'google' },
] as const) {
  test(`${provider.name} sign-in through the double's fake provider, back to returnTo`, async ({ page, problems }) => {
    await page.goto(provider.path === 'google' ? `${SERVER_ADDRESS}/dashboard` : '/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
    await waitForHydration(page);
    await page.getByRole('button', { name: provider.button }).click();
    await expect(page).toHaveURL(new RegExp(`/oauth-fake/${provider.path}/authorize\\?`));
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('client_id')).toBeTruthy();
    expect(authorize.searchParams.get('state')).toBeTruthy();
    if (provider.path === 'github') expect(authorize.searchParams.get('scope')).toBe('user:email');
    // The seeded demo user is linked to the fake identity listed first.
    await page.locator('button[name="as"]').first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('user-name')).toHaveText('Demo User');
    expect(problems.list).toEqual([]);
  });
}

test('a new GitHub user gets an account; a refused authorization shows the reason', async ({ page, problems }) => {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('button', { name: '使用 GitHub 登录' }).click();
  await page.locator('button[name="as"][value="new"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-name')).not.toBeEmpty();

  await leaveSignedOut(page);
  await page.goto('/oauth/github?code=not-a-real-code&state=nope');
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: '返回登录' })).toBeVisible();
  // The gateway answers 403 for a state mismatch; the browser logs that response, the page explains it.
  expect(problems.list.filter((p) => !p.includes('/api/oauth/github'))).toEqual([]);
});

for (const provider of [
  { name: 'GitHub', button: '使用 GitHub 登录', path: 'github' },
  { name: 'Lark', button: '使用飞书登录', path: 'lark' },
] as const) {
  test(`${provider.name}: a failed state call shows its message and still goes to the authorize page (spec §8)`, async ({
    page,
    problems,
  }) => {
    await page.route('**/api/oauth/state', (route) => route.fulfill({ json: { success: false, message: '会话已过期', data: '' } }));
    // The toast is up only until the browser leaves: each one shown is noted in this tab's session storage.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const seen = [...document.querySelectorAll('[data-testid="toast"]')].map((toast) => toast.textContent ?? '');
        const kept = JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[];
        sessionStorage.setItem('e2e-toasts', JSON.stringify([...new Set([...kept, ...seen])]));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('button', { name: provider.button }).click();
    await expect(page).toHaveURL(new RegExp(`/oauth-fake/${provider.path}/authorize\\?`));
    expect(new URL(page.url()).searchParams.get('state')).toBe('');
    // The gateway's refusal was said, in the reader's language, before leaving.
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-toasts'))).toContain('会话已过期');
    // The gateway refuses the empty state at the callback, in the reader's language.
    await page.locator('button[name="as"]').first().click();
    await expect(page).toHaveURL(new RegExp(`/oauth/${provider.path}\\?`));
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toHaveText('无法验证此次登录（状态缺失或不一致），请重新发起登录。');
    expect(problems.list.filter((p) => !p.includes(`/api/oauth/${provider.path}`))).toEqual([]);
  });
}
