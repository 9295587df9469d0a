import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

// The other specs hide the notice (fixtures.ts); these tests give it hostile text.
test.use({ siteNotice: true });

/** Opens the home page with the gateway's notice replaced by `text`. */
async function withNotice(page: Page, text: string): Promise<void> {
  await page.route('**/api/notice', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, message: '', data: text }) }),
  );
  await page.goto('/');
  await waitForHydration(page);
}

test('a notice longer than 64 KB opens cut short, with a note saying so', async ({ page, problems }) => {
  await withNotice(page, `# Long notice\n\n${'Lorem ipsum dolor sit amet. '.repeat(4_000)}`);
  const dialog = page.getByRole('dialog', { name: '公告' });
  await expect(dialog.getByRole('heading', { name: 'Long notice' })).toBeVisible();
  await expect(dialog.getByTestId('markdown-truncated')).toHaveText('内容超过 64 KB，仅显示开头部分。');
  expect(problems.list).toEqual([]);
});

test('deeply nested notices open without a page error (issue 9)', async ({ page, problems }) => {
  await withNotice(
    page,
    `${'>'.repeat(10_000)} deep quote\n\n${'- '.repeat(10_000)}deep list\n\n${'*'.repeat(5_000)}x${'*'.repeat(5_000)}`,
  );
  const dialog = page.getByRole('dialog', { name: '公告' });
  await expect(dialog).toContainText('deep quote');
  await expect(dialog).toContainText('deep list');
  await expect(dialog.getByTestId('markdown-truncated')).toHaveCount(0);
  expect(problems.list).toEqual([]);
});
