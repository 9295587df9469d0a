import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';

/**
 * Nothing the gateway stores is lost by a settings save (issue 22): every section of the three
 * tabs saved without changes writes nothing and leaves every option as it was; the chat links,
 * edited in their grid, keep each row's id (one-hub's own settings page cannot open a row
 * without one) and every key the console does not know. Project `site-settings-round-trip`:
 * the site-settings server (the chat links are in every page's `/api/status`), after that
 * project's tests, one after another; each test puts back what it changed.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PATH = '/dashboard/setting';
const TABS = ['operation', 'system', 'other'] as const;

type OptionRow = { key: string; value: string };

async function options(page: Page): Promise<OptionRow[]> {
  return ((await (await page.request.get('/api/option/')).json()) as { data: OptionRow[] }).data;
}

async function optionValue(page: Page, key: string): Promise<string> {
  const option = (await options(page)).find((entry) => entry.key === key);
  if (!option) throw new Error(`no option ${key}`);
  return option.value;
}

async function putOption(page: Page, key: string, value: string): Promise<void> {
  const response = await page.request.put('/api/option/', { data: { key, value } });
  expect(await response.json()).toMatchObject({ success: true });
}

async function openTab(page: Page, tab: (typeof TABS)[number]): Promise<void> {
  await page.goto(tab === 'operation' ? PATH : `${PATH}?tab=${tab}`);
  await waitForHydration(page);
  await expect(page.getByTestId(`setting-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
}

test('every settings section saved without changes writes nothing and leaves every option as stored', async ({ page, problems }) => {
  // Root: the system tab's options are root's only (ROOT_OPTION_KEYS).
  await signIn(page, 'root', PATH);
  await expect(page).toHaveURL((url) => url.pathname === PATH);
  await waitForHydration(page);
  const before = await options(page);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/option/')) writes.push(request.postData() ?? '');
  });

  let saved = 0;
  for (const tab of TABS) {
    await openTab(page, tab);
    const buttons = page.locator('[data-testid^="save-"]');
    const count = await buttons.count();
    expect(count, `${tab}: sections to save`).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const unchanged = page.getByTestId('toast').filter({ hasText: '没有改动' });
      await buttons.nth(index).click();
      // Each save answers "no changes", never a field error; its toast is closed for the next one.
      await expect(unchanged).toHaveCount(1);
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
      await unchanged.getByRole('button').click();
      await expect(unchanged).toHaveCount(0);
      saved += 1;
    }
  }
  expect(saved).toBeGreaterThan(10);
  expect(writes, 'no option was written').toEqual([]);
  expect(await options(page)).toEqual(before);
  expect(problems.list).toEqual([]);
});

test('an edited chat link keeps every row’s id and the keys the console does not know; a new row gets an id', async ({
  page,
  problems,
}) => {
  await signIn(page, 'admin', PATH);
  await expect(page).toHaveURL((url) => url.pathname === PATH);
  const original = await optionValue(page, 'ChatLinks');
  const rows = [
    { id: 'k3v9x2m1q', name: 'Client A', url: 'https://a.example/#/?key={key}', show: true, sort: 1, x_note: 'a newer field' },
    { id: 7, name: 'Client B', url: 'https://b.example/?server={server}', show: false, sort: 2 },
  ];
  await putOption(page, 'ChatLinks', JSON.stringify(rows));
  try {
    await openTab(page, 'operation');
    const grid = page.getByTestId('chat-links');
    await expect(grid.getByTestId('chat-link-row')).toHaveCount(2);
    await grid.locator('input[name="chat-link-1-name"]').fill('Client B2');
    await grid.getByRole('button', { name: '添加聊天链接' }).click();
    await grid.locator('input[name="chat-link-2-name"]').fill('Client C');
    await grid.locator('input[name="chat-link-2-url"]').fill('https://c.example/?key={key}');

    const written = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/option/',
    );
    await page.getByTestId('save-chatLinks').click();
    expect(await (await written).json()).toMatchObject({ success: true });

    const stored = JSON.parse(await optionValue(page, 'ChatLinks')) as Record<string, unknown>[];
    expect(stored[0]).toEqual(rows[0]);
    expect(stored[1]).toEqual({ ...rows[1], name: 'Client B2' });
    expect(stored[2]).toMatchObject({ name: 'Client C', url: 'https://c.example/?key={key}', show: true });
    const ids = stored.map((row) => String(row.id ?? ''));
    expect(ids.every((id) => id !== '')).toBe(true);
    expect(new Set(ids).size).toBe(3);
    // What every page reads carries the same rows.
    const status = (await (await page.request.get('/api/status')).json()) as { data: { chat_links: string } };
    expect(JSON.parse(status.data.chat_links)).toEqual(stored);
  } finally {
    await putOption(page, 'ChatLinks', original);
  }
  expect(problems.list).toEqual([]);
});
