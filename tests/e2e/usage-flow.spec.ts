import OpenAI from 'openai';
import { request as playwrightRequest } from '@playwright/test';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { formatBalance, formatUsage } from '#shared/format/quota.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { apiData } from './api-data.ts';

/**
 * The heart of the product, end to end: a new user gets quota, creates a key in the UI, calls the
 * relay through the console's origin with the official SDK (streaming and not), and then sees the
 * calls and the exact billed quota on the overview, the key list, the logs page, the user drawer
 * and in the exported CSV.
 */

const PASSWORD = 'flow-pass-123';
/** Open to the default group (gpt-4 is not), priced 5 / 15 per token. */
const MODEL = 'gpt-4-turbo';

/** A fresh common user with $100 of quota, redeemed from a code an admin minted. */
async function newFundedUser(baseURL: string, page: Page): Promise<{ username: string; credited: number }> {
  const username = `fl${Date.now().toString(36).slice(-8)}`;
  await apiData(page.request, 'post', '/api/user/register', { username, password: PASSWORD });
  const admin = await playwrightRequest.newContext({ baseURL });
  await apiData(admin, 'post', '/api/user/login', { username: 'root', password: '123456' });
  const credited = 50_000_000;
  const [code] = await apiData<string[]>(admin, 'post', '/api/redemption/', { name: 'usage flow', quota: credited, count: 1 });
  await admin.dispose();
  await page.goto('/login');
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/dashboard');
  await apiData(page.request, 'post', '/api/user/topup', { key: code });
  return { username, credited };
}

test('a new user creates a key, calls the relay with the SDK and sees the billed quota everywhere', async ({ page, problems, baseURL }) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('baseURL is required');
  const { credited } = await newFundedUser(baseURL, page);
  const keyName = `flow-${Date.now().toString(36).slice(-5)}`;

  // Create the key through the UI.
  await page.goto('/dashboard/key');
  await waitForHydration(page);
  await createKeyInUi(page, keyName);

  const keys = await apiData<{ data: { key: string; name: string; used_quota: number }[] }>(
    page.request,
    'get',
    `/api/token/?keyword=${keyName}`,
  );
  const created = keys.data.find((k) => k.name === keyName);
  expect(created).toBeTruthy();
  const client = new OpenAI({ baseURL: `${baseURL}/v1`, apiKey: `sk-${created?.key ?? ''}` });

  const plain = await client.chat.completions.create({
    model: MODEL,
    messages: [{ role: 'user', content: 'Hello from the usage flow test' }],
  });
  expect(plain.choices[0]?.message.content).toBeTruthy();
  let streamed = '';
  let streamedUsage: { prompt_tokens: number; completion_tokens: number } | null = null;
  const stream = await client.chat.completions.create({
    model: MODEL,
    stream: true,
    stream_options: { include_usage: true },
    messages: [{ role: 'user', content: 'Stream a short answer, please' }],
  });
  for await (const chunk of stream) {
    streamed += chunk.choices[0]?.delta.content ?? '';
    if (chunk.usage) streamedUsage = chunk.usage;
  }
  expect(streamed.length).toBeGreaterThan(0);
  expect(streamedUsage).not.toBeNull();

  // The bill: the contract's formula (default group, ratio 1) for both calls.
  const prices = await apiData<Record<string, { price: { input: number; output: number } }>>(page.request, 'get', '/api/available_model');
  const price = prices[MODEL]?.price ?? { input: 0, output: 0 };
  const bill = (usage: { prompt_tokens: number; completion_tokens: number }) =>
    Math.ceil(usage.prompt_tokens * price.input + usage.completion_tokens * price.output);
  const expected =
    bill(plain.usage ?? { prompt_tokens: 0, completion_tokens: 0 }) + bill(streamedUsage ?? { prompt_tokens: 0, completion_tokens: 0 });
  expect(expected).toBeGreaterThan(0);

  const logs = await apiData<{ data: { quota: number; type: number; is_stream: boolean }[]; total_count: number }>(
    page.request,
    'get',
    `/api/log/self?token_name=${keyName}&log_type=2`,
  );
  expect(logs.total_count).toBe(2);
  expect(logs.data.reduce((sum, row) => sum + row.quota, 0)).toBe(expected);
  expect(logs.data.map((row) => row.is_stream).sort()).toEqual([false, true]);
  const self = await apiData<{ quota: number; used_quota: number; request_count: number }>(page.request, 'get', '/api/user/self');
  expect(self.quota).toBe(credited - expected);
  expect(self.used_quota).toBe(expected);
  expect(self.request_count).toBe(2);

  await checkUi(page, { keyName, expected, balance: credited - expected });
  await checkExport(page, keyName);
  expect(problems.list).toEqual([]);
});

/**
 * Creates a never-expiring key with $10 of quota through the keys page's dialog. A limited key:
 * one-hub moves the used and remaining quota of limited keys only.
 */
async function createKeyInUi(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: '新建令牌' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill(name);
  await dialog.getByLabel('无限额度').uncheck();
  await dialog.getByLabel('额度（美元）').fill(String(KEY_DOLLARS));
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog).toBeHidden();
  await expect(keyRow(page, name)).toBeVisible();
}

function keyRow(page: Page, name: string) {
  return page.getByTestId('key-row').filter({ has: page.getByText(name, { exact: true }) });
}

const KEY_DOLLARS = 10;

const MONEY = { quota_per_unit: 500000, display_in_currency: true };

/** The overview, the key list, the logs page and the user drawer show the two calls and their bill. */
async function checkUi(page: Page, figures: { keyName: string; expected: number; balance: number }): Promise<void> {
  const { keyName, expected, balance } = figures;
  await page.goto('/dashboard');
  await waitForHydration(page);
  await expect(page.getByTestId('overview-balance')).toHaveText(formatBalance(balance, MONEY.quota_per_unit));
  await expect(page.getByTestId('overview-used')).toHaveText(formatUsage(expected, MONEY));
  await expect(page.getByTestId('overview-requests')).toHaveText('2');
  await expect(page.getByTestId('overview-today-requests')).toHaveText('2');
  await expect(page.getByTestId('overview-today-cost')).toHaveText(formatUsage(expected, MONEY));

  await page.goto(`/dashboard/key?keyword=${keyName}`);
  await waitForHydration(page);
  await expect(keyRow(page, keyName).getByTestId('key-used')).toHaveText(formatUsage(expected, MONEY));
  await expect(keyRow(page, keyName).getByTestId('key-remaining')).toHaveText(
    formatUsage(KEY_DOLLARS * MONEY.quota_per_unit - expected, MONEY),
  );

  await page.goto(`/dashboard/log?log_type=2&token_name=${keyName}`);
  await waitForHydration(page);
  const rows = page.getByTestId('log-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('log-stat-value')).toHaveAttribute('data-quota', String(expected));
  const api = await apiData<{ data: { quota: number }[] }>(page.request, 'get', `/api/log/self?log_type=2&token_name=${keyName}`);
  const shown = await rows.locator('[data-column="quota"]').allTextContents();
  expect(shown).toEqual(api.data.map((row) => formatUsage(row.quota, MONEY)));

  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-used')).toHaveText(formatUsage(expected, MONEY));
  await expect(page.getByTestId('user-calls')).toHaveText('2');
  await expect(page.getByTestId('user-balance')).toHaveText(formatBalance(balance, MONEY.quota_per_unit));
  await page.keyboard.press('Escape');
}

/** The export button of the filtered logs page downloads the API's rows as CSV. */
async function checkExport(page: Page, keyName: string): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('log-export').click()]);
  const path = await download.path();
  const records = parse(readFileSync(path, 'utf8'), { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const api = await apiData<{
    data: { created_at: number; quota: number; prompt_tokens: number; completion_tokens: number; model_name: string }[];
  }>(page.request, 'get', `/api/log/self?log_type=2&token_name=${keyName}`);
  expect(records).toHaveLength(api.data.length);
  const values = records.map((record) => Object.values(record));
  api.data.forEach((row, index) => {
    const cells = values[index] ?? [];
    for (const value of [row.created_at, row.quota, row.prompt_tokens, row.completion_tokens, row.model_name, keyName]) {
      expect(cells, `CSV row ${index}`).toContain(String(value));
    }
  });
}
