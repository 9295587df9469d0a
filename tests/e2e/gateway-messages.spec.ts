import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';
import { apiData } from './api-data.ts';

/**
 * one-hub answers in Chinese whatever the reader's language (issue 24): its sign-in refusal, an
 * admin action it refuses, a used-up key at the relay. An English or Hong Kong reader sees each
 * in their own language, never the gateway's Chinese. Each test makes its own users and keys.
 */

const PASSWORD = 'gm-pass-123';

async function asRoot(baseURL: string): Promise<APIRequestContext> {
  const root = await playwrightRequest.newContext({ baseURL });
  await apiData(root, 'post', '/api/user/login', { username: 'root', password: '123456' });
  return root;
}

function freshName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-7)}${Math.floor(Math.random() * 100)}`;
}

/** The gateway's Chinese, as one-hub words it: none of it may reach an en or zh-HK reader. */
const GATEWAY_CHINESE = {
  badCredentials: '用户名或密码错误，或用户已被封禁',
  equalOrHigher: '无权更新同权限等级或更高权限等级的用户信息',
  keyExhausted: '令牌额度已用尽',
};

/** What the reader sees instead (locales/{lng}/gateway.json), and the words of the pages used. */
const TEXT = {
  en: {
    badCredentials: 'Wrong username or password, or the account is disabled.',
    equalOrHigher: 'You cannot change a user whose role is equal to or above yours.',
    keyExhausted: "The API key's quota is used up.",
    requestId: /\(request ID: \w+\)/,
    disable: 'Disable',
  },
  'zh-HK': {
    badCredentials: '用戶名稱或密碼錯誤，或帳戶已被停用。',
    equalOrHigher: '你無權修改角色等同或高於你的用戶。',
    keyExhausted: '令牌額度已用盡。',
    requestId: /（請求 ID：\w+）/,
    disable: '停用',
  },
} as const;

async function openPlayground(page: Page): Promise<void> {
  await page.goto('/dashboard/app');
  await waitForHydration(page);
  await expect(page.locator('select[name="model"]')).not.toHaveValue('');
}

for (const lng of ['en', 'zh-HK'] as const) {
  test.describe(`the gateway's messages in ${lng}`, () => {
    test.use({ locale: lng });
    const text = TEXT[lng];

    test('a wrong password on /login', async ({ page, problems }) => {
      await page.goto('/login');
      await waitForHydration(page);
      await page.locator('input[name="username"]').fill('demo');
      await page.locator('input[name="password"]').fill('not-the-password');
      await page.locator('button[type="submit"]').click();
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText(text.badCredentials);
      await expect(alert).not.toContainText(GATEWAY_CHINESE.badCredentials);
      expect(problems.list).toEqual([]);
    });

    test('an admin action the gateway refuses: disabling a user promoted to admin meanwhile', async ({ page, problems, baseURL }) => {
      if (!baseURL) throw new Error('baseURL is required');
      const target = freshName('gmt');
      const root = await asRoot(baseURL);
      await apiData(root, 'post', '/api/user/', { username: target, password: PASSWORD });

      await signIn(page, 'admin', `/dashboard/user?keyword=${target}`);
      await page.waitForURL(/\/dashboard\/user\?keyword=/);
      await waitForHydration(page);
      const row = page.locator(`[data-testid="user-row"][data-username="${target}"]`);
      await expect(row.getByTestId('user-actions')).toBeEnabled();
      // Root makes the user an admin while this admin's page still offers to disable it.
      await apiData(root, 'post', '/api/user/manage', { username: target, action: 'promote' });
      await root.dispose();

      const refused = page.waitForResponse((response) => response.url().endsWith('/api/user/manage'));
      await row.getByTestId('user-actions').click();
      await page.getByRole('menuitem', { name: text.disable, exact: true }).click();
      // The gateway answered in Chinese; the reader reads their own language.
      expect(await (await refused).json()).toEqual({ success: false, message: GATEWAY_CHINESE.equalOrHigher });
      const toast = page.getByRole('alert').filter({ hasText: text.equalOrHigher });
      await expect(toast).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: GATEWAY_CHINESE.equalOrHigher })).toHaveCount(0);
      expect(problems.list).toEqual([]);
    });

    test('a used-up key in the playground', async ({ page, problems, baseURL }) => {
      if (!baseURL) throw new Error('baseURL is required');
      const username = freshName('gmp');
      await apiData(page.request, 'post', '/api/user/register', { username, password: PASSWORD });
      await apiData(page.request, 'post', '/api/user/login', { username, password: PASSWORD });
      const usedUp = freshName('gm-none-');
      // remain_quota 0 without unlimited quota: one-hub's ValidateUserToken calls it exhausted.
      await apiData(page.request, 'post', '/api/token/', { name: usedUp, expired_time: -1, remain_quota: 0, unlimited_quota: false });

      await openPlayground(page);
      await page.locator('select[name="model"]').selectOption('gpt-4o-mini');
      await page.locator('select[name="key"]').selectOption({ label: usedUp });
      const relay = page.waitForResponse((response) => response.url().includes('/v1/chat/completions'));
      await page.getByTestId('playground-prompt-input').fill('Hello');
      await page.getByTestId('playground-send').click();
      // The relay's own answer: one-hub's 401 with its Chinese message and request id.
      const answer = await relay;
      expect(answer.status()).toBe(401);
      expect(await answer.text()).toContain(GATEWAY_CHINESE.keyExhausted);

      const failure = page.getByTestId('playground-failure');
      await expect(failure).toHaveAttribute('data-kind', 'key');
      const said = failure.getByTestId('playground-gateway-message');
      await expect(said).toContainText(text.keyExhausted);
      await expect(said).toContainText(text.requestId);
      await expect(failure).not.toContainText(GATEWAY_CHINESE.keyExhausted);
      // The refused relay call is the browser's console error for a failed resource, nothing else.
      expect(problems.list.filter((problem) => !problem.includes('/v1/chat/completions'))).toEqual([]);
    });
  });
}
