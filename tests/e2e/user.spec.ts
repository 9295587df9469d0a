import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration, withoutSiteNotice } from './fixtures.ts';
import { formatBalance, formatQuota } from '#shared/format/quota.ts';

/**
 * The admin Users page (issue 11, page 1) end to end against the bundled double. Every test
 * works on users it creates under a fresh name, so tests (and other specs) running at the same
 * time never see each other's changes.
 */

// Each test signs in more than once and waits for lazy dialogs: slow when the machine is busy.
test.describe.configure({ timeout: 90_000 });

const PASSWORD = 'e2e-pass-1';

/** A username nobody else uses: ≤ 12 characters, as the gateway demands. */
function freshName(prefix: string): string {
  return `${prefix}${randomBytes(4).toString('hex')}`.slice(0, 12);
}

interface ApiUser {
  id: number;
  username: string;
  quota: number;
  role: number;
  status: number;
  group: string;
}

async function findUser(page: Page, username: string): Promise<ApiUser | undefined> {
  const response = await page.request.get(`/api/user/?keyword=${encodeURIComponent(username)}&size=100`);
  const body = (await response.json()) as { data: { data: ApiUser[] } };
  return body.data.data.find((user) => user.username === username);
}

async function money(page: Page): Promise<{ quota_per_unit: number; display_in_currency: boolean }> {
  const body = (await (await page.request.get('/api/status')).json()) as { data: { quota_per_unit: number; display_in_currency: boolean } };
  return body.data;
}

async function openUsers(page: Page, username: string, search = ''): Promise<void> {
  await signIn(page, username, `/dashboard/user${search}`);
  await page.waitForURL(`**/dashboard/user${search}`);
  await waitForHydration(page);
}

const row = (page: Page, username: string) => page.locator(`[data-testid="user-row"][data-username="${username}"]`);

async function rowAction(page: Page, username: string, item: string): Promise<void> {
  await row(page, username).getByTestId('user-actions').click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

async function searchFor(page: Page, keyword: string): Promise<void> {
  await page.locator('input[name="keyword"]').fill(keyword);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${keyword}`));
}

/** Signs in as `username` in a browser context of its own. */
async function asUser(browser: Browser, username: string, password = PASSWORD) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  await withoutSiteNotice(context);
  const page = await context.newPage();
  await page.goto('/login');
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/dashboard$/);
  return { context, page };
}

test('an admin creates a user, edits it, changes its balance (which the user sees), disables and deletes it', async ({
  page,
  browser,
  problems,
}) => {
  const name = freshName('e2e');
  await openUsers(page, 'admin');

  // Create.
  await page.getByTestId('user-create').click();
  const create = page.getByRole('dialog', { name: '新建用户' });
  await create.getByLabel('用户名').fill(name);
  await create.getByLabel('显示名称').fill('E2E Person');
  await create.getByLabel('密码').fill('short');
  await create.getByRole('button', { name: '创建' }).click();
  await expect(create.getByText('至少需要 8 个字符')).toBeVisible();
  await create.getByLabel('密码').fill(PASSWORD);
  await create.getByRole('button', { name: '创建' }).click();
  await expect(create).toBeHidden();

  // See it in the list.
  await searchFor(page, name);
  // The new user is on the unfiltered page too: wait for the search's answer.
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(row(page, name)).toContainText('E2E Person');
  await expect(row(page, name).getByTestId('user-role')).toHaveText('普通用户');

  // Edit: display name and group.
  await rowAction(page, name, '编辑');
  const edit = page.getByRole('dialog', { name: '编辑用户' });
  await expect(edit.getByLabel('用户名')).toHaveValue(name);
  await edit.getByLabel('显示名称').fill('Renamed');
  await edit.getByRole('combobox', { name: '分组' }).click();
  await page.getByRole('option', { name: 'vip', exact: true }).click();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, name)).toContainText('Renamed');
  await expect(row(page, name)).toContainText('vip');

  // Quota: a deduction below zero is refused in the form, then $5 is added with a remark.
  const before = await findUser(page, name);
  const site = await money(page);
  await rowAction(page, name, '调整余额');
  const quota = page.getByRole('dialog', { name: `调整 ${name} 的余额` });
  await expect(quota.getByTestId('quota-current')).toHaveText(`当前余额：${formatBalance(before?.quota ?? 0, site.quota_per_unit)}`);
  await quota.getByLabel('金额（$）').fill('-1');
  await expect(quota.getByText('余额将低于零')).toBeVisible();
  await quota.getByRole('button', { name: '调整余额' }).click();
  await expect(quota).toBeVisible();
  await quota.getByLabel('金额（$）').fill('5');
  await expect(quota.getByTestId('quota-after')).toHaveText(
    `调整后余额：${formatBalance((before?.quota ?? 0) + 5 * site.quota_per_unit, site.quota_per_unit)}`,
  );
  await quota.getByLabel('备注').fill('e2e bonus');
  await quota.getByRole('button', { name: '调整余额' }).click();
  await expect(quota).toBeHidden();
  const after = (before?.quota ?? 0) + 5 * site.quota_per_unit;
  await expect(row(page, name).getByTestId('user-quota')).toHaveText(formatQuota(after, site));

  // The user sees the new balance on their overview.
  const user = await asUser(browser, name);
  await expect(user.page).toHaveURL(/\/dashboard$/);
  await expect(user.page.getByTestId('overview-balance')).toHaveText(
    site.display_in_currency ? formatBalance(after, site.quota_per_unit) : formatQuota(after, site),
  );
  await user.context.close();

  // Disable: the status follows, in the page and at the gateway.
  await rowAction(page, name, '禁用');
  await expect(row(page, name).getByTestId('user-status')).toHaveText('已禁用');
  expect((await findUser(page, name))?.status).toBe(2);

  // Delete, after a confirmation that names the user.
  await rowAction(page, name, '删除');
  const confirm = page.getByRole('dialog', { name: '删除用户' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(row(page, name)).toHaveCount(0);
  expect(await findUser(page, name)).toBeUndefined();
  expect(problems.list).toEqual([]);
});

test('batch actions name the count, then apply to every selected user', async ({ page, problems }) => {
  const prefix = freshName('b').slice(0, 8);
  const names = [`${prefix}a`, `${prefix}b`];
  await openUsers(page, 'admin');
  for (const username of names) {
    const response = await page.request.post('/api/user/', { data: { username, password: PASSWORD } });
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
  }
  await searchFor(page, prefix);
  await expect(page.getByTestId('user-row')).toHaveCount(2);
  await page.getByRole('checkbox', { name: '选择本页全部用户' }).check();
  await expect(page.getByTestId('user-batch-bar')).toContainText('已选 2 个');

  await page.getByTestId('user-batch-bar').getByRole('button', { name: '禁用' }).click();
  const disable = page.getByRole('dialog', { name: '禁用用户' });
  await expect(disable).toContainText('2 个用户');
  await disable.getByRole('button', { name: '禁用 2 个' }).click();
  for (const username of names) await expect(row(page, username).getByTestId('user-status')).toHaveText('已禁用');

  // Set the group of both: pick it, then a confirmation naming the count.
  await page.getByRole('checkbox', { name: '选择本页全部用户' }).check();
  await page.getByTestId('user-batch-group').click();
  await page.getByTestId('batch-field-form').locator('select[name="batch-value"]').selectOption('vip');
  await page.getByTestId('batch-field-next').click();
  await page.getByRole('dialog', { name: '将 2 个用户移到 vip？' }).getByRole('button', { name: '移动 2 个' }).click();
  await expect(page.getByText('已将 2 个用户移到 vip。')).toBeVisible();
  for (const username of names) expect((await findUser(page, username))?.group).toBe('vip');

  await page.getByRole('checkbox', { name: '选择本页全部用户' }).check();
  await page.getByTestId('user-batch-bar').getByRole('button', { name: '删除' }).click();
  const remove = page.getByRole('dialog', { name: '删除用户' });
  await expect(remove).toContainText('2 个用户');
  await remove.getByRole('button', { name: '删除 2 个' }).click();
  await expect(page.getByTestId('user-row')).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

test('filters and sort live in the URL and survive a reload', async ({ page, problems }) => {
  await openUsers(page, 'admin', '?role=100');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(row(page, 'root')).toBeVisible();
  await page.getByLabel('状态').selectOption('2');
  await expect(page).toHaveURL(/role=100&status=2/);
  await expect(page.getByText('暂无数据')).toBeVisible();
  await page.getByRole('button', { name: '清除筛选' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await page.getByRole('button', { name: '余额', exact: true }).click();
  await expect(page).toHaveURL(/order=quota/);
  await page.getByRole('button', { name: '余额', exact: true }).click();
  await expect(page).toHaveURL(/order=-quota/);
  await page.reload();
  await waitForHydration(page);
  // The richest seeded account is root.
  await expect(page.getByTestId('user-row').first()).toHaveAttribute('data-username', 'root');
  expect(problems.list).toEqual([]);
});

test('only root is offered "make admin"; the promoted user gets the admin menu', async ({ page, browser, problems }) => {
  const name = freshName('p');
  await openUsers(page, 'admin');
  const created = await page.request.post('/api/user/', { data: { username: name, password: PASSWORD } });
  expect(((await created.json()) as { success: boolean }).success).toBe(true);
  await searchFor(page, name);
  await row(page, name).getByTestId('user-actions').click();
  await expect(page.getByRole('menuitem', { name: '设为运营' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '设为管理员' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Admins and root are out of an admin's reach: their rows offer nothing.
  await searchFor(page, 'root');
  await expect(row(page, 'root').getByTestId('user-actions')).toBeDisabled();

  const root = await asUser(browser, 'root', '123456');
  await root.page.goto(`/dashboard/user?keyword=${name}`);
  await waitForHydration(root.page);
  await rowAction(root.page, name, '设为管理员');
  await expect(row(root.page, name).getByTestId('user-role')).toHaveText('管理员');
  await root.context.close();

  const promoted = await asUser(browser, name);
  await expect(promoted.page).toHaveURL(/\/dashboard$/);
  await expect(promoted.page.getByTestId('dashboard-nav').getByRole('link', { name: '用户' })).toBeVisible();
  await promoted.context.close();
  expect(problems.list).toEqual([]);
});
