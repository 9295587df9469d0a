import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';
import { seriousViolations } from './sweep.ts';

/**
 * Model info (issue 11, page 6): an admin-only action on the model list edits the
 * `/api/model_info/` row the list reads: create → seen on the card and in the details → edit →
 * delete. A common user has no such action and the gateway refuses the call. glm-4 has no seeded
 * info and no other spec reads its card.
 */

test.describe.configure({ timeout: 90_000 });

const PATH = '/dashboard/model_list';
const MODEL = 'glm-4';

async function openModel(page: Page, username: string): Promise<void> {
  await signIn(page, username, `${PATH}?q=${MODEL}`);
  await expect(page).toHaveURL((url) => url.pathname === PATH);
  await waitForHydration(page);
  await expect(page.getByTestId(`model-card-${MODEL}`)).toBeVisible({ timeout: 20_000 });
}

test('an admin adds, edits and deletes a model’s info, and the list shows it at once', async ({ page, problems }) => {
  await openModel(page, 'admin');
  const card = page.getByTestId(`model-card-${MODEL}`);
  await expect(card).not.toContainText('图像');

  // Create: the dialog says the model has no info yet.
  await card.getByRole('button', { name: `编辑信息：${MODEL}` }).click();
  const form = page.getByTestId('model-info-form');
  await expect(form).toContainText('该模型还没有信息');
  await form.locator('input[name="name"]').fill('GLM-4 (E2E)');
  await form.locator('textarea[name="description"]').fill('Zhipu general model, edited end to end.');
  await form.locator('input[name="contextLength"]').fill('128000');
  await form.locator('input[name="inputModalities"]').fill('text, image');
  await form.locator('input[name="tags"]').fill('chat, e2e');
  await form.locator('textarea[name="supportUrls"]').fill('ftp://example.com');
  await page.getByTestId('model-info-save').click();
  await expect(form.getByText('每行都必须是 http(s) 地址')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.locator('textarea[name="supportUrls"]').fill('https://example.com/glm-4');
  await page.getByTestId('model-info-save').click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText(`已保存 ${MODEL} 的信息`)).toBeVisible();
  await expect(card).toContainText('图像');

  await card.getByRole('button', { name: '详情' }).click();
  const details = page.getByTestId('model-detail');
  await expect(details).toContainText('Zhipu general model, edited end to end.');
  await expect(details).toContainText('128,000');
  await details.getByRole('button', { name: '关闭' }).click();

  // Edit: the saved values come back; the description changes.
  await card.getByRole('button', { name: `编辑信息：${MODEL}` }).click();
  await expect(form.locator('input[name="tags"]')).toHaveValue('chat, e2e');
  await form.locator('textarea[name="description"]').fill('Edited again.');
  await page.getByTestId('model-info-save').click();
  await expect(form).toHaveCount(0);
  await card.getByRole('button', { name: '详情' }).click();
  await expect(details).toContainText('Edited again.');
  await details.getByRole('button', { name: '关闭' }).click();

  // Delete, after a confirmation; the card loses its modalities.
  await card.getByRole('button', { name: `编辑信息：${MODEL}` }).click();
  await page.getByTestId('model-info-delete').click();
  await expect(page.getByTestId('model-info-delete-confirm')).toContainText(MODEL);
  await page.getByTestId('confirm-action').click();
  await expect(page.getByText(`已删除 ${MODEL} 的信息`)).toBeVisible();
  await expect(card).not.toContainText('图像');

  // Every change left an operation record naming the admin.
  type Row = { action: string; username: string; target_id: string; detail: { after: { model?: string } | null } };
  const records = (
    (await (await page.request.get('/api/operation_record/?target_type=model_info&size=100')).json()) as { data: { data: Row[] } }
  ).data.data;
  const created = records.find((record) => record.action === 'model_info.create' && record.detail.after?.model === MODEL);
  const mine = records.filter((record) => record.target_id === created?.target_id);
  expect(mine.map((record) => [record.action, record.username])).toEqual([
    ['model_info.delete', 'admin'],
    ['model_info.update', 'admin'],
    ['model_info.create', 'admin'],
  ]);
  expect(problems.list).toEqual([]);
});

test('a common user has no edit action and the gateway refuses the call', async ({ page, problems }) => {
  await openModel(page, 'demo');
  await expect(page.getByRole('button', { name: /^编辑信息/ })).toHaveCount(0);
  const refused = (await (
    await page.request.post('/api/model_info/', {
      data: {
        model: MODEL,
        name: 'x',
        description: '',
        context_length: 0,
        max_tokens: 0,
        input_modalities: '[]',
        output_modalities: '[]',
        tags: '[]',
        support_url: '[]',
      },
    })
  ).json()) as unknown;
  expect(refused).toEqual({ success: false, message: '无权进行此操作，权限不足' });
  expect(problems.list).toEqual([]);
});
