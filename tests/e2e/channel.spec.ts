import { request as playwrightRequest } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import OpenAI from 'openai';
import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';

/**
 * The admin Channels page (issue 11, page 2) end to end against the bundled double. Each test
 * works on channels it creates under a fresh name and serving a fresh model name, so tests (and
 * other specs) running at the same time never route through each other's channels.
 */

// Sign-ins, lazy dialogs and a relay round trip: slow when the machine is busy.
test.describe.configure({ timeout: 90_000 });

const PATH = '/dashboard/channel';

function fresh(prefix: string): string {
  return `${prefix}-${randomBytes(3).toString('hex')}`;
}

interface ApiChannel {
  id: number;
  name: string;
  status: number;
  weight: number;
  model_mapping: string;
  response_time: number;
  test_time: number;
  plugin: Record<string, unknown> | null;
}

async function findChannel(page: Page, name: string): Promise<ApiChannel | undefined> {
  const body = (await (await page.request.get(`/api/channel/?name=${encodeURIComponent(name)}&size=100`)).json()) as {
    data: { data: ApiChannel[] };
  };
  return body.data.data.find((channel) => channel.name === name);
}

const row = (page: Page, name: string) => page.locator(`[data-testid="channel-row"][data-name="${name}"]`);

async function openChannels(page: Page, search = ''): Promise<void> {
  await signIn(page, 'admin', `${PATH}${search}`);
  await page.waitForURL(`**${PATH}${search}`);
  await waitForHydration(page);
}

/** Creates a channel through the dialog: one key, one model mapped to gpt-4o-mini, the given groups added to `default`, a tag. */
async function createInUi(page: Page, name: string, model: string, groups: readonly string[] = [], tag = ''): Promise<void> {
  await page.getByTestId('channel-create').click();
  const form = page.getByTestId('channel-form');
  await expect(form).toBeVisible();
  await form.locator('input[name="name"]').fill(name);
  await form.locator('textarea[name="key"]').fill(`sk-${name}`);
  await form.locator('input[name="model-input"]').fill(model);
  await form.locator('input[name="model-input"]').press('Enter');
  await expect(form.getByTestId('channel-models').getByText(model, { exact: true })).toBeVisible();
  await form.locator('textarea[name="modelMapping"]').fill(`{"${model}": "gpt-4o-mini"}`);
  await expect(form.getByTestId('channel-mapping-rows')).toHaveText(`客户端请求 ${model} → 上游收到 gpt-4o-mini`);
  for (const group of groups) await form.getByRole('button', { name: group, exact: true }).click();
  if (tag) await form.locator('input[name="tag"]').fill(tag);
  await form.getByTestId('channel-save').click();
  await expect(form).toBeHidden();
}

test('an admin creates a channel with a mapping, finds it, edits it, tests it (one and all) and deletes it', async ({ page, problems }) => {
  const name = fresh('e2e-ch');
  const model = fresh('e2e-model');
  await openChannels(page);

  // Invalid JSON in the mapping is refused in the user's language before anything is sent.
  await page.getByTestId('channel-create').click();
  const form = page.getByTestId('channel-form');
  await form.locator('textarea[name="modelMapping"]').fill('{"a": ');
  await form.getByTestId('channel-save').click();
  await expect(form.getByText('请填写值为模型名称的 JSON 对象', { exact: false })).toBeVisible();
  await expect(form.getByText('请至少填写一个密钥。')).toBeVisible();
  await form.getByRole('button', { name: '取消' }).click();
  await expect(form).toBeHidden();

  await createInUi(page, name, model);
  const created = await findChannel(page, name);
  expect(created?.model_mapping).toBe(`{"${model}": "gpt-4o-mini"}`);
  expect(JSON.stringify(created)).not.toContain(`sk-${name}`);

  // The name search lives in the URL.
  await expect(page.locator(`[data-nav-item="${PATH}"]`)).toBeVisible();
  await page.locator('input[name="keyword"]').fill(name);
  await expect(page).toHaveURL(new RegExp(`name=${name}`));
  await expect(row(page, name)).toBeVisible();
  await expect(page.getByTestId('channel-row')).toHaveCount(1);

  // Edit: the key field starts empty (write-only) and an empty key keeps it.
  await row(page, name)
    .getByRole('button', { name: `编辑 ${name}` })
    .click();
  await expect(form.locator('textarea[name="key"]')).toHaveValue('');
  await form.locator('input[name="weight"]').fill('3');
  await form.getByTestId('channel-save').click();
  await expect(form).toBeHidden();
  await expect(row(page, name).getByRole('spinbutton', { name: `${name} 的权重` })).toHaveValue('3');
  expect((await findChannel(page, name))?.weight).toBe(3);

  // Test: a click on the response time tests it and shows the time.
  await expect(row(page, name).getByTestId('channel-response')).toHaveText('未测试');
  await row(page, name).getByTestId('channel-response').click();
  await expect(row(page, name).getByTestId('channel-response')).toHaveText(/^\d+\.\d\d 秒$/);
  await expect(page.getByText(`${name} 用时`, { exact: false })).toBeVisible();

  // Test all: a result for every channel, ours included.
  await page.getByTestId('channel-test-all').click();
  await page.getByTestId('confirm-action').click();
  const results = page.getByTestId('channel-test-all-results');
  await expect(results).toBeVisible();
  const ids = await results.getByTestId('channel-test-result').evaluateAll((rows) => rows.map((el) => Number(el.getAttribute('data-id'))));
  for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, created?.id ?? 0]) expect(ids).toContain(id);
  await page.getByRole('button', { name: '关闭' }).click();

  // Delete, after a confirmation that names it.
  await row(page, name)
    .getByRole('button', { name: `删除 ${name}` })
    .click();
  await expect(page.getByRole('dialog')).toContainText(name);
  await page.getByTestId('confirm-action').click();
  await expect(row(page, name)).toHaveCount(0);
  expect(await findChannel(page, name)).toBeUndefined();
  expect(problems.list).toEqual([]);
});

test('a channel made in the UI serves the relay through the openai SDK; disabling it, or its whole tag, gives the contract error', async ({
  page,
  problems,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is required');
  const name = fresh('e2e-relay');
  const model = fresh('e2e-relay-model');
  const tag = fresh('e2e-tag');
  await openChannels(page);
  // A fresh user (default group) with a key of its own, so no other test's balance moves; the
  // channel serves the default group, for a model nobody else asks for.
  await createInUi(page, name, model, [], tag);
  const user = await playwrightRequest.newContext({ baseURL });
  const username = `ch${randomBytes(4).toString('hex')}`;
  const password = 'channels-e2e-1';
  for (const [path, data] of [
    ['/api/user/register', { username, password }],
    ['/api/user/login', { username, password }],
    ['/api/token/', { name: 'relay', expired_time: -1, remain_quota: 0, unlimited_quota: true }],
  ] as const)
    expect((await (await user.post(path, { data })).json()) as unknown).toMatchObject({ success: true });
  // New users start with nothing (QuotaForNewUser 0): the admin's redemption code pays for the calls.
  const codes = (await (
    await page.request.post('/api/redemption/', { data: { name: 'channels e2e', quota: 5_000_000, count: 1 } })
  ).json()) as {
    data: string[];
  };
  expect((await (await user.post('/api/user/topup', { data: { key: codes.data[0] ?? '' } })).json()) as unknown).toMatchObject({
    success: true,
  });
  const tokens = (await (await user.get('/api/token/')).json()) as { data: { data: { key: string }[] } };
  const key = tokens.data.data[0]?.key ?? '';
  const client = new OpenAI({ baseURL: `${baseURL}/v1`, apiKey: `sk-${key}`, maxRetries: 0 });

  const answer = await client.chat.completions.create({ model, messages: [{ role: 'user', content: 'route me' }] });
  expect(answer.model).toBe(model);
  expect(answer.choices[0]?.message.content).toContain('mock reply from gpt-4o-mini');

  const refusal = async () => {
    const error = await client.chat.completions
      .create({ model, messages: [{ role: 'user', content: 'route me' }] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect((error as InstanceType<typeof OpenAI.APIError>).status).toBe(503);
    expect((error as InstanceType<typeof OpenAI.APIError>).message).toContain(`当前分组 default 下对于模型 ${model} 无可用渠道`);
  };

  // Disable it with the row's switch: the relay has no channel left for that model.
  await page.locator('input[name="keyword"]').fill(name);
  // The new channel is on the unfiltered page too: wait for the search to land first.
  await expect(page).toHaveURL(new RegExp(`name=${name}`));
  await expect(page.getByTestId('channel-row')).toHaveCount(1);
  await row(page, name)
    .getByRole('switch', { name: `启用 ${name}` })
    .click();
  await expect(row(page, name).getByTestId('channel-status')).toHaveAttribute('data-status', '2');
  await refusal();

  // The tag's bar enables and disables every member at once.
  await page.goto(`${PATH}?tag=${tag}`);
  await waitForHydration(page);
  await expect(page.getByTestId('channel-tag-bar')).toContainText(tag);
  await page.getByTestId('channel-tag-enable').click();
  await expect(row(page, name).getByTestId('channel-status')).toHaveAttribute('data-status', '1');
  expect(
    (await client.chat.completions.create({ model, messages: [{ role: 'user', content: 'again' }] })).choices[0]?.message.content,
  ).toContain('gpt-4o-mini');
  await page.getByTestId('channel-tag-disable').click();
  await expect(page.getByRole('dialog')).toContainText(tag);
  await page.getByTestId('confirm-action').click();
  await expect(row(page, name).getByTestId('channel-status')).toHaveAttribute('data-status', '2');
  await refusal();

  // Clean up through the API (the page's delete is covered above).
  const channel = await findChannel(page, name);
  await page.request.delete(`/api/channel/${channel?.id ?? 0}`);
  await user.dispose();
  expect(problems.list).toEqual([]);
});

test('an admin edits a tag (fills models, adds and removes a key line) and sets a field on the selected channels', async ({
  page,
  problems,
}) => {
  const name = fresh('e2e-tag-ch');
  const tag = fresh('e2e-pool');
  const [keyA, keyB, keyC] = [`sk-${name}-a`, `sk-${name}-b`, `sk-${name}-c`] as const;
  await openChannels(page);
  const made = await page.request.post('/api/channel/', {
    data: { type: 1, name, key: `${keyA}\n${keyB}`, models: fresh('e2e-model'), group: 'default', tag },
  });
  expect(await made.json()).toMatchObject({ success: true });

  // The page (server-rendered) carries no key; the editor shows them masked until asked.
  const response = await page.goto(`${PATH}?tag=${tag}`);
  expect(await response?.text()).not.toContain(keyA);
  await waitForHydration(page);
  await page.getByTestId('channel-tag-edit').click();
  const form = page.getByTestId('tag-form');
  await expect(form.getByTestId('tag-member')).toHaveCount(2);
  await expect(form.getByTestId('tag-members')).not.toContainText(keyA);
  await form.getByTestId('channel-fill-type').click();
  await expect(form.getByTestId('channel-models').getByText('gpt-4o-mini', { exact: true })).toBeVisible();
  await form.locator('input[name="testModel"]').fill('gpt-4o-mini');
  await form.getByRole('switch', { name: '编辑密钥行（每个成员一行，密钥不显示）' }).check();
  // Keys are write-only: a line per member names it by id and masked key; the keys never reach the browser.
  const keyField = form.locator('textarea[name="key"]');
  const memberLines = (await keyField.inputValue()).split('\n');
  expect(memberLines).toHaveLength(2);
  for (const line of memberLines) expect(line).toMatch(/^#\d+ sk-e…/);
  expect(await page.content()).not.toContain(keyA);
  // Keep the first member, drop the second, add a key.
  await keyField.fill(`${memberLines[0] ?? ''}\n${keyC}`);
  await expect(form).toContainText('保存将新增 1 个渠道、删除 1 个');
  await form.getByTestId('tag-save').click();
  await expect(page.getByRole('dialog', { name: '删除该标签的 1 个渠道？' })).toBeVisible();
  await page.getByTestId('confirm-action').click();
  await expect(form).toBeHidden();
  const edited = (await (await page.request.get(`/api/channel_tag/${tag}`)).json()) as { data: { key: string; test_model: string } };
  expect(edited.data.test_model).toBe('gpt-4o-mini');
  const editedLines = edited.data.key.split('\n');
  expect(editedLines[0]).toBe(memberLines[0]);
  expect(editedLines).toHaveLength(2);
  expect(edited.data.key).not.toContain(keyC);
  // Two rows before the save and two after (one member gone, one new): wait for the list to show
  // the new members, or the batch below would select the old rows still on the page.
  const listed = (await (await page.request.get(`/api/channel_tag/${tag}/list`)).json()) as { data: { id: number }[] };
  const memberIds = listed.data.map((channel) => String(channel.id)).sort();
  expect(memberIds).toHaveLength(2);
  await expect
    .poll(async () => (await page.getByTestId('channel-row').evaluateAll((rows) => rows.map((row) => row.dataset.id ?? ''))).sort())
    .toEqual(memberIds);

  // Batch: select both members and set their weight, after a confirmation naming the count.
  await page.getByRole('checkbox', { name: '选择本页所有渠道' }).check();
  await page.getByTestId('channel-batch-field').click();
  const batch = page.getByTestId('batch-field-form');
  await batch.locator('select[name="batch-field"]').selectOption('weight');
  await batch.locator('input[name="batch-value"]').fill('5');
  await batch.getByTestId('batch-field-next').click();
  await expect(page.getByRole('dialog', { name: '为 2 个渠道设置权重？' })).toBeVisible();
  await page.getByTestId('confirm-action').click();
  await expect(
    page
      .getByTestId('channel-row')
      .first()
      .getByRole('spinbutton', { name: /的权重$/ }),
  ).toHaveValue('5');
  const members = (await (await page.request.get(`/api/channel_tag/${tag}/list`)).json()) as { data: { weight: number }[] };
  expect(members.data.map((channel) => channel.weight)).toEqual([5, 5]);

  await page.request.delete(`/api/channel_tag/${tag}`);
  expect(problems.list).toEqual([]);
});

test("an admin saves a type's plugin options and sees them again, then checks the channel's models as results stream in", async ({
  page,
  problems,
}) => {
  const name = fresh('e2e-chk');
  const model = fresh('e2e-model');
  await openChannels(page);
  await createInUi(page, name, model);
  await page.locator('input[name="keyword"]').fill(name);
  await expect(page.getByTestId('channel-row')).toHaveCount(1);

  // Plugin options follow the type: none for OpenAI, Zhipu's five groups once the type is Zhipu.
  const form = page.getByTestId('channel-form');
  await row(page, name)
    .getByRole('button', { name: `编辑 ${name}` })
    .click();
  await expect(form.getByTestId('channel-plugin')).toHaveCount(0);
  await form.locator('select[name="type"]').selectOption('16');
  const plugin = form.getByTestId('channel-plugin');
  await plugin.locator('input[name="plugin.web_search.enable"]').check();
  await plugin.locator('input[name="plugin.retrieval.knowledge_id"]').fill('kb-e2e');
  await form.getByTestId('channel-save').click();
  await expect(form).toBeHidden();
  expect((await findChannel(page, name))?.plugin).toEqual({
    retrieval: { knowledge_id: 'kb-e2e', prompt_template: '' },
    web_search: { enable: true },
    web_browser: { enable: false },
    drawing_tool: { enable: false },
    code_interpreter: { sandbox: '' },
  });
  // The list has reloaded (the row shows the new type) before the dialog reopens from it.
  await expect(row(page, name)).toContainText('Zhipu');
  await row(page, name)
    .getByRole('button', { name: `编辑 ${name}` })
    .click();
  await expect(plugin.locator('input[name="plugin.retrieval.knowledge_id"]')).toHaveValue('kb-e2e');
  await expect(plugin.locator('input[name="plugin.web_search.enable"]')).toBeChecked();
  await expect(plugin.locator('input[name="plugin.drawing_tool.enable"]')).not.toBeChecked();
  await form.getByRole('button', { name: '取消' }).click();
  await expect(form).toBeHidden();

  // Check: the channel's own model is chosen, the provider's list (Zhipu: glm-4) joins it.
  await row(page, name)
    .getByRole('button', { name: `检测 ${name} 的模型` })
    .click();
  const dialog = page.getByTestId('channel-check-dialog');
  await expect(dialog.getByTestId('channel-check-chosen')).toHaveText('已选 1 / 2');
  await dialog.getByTestId('channel-check-all').click();
  await expect(dialog.getByTestId('channel-check-chosen')).toHaveText('已选 2 / 2');
  await dialog.getByTestId('channel-check-run').click();
  await expect(dialog.getByTestId('channel-check-progress')).toHaveAttribute('data-state', 'done');
  await expect(dialog.getByTestId('channel-check-progress')).toHaveText('完成：2 个通过，0 个失败。');
  const results = dialog.getByTestId('channel-check-row');
  await expect(results).toHaveCount(2);
  await expect(results.nth(0)).toHaveAttribute('data-model', model);
  await expect(results.nth(1)).toHaveAttribute('data-model', 'glm-4');
  for (const result of await results.all()) {
    await expect(result).toHaveAttribute('data-passed', 'true');
    await expect(result).toContainText(/\d+\.\d\d 秒/);
  }
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
  expect(problems.list).toEqual([]);
});

test("a channel's balance refresh says the balance the gateway stored (one-hub sends it beside the envelope)", async ({
  page,
  problems,
}) => {
  await openChannels(page);
  const seeded = (await (await page.request.get('/api/channel/3')).json()) as { data: ApiChannel };
  const name = seeded.data.name;
  await page.goto(`${PATH}?name=${encodeURIComponent(name)}`);
  await waitForHydration(page);
  await row(page, name).getByTestId('channel-balance').click();
  const toast = page.getByTestId('toast').filter({ hasText: name });
  await expect(toast).toBeVisible();
  const stored = (await (await page.request.get('/api/channel/3')).json()) as { data: { balance: number } };
  await expect(toast).toContainText(`的余额：$${stored.data.balance.toFixed(2)}。`);
  expect(stored.data.balance).toBeGreaterThan(0);
  expect(problems.list).toEqual([]);
});
