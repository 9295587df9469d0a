import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';
import { seriousViolations, showScheme } from './sweep.ts';

/**
 * The admin's user groups (issue 11, page 3): create → list → edit → delete, batches with a
 * confirmation naming the count, `default` protected, the operation index, a change seen at
 * once on /group, and the refusals for lower roles. Groups made here are private, so no other
 * spec (the /group cards, the key dialog's options) ever sees them.
 */

// Long flows with several dialogs and reloads: generous on a busy machine.
test.describe.configure({ timeout: 90_000 });

const PATH = '/dashboard/operation/group';
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function openGroups(page: Page, username: string, search = ''): Promise<void> {
  await signIn(page, username, `${PATH}${search}`);
  await expect(page).toHaveURL((url) => url.pathname === PATH);
  await waitForHydration(page);
  await expect(page.getByRole('table', { name: '用户分组' })).toBeVisible({ timeout: 20_000 });
}

const row = (page: Page, symbol: string) => page.locator(`[data-testid="group-row"][data-symbol="${symbol}"]`);

/** Fills the open group dialog; only the fields given. */
async function fillGroup(
  page: Page,
  fields: Partial<Record<'symbol' | 'name' | 'ratio' | 'apiRate' | 'min' | 'max', string>>,
): Promise<void> {
  const form = page.getByTestId('group-form');
  for (const [name, value] of Object.entries(fields)) await form.locator(`input[name="${name}"]`).fill(value);
}

async function createPrivateGroup(page: Page, symbol: string, name: string): Promise<void> {
  await page.getByTestId('group-create').click();
  const form = page.getByTestId('group-form');
  await expect(form).toBeVisible();
  await fillGroup(page, { symbol, name, ratio: '0.75', apiRate: '300' });
  // Public by default: switched off, so the group stays out of every other page.
  await form.getByLabel('公开', { exact: true }).uncheck();
  await page.getByTestId('group-save').click();
  await expect(form).toHaveCount(0);
}

interface RecordRow {
  action: string;
  target_id: string;
  username: string;
}

async function groupRecords(page: Page): Promise<RecordRow[]> {
  const response = await page.request.get('/api/operation_record/?target_type=group&size=100');
  return ((await response.json()) as { data: { data: RecordRow[] } }).data.data;
}

test('an admin creates a group, finds it by name, edits it (never its symbol) and deletes it', async ({ page, problems }) => {
  const symbol = unique('e2e-');
  const name = `E2E ${symbol}`;
  await openGroups(page, 'admin');

  // default: no delete, no selection, a switch that cannot be turned off.
  const defaultRow = row(page, 'default');
  await expect(defaultRow.getByRole('button', { name: /^删除/ })).toHaveCount(0);
  await expect(defaultRow.getByRole('checkbox')).toBeDisabled();
  await expect(defaultRow.getByRole('switch')).toBeDisabled();

  await createPrivateGroup(page, symbol, name);
  await expect(page.getByText(`已创建“${name}”`)).toBeVisible();
  const created = row(page, symbol);
  await expect(created).toBeVisible();
  await expect(created.getByTestId('group-discount')).toHaveText('7.5 折');
  await expect(created).toContainText('私有');
  await expect(created).toContainText('300 次/分钟');
  const id = (await created.locator('td').nth(1).innerText()).trim();

  // The name filter lives in the URL and survives a reload.
  await page.getByRole('textbox', { name: '按名称搜索' }).fill(name);
  await expect(page).toHaveURL((url) => url.searchParams.get('name') === name);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('group-row')).toHaveCount(1);
  await expect(row(page, symbol)).toBeVisible();

  // Edit: the symbol is shown, not editable; name, ratio and the promotion range change.
  await row(page, symbol)
    .getByRole('button', { name: `编辑 ${name}` })
    .click();
  const form = page.getByTestId('group-form');
  await expect(form.getByTestId('group-symbol-fixed')).toContainText(symbol);
  await expect(form.locator('input[name="symbol"]')).toHaveCount(0);
  await form.getByLabel('自动升级', { exact: true }).check();
  await fillGroup(page, { ratio: '0.5', min: '50', max: '5' });
  await page.getByTestId('group-save').click();
  await expect(form.getByText('上限低于下限')).toBeVisible();
  // The open dialog, with a field in error, passes axe too (the page sweep sees closed dialogs only).
  expect(await seriousViolations(page)).toEqual([]);
  await fillGroup(page, { max: '500' });
  await page.getByTestId('group-save').click();
  await expect(form).toHaveCount(0);
  const edited = row(page, symbol);
  await expect(edited.getByTestId('group-discount')).toHaveText('5 折');
  await expect(edited.getByTestId('group-promotion')).toHaveText('$50 – $500');

  // Disable, then the enabled filter hides it.
  // The switch follows the gateway's answer, not the click.
  await edited.getByRole('switch').click();
  await expect(page.getByText(`已停用“${name}”`)).toBeVisible();
  await expect(row(page, symbol).getByRole('switch')).not.toBeChecked();
  await page.getByTestId('group-filter-true').click();
  await expect(page).toHaveURL((url) => url.searchParams.get('enable') === 'true');
  await expect(page.getByTestId('groups-empty')).toBeVisible();
  await page.getByTestId('group-filter-all').click();

  // Delete, after a confirmation naming the group.
  await row(page, symbol)
    .getByRole('button', { name: `删除 ${name}` })
    .click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(name);
  await confirm.getByTestId('confirm-action').click();
  await expect(page.getByText(`已删除“${name}”`)).toBeVisible();
  await expect(row(page, symbol)).toHaveCount(0);

  // Every change left an operation record naming the admin.
  const records = (await groupRecords(page)).filter((record) => record.target_id === id);
  expect(records.map((record) => [record.action, record.username])).toEqual([
    ['group.delete', 'admin'],
    ['group.status', 'admin'],
    ['group.update', 'admin'],
    ['group.create', 'admin'],
  ]);
  expect(problems.list).toEqual([]);
});

test('a batch disables and deletes the selected groups after a confirmation naming the count', async ({ page, problems }) => {
  const prefix = unique('b');
  await openGroups(page, 'admin');
  for (const n of [1, 2]) await createPrivateGroup(page, `${prefix}-${n}`, `Batch ${prefix} ${n}`);
  await page.getByRole('textbox', { name: '按名称搜索' }).fill(`Batch ${prefix}`);
  await expect(page.getByTestId('group-row')).toHaveCount(2);

  await page.getByRole('checkbox', { name: '选择本页所有分组' }).check();
  await expect(page.getByTestId('batch-bar')).toContainText('已选 2 个');
  // The bar only exists with rows selected, so the page sweep never sees it: axe here, both schemes.
  expect(await seriousViolations(page), 'the batch bar in light').toEqual([]);
  await showScheme(page, 'dark');
  expect(await seriousViolations(page), 'the batch bar in dark').toEqual([]);
  await showScheme(page, 'light');
  await page.getByTestId('group-batch-disable').click();
  await expect(page.getByRole('dialog')).toContainText('停用所选的 2 个分组？');
  await page.getByTestId('confirm-action').click();
  await expect(page.getByText('已停用 2 个分组')).toBeVisible();
  for (const n of [1, 2]) await expect(row(page, `${prefix}-${n}`).getByRole('switch')).not.toBeChecked();

  await page.getByRole('checkbox', { name: '选择本页所有分组' }).check();
  await page.getByTestId('group-batch-delete').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('删除所选的 2 个分组？');
  // Cancelling loses nothing.
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(page.getByTestId('group-row')).toHaveCount(2);
  await page.getByTestId('group-batch-delete').click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByText('已删除 2 个分组')).toBeVisible();
  await expect(page.getByTestId('groups-empty')).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('the list sorts through the URL, and the operation index shows the same groups', async ({ page, problems }) => {
  await openGroups(page, 'admin');
  // Other tests add groups meanwhile: compare the order of what is shown, not fixed rows.
  const ratios = async () =>
    (await page.getByTestId('group-ratio').allInnerTexts()).map((text) => Number(/× ([\d.]+)/.exec(text)?.[1] ?? NaN));
  const sortedBy = async (direction: 1 | -1) => {
    const shown = await ratios();
    return shown.length >= 3 && shown.every((value, index) => index === 0 || direction * (value - (shown[index - 1] ?? 0)) >= 0);
  };
  await page.getByRole('button', { name: '倍率' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('order') === 'ratio');
  await expect.poll(() => sortedBy(1)).toBe(true);
  await page.getByRole('button', { name: '倍率' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('order') === '-ratio');
  await expect.poll(() => sortedBy(-1)).toBe(true);

  const response = await page.goto('/dashboard/operation');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('运营');
  await expect(row(page, 'vip')).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('a changed API rate shows at once on /group for the group’s members', async ({ page, problems }) => {
  // root belongs to the private svip group; no other spec reads svip's rate.
  await openGroups(page, 'root', '?name=SVIP');
  const svip = row(page, 'svip');
  for (const rate of ['2500', '3000']) {
    await svip.getByRole('button', { name: /^编辑/ }).click();
    await fillGroup(page, { apiRate: rate });
    await page.getByTestId('group-save').click();
    await expect(page.getByTestId('group-form')).toHaveCount(0);
    await expect(svip).toContainText(`${rate} 次/分钟`);
    await page.goto('/group');
    await waitForHydration(page);
    await expect(page.getByTestId('group-card-svip').getByTestId('group-rate')).toHaveText(`${rate} 次/分钟`);
    await page.goBack();
    await waitForHydration(page);
  }
  expect(problems.list).toEqual([]);
});
