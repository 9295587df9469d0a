import OpenAI from 'openai';
import type { Page } from '@playwright/test';
import { isAbsentUpstream } from '#mock-gateway/upstream-only.ts';
import { ONE_HUB_SEED_PASSWORD, SEED_MODEL } from '#tests/helpers/real-one-hub-seed.ts';
import { apiData } from './api-data.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/*
 * The console on the real one-hub (issue 33 item 4; project `one-hub`, its server started by
 * `npm run start:one-hub`): an operator's first day against the gateway our users run. one-hub's
 * seeded accounts have the password 12345678 (root keeps one-hub's own 123456).
 */

const passwordOf = (username: string) => (username === 'root' ? '123456' : ONE_HUB_SEED_PASSWORD);

async function signInTo(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(passwordOf(username));
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/dashboard');
  await waitForHydration(page);
}

/**
 * The browser's reports that are not the console's fault on a real one-hub: a 404 of an extension
 * endpoint one-hub has not (the page's fallback answers it, as on the upstream-only double), and
 * one-hub's built-in model-owner icons, which are on the internet (registry.npmmirror.com) this
 * machine cannot reach.
 */
function consoleProblems(list: readonly string[]): string[] {
  return list.filter((problem) => {
    const url = /\((https?:\/\/[^)]+)\)$/.exec(problem)?.[1];
    if (url === undefined) return true;
    if (problem.includes('status of 404') && isAbsentUpstream(new URL(url).pathname)) return false;
    return !(problem.includes('ERR_NAME_NOT_RESOLVED') && new URL(url).hostname === 'registry.npmmirror.com');
  });
}

/**
 * Opens a page and checks what a user sees first: its status, one h1, no error boundary, and no
 * "not supported" except for `unsupported` parts one-hub lacks.
 */
async function opens(page: Page, path: string, unsupported = 0): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('h1'), path).toHaveCount(1);
  // "当前网关不支持…" (locales/zh-CN error.gateway.unsupported, dashboard overview.state.unsupported): one-hub supports these pages.
  await expect(page.getByText(/当前网关不支持/), path).toHaveCount(unsupported);
  await expect(page.getByText('服务器出错了'), path).toHaveCount(0);
}

test('sign-in by password, a key made in the UI and used by the openai SDK, the bill in the logs', async ({ page, problems, baseURL }) => {
  test.setTimeout(90_000);
  await signInTo(page, 'demo');
  await expect(page.locator('h1')).toHaveCount(1);

  const keyName = `oh-${Date.now().toString(36).slice(-5)}`;
  await page.goto('/dashboard/key');
  await waitForHydration(page);
  await page.getByRole('button', { name: '新建令牌' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill(keyName);
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('key-row').filter({ has: page.getByText(keyName, { exact: true }) })).toBeVisible();

  const keys = await apiData<{ data: { key: string; name: string }[] }>(page.request, 'get', `/api/token/?keyword=${keyName}`);
  const created = keys.data.find((row) => row.name === keyName);
  expect(created).toBeTruthy();
  const before = await apiData<{ quota: number }>(page.request, 'get', '/api/user/self');
  const client = new OpenAI({ baseURL: `${baseURL ?? ''}/v1`, apiKey: `sk-${created?.key ?? ''}` });
  const answer = await client.chat.completions.create({ model: SEED_MODEL, messages: [{ role: 'user', content: 'Hello' }] });
  expect(answer.choices[0]?.message.content).toBe('Hello from the fake upstream.');

  const logs = await apiData<{ data: { quota: number; token_name: string; model_name: string }[] }>(
    page.request,
    'get',
    `/api/log/self?token_name=${keyName}&log_type=2`,
  );
  expect(logs.data.map((row) => [row.token_name, row.model_name])).toEqual([[keyName, SEED_MODEL]]);
  const after = await apiData<{ quota: number }>(page.request, 'get', '/api/user/self');
  expect(before.quota - after.quota, 'the balance moved by the logged cost').toBe(logs.data[0]?.quota);

  await opens(page, '/dashboard/log');
  await expect(page.getByText(keyName).first()).toBeVisible();
  expect(consoleProblems(problems.list)).toEqual([]);
});

const ADMIN_PAGES = [
  '/dashboard/user',
  '/dashboard/channel',
  '/dashboard/operation/group',
  '/dashboard/operation/pricing',
  '/dashboard/payment/order',
  '/dashboard/payment/redemption',
  '/dashboard/log',
  '/dashboard/admin_keys',
];

test("an admin's pages open with one-hub's data", async ({ page, problems }) => {
  test.setTimeout(120_000);
  await signInTo(page, 'admin');
  for (const path of ADMIN_PAGES) await opens(page, path);
  // The top spenders (消费排行) read /api/analytics/user_rank, an extension one-hub has not.
  await opens(page, '/dashboard/analytics', 1);
  await page.goto('/dashboard/user');
  await waitForHydration(page);
  await expect(page.getByText('operator', { exact: true }).first()).toBeVisible();
  await page.goto('/dashboard/channel');
  await waitForHydration(page);
  await expect(page.getByText('Fake OpenAI').first()).toBeVisible();
  expect(consoleProblems(problems.list)).toEqual([]);
});

test("root's settings open with one-hub's options", async ({ page, problems }) => {
  await signInTo(page, 'root');
  await opens(page, '/dashboard/setting');
  expect(consoleProblems(problems.list)).toEqual([]);
});

test("a gateway of another version is named once per browser session (one-hub's build names its own)", async ({ page, problems }) => {
  const { version } = await apiData<{ version: string }>(page.request, 'get', '/api/status');
  expect(version).not.toBe('');
  await page.goto('/');
  await waitForHydration(page);
  const notice = page.getByRole('alert').filter({ hasText: `网关版本为 ${version}，与控制台版本不同。` });
  await expect(notice).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(notice).toHaveCount(0);
  expect(consoleProblems(problems.list)).toEqual([]);
});
