import { ROLE } from '#shared/access.ts';
import { listSweptPages } from '#tests/helpers/swept-pages.ts';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';

/**
 * The spec's lower role level (§6: analytics, setting, order, redemption, telegram manage, model
 * ownership), held by one-hub's "reliable user", the seeded `operator` (role 3). The pages come
 * from the route table, so the test also checks the table marks exactly the spec's list; the
 * same pages on an unmodified one-hub, which asks for more, are in upstream-only.spec.ts.
 */
const SPEC_LOWER_LEVEL = [
  '/dashboard/analytics',
  '/dashboard/setting',
  '/dashboard/payment/order',
  '/dashboard/payment/redemption',
  '/dashboard/operation/telegram_manage',
  '/dashboard/operation/model_ownedby',
];

const pages = (await listSweptPages()).filter((page) => typeof page.access === 'object' && page.access.minRole === ROLE.operator);

test('the route table puts exactly the spec’s lower-level pages at the operator’s role', () => {
  expect(pages.map((page) => page.path).sort()).toEqual([...SPEC_LOWER_LEVEL].sort());
});

test.describe.configure({ timeout: 90_000 });

test('the operator opens each lower-level page from the menu and uses it', async ({ page, problems }) => {
  await signIn(page, 'operator');
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
  for (const swept of pages) {
    const response = await page.goto(swept.path, { waitUntil: 'domcontentloaded' });
    expect(response?.status(), swept.path).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 }), swept.path).toHaveCount(1);
    await expect(page.getByTestId('dashboard-error'), `${swept.path} renders its data`).toHaveCount(0);
    // In the menu: its own link (a child shows under its open parent on its own page).
    await expect(page.locator(`[data-testid="dashboard-nav"] a[data-nav-item="${swept.path}"]`), `${swept.path} in the menu`).toHaveCount(
      1,
    );
  }
  // The settings page is the operator's; deleting logs stays an admin's, and the page says so.
  await page.goto('/dashboard/setting', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await expect(page.getByTestId('log-purge-admin-only')).toHaveText('删除旧日志需要管理员权限。');
  await expect(page.getByRole('button', { name: '删除旧日志…' })).toHaveCount(0);
  // And is offered the option forms' save buttons, as the spec's level allows.
  await expect(page.getByTestId('save-general')).toBeVisible();
  await expect(page.locator('input[name="ChatImageRequestProxy"]'), 'the image proxy is root’s').toHaveCount(0);
  // The system tab (server address, sign-in methods, mail, providers) is root's only, and says so.
  await page.getByTestId('setting-tab-system').click();
  await expect(page.getByTestId('setting-root-only')).toHaveText(
    '只有超级管理员可以查看和修改此标签页的设置：服务器地址、登录方式及其第三方服务、邮件和人机验证。',
  );
  await expect(page.locator('[data-testid^="save-"]')).toHaveCount(0);
  expect(problems.list).toEqual([]);
});
