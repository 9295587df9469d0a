import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';
import { parseCsv } from '#tests/helpers/csv.ts';

// Every test works on the demo account's keys; running them one after another keeps the
// list comparisons free of each other's keys.
test.describe.configure({ mode: 'serial' });

interface ApiToken {
  id: number;
  key: string;
  name: string;
  status: number;
  remain_quota: number;
  unlimited_quota: boolean;
  expired_time: number;
  group: string;
}

interface ApiPage {
  data: ApiToken[];
  total_count: number;
}

/** `/api/token/` through the console's origin, with the browser's session. */
async function listKeys(page: Page, query: Record<string, string | number> = {}): Promise<ApiPage> {
  const search = new URLSearchParams(Object.entries({ page: 1, size: 10, ...query }).map(([key, value]) => [key, String(value)]));
  const response = await page.request.get(`/api/token/?${search.toString()}`);
  const body = (await response.json()) as { success: boolean; data: ApiPage };
  expect(body.success).toBe(true);
  return body.data;
}

async function keyByName(page: Page, name: string): Promise<ApiToken | undefined> {
  return (await listKeys(page, { keyword: name, size: 100 })).data.find((token) => token.name === name);
}

async function openKeys(page: Page, search = ''): Promise<void> {
  await signIn(page, 'demo', `/dashboard/key${search}`);
  await page.waitForURL(`**/dashboard/key${search}`);
  await waitForHydration(page);
}

const rows = (page: Page) => page.getByTestId('key-row');
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByText(name, { exact: true }) });

async function rowNames(page: Page): Promise<string[]> {
  return rows(page).locator('td:first-child').allInnerTexts();
}

async function rowMenu(target: Locator, page: Page, item: string): Promise<void> {
  await target.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

// The seeded keys are all named demo-…; searching for them keeps keys other tests create out.
const SEEDED = '?keyword=demo-';

test('the page lists the keys /api/token/ returns, with quota, groups and states', async ({ page, problems }) => {
  await openKeys(page, SEEDED);
  const api = await listKeys(page, { keyword: 'demo-' });
  expect(api.data.length).toBeGreaterThanOrEqual(5);
  await expect(rows(page)).toHaveCount(api.data.length);
  expect(await rowNames(page)).toEqual(api.data.map((token) => token.name));
  await expect(row(page, 'demo-limited').getByTestId('key-remaining')).toHaveText('$5');
  await expect(row(page, 'demo-limited')).toContainText('VIP');
  await expect(row(page, 'demo-key').getByTestId('key-remaining')).toHaveText('无限制');
  await expect(row(page, 'demo-key')).toContainText('跟随用户分组');
  await expect(row(page, 'demo-expired').getByTestId('key-status')).toHaveText('已过期');
  await expect(row(page, 'demo-exhausted').getByTestId('key-status')).toHaveText('已耗尽');
  await expect(row(page, 'demo-key').getByRole('switch')).toBeChecked();
  expect(problems.list).toEqual([]);
});

test('create with a quota in dollars, copy, edit, disable and enable, delete', async ({ page, context, problems }) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openKeys(page);
  const name = unique('e2e-');
  await page.getByRole('button', { name: '新建令牌' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill(name);
  await dialog.getByLabel('无限额度').uncheck();
  await dialog.getByLabel('额度（美元）').fill('2.5');
  await expect(dialog).toContainText('= 1,250,000 额度');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('令牌已创建')).toBeVisible();
  await expect(row(page, name).getByTestId('key-remaining')).toHaveText('$2.5');
  const created = await keyByName(page, name);
  expect(created).toMatchObject({ remain_quota: 1_250_000, unlimited_quota: false, expired_time: -1, status: 1 });

  await row(page, name).getByRole('button', { name: '复制', exact: true }).click();
  await expect(page.getByText('已复制令牌')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`sk-${created?.key}`);

  const renamed = `${name}-r`;
  await rowMenu(row(page, name), page, '编辑');
  await expect(dialog.getByLabel('额度（美元）')).toHaveValue('2.5');
  await dialog.getByLabel('名称').fill(renamed);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, renamed)).toHaveCount(1);
  expect(await keyByName(page, renamed)).toMatchObject({ id: created?.id, remain_quota: 1_250_000 });

  await row(page, renamed).getByRole('switch').click();
  await expect(page.getByText('令牌已禁用')).toBeVisible();
  await expect(row(page, renamed).getByTestId('key-status')).toHaveText('已禁用');
  expect((await keyByName(page, renamed))?.status).toBe(2);
  await row(page, renamed).getByRole('switch').click();
  await expect(page.getByText('令牌已启用')).toBeVisible();
  await expect(row(page, renamed).getByRole('switch')).toBeChecked();
  expect((await keyByName(page, renamed))?.status).toBe(1);

  await rowMenu(row(page, renamed), page, '删除');
  const confirm = page.getByRole('dialog', { name: '删除令牌' });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('令牌已删除')).toBeVisible();
  await expect(row(page, renamed)).toHaveCount(0);
  expect(await keyByName(page, renamed)).toBeUndefined();
  expect(problems.list).toEqual([]);
});

test("an expired key cannot be re-enabled: the gateway's reason is shown", async ({ page, problems }) => {
  await openKeys(page, SEEDED);
  await row(page, 'demo-expired').getByRole('switch').click();
  await expect(page.getByText('令牌已过期，无法启用')).toBeVisible();
  await expect(row(page, 'demo-expired').getByRole('switch')).not.toBeChecked();
  expect((await keyByName(page, 'demo-expired'))?.status).toBe(3);
  expect(problems.list).toEqual([]);
});

test('search and the page number live in the URL and survive a reload', async ({ page, problems }) => {
  await openKeys(page);
  const prefix = unique('pg');
  for (let index = 1; index <= 12; index += 1) {
    const response = await page.request.post('/api/token/', {
      data: { name: `${prefix}-${index}`, expired_time: -1, remain_quota: 0, unlimited_quota: true },
    });
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
  }
  await page.getByLabel('按名称搜索令牌').fill(prefix);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.waitForURL(`**/dashboard/key?keyword=${prefix}`);
  await expect(rows(page)).toHaveCount(10);
  // Polled: the unfiltered page may hold ten keys too until the search's answer is shown.
  const first = (await listKeys(page, { keyword: prefix })).data.map((token) => token.name);
  await expect.poll(() => rowNames(page)).toEqual(first);

  await page.getByRole('button', { name: /下一页|next page/i }).click();
  await page.waitForURL(`**/dashboard/key?keyword=${prefix}&page=2`);
  const second = (await listKeys(page, { keyword: prefix, page: 2 })).data.map((token) => token.name);
  expect(second).toHaveLength(2);
  await expect(rows(page)).toHaveCount(2);
  await expect.poll(() => rowNames(page)).toEqual(second);
  await page.reload();
  await waitForHydration(page);
  expect(await rowNames(page)).toEqual(second);
  await expect(page.getByLabel('按名称搜索令牌')).toHaveValue(prefix);

  for (const token of (await listKeys(page, { keyword: prefix, size: 100 })).data) await page.request.delete(`/api/token/${token.id}`);
  expect(problems.list).toEqual([]);
});

test('a batch of three keys downloads as CSV with the keys the API lists', async ({ page, problems }) => {
  await openKeys(page);
  const name = unique('b');
  await page.getByRole('button', { name: '新建令牌' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill(name);
  await dialog.getByLabel('创建数量').fill('3');
  await dialog.getByRole('button', { name: '创建' }).click();
  const result = page.getByRole('dialog', { name: '令牌已创建' });
  await expect(result).toContainText('已创建 3 个令牌');
  const [download] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: '下载 CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^keys-${name}-\\d{8}-\\d{6}\\.csv$`));
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...records] = parseCsv(text);
  expect(header).toEqual(['名称', '令牌', '额度', '过期时间', '分组']);
  const listed = (await listKeys(page, { keyword: `${name}-`, order: 'id' })).data;
  expect(records).toEqual(listed.map((token) => [token.name, `sk-${token.key}`, '无限制', '永不过期', '跟随用户分组']));
  expect(records.map((record) => record[0])).toEqual([`${name}-1`, `${name}-2`, `${name}-3`]);
  await result.getByRole('button', { name: '关闭' }).click();
  await expect(rows(page).filter({ hasText: `${name}-` })).toHaveCount(3);
  for (const token of listed) await page.request.delete(`/api/token/${token.id}`);
  expect(problems.list).toEqual([]);
});

test('field errors are shown in Chinese and the form is kept', async ({ page, problems }) => {
  await openKeys(page);
  await page.getByRole('button', { name: '新建令牌' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill('x'.repeat(31));
  await dialog.getByLabel('永不过期').uncheck();
  await dialog.getByLabel('过期时间').fill('2020-01-01T00:00');
  await dialog.getByLabel('心跳', { exact: true }).check();
  await dialog.getByLabel('心跳间隔（秒）').fill('10');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('最多 30 个字符')).toBeVisible();
  await expect(dialog.getByText('过期时间必须晚于现在')).toBeVisible();
  await expect(dialog.getByText('不能小于 30')).toBeVisible();
  await expect(dialog.getByLabel('名称')).toHaveValue('x'.repeat(31));
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  expect(problems.list).toEqual([]);
});

test('groups with discounts, model limits grouped by owner, IP allow-list, heartbeat and expiry', async ({ page, problems }) => {
  test.slow();
  await openKeys(page);
  const name = unique('lim-');
  await page.getByRole('button', { name: '新建令牌' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill(name);
  await dialog.getByLabel('永不过期').uncheck();
  // Turning "never" off proposes a date a month ahead.
  await expect(dialog.getByLabel('过期时间')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await dialog.getByLabel('分组', { exact: true }).click();
  await page.getByRole('option', { name: 'VIP 分组 (8 折)' }).click();
  await dialog.getByLabel('备用分组').click();
  await page.getByRole('option', { name: '默认分组' }).click();
  await dialog.getByLabel('只允许指定模型').check();
  await dialog.getByLabel('允许的模型').click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByText('OpenAI', { exact: true })).toBeVisible();
  await expect(listbox.getByText('Anthropic', { exact: true })).toBeVisible();
  await listbox.getByRole('option', { name: 'gpt-4o-mini' }).click();
  await listbox.getByRole('option', { name: 'claude-3-haiku-20240307' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByLabel('只允许指定 IP 地址').check();
  await dialog.getByLabel('允许的 IP 地址').fill('10.0.0.0/8\n999.1.1.1');
  await dialog.getByLabel('心跳', { exact: true }).check();
  await dialog.getByLabel('心跳间隔（秒）').fill('45');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('每行必须是 IP 地址或 CIDR 网段')).toBeVisible();
  await dialog.getByLabel('允许的 IP 地址').fill('10.0.0.0/8\n203.0.113.7');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toContainText('VIP 分组 (8 折)');
  const created = await keyByName(page, name);
  const monthAhead = Date.now() / 1000 + 30 * 86_400;
  expect(Math.abs((created?.expired_time ?? 0) - monthAhead)).toBeLessThan(3600);
  expect(created).toMatchObject({
    group: 'vip',
    backup_group: 'default',
    setting: {
      heartbeat: { enabled: true, timeout_seconds: 45 },
      limits: {
        limit_model_setting: { enabled: true, models: ['gpt-4o-mini', 'claude-3-haiku-20240307'] },
        limits_ip_setting: { enabled: true, whitelist: ['10.0.0.0/8', '203.0.113.7'] },
      },
    },
  });
  await rowMenu(row(page, name), page, '编辑');
  await expect(dialog.getByRole('button', { name: 'gpt-4o-mini' })).toBeVisible();
  await expect(dialog.getByLabel('允许的 IP 地址')).toHaveValue('10.0.0.0/8\n203.0.113.7');
  await expect(dialog.getByLabel('心跳间隔（秒）')).toHaveValue('45');
  await expect(dialog.getByLabel('计费标签')).toHaveCount(0);
  await dialog.getByRole('button', { name: '取消' }).click();
  await page.request.delete(`/api/token/${created?.id}`);
  expect(problems.list).toEqual([]);
});

test('chat links: copy one with the key filled, or open the chat client in a new tab', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.route('https://app.nextchat.dev/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }));
  await openKeys(page, SEEDED);
  const key = (await keyByName(page, 'demo-key'))?.key;
  const origin = new URL(page.url()).origin;
  const filled = `https://app.nextchat.dev/#/?settings={"key":"sk-${key}","url":"${encodeURIComponent(origin)}"}`;
  await row(page, 'demo-key').getByRole('button', { name: '复制聊天链接' }).click();
  await expect(page.getByRole('menuitem')).toHaveCount(4);
  await page.getByRole('menuitem', { name: 'ChatGPT Next' }).click();
  await expect(page.getByText('已复制ChatGPT Next 链接')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(filled);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    row(page, 'demo-key').getByRole('button', { name: '聊天', exact: true }).click(),
  ]);
  expect(decodeURI(popup.url())).toBe(decodeURI(filled));
  await popup.close();

  await expect(page.getByTestId('key-base-url')).toHaveText(`${origin}/v1`);
  await page.getByRole('button', { name: '复制 API 地址' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/v1`);
  expect(problems.list).toEqual([]);
});

test('operators also set a billing tag', async ({ page, problems }) => {
  await signIn(page, 'operator', '/dashboard/key');
  await page.waitForURL('**/dashboard/key');
  await waitForHydration(page);
  await page.getByRole('button', { name: '新建令牌' }).click();
  await expect(page.getByRole('dialog').getByLabel('计费标签')).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('phones get one card per key with the same actions', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  await openKeys(page, SEEDED);
  const api = await listKeys(page, { keyword: 'demo-' });
  const cards = page.getByTestId('key-card');
  await expect(cards).toHaveCount(api.data.length);
  await expect(page.getByRole('table')).toBeHidden();
  const card = cards.filter({ hasText: 'demo-limited' });
  await expect(card).toContainText('$5');
  await card.getByRole('button', { name: '复制', exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `sk-${api.data.find((token) => token.name === 'demo-limited')?.key}`,
  );
  expect(problems.list).toEqual([]);
});

// The server renders only the layout the device needs (client/app/screen-class.tsx): a phone's
// HTML carries the cards, a desktop's the table, and the page follows the real width once it runs.
const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test("a phone's page arrives as cards, a desktop's as the table, and a narrow window switches once the page runs", async ({
  page,
  browser,
  problems,
}) => {
  await openKeys(page, SEEDED);
  const api = await listKeys(page, { keyword: 'demo-' });
  const htmlFor = async (agent: string) => (await page.request.get(`/dashboard/key${SEEDED}`, { headers: { 'user-agent': agent } })).text();
  const phoneHtml = await htmlFor(PHONE_AGENT);
  expect(phoneHtml.match(/data-testid="key-card"/g)).toHaveLength(api.data.length);
  expect(phoneHtml).not.toContain('data-testid="key-row"');
  const desktopHtml = await htmlFor(await page.evaluate(() => navigator.userAgent));
  expect(desktopHtml.match(/data-testid="key-row"/g)).toHaveLength(api.data.length);
  expect(desktopHtml).not.toContain('data-testid="key-card"');

  // Without JavaScript a phone still gets every key, as cards.
  const phone = await browser.newContext({
    javaScriptEnabled: false,
    userAgent: PHONE_AGENT,
    viewport: { width: 390, height: 844 },
    storageState: await page.context().storageState(),
  });
  const noScript = await phone.newPage();
  await noScript.goto(`/dashboard/key${SEEDED}`);
  await expect(noScript.getByTestId('key-card')).toHaveCount(api.data.length);
  await expect(noScript.getByTestId('key-card').first()).toBeVisible();
  await phone.close();

  // The desktop page, made narrow after it runs, turns its table into cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('key-card')).toHaveCount(api.data.length);
  await expect(rows(page)).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(rows(page)).toHaveCount(api.data.length);
  expect(problems.list).toEqual([]);
});
