import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';
import { parseCsv } from '#tests/helpers/csv.ts';
import { LANGUAGE_COOKIE } from '#shared/i18n/settings.ts';

interface LogRow {
  created_at: number;
  model_name: string;
  quota: number;
  username: string;
  token_name: string;
  channel_id: number;
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  const body = (await response.json()) as { success: boolean; data: T };
  expect(body.success).toBe(true);
  return body.data;
}

async function openLogs(page: Page, username: string, query = ''): Promise<void> {
  await signIn(page, username, `/dashboard/log${query}`);
  await page.waitForURL(/\/dashboard\/log/);
  // A signed-in render of the dashboard takes a moment on a busy machine.
  await expect(page.getByTestId('log-table')).toBeVisible({ timeout: 20_000 });
  await waitForHydration(page);
}

test.describe.configure({ timeout: 120_000 });

test('a user filters logs through the URL, reads details, hides columns and exports CSV', async ({ page, problems }) => {
  await openLogs(page, 'demo');
  const rows = page.getByTestId('log-row');
  const first = await apiData<{ data: LogRow[]; total_count: number }>(page.request, '/api/log/self?page=1&size=10');
  await expect(rows).toHaveCount(first.data.length);
  await expect(rows.first().locator('[data-column="model"]')).toHaveText(first.data[0]?.model_name ?? '');
  await expect(page.locator('th[data-column="user"]')).toHaveCount(0);

  // The consume tab, then a model typed into the filter: both land in the URL.
  await page.getByTestId('log-tab-2').click();
  await expect(page).toHaveURL(/[?&]log_type=2(&|$)/);
  const consume = await apiData<{ data: LogRow[] }>(page.request, '/api/log/self?page=1&size=10&log_type=2');
  const model = consume.data[0]?.model_name ?? '';
  await page.getByTestId('log-filter-model_name').fill(model);
  await expect(page).toHaveURL(new RegExp(`[?&]model_name=${encodeURIComponent(model).replace(/[.]/g, '\\.')}(&|$)`));
  const filtered = await apiData<{ data: LogRow[]; total_count: number }>(
    page.request,
    `/api/log/self?page=1&size=10&log_type=2&model_name=${encodeURIComponent(model)}`,
  );
  await expect(rows).toHaveCount(filtered.data.length);
  await expect(rows.locator('[data-column="model"]')).toHaveText(filtered.data.map((r) => r.model_name));
  await expect(rows.locator('[data-column="time"]').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  // The sum for the filter is the API's.
  const stat = await apiData<{ quota: number }>(page.request, `/api/log/self/stat?model_name=${encodeURIComponent(model)}`);
  await expect(page.getByTestId('log-stat-value')).toHaveAttribute('data-quota', String(stat.quota));

  // The URL alone reproduces the view in a new page.
  const shared = page.url();
  const second = await page.context().newPage();
  await second.route('**/api/notice', (route) => route.fulfill({ json: { success: true, message: '', data: '' } }));
  await second.goto(shared);
  await waitForHydration(second);
  await expect(second.getByTestId('log-tab-2')).toHaveAttribute('aria-selected', 'true');
  await expect(second.getByTestId('log-filter-model_name')).toHaveValue(model);
  await expect(second.getByTestId('log-row').locator('[data-column="model"]')).toHaveText(filtered.data.map((r) => r.model_name));
  await expect(second.getByTestId('log-row').locator('[data-column="time"]')).toHaveText(
    await rows.locator('[data-column="time"]').allTextContents(),
  );
  await second.close();

  // The detail row shows the price breakdown of a consume row.
  await rows.first().getByTestId('log-detail-toggle').click();
  const detail = page.getByTestId('log-detail').first();
  await expect(detail.getByTestId('log-detail-price-type')).toBeVisible();
  await expect(detail.getByTestId('log-detail-formula')).toContainText('=');
  await expect(detail.getByTestId('log-detail-charged')).toContainText(String(filtered.data[0]?.quota));

  // A hidden column stays hidden after a reload.
  await page.getByTestId('log-columns-button').click();
  await page.getByTestId('log-column-toggle-ip').click();
  await page.keyboard.press('Escape');
  await expect(page.locator('th[data-column="ip"]')).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('th[data-column="ip"]')).toHaveCount(0);
  await expect(page.locator('th[data-column="model"]')).toHaveCount(1);

  // A time typed into the start field joins the URL.
  await page.getByTestId('log-filter-start_timestamp').fill('2020-01-01T00:00');
  await expect(page).toHaveURL(/[?&]start_timestamp=\d+(&|$)/);

  // Export of a narrow filter (one model, a few days): the CSV rows are the API's rows.
  const newest = filtered.data[0]?.created_at ?? 0;
  const narrow = `log_type=2&model_name=${encodeURIComponent(model)}&start_timestamp=${newest - 3 * 86_400}&end_timestamp=${newest}`;
  await page.goto(`/dashboard/log?${narrow}`);
  await waitForHydration(page);
  const expected = await apiData<{ data: LogRow[]; total_count: number }>(page.request, `/api/log/self?page=1&size=100&${narrow}`);
  expect(expected.total_count).toBeGreaterThan(0);
  expect(expected.total_count).toBeLessThanOrEqual(100);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('log-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^logs-\d{8}-\d{6}\.csv$/);
  const [header = [], ...records] = parseCsv(await readFile((await download.path()) ?? '', 'utf8'));
  const col = (name: string) => header.indexOf(name);
  expect(col('Unix 时间')).toBeGreaterThanOrEqual(0);
  expect(records.map((r) => [Number(r[col('Unix 时间')]), r[col('模型')], Number(r[col('额度')])])).toEqual(
    expected.data.map((r) => [r.created_at, r.model_name, r.quota]),
  );

  // Restore the column for the other tests of this browser profile.
  await page.getByTestId('log-columns-button').click();
  await page.getByTestId('log-column-toggle-ip').click();
  await page.keyboard.press('Escape');
  await expect(page.locator('th[data-column="ip"]')).toHaveCount(1);
  expect(problems.list).toEqual([]);
});

test('an admin sees users and channels, and filters by them', async ({ page, problems }) => {
  await openLogs(page, 'admin');
  const all = await apiData<{ data: (LogRow & { channel: { id: number; name: string } | null })[] }>(
    page.request,
    '/api/log/?page=1&size=10',
  );
  const rows = page.getByTestId('log-row');
  await expect(page.locator('th[data-column="user"]')).toHaveCount(1);
  await expect(page.locator('th[data-column="channel"]')).toHaveCount(1);
  await expect(rows.locator('[data-column="user"]')).toHaveText(all.data.map((r) => r.username));
  const channel = all.data.find((row) => row.channel)?.channel;
  expect(channel).toBeTruthy();
  const index = all.data.findIndex((row) => row.channel);
  await expect(rows.nth(index).locator('[data-column="channel"]')).toContainText(`${channel?.id ?? ''}`);

  await page.getByTestId('log-filter-username').fill('demo');
  await expect(page).toHaveURL(/[?&]username=demo(&|$)/);
  const demo = await apiData<{ data: LogRow[] }>(page.request, '/api/log/?page=1&size=10&username=demo');
  await expect(rows.locator('[data-column="user"]')).toHaveText(demo.data.map((r) => r.username));
  expect(problems.list).toEqual([]);
});

/** Where the screenshots for a review go when asked for (`SHOTS_DIR=/tmp/shots`); none otherwise. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/**
 * The cells of the log rows that hold more than one line: a cell's content height (its box less
 * its padding) against its own line height, so the bound follows the font, not a pixel count.
 */
async function multiLineCells(page: Page): Promise<string[]> {
  return page.getByTestId('log-row').evaluateAll((rows) =>
    rows.flatMap((row, index) =>
      [...row.querySelectorAll('td')].flatMap((cell) => {
        const style = getComputedStyle(cell);
        const lineHeight = parseFloat(style.lineHeight);
        const content = cell.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return content >= 2 * lineHeight ? [`row ${index + 1} ${cell.dataset.column ?? '?'}: ${content} px, line ${lineHeight} px`] : [];
      }),
    ),
  );
}

test('a log row is one line at 1440 px, names cut with their whole text on hover and in the detail', async ({
  page,
  problems,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // In English, the longest words.
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: baseURL ?? '' }]);
  // An admin's thirteen columns: one line each row (the table may scroll sideways).
  await openLogs(page, 'admin');
  const rows = page.getByTestId('log-row');
  await expect(rows.first()).toBeVisible();
  expect(await multiLineCells(page)).toEqual([]);
  // A user's eleven fit the page's width, one line each row.
  await page.context().clearCookies();
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: baseURL ?? '' }]);
  await openLogs(page, 'demo');
  await expect(rows.first()).toBeVisible();
  expect(await multiLineCells(page)).toEqual([]);
  const fit = await page.getByTestId('log-table').evaluate((table) => ({
    table: Math.ceil(table.getBoundingClientRect().width),
    room: table.parentElement?.clientWidth ?? 0,
  }));
  expect(fit.table).toBeLessThanOrEqual(fit.room);
  // The toggle of the detail leads the row, never clipped at the right.
  const toggle = rows.first().getByTestId('log-detail-toggle');
  const box = await toggle.boundingBox();
  expect((box?.x ?? 1440) + (box?.width ?? 0)).toBeLessThanOrEqual(1440);
  await expect(page.locator('th[data-column]').first()).toHaveAttribute('data-column', 'detail');
  await expect(page.locator('th[data-column]').nth(1)).toHaveAttribute('data-column', 'time');
  await expect(page.locator('th[data-column]').nth(2)).toHaveAttribute('data-column', 'model');
  // A cut name carries its whole text as its title.
  const clipped = await rows
    .locator('td[data-clip]')
    .evaluateAll((cells) => cells.map((cell) => ({ title: cell.getAttribute('title') ?? '', text: cell.textContent ?? '' })));
  expect(clipped.length).toBeGreaterThan(0);
  for (const cell of clipped) if (cell.text !== '') expect(cell.title).toBe(cell.text);
  // A name far too long for its column ends in an ellipsis on the one line, whole in the detail.
  const first = rows.first();
  const model = (await first.locator('td[data-column="model"]').textContent()) ?? '';
  const token = (await first.locator('td[data-column="token"]').textContent()) ?? '';
  await first.locator('td[data-column="token"] > span').evaluate((span) => {
    span.textContent = `${span.textContent ?? ''}${'-very-long-key-name'.repeat(6)}`;
  });
  const cut = await first.locator('td[data-column="token"] > span').evaluate((span) => ({
    overflows: span.scrollWidth > span.clientWidth,
    ellipsis: getComputedStyle(span).textOverflow,
  }));
  expect(cut).toEqual({ overflows: true, ellipsis: 'ellipsis' });
  expect(await multiLineCells(page)).toEqual([]);
  await first.getByTestId('log-detail-toggle').click();
  const detail = page.getByTestId('log-detail').first();
  await expect(detail.getByTestId('log-detail-model')).toContainText(model);
  await expect(detail.getByTestId('log-detail-token')).toContainText(token);
  await shoot(page, 'logs-1440');
  expect(problems.list).toEqual([]);
});

test('on a 390 px phone a log row is a card with its model, cost and status, the rest in its detail', async ({
  page,
  problems,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: baseURL ?? '' }]);
  await openLogs(page, 'demo', '?log_type=2');
  const rows = page.getByTestId('log-row');
  const first = rows.first();
  await expect(first).toBeVisible();
  const row = await apiData<{ data: LogRow[] }>(page.request, '/api/log/self?page=1&size=10&log_type=2');
  await expect(first.locator('td[data-column="model"]')).toBeVisible();
  await expect(first.locator('td[data-column="model"]')).toHaveText(row.data[0]?.model_name ?? '');
  await expect(first.locator('td[data-column="quota"]')).toBeVisible();
  await expect(first.locator('td[data-column="quota"]')).not.toHaveText('');
  await expect(first.locator('td[data-column="type"]')).toBeVisible();
  await expect(first.locator('td[data-column="duration"]')).toBeVisible();
  await expect(first.locator('td[data-column="token"]')).toBeHidden();
  // The card lies within the screen, and so does the pager with its next-page button.
  const card = await first.boundingBox();
  expect((card?.x ?? 0) + (card?.width ?? 999)).toBeLessThanOrEqual(390);
  const next = page.getByTestId('log-pagination').getByRole('button').last();
  await expect(next).toBeVisible();
  const nextBox = await next.boundingBox();
  expect((nextBox?.x ?? 0) + (nextBox?.width ?? 999)).toBeLessThanOrEqual(390);
  await first.getByTestId('log-detail-toggle').click();
  await expect(page.getByTestId('log-detail').first().getByTestId('log-detail-token')).toHaveText(
    new RegExp(`${(row.data[0]?.token_name ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await shoot(page, 'logs-390');
  expect(problems.list).toEqual([]);
});
