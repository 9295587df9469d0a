import { expect, signIn, test, waitForHydration } from './fixtures.ts';
import { seriousViolations } from './sweep.ts';

/**
 * The Uptime Kuma status on the overview (issue 22 item 7): the bundled double stands in for Uptime
 * Kuma (its monitors from the clock), and a signed-in user sees each monitor with its 24 h
 * availability and recent checks when they ask for them (one-hub's status tab).
 */

const TEXT = {
  'zh-CN': {
    title: '服务状态',
    show: '查看监控项',
    availability: '24 小时可用率',
    checks: /^最近 30 次检测：正常 \d+ 次，故障 \d+ 次，其他 \d+ 次$/,
  },
  en: {
    title: 'Service status',
    show: 'Show the monitors',
    availability: 'available over 24 h',
    checks: /^The last 30 checks: \d+ up, \d+ down, \d+ other$/,
  },
} as const;

for (const locale of ['zh-CN', 'en'] as const) {
  test.describe(locale, () => {
    test.use({ locale });
    const words = TEXT[locale];

    test('a user sees the monitors with their 24 h availability and recent checks', async ({ page, problems }) => {
      await signIn(page, 'demo', '/dashboard');
      await page.waitForURL('**/dashboard');
      await waitForHydration(page);
      const card = page.getByTestId('overview-uptime');
      await expect(card.getByRole('heading', { level: 2, name: words.title })).toBeVisible();
      const monitors = card.getByTestId('uptime-monitor');
      await expect(monitors, 'nothing asked of Uptime Kuma before the user asks').toHaveCount(0);
      await card.getByRole('button', { name: words.show }).click();
      await expect(monitors).toHaveCount(5);
      await expect(card.getByRole('heading', { level: 3, name: 'API' })).toBeVisible();
      const openai = monitors.filter({ has: page.getByRole('heading', { level: 4, name: 'OpenAI' }) });
      await expect(openai).toContainText(/\d+(\.\d+)?%/);
      await expect(openai).toContainText(words.availability);
      await expect(openai).toContainText('region: US');
      await expect(openai.getByRole('img')).toHaveAttribute('aria-label', words.checks);
      // The page sweep sees the card closed: the monitors get their own axe check here.
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems.list).toEqual([]);
    });
  });
}
