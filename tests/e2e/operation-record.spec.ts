import { expect, signIn, test, waitForHydration } from './fixtures.ts';
import { apiData } from './api-data.ts';

/**
 * The audit log (issue 12, page 8) as an admin, in English: the records of a group this test
 * creates and edits are found by filters kept in the URL, each with its actor, action and the
 * fields before → after; a common user gets 403 and no menu item. (Records are the whole
 * gateway's: the test filters to its own group, whatever other tests record meanwhile.)
 */

const PATH = '/dashboard/operation_record';

test.describe('in English', () => {
  test.use({ locale: 'en' });

  test('an admin finds a group’s records by filters kept in the URL and reads each change before → after', async ({ page, problems }) => {
    await signIn(page, 'admin', '/dashboard');
    await page.waitForURL('**/dashboard');
    const symbol = `aud${Date.now().toString(36).slice(-6)}`;
    const group = { symbol, name: `Audit ${symbol}`, ratio: 1, api_rate: 60, public: false, promotion: false, min: 0, max: 0 };
    await apiData(page.request, 'post', '/api/user_group/', group);
    const list = await apiData<{ data: { id: number; symbol: string }[] }>(
      page.request,
      'get',
      `/api/user_group/?Name=${encodeURIComponent(group.name)}`,
    );
    const id = list.data.find((row) => row.symbol === symbol)?.id;
    if (id === undefined) throw new Error('the new group is not listed');
    await apiData(page.request, 'put', '/api/user_group/', { ...group, id, ratio: 0.5 });

    // From the menu, in the section the page is named after.
    await page.getByTestId('dashboard-nav').getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL((url) => url.pathname === PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
    await expect(page.getByTestId('record-retention')).toHaveText(
      'The gateway keeps the newest 10000 records; older ones are deleted automatically.',
    );

    await page.getByLabel('Target type').selectOption('group');
    await page.getByTestId('record-filter-target_id').fill(String(id));
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('target_type') === 'group' && url.searchParams.get('target_id') === String(id),
    );
    const rows = page.getByTestId('record-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveAttribute('data-action', 'group.update');
    await expect(rows.nth(1)).toHaveAttribute('data-action', 'group.create');
    await expect(rows.nth(0).getByTestId('record-actor')).toContainText('admin');
    await expect(rows.nth(0).getByTestId('record-action')).toContainText('Group · edited');
    await expect(rows.nth(0).getByTestId('record-target')).toHaveText(`Group #${id}`);

    // The filters survive a reload (server-rendered from the URL).
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Target type')).toHaveValue('group');
    await expect(rows).toHaveCount(2);

    const toggle = rows.nth(0).getByTestId('record-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const diff = page.getByTestId('record-diff');
    await expect(diff.locator('tbody tr')).toHaveCount(1);
    const ratio = diff.locator('tr[data-field="ratio"]');
    await expect(ratio.locator('td')).toHaveText(['1', '0.5']);
    await toggle.click();
    await expect(diff).toHaveCount(0);

    // Oldest first by the time column; the order is in the URL too.
    await page.getByRole('button', { name: 'Time' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('order') === '-created_at');
    await page.getByRole('button', { name: 'Time' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('order') === 'created_at');
    await expect(rows.nth(0)).toHaveAttribute('data-action', 'group.create');

    await page.getByTestId('record-filter-reset').click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('target_type') && !url.searchParams.has('target_id'));
    expect(problems.list).toEqual([]);
  });
});
