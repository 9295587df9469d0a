import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { StatusReportSchema } from '#shared/api/schemas/insight.ts';
import { addModelChannel, addUnlimitedKey, apiData } from './api-data.ts';
import { expect, signIn, test, waitForHydration, watchProblems, withoutSiteNotice } from './fixtures.ts';
import { seriousViolations } from './sweep.ts';

/**
 * The status page from real traffic (issue 35 item 3): traffic through the double with a model of
 * this test's own failing half its attempts shows it degraded and the other one healthy, as bars
 * with their own text, to guests once the admin lets them see models (on the failures page); a
 * user's model list says a model that answered is healthy now. zh-CN on a desktop; the
 * providers-only choice in English on a phone.
 */

test.describe.configure({ timeout: 120_000, mode: 'serial' });

/** A seeded model no other spec calls: its health is this spec's calls'. */
const HEALTHY_MODEL = 'qwen-turbo';

async function rates(context: APIRequestContext, window = '24h') {
  return StatusReportSchema.parse(await apiData<unknown>(context, 'get', `/console-api/insight/success-rates?window=${window}`));
}

async function rootContext(baseURL: string) {
  const root = await playwrightRequest.newContext({ baseURL });
  await apiData(root, 'post', '/api/user/login', { username: 'root', password: '123456' });
  return root;
}

/**
 * Two channels of this test's own (one failing every other attempt) and `rounds` calls through
 * each, plus two through a seeded model, after the console's first read of the counters; then
 * until the console has counted them all.
 */
async function makeTraffic(root: APIRequestContext, rounds: number): Promise<{ flaky: string; steady: string; flakyChannel: number }> {
  const tag = Date.now().toString(36).slice(-6);
  const [flaky, steady] = [`status-flaky-${tag}`, `status-steady-${tag}`];
  const channelIds: number[] = [];
  for (const model of [flaky, steady]) channelIds.push(await addModelChannel(root, model));
  await apiData(root, 'put', '/api/_mock/channel_fault', {
    channel_id: channelIds[0],
    fail_every: 2,
    status: 503,
    message: `status ${tag} down`,
  });
  const key = await addUnlimitedKey(root, `status-${tag}`);
  await expect.poll(async () => (await rates(root)).scraped_at, { timeout: 60_000 }).not.toBeNull();
  const call = (model: string) =>
    root.post('/v1/chat/completions', {
      headers: { authorization: `Bearer sk-${key}` },
      data: { model, messages: [{ role: 'user', content: 'hi' }] },
    });
  for (let i = 0; i < rounds; i++) for (const model of [flaky, steady]) await call(model);
  for (const model of [HEALTHY_MODEL, HEALTHY_MODEL]) expect((await call(model)).status()).toBe(200);
  await expect
    .poll(
      async () => {
        const report = await rates(root);
        return [flaky, steady].map((model) => report.models.find((line) => line.model === model)?.requests ?? 0);
      },
      { timeout: 60_000 },
    )
    .toEqual([rounds, rounds]);
  return { flaky, steady, flakyChannel: channelIds[0] ?? 0 };
}

async function guestPage(baseURL: string, browser: Browser, options: { locale: string; phone?: boolean }) {
  const context = await browser.newContext({
    locale: options.locale,
    baseURL,
    reducedMotion: 'reduce',
    ...(options.phone ? { viewport: { width: 390, height: 844 } } : {}),
  });
  await withoutSiteNotice(context);
  const page = await context.newPage();
  return { context, page, problems: watchProblems(page) };
}

/** A model's line on the status page (past the first dozen, "show all" brings it). */
async function modelLine(page: Page, model: string) {
  const line = page.locator(`[data-testid="traffic-model"][data-model="${model}"]`);
  const all = page.getByTestId('traffic-all-models');
  if ((await line.count()) === 0 && (await all.count()) > 0) await all.click();
  await expect(line).toHaveCount(1);
  return line;
}

test('guests see the failing model degraded and the other healthy once the admin shows models; a user sees health on the model list (zh-CN)', async ({
  page,
  baseURL,
  browser,
  problems,
}) => {
  if (!baseURL) throw new Error('baseURL is required');
  const root = await rootContext(baseURL);
  await apiData(root, 'put', '/console-api/insight/success-rates/visibility', { visibility: 'off' });
  const traffic = await makeTraffic(root, 8);

  // While off, guests see no rates.
  const guest = await guestPage(baseURL, browser, { locale: 'zh-CN' });
  await guest.page.goto('/status');
  await expect(guest.page.getByTestId('status-overall')).toBeVisible();
  await expect(guest.page.getByTestId('traffic-status')).toHaveCount(0);

  // The admin chooses on the failures page.
  await signIn(page, 'admin', '/dashboard/failures');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/failures');
  await waitForHydration(page);
  const card = page.getByTestId('failures-visibility');
  await card.getByRole('radio', { name: '供应商和模型' }).check();
  await expect(page.getByText('已保存：状态页现在按此向访客显示。')).toBeVisible();
  await expect(card.getByRole('radio', { name: '供应商和模型' })).toBeChecked();

  // A channel's row leads to its own failure history: the explorer narrowed to it.
  await page.goto(`/dashboard/channel?name=${encodeURIComponent(`e2e ${traffic.flaky}`)}`);
  await waitForHydration(page);
  const row = page.locator(`[data-testid="channel-row"][data-id="${traffic.flakyChannel}"]`);
  await row.getByRole('link', { name: `e2e ${traffic.flaky} 的失败记录` }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/dashboard/failures' && url.searchParams.get('channel') === String(traffic.flakyChannel),
  );
  await expect(page.getByTestId('failures-filter-channel')).toHaveText(`渠道 #${traffic.flakyChannel}`);
  await expect(page.getByTestId('failures-channel-row')).toHaveCount(1);
  await expect(page.getByTestId('failures-channel-row').first()).toHaveAttribute('data-channel-id', String(traffic.flakyChannel));
  await expect(page.getByTestId('failures-channel-row').first().getByTestId('failures-count')).toHaveText('4');

  await guest.page.goto('/status');
  await waitForHydration(guest.page);
  const rates24 = guest.page.getByTestId('traffic-status');
  await expect(rates24).toBeVisible();
  await expect(rates24.getByRole('heading', { name: '真实流量成功率' })).toBeVisible();
  const flaky = await modelLine(guest.page, traffic.flaky);
  await expect(flaky).toHaveAttribute('data-state', 'degraded');
  await expect(flaky.getByTestId('traffic-now')).toHaveText('降级');
  await expect(flaky.getByTestId('traffic-rate')).toHaveText('成功率 50% · 8 次尝试');
  const bars = flaky.getByTestId('traffic-bar');
  await expect(bars).toHaveCount(24);
  await expect(bars.last()).toHaveAttribute('data-state', 'degraded');
  // Each bar says what it shows in words, not by its colour alone.
  await expect(bars.last()).toContainText(/^\d{4}-\d\d-\d\d \d\d:00 – \d{4}-\d\d-\d\d \d\d:00：成功率 50%，8 次尝试$/);
  await expect(bars.first()).toContainText('无流量');
  const steady = await modelLine(guest.page, traffic.steady);
  await expect(steady).toHaveAttribute('data-state', 'healthy');
  await expect(steady.getByTestId('traffic-now')).toHaveText('正常');
  await expect(steady.getByTestId('traffic-bar').last()).toHaveAttribute('data-state', 'healthy');
  await expect(rates24.getByTestId('traffic-provider').filter({ hasText: 'OpenAI' })).toHaveCount(1);
  // No channel is named to guests.
  await expect(rates24).not.toContainText(`e2e ${traffic.flaky}`);
  expect(await seriousViolations(guest.page)).toEqual([]);

  await guest.page.getByRole('button', { name: '7 天' }).click();
  await expect(guest.page).toHaveURL(/window=7d/);
  await expect(guest.page.getByTestId('traffic-status')).toHaveAttribute('data-window', '7d');
  const week = await modelLine(guest.page, traffic.flaky);
  await expect(week.getByTestId('traffic-bar')).toHaveCount(7);
  await expect(week.getByTestId('traffic-bar').last()).toHaveAttribute('data-state', 'degraded');
  expect(guest.problems.list).toEqual([]);
  await guest.context.close();

  // A user's model list: the model that answered is healthy now, in words beside the dot.
  const user = await guestPage(baseURL, browser, { locale: 'zh-CN' });
  await signIn(user.page, 'demo', '/dashboard/model_list');
  await expect(user.page).toHaveURL((url) => url.pathname === '/dashboard/model_list');
  const health = user.page.getByTestId(`model-card-${HEALTHY_MODEL}`).getByTestId('model-health');
  await expect(health).toHaveAttribute('data-state', 'healthy');
  await expect(health).toHaveText('当前正常');
  expect(user.problems.list).toEqual([]);
  await user.context.close();
  await root.dispose();
  expect(problems.list).toEqual([]);
});

test('with providers only, a guest on a phone sees the providers and no model (English)', async ({ baseURL, browser }) => {
  if (!baseURL) throw new Error('baseURL is required');
  const root = await rootContext(baseURL);
  await apiData(root, 'put', '/console-api/insight/success-rates/visibility', { visibility: 'providers' });
  expect((await rates(root)).providers.length).toBeGreaterThan(0);
  const guest = await guestPage(baseURL, browser, { locale: 'en', phone: true });
  await guest.page.goto('/status');
  await waitForHydration(guest.page);
  const card = guest.page.getByTestId('traffic-status');
  await expect(card.getByRole('heading', { name: 'Success rate from real traffic' })).toBeVisible();
  const openai = card.getByTestId('traffic-provider').filter({ hasText: 'OpenAI' });
  await expect(openai).toHaveCount(1);
  await expect(openai.getByTestId('traffic-bar')).toHaveCount(24);
  await expect(openai.getByTestId('traffic-bar').last()).toContainText(/: \d+(\.\d)?% success, \d+ attempts?$/);
  await expect(card.getByTestId('traffic-model')).toHaveCount(0);
  await expect(card.getByRole('heading', { name: 'Models' })).toHaveCount(0);
  expect(await seriousViolations(guest.page)).toEqual([]);
  expect(guest.problems.list).toEqual([]);
  await apiData(root, 'put', '/console-api/insight/success-rates/visibility', { visibility: 'off' });
  await guest.page.reload();
  await expect(guest.page.getByTestId('status-overall')).toBeVisible();
  await expect(guest.page.getByTestId('traffic-status')).toHaveCount(0);
  await guest.context.close();
  await root.dispose();
});
