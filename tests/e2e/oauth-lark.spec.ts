import { expect, test, waitForHydration } from './fixtures.ts';
import { arriveInvited, freshInviter, signInFresh } from './oauth-helpers.ts';
import { LARK_INVALID_CODE } from '#mock-gateway/routes/lark.ts';
import { SEED_LARK_OPEN_ID } from '#mock-gateway/store/seed.ts';

// Lark (Feishu) through the double's fake Lark page: the authorize redirect one-hub's UI makes
// (app_id, a session state, redirect_uri <origin>/oauth/lark), the callback page, the binding.

test.describe.configure({ timeout: 60_000 });

const TEXT = {
  'zh-CN': { button: '使用飞书登录', back: '返回登录', stateRefused: '无法验证此次登录（状态缺失或不一致），请重新发起登录。' },
  en: {
    button: 'Sign in with Lark',
    back: 'Back to sign in',
    stateRefused: 'The sign-in could not be verified (its state is missing or does not match). Start the sign-in again.',
  },
} as const;

for (const lng of ['zh-CN', 'en'] as const) {
  test.describe(`Lark in ${lng}`, () => {
    test.use({ locale: lng });
    const text = TEXT[lng];

    test('the linked Lark account signs demo in, back to returnTo', async ({ page, problems }) => {
      await page.goto('/dashboard/key');
      await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard%2Fkey$/);
      await waitForHydration(page);
      await page.getByRole('button', { name: text.button }).click();
      await expect(page).toHaveURL(/\/oauth-fake\/lark\/authorize\?/);
      const authorize = new URL(page.url());
      expect(authorize.searchParams.get('app_id')).toBe('cli_mock_lark_app_id');
      expect(authorize.searchParams.get('state')).toMatch(/^\w{12}$/);
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${new URL(page.url()).origin}/oauth/lark`);
      await page.locator(`button[name="as"][value="${SEED_LARK_OPEN_ID}"]`).click();
      await expect(page).toHaveURL(/\/dashboard\/key$/);
      await expect(page.getByTestId('user-name')).toHaveText('Demo User');
      expect(problems.list).toEqual([]);
    });

    test('a foreign state and a code Lark never issued are refused with the gateway’s message', async ({ page, problems }) => {
      await page.goto('/oauth/lark?code=whatever&state=not-the-session-state');
      await waitForHydration(page);
      // one-hub's "state is empty or not same", in the reader's language.
      await expect(page.getByRole('alert')).toHaveText(text.stateRefused);
      await page.getByRole('link', { name: text.back }).click();
      await expect(page).toHaveURL(/\/login$/);
      await waitForHydration(page);
      // A real state of this session, with a code the fake Lark never handed out.
      await page.getByRole('button', { name: text.button }).click();
      await expect(page).toHaveURL(/\/oauth-fake\/lark\/authorize\?/);
      const state = new URL(page.url()).searchParams.get('state') ?? '';
      await page.goto(`/oauth/lark?code=forged&state=${state}`);
      await waitForHydration(page);
      await expect(page.getByRole('alert')).toHaveText(LARK_INVALID_CODE);
      // The browser logs the gateway's 403 for the foreign state; the page explains it.
      expect(problems.list.filter((problem) => !problem.includes('/api/oauth/lark'))).toEqual([]);
    });
  });
}

test('a new Lark user arriving by invitation gets an account, and the inviter is credited', async ({ page, baseURL, problems }) => {
  const inviter = await freshInviter(baseURL ?? '');
  try {
    await arriveInvited(page, inviter.code);
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('button', { name: TEXT['zh-CN'].button }).click();
    await page.locator('button[name="as"][value="new"]').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const self = (await (await page.request.get('/api/user/self')).json()) as { data: { username: string; lark_id: string } };
    expect(self.data.username).toMatch(/^lark_\d+$/);
    expect(self.data.lark_id).toMatch(/^ou_/);
    await expect(page.getByTestId('user-name')).toHaveText(/^lark-/);
    expect(await inviter.invited()).toBe(1);
  } finally {
    await inviter.dispose();
  }
  expect(problems.list).toEqual([]);
});

test('bind Lark from the profile through the round trip, then unbind it', async ({ page, problems }) => {
  await signInFresh(page, 'lk', '/dashboard/profile');
  const row = page.getByTestId('binding-lark');
  await expect(row).toHaveAttribute('data-bound', 'false');
  await row.getByRole('button', { name: '绑定' }).click();
  await expect(page).toHaveURL(/\/oauth-fake\/lark\/authorize\?/);
  await page.locator('button[name="as"][value="new"]').click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByText('飞书 绑定成功。')).toBeVisible();
  await expect(row).toHaveAttribute('data-bound', 'true');
  await expect(page.getByTestId('binding-lark-id')).toContainText('已绑定：ou_');
  await row.getByRole('button', { name: '解绑' }).click();
  await expect(page.getByRole('dialog')).toContainText('解绑 飞书？');
  await page.getByTestId('confirm-action').click();
  await expect(row).toHaveAttribute('data-bound', 'false');
  expect(problems.list).toEqual([]);
});
