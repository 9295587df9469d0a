import { randomBytes } from 'node:crypto';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';
import { expectForbiddenPage } from './refusals.ts';

/**
 * Root's system log (`/dashboard/system_info`, issue 22 item 8) against the bundled double, whose
 * log holds a line per answer: root opens it from the menu, finds a request of its own by
 * searching, narrows by level and count, copies what is shown; an admin is refused by the
 * console, the menu and the gateway.
 */

const PAGE = '/dashboard/system_info';
const TOO_LOW = { success: false, message: '无权进行此操作，权限不足' };

const TEXT = {
  'zh-CN': {
    menu: '系统日志',
    search: '在日志中搜索',
    level: '级别',
    count: '最近',
    empty: '没有符合条件的日志。',
    copy: '复制',
    copied: '已复制日志内容',
  },
  en: {
    menu: 'System log',
    search: 'Search within the lines',
    level: 'Level',
    count: 'Latest',
    empty: 'No lines match.',
    copy: 'Copy',
    copied: 'log lines',
  },
} as const;

for (const locale of ['zh-CN', 'en'] as const) {
  test.describe(locale, () => {
    test.use({ locale });
    const words = TEXT[locale];

    test('root finds its own request in the gateway’s log, filters by level and count, and copies the lines', async ({
      page,
      context,
      problems,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // A request only this test makes: the double writes its path (never a query) at WARN (404).
      const marker = `/api/e2e-marker-${randomBytes(4).toString('hex')}`;
      await signIn(page, 'root', '/dashboard');
      await page.waitForURL('**/dashboard');
      await waitForHydration(page);
      expect((await page.request.get(`${marker}?secret=kept-out`)).status()).toBe(404);
      // More lines than the smallest count, whatever else ran on this gateway before.
      await Promise.all(Array.from({ length: 60 }, () => page.request.get('/api/status')));

      await page.getByTestId('dashboard-nav').getByRole('link', { name: words.menu }).click();
      await page.waitForURL(`**${PAGE}`);
      await expect(page.getByTestId('system-log-line').first()).toBeVisible();

      await page.getByLabel(words.count).selectOption('500');
      await page.waitForURL(/count=500/);
      await page.getByRole('textbox', { name: words.search }).fill(marker);
      const lines = page.getByTestId('system-log-line');
      await expect(lines).toHaveCount(1);
      await expect(lines.first()).toContainText(`[WARN]`);
      await expect(lines.first()).toContainText(`404`);
      await expect(lines.first()).toContainText(`GET ${marker}`);
      await expect(lines.first()).not.toContainText('kept-out');

      await page.getByRole('button', { name: words.copy }).click();
      await expect(page.getByText(words.copied)).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await lines.first().innerText());

      await page.getByLabel(words.level).selectOption('ERR');
      await expect(page.getByTestId('system-log-empty')).toHaveText(words.empty);
      await page.getByLabel(words.level).selectOption('');
      await page.getByRole('textbox', { name: words.search }).fill('');
      await page.getByLabel(words.count).selectOption('50');
      await page.waitForURL(/count=50(&|$)/);
      await expect.poll(() => lines.count()).toBe(50);
      expect(problems.list).toEqual([]);
    });
  });
}

test('an admin has no System log menu item, gets 403 from the console and the gateway’s refusal', async ({ page, problems }) => {
  await signIn(page, 'admin', '/dashboard');
  await page.waitForURL('**/dashboard');
  await waitForHydration(page);
  await expect(page.getByTestId('dashboard-nav').getByRole('link', { name: TEXT['zh-CN'].menu })).toHaveCount(0);
  await expectForbiddenPage(page, PAGE);
  expect(await (await page.request.post('/api/system_info/log', { data: { count: 5 } })).json()).toEqual(TOO_LOW);
  expect(problems.list).toEqual([]);
});
