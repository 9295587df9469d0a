import { expect, signIn, test, waitForHydration, withoutSiteNotice } from './fixtures.ts';

/**
 * The spec's failure toasts (§8, §9) as a user meets them, each from the failure itself: the
 * gateway refusing the sign-out, the clipboard refusing a copy, the owner list failing. The
 * language files failing is in shell.spec.ts, the gateway's other version in one-hub.spec.ts.
 */

/** A gateway answer that fails the way one-hub's do: HTTP 200, `success: false`. */
const refused = (message: string) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false, message }) });

test('a sign-out the gateway refuses keeps the user signed in and says so', async ({ page, problems }) => {
  await signIn(page, 'demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
  await page.route('**/api/user/logout', (route) => route.fulfill(refused('')));
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '无法退出登录！' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.unroute('**/api/user/logout');
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText('Demo User');
  expect(problems.list).toEqual([]);
});

test('a copy the clipboard refuses shows the text to copy by hand, in the reader’s language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'en' });
  await withoutSiteNotice(context);
  // The clipboard refuses, as it does on a page without the permission or outside a secure context.
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
  });
  const page = await context.newPage();
  await signIn(page, 'demo', '/dashboard/key');
  await page.waitForURL('**/dashboard/key');
  await waitForHydration(page);
  await page.getByTestId('key-row').first().getByRole('button', { name: 'Copy', exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Could not copy' });
  await expect(toast).toBeVisible();
  // Read at once: the toast closes itself after 5 s, which a slow check could outlast.
  expect(await toast.textContent()).toMatch(/^Could not copy the key\. Copy it by hand: sk-\w{20,}/);
  await context.close();
});

test('the model providers failing leaves the model list usable and says why', async ({ page, problems }) => {
  await signIn(page, 'demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
  await page.route('**/api/ownedby', (route) => route.fulfill(refused('owners are resting')));
  await page.getByTestId('dashboard-nav').getByRole('link', { name: '模型列表' }).click();
  await expect(page).toHaveURL(/\/dashboard\/model_list$/);
  await expect(page.getByRole('alert').filter({ hasText: '无法获取模型提供方列表：owners are resting' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('模型列表');
  expect(problems.list).toEqual([]);
});
