import type { Page } from '@playwright/test';
import { expect, leaveSignedOut, test, waitForHydration } from './fixtures.ts';
import { signInFresh } from './oauth-helpers.ts';
import { SEED_OIDC_SUBJECT } from '#mock-gateway/store/seed.ts';

// OIDC through the double's real OpenID provider (oidc-provider; the double is its client with
// openid-client). The provider sends the browser back to one-hub's RedirectURL,
// <ServerAddress>/oauth/oidc, and the bundled double's ServerAddress is http://localhost:<port>:
// these tests run on that origin, or the session holding the state would be another host's.

const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '3210'}`;
test.use({ baseURL: ORIGIN });
test.describe.configure({ timeout: 60_000 });

const TEXT = {
  'zh-CN': { button: '使用 OIDC 登录', back: '返回登录', replayed: '无法验证此次登录（状态缺失或不一致），请重新发起登录。' },
  en: {
    button: 'Sign in with OIDC',
    back: 'Back to sign in',
    replayed: 'The sign-in could not be verified (its state is missing or does not match). Start the sign-in again.',
  },
} as const;

/** Clicks the OIDC button and waits for the provider's account page; answers the state the gateway keeps. */
async function openProvider(page: Page, button: string): Promise<string> {
  // The browser's visit to the provider's authorize endpoint carries the state the gateway made.
  const authorize = page.waitForRequest((request) => new URL(request.url()).pathname === '/oauth-fake/oidc/auth');
  await page.getByRole('button', { name: button }).click();
  const state = new URL((await authorize).url()).searchParams.get('state') ?? '';
  await expect(page).toHaveURL(/\/oauth-fake\/oidc\/interaction\//);
  return state;
}

for (const lng of ['zh-CN', 'en'] as const) {
  test.describe(`OIDC in ${lng}`, () => {
    test.use({ locale: lng });
    const text = TEXT[lng];

    test('the provider’s account linked to demo signs demo in, back to returnTo; the callback replayed is refused', async ({
      page,
      problems,
    }) => {
      await page.goto('/dashboard/topup');
      await waitForHydration(page);
      await openProvider(page, text.button);
      const callback = page.waitForURL(/\/oauth\/oidc\?/);
      await page.locator(`button[name="as"][value="${SEED_OIDC_SUBJECT}"]`).click();
      await callback;
      const callbackUrl = page.url();
      expect(new URL(callbackUrl).origin, 'one-hub’s RedirectURL: <ServerAddress>/oauth/oidc').toBe(ORIGIN);
      await expect(page).toHaveURL(/\/dashboard\/topup$/);
      await expect(page.getByTestId('user-name')).toHaveText('Demo User');

      // The same callback again, signed out: its state is used up.
      await leaveSignedOut(page);
      await page.goto(callbackUrl);
      await waitForHydration(page);
      // one-hub's 'state is empty or not same', in the reader's language.
      await expect(page.getByRole('alert')).toHaveText(text.replayed);
      await expect(page.getByRole('link', { name: text.back })).toBeVisible();
      expect(problems.list.filter((problem) => !problem.includes('/api/oauth/oidc'))).toEqual([]);
    });

    test('a code the provider never issued is refused with the gateway’s plain-text answer', async ({ page, problems }) => {
      await page.goto('/login');
      await waitForHydration(page);
      const state = await openProvider(page, text.button);
      await page.goto(`/oauth/oidc?code=forged&state=${state}`);
      await waitForHydration(page);
      await expect(page.getByRole('alert')).toHaveText('Failed to exchange token: oauth2: "invalid_grant" "grant request is invalid"');
      // The browser logs the gateway's HTTP 400; the page shows what it said.
      expect(problems.list.filter((problem) => !problem.includes('/api/oauth/oidc'))).toEqual([]);
    });
  });
}

test('an authorize URL that is not a web page is not navigated to: the sign-in page says so', async ({ page, problems }) => {
  await page.goto('/login');
  await waitForHydration(page);
  for (const url of ['javascript:document.title="pwned"', ' JaVa\nScRiPt:document.title="pwned"', 'data:text/html,<b>pwned</b>']) {
    await page.unroute('**/api/oauth/endpoint');
    await page.route('**/api/oauth/endpoint', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, message: '', data: url }) }),
    );
    const refusal = page.getByText('网关返回的地址不是网页地址，已拒绝打开。');
    // The previous round's toast goes first, so this round's is its own.
    await expect(refusal).toHaveCount(0);
    await page.getByRole('button', { name: TEXT['zh-CN'].button }).click();
    await expect(refusal).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.title()).not.toBe('pwned');
  }
  expect(problems.list).toEqual([]);
});

test('a new OpenID account signs up; bind another from the profile, then unbind it', async ({ page, problems }) => {
  await page.goto('/login');
  await waitForHydration(page);
  await openProvider(page, TEXT['zh-CN'].button);
  await page.locator('button[name="as"][value="new"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const created = (await (await page.request.get('/api/user/self')).json()) as { data: { username: string; oidc_id: string } };
  expect(created.data.username).toMatch(/^oidc-/);
  expect(created.data.oidc_id).not.toBe('');
  await leaveSignedOut(page);

  await signInFresh(page, 'oi', '/dashboard/profile');
  const row = page.getByTestId('binding-oidc');
  await expect(row).toHaveAttribute('data-bound', 'false');
  await row.getByRole('button', { name: '绑定' }).click();
  await expect(page).toHaveURL(/\/oauth-fake\/oidc\/interaction\//);
  await page.locator('button[name="as"][value="new"]').click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByText('OIDC 绑定成功。')).toBeVisible();
  await expect(row).toHaveAttribute('data-bound', 'true');
  const self = (await (await page.request.get('/api/user/self')).json()) as { data: { oidc_id: string } };
  await expect(page.getByTestId('binding-oidc-id')).toHaveText(`已绑定：${self.data.oidc_id}`);
  await row.getByRole('button', { name: '解绑' }).click();
  await expect(page.getByRole('dialog')).toContainText('解绑 OIDC？');
  await page.getByTestId('confirm-action').click();
  await expect(row).toHaveAttribute('data-bound', 'false');
  expect(problems.list).toEqual([]);
});
