import { request as playwrightRequest } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatUsage } from '#shared/format/quota.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { apiData } from './api-data.ts';

/**
 * The playground (`/dashboard/app`) as a fresh user: a streamed answer rendered as markdown whose
 * shown cost is the quota of the log row the gateway wrote (issue 13's acceptance), stop in
 * the middle of a long answer, and a model the user's group cannot use.
 */

const PASSWORD = 'play-pass-123';
const MONEY = { quota_per_unit: 500000, display_in_currency: true };

/** A new common user, signed in, with $100 redeemed from a code the root account minted. */
async function freshUser(page: Page, baseURL: string): Promise<string> {
  const username = `pg${Date.now().toString(36).slice(-8)}${Math.floor(Math.random() * 100)}`;
  await apiData(page.request, 'post', '/api/user/register', { username, password: PASSWORD });
  const admin = await playwrightRequest.newContext({ baseURL });
  await apiData(admin, 'post', '/api/user/login', { username: 'root', password: '123456' });
  const [code] = await apiData<string[]>(admin, 'post', '/api/redemption/', { name: 'playground', quota: 50_000_000, count: 1 });
  await admin.dispose();
  await apiData(page.request, 'post', '/api/user/login', { username, password: PASSWORD });
  await apiData(page.request, 'post', '/api/user/topup', { key: code });
  return username;
}

/** The start of the cost line as a user reads it in each language. */
const COST_LABEL = { 'zh-CN': '费用', 'zh-HK': '費用', en: 'Cost' } as const;

async function openPlayground(page: Page): Promise<void> {
  await page.goto('/dashboard/app');
  await waitForHydration(page);
  await expect(page.locator('select[name="model"]')).not.toHaveValue('');
}

async function send(page: Page, prompt: string): Promise<void> {
  await page.getByTestId('playground-prompt-input').fill(prompt);
  await page.getByTestId('playground-send').click();
}

// The whole answer-and-cost flow in each language; stop and the refusals in the default one.
for (const lng of ['zh-CN', 'zh-HK', 'en'] as const) {
  test.describe(`the playground in ${lng}`, () => {
    test.use({ locale: lng });

    test('a fresh user streams an answer with their key, sees it as markdown, and its cost is the log row’s quota', async ({
      page,
      context,
      problems,
      baseURL,
    }) => {
      if (!baseURL) throw new Error('baseURL is required');
      await freshUser(page, baseURL);
      const keyName = `pg-${Date.now().toString(36).slice(-5)}`;
      await apiData(page.request, 'post', '/api/token/', { name: keyName, expired_time: -1, remain_quota: 0, unlimited_quota: true });
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const relayCalls: { url: string; authorization: string | null; body: unknown }[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/v1/'))
          relayCalls.push({ url: request.url(), authorization: request.headers()['authorization'] ?? null, body: request.postDataJSON() });
      });

      await openPlayground(page);
      await page.locator('select[name="model"]').selectOption('gpt-4-turbo');
      await page.locator('select[name="key"]').selectOption({ label: keyName });
      await send(page, 'Please show:\n```js\nconsole.log(42)\n```\nThanks <img src=x onerror="document.title=1"> <b>bold</b>');

      const answer = page.getByTestId('playground-answer');
      await expect(answer).toHaveCount(1);
      await expect(answer.getByTestId('markdown-code-block').locator('code')).toHaveText('console.log(42)');
      await expect(answer).toContainText('This is a mock reply from gpt-4-turbo');
      // Model output is untrusted: its HTML is shown as text, never made into elements.
      await expect(answer).toContainText('<img src=x onerror="document.title=1"> <b>bold</b>');
      await expect(answer.locator('img, b')).toHaveCount(0);
      await answer.getByTestId('markdown-code-copy').click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('console.log(42)');

      // The cost shown is the quota of the row the gateway logged for this call.
      const cost = answer.getByTestId('playground-cost');
      await expect(cost).toHaveAttribute('data-quota', /^\d+$/);
      const logs = await apiData<{ data: { quota: number; model_name: string; is_stream: boolean }[]; total_count: number }>(
        page.request,
        'get',
        `/api/log/self?log_type=2&token_name=${keyName}`,
      );
      expect(logs.total_count).toBe(1);
      const row = logs.data[0];
      expect(row).toMatchObject({ model_name: 'gpt-4-turbo', is_stream: true });
      await expect(cost).toHaveAttribute('data-quota', String(row?.quota));
      await expect(cost).toContainText(formatUsage(row?.quota ?? -1, MONEY));
      await expect(cost).toContainText(COST_LABEL[lng]);

      // The key went in the Authorization header of a streamed call asking for its usage, never in a URL.
      const keys = await apiData<{ data: { key: string; name: string }[] }>(page.request, 'get', `/api/token/?keyword=${keyName}`);
      const key = keys.data.find((k) => k.name === keyName)?.key ?? 'missing';
      expect(relayCalls).toHaveLength(1);
      expect(relayCalls[0]?.authorization).toBe(`Bearer sk-${key}`);
      expect(relayCalls[0]?.url).not.toContain(key);
      expect(relayCalls[0]?.body).toMatchObject({ model: 'gpt-4-turbo', stream: true, stream_options: { include_usage: true } });
      expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(key);

      // The conversation is kept in the browser.
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByTestId('playground-chats').getByText(/^Please show/)).toBeVisible();
      expect(problems.list).toEqual([]);
    });
  });
}

test('stop ends a long answer where it is; a model the group cannot use and a used-up key are explained', async ({
  page,
  problems,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is required');
  await freshUser(page, baseURL);
  const usedUp = `pg-none-${Date.now().toString(36).slice(-4)}`;
  await apiData(page.request, 'post', '/api/token/', { name: usedUp, expired_time: -1, remain_quota: 0, unlimited_quota: false });
  await openPlayground(page);
  await page.locator('select[name="model"]').selectOption('gpt-4o-mini');
  // The double quotes the prompt back a few words per 15 ms chunk: about 1,000 chunks, far
  // longer than pressing Stop takes once the first words are there.
  await send(page, `${'word '.repeat(3000)}END-OF-PROMPT`);
  await expect(page.getByTestId('playground-streaming')).toContainText('This is a mock reply');
  await page.getByTestId('playground-stop').click();
  const answer = page.getByTestId('playground-answer');
  await expect(answer.getByTestId('playground-stopped')).toBeVisible();
  await expect(answer).not.toContainText('END-OF-PROMPT');
  await expect(page.getByTestId('playground-send')).toBeVisible();

  // gpt-4 is for the paid groups only: a warning before sending, the gateway's refusal after.
  await page.getByTestId('playground-new-chat').click();
  await page.locator('select[name="model"]').selectOption('gpt-4');
  await expect(page.getByTestId('playground-model-unusable')).toBeVisible();
  await send(page, 'Hello');
  const failure = page.getByTestId('playground-failure');
  await expect(failure).toHaveAttribute('data-kind', 'group');
  await expect(failure.getByTestId('playground-gateway-message')).toContainText('gpt-4');
  await expect(page.getByTestId('playground-answer')).toHaveCount(0);

  // A key with nothing left: the relay's 401, explained as the key's problem, with a way to the keys.
  await page.locator('select[name="model"]').selectOption('gpt-4o-mini');
  await page.locator('select[name="key"]').selectOption({ label: usedUp });
  await page.getByTestId('playground-regenerate').click();
  await expect(failure).toHaveAttribute('data-kind', 'key');
  await expect(failure.getByTestId('playground-gateway-message')).toContainText('令牌额度已用尽');
  await expect(failure.getByRole('link')).toHaveAttribute('href', '/dashboard/key');
  // A 503 of the relay is the browser's console error for a failed resource, nothing else.
  expect(problems.list.filter((problem) => !problem.includes('/v1/chat/completions'))).toEqual([]);
});
