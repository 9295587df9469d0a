import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { FailureReportSchema } from '#shared/api/schemas/insight.ts';
import { addModelChannel, addUnlimitedKey, apiData, API_CLIENT } from './api-data.ts';
import { expect, signIn, test, waitForHydration, withoutSiteNotice } from './fixtures.ts';
import { seriousViolations } from './sweep.ts';

/**
 * The failed-request explorer (issue 35), admin: traffic through the double with a channel of
 * its own failing every other attempt shows that channel on top, the reason text, and a
 * drill-down from its failing minute to its failure lines and the gateway's log rows of that
 * channel, model and minute. zh-CN on a desktop, English on a phone.
 */

// In order: the second test's channel fails more often than the first's, so each is on top in its turn.
test.describe.configure({ timeout: 120_000, mode: 'serial' });

interface Traffic {
  failures: number;
  channelId: number;
  model: string;
  reason: string;
}

/** The console's report as the page's API gives it (admin's context). */
async function report(root: APIRequestContext) {
  return FailureReportSchema.parse((await apiData<unknown>(root, 'get', '/console-api/insight/failures')) ?? {});
}

/**
 * Two channels of this test's own (other specs' traffic on the seeded ones stays untouched), one
 * failing every other attempt, and `rounds` calls through each, after the console has read the
 * counters once (its first read is only the baseline), then until it has read them and the
 * failure lines again.
 */
async function makeTraffic(baseURL: string, rounds: number): Promise<Traffic> {
  const tag = Date.now().toString(36).slice(-6);
  const root = await playwrightRequest.newContext({ baseURL });
  await apiData(root, 'post', '/api/user/login', { username: 'root', password: '123456' });
  const [flaky, steady] = [`flaky-${tag}`, `steady-${tag}`];
  const channelIds: number[] = [];
  for (const model of [flaky, steady]) channelIds.push(await addModelChannel(root, model));
  const [flakyChannel = 0] = channelIds;
  const reason = `upstream ${tag} is overloaded`;
  const fault = await root.put('/api/_mock/channel_fault', {
    data: { channel_id: flakyChannel, fail_every: 2, status: 503, message: reason },
    ...API_CLIENT,
  });
  expect(((await fault.json()) as { success: boolean }).success).toBe(true);
  const key = await addUnlimitedKey(root, `failures-${tag}`);
  await expect.poll(async () => (await report(root)).scraped_at, { timeout: 60_000 }).not.toBeNull();
  const statuses: number[] = [];
  for (let i = 0; i < rounds; i++)
    for (const model of [flaky, steady]) {
      const answer = await root.post('/v1/chat/completions', {
        headers: { authorization: `Bearer sk-${key}` },
        data: { model, messages: [{ role: 'user', content: 'hi' }] },
      });
      statuses.push(answer.status());
    }
  expect(statuses.filter((status) => status === 503)).toHaveLength(rounds / 2);
  const sent = Date.now();
  await expect.poll(async () => (await report(root)).scraped_at ?? 0, { timeout: 60_000 }).toBeGreaterThan(sent);
  // The system log is read after the counters in the same turn: wait for its lines too.
  await expect
    .poll(async () => (await report(root)).reasons.some((group) => group.reason.includes(reason)), { timeout: 60_000 })
    .toBe(true);
  await root.dispose();
  return { channelId: flakyChannel, model: flaky, reason, failures: rounds / 2 };
}

async function explore(page: Page, traffic: Traffic, texts: { nav: string; menu: string; hour: string; logRows: string }) {
  await page.getByTestId(texts.nav).getByRole('link', { name: texts.menu }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/failures');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.menu);
  await page.getByRole('button', { name: texts.hour }).click();
  await expect(page).toHaveURL(/range=1h/);
  const top = page.getByTestId('failures-channel-row').first();
  await expect(top).toHaveAttribute('data-channel-id', String(traffic.channelId));
  await expect(top.getByTestId('failures-count')).toHaveText(String(traffic.failures));
  await expect(top.getByTestId('failures-rate')).toHaveText('50%');
  await expect(page.getByTestId('failures-reasons').getByTestId('failures-reason').filter({ hasText: traffic.reason })).toHaveCount(1);
  // On a desktop and on a phone (the shell's logo link keeps its name there for screen readers).
  expect(await seriousViolations(page)).toEqual([]);

  const hotspot = page.getByTestId('failures-hotspots').getByRole('row').filter({ hasText: traffic.model });
  await hotspot.getByTestId('failures-drill-down').first().click();
  await expect(page).toHaveURL(/at=\d+/);
  const lines = page.getByTestId('failures-drill').getByTestId('failures-line');
  await expect(lines.first()).toContainText(traffic.reason);
  await page.getByTestId('failures-log-rows').click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/dashboard/log' && url.searchParams.get('channel_id') === String(traffic.channelId),
  );
  await expect(page).toHaveURL((url) => url.searchParams.get('model_name') === traffic.model);
  await expect(page.getByTestId('log-row').first()).toContainText(traffic.model);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.logRows);
}

test('an admin finds the channel failing half its requests, its reason and its log rows (zh-CN, desktop)', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('baseURL is required');
  const traffic = await makeTraffic(baseURL, 12);
  await signIn(page, 'admin');
  await waitForHydration(page);
  await explore(page, traffic, { nav: 'dashboard-nav', menu: '失败请求', hour: '最近 1 小时', logRows: '日志' });
});

test('the same on a phone, in English', async ({ browser, baseURL }) => {
  if (!baseURL) throw new Error('baseURL is required');
  const traffic = await makeTraffic(baseURL, 20);
  const context = await browser.newContext({ locale: 'en', viewport: { width: 390, height: 844 }, baseURL, reducedMotion: 'reduce' });
  await withoutSiteNotice(context);
  const page = await context.newPage();
  await signIn(page, 'admin');
  await waitForHydration(page);
  await page.getByTestId('dashboard-menu-button').click();
  await explore(page, traffic, { nav: 'dashboard-mobile-nav', menu: 'Failed requests', hour: 'Last hour', logRows: 'Logs' });
  await context.close();
});
