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
