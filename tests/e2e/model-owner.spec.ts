import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';
import { seriousViolations } from './sweep.ts';

/**
 * Model owners (issue 11, page 5), at the spec's lower operator level: create → list → edit
 * (icon with its preview) → delete; built-ins are edited, never deleted; a common user gets
 * 403 from the server, no menu item and 403 on client navigation. Owners made here have no
 * prices, so no other page lists them.
 */

test.describe.configure({ timeout: 90_000 });

const PATH = '/dashboard/operation/model_ownedby';

async function openOwners(page: Page, username: string): Promise<void> {
  await signIn(page, username, PATH);
  await expect(page).toHaveURL((url) => url.pathname === PATH);
  await waitForHydration(page);
  await expect(page.getByRole('table', { name: '模型归属' })).toBeVisible({ timeout: 20_000 });
}

const row = (page: Page, id: number | string) => page.locator(`[data-testid="owner-row"][data-owner-id="${id}"]`);

test('an operator finds the page in the menu, creates, edits and deletes an owner; built-ins stay', async ({ page, baseURL, problems }) => {
  await signIn(page, 'operator');
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
  // Operation opens to the one child an operator may use.
  const nav = page.getByTestId('dashboard-nav');
  await nav.getByRole('button', { name: '运营' }).click();
  await expect(nav.locator('[data-nav-item="/dashboard/operation/group"]')).toHaveCount(0);
  await nav.getByRole('link', { name: '模型归属' }).click();
  await expect(page).toHaveURL((url) => url.pathname === PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('模型归属');

  // Built-ins: editable, never deletable or selectable.
  const openai = row(page, 1);
  await expect(openai).toContainText('OpenAI');
  await expect(openai).toContainText('内置');
  await expect(openai.getByRole('button', { name: '编辑 OpenAI' })).toBeVisible();
  await expect(openai.getByRole('button', { name: /^删除/ })).toHaveCount(0);
  await expect(openai.getByRole('checkbox')).toBeDisabled();

  // Create: the dialog offers the first free id above 1000.
  const name = `E2E Owner ${Date.now().toString(36)}`;
  await page.getByTestId('owner-create').click();
  const form = page.getByTestId('owner-form');
  const idInput = form.locator('input[name="id"]');
  expect(Number(await idInput.inputValue())).toBeGreaterThan(1000);
  // Ids up to 1000 belong to the built-ins.
  await idInput.fill('1000');
  await form.locator('input[name="name"]').fill(name);
  await page.getByTestId('owner-save').click();
  await expect(form.getByText('不能小于 1001')).toBeVisible();
  await idInput.fill('4242');
  await form.locator('input[name="icon"]').fill('javascript:alert(1)');
  await page.getByTestId('owner-save').click();
  await expect(form.getByText('请输入 http(s) 地址，或留空')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.locator('input[name="icon"]').fill('');
  await page.getByTestId('owner-save').click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText(`已创建“${name}”`)).toBeVisible();

  // Custom owners only, through the URL.
  await page.getByTestId('owner-kind-custom').click();
  await expect(page).toHaveURL((url) => url.searchParams.get('kind') === 'custom');
  // The new owner is on the unfiltered page too: the built-in ones leaving shows the filter landed.
  await expect(row(page, 1)).toHaveCount(0);
  const created = row(page, 4242);
  await expect(created).toContainText(name);
  await expect(created).toContainText('自定义');

  // Edit: a new name and an icon (the console's own favicon), previewed in the dialog.
  await created.getByRole('button', { name: `编辑 ${name}` }).click();
  await expect(form.locator('input[name="id"]')).toHaveCount(0);
  const icon = `${baseURL ?? ''}/favicon.svg`;
  await form.locator('input[name="name"]').fill(`${name} 2`);
  await form.locator('input[name="icon"]').fill(icon);
  await expect(form.getByTestId('owner-icon-preview').locator('img')).toHaveAttribute('src', icon);
  await page.getByTestId('owner-save').click();
  await expect(form).toHaveCount(0);
  await expect(created.getByTestId('owner-name')).toHaveText(`${name} 2`);
  await expect(created.locator('img')).toHaveAttribute('src', icon);

  // The public owner list follows at once.
  const owners = (await (await page.request.get('/api/ownedby')).json()) as { data: Record<string, { name: string }> };
  expect(owners.data['4242']?.name).toBe(`${name} 2`);

  // Delete after a confirmation naming it.
  await created.getByRole('button', { name: `删除 ${name} 2` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`${name} 2`);
  await confirm.getByTestId('confirm-action').click();
  await expect(page.getByText('已删除 1 个归属')).toBeVisible();
  await expect(row(page, 4242)).toHaveCount(0);

  const records = (await (await page.request.get('/api/operation_record/?target_type=owner&target_id=4242')).json()) as {
    success: boolean;
  };
  // Operation records are an admin's to read: an operator is refused.
  expect(records.success).toBe(false);
  expect(problems.list).toEqual([]);
});

test('a batch deletes the selected custom owners after a confirmation naming the count', async ({ page, problems }) => {
  await openOwners(page, 'admin');
  const ids = [5101, 5102];
  for (const id of ids) {
    await page.getByTestId('owner-create').click();
    const form = page.getByTestId('owner-form');
    await form.locator('input[name="id"]').fill(String(id));
    await form.locator('input[name="name"]').fill(`Batch owner ${id}`);
    await page.getByTestId('owner-save').click();
    await expect(form).toHaveCount(0);
  }
  await page.getByRole('textbox', { name: '按名称或 ID 搜索' }).fill('Batch owner');
  await expect(page.getByTestId('owner-row')).toHaveCount(2);
  await page.getByRole('checkbox', { name: '选择本页所有自定义归属' }).check();
  await page.getByTestId('owner-batch-delete').click();
  await expect(page.getByRole('dialog')).toContainText('删除所选的 2 个归属？');
  await page.getByTestId('confirm-action').click();
  await expect(page.getByText('已删除 2 个归属')).toBeVisible();
  await expect(page.getByTestId('owners-empty')).toBeVisible();
  const records = (await (await page.request.get('/api/operation_record/?action=owner.delete&size=100')).json()) as {
    data: { data: { target_id: string; username: string }[] };
  };
  expect(records.data.data.filter((record) => ['5101', '5102'].includes(record.target_id)).map((record) => record.username)).toEqual([
    'admin',
    'admin',
  ]);
  expect(problems.list).toEqual([]);
});
