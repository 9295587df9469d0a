import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';

// A key's budget as its owner sets it in the key form, and what the key list, the overview and
// an admin's budgets page then show. One key of the demo account, created here.
test.describe.configure({ mode: 'serial' });

interface ApiToken {
  id: number;
  name: string;
  remain_quota: number;
  unlimited_quota: boolean;
}

async function keyByName(page: Page, name: string): Promise<ApiToken | undefined> {
  const response = await page.request.get(`/api/token/?keyword=${encodeURIComponent(name)}&size=100`);
  const body = (await response.json()) as { data: { data: ApiToken[] } };
  return body.data.data.find((token) => token.name === name);
}

const name = `budget-${Date.now().toString(36)}`;

test('the owner sets a daily budget in the key form: the key holds it and the list counts down', async ({ page, problems }) => {
  test.slow();
  await signIn(page, 'demo', '/dashboard/key');
  await page.waitForURL('**/dashboard/key');
  await waitForHydration(page);
  await page.getByRole('button', { name: '新建令牌' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill(name);
  await dialog.getByLabel('预算重置').selectOption('day');
  // The budget owns the remaining quota: the quota fields give way to the explanation.
  await expect(dialog.getByTestId('key-quota-owned')).toBeVisible();
  await expect(dialog.getByLabel('无限额度')).toHaveCount(0);
  await dialog.getByLabel('每周期预算（$）').fill('1.5');
  await expect(dialog).toContainText('= 750,000 额度');
  await expect(dialog.getByTestId('key-budget-note')).toContainText('达到上限后，网关会拒绝此令牌的请求');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog).toBeHidden();

  expect(await keyByName(page, name)).toMatchObject({ remain_quota: 750_000, unlimited_quota: false });
  const row = page.getByTestId('key-row').filter({ has: page.getByText(name, { exact: true }) });
  const budget = row.getByTestId('key-budget');
  await expect(budget).toContainText('每天 · 已用 $0 / $1.5');
  await expect(budget).toContainText('剩余 $1.5');
  await expect(budget).toContainText(/\d+ (小时|分钟)/);

  // Edited: the form opens with the budget, a change keeps what was spent.
  await row.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: '编辑' }).click();
  await expect(dialog.getByLabel('每周期预算（$）')).toHaveValue('1.5');
  await dialog.getByLabel('每周期预算（$）').fill('2');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(budget).toContainText('剩余 $2');
  expect(problems.list).toEqual([]);
});

test("an admin's budgets page lists the key with its owner", async ({ page, problems }) => {
  await signIn(page, 'admin', '/dashboard/budgets');
  await page.waitForURL('**/dashboard/budgets**');
  await waitForHydration(page);
  const row = page.getByTestId('budget-row').filter({ hasText: name });
  await expect(row).toContainText('4 – Demo User');
  await expect(row).toContainText('每天');
  await expect(row.getByTestId('budget-left')).toHaveText('剩余 $2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('预算');
  expect(problems.list).toEqual([]);
});
