import { request as playwrightRequest } from '@playwright/test';
import type { Page } from '@playwright/test';
import { API_CLIENT } from './api-data.ts';
import { expect, leaveSignedOut, test, waitForHydration } from './fixtures.ts';

const PASSWORD = 'profile-pass-1';

// Each test registers and signs in a fresh account first, which takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** Signs in through the form and lands on the profile page. */
async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login?returnTo=%2Fdashboard%2Fprofile');
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/, { timeout: 20_000 });
  await waitForHydration(page);
}

/** Every test changes its own fresh account: demo is shared with specs running in parallel. */
async function freshUser(page: Page, prefix: string): Promise<string> {
  const username = `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`.slice(0, 12);
  const response = await page.request.post('/api/user/register', { data: { username, password: PASSWORD } });
  expect((await response.json()) as unknown).toMatchObject({ success: true });
  await signInAs(page, username, PASSWORD);
  return username;
}

test('header, display name (kept after reload) and the field errors', async ({ page, problems }) => {
  const username = await freshUser(page, 'pn');
  await expect(page.getByTestId('profile-username')).toHaveText(`@${username}`);
  await expect(page.getByTestId('profile-group')).toContainText('默认分组');
  await expect(page.getByTestId('profile-group')).toContainText('每分钟 600 次请求');

  const form = page.getByTestId('display-name-form');
  await form.locator('input[name="display_name"]').fill('x'.repeat(21));
  await form.getByRole('button', { name: '保存名称' }).click();
  await expect(form.getByText('最多 20 个字符')).toBeVisible();
  await form.locator('input[name="display_name"]').fill('  新的名字 E2E  ');
  await form.getByRole('button', { name: '保存名称' }).click();
  await expect(page.getByTestId('profile-display-name')).toHaveText('新的名字 E2E');
  // The session user is refreshed: the shell's header shows the new name without a reload.
  await expect(page.getByTestId('user-name')).toHaveText('新的名字 E2E');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('profile-display-name')).toHaveText('新的名字 E2E');
  await expect(page.getByTestId('display-name-form').locator('input[name="display_name"]')).toHaveValue('新的名字 E2E');
  await expect(page.getByTestId('user-name')).toHaveText('新的名字 E2E');
  const self = (await (await page.request.get('/api/user/self')).json()) as { data: { display_name: string } };
  expect(self.data.display_name).toBe('新的名字 E2E');
  expect(problems.list).toEqual([]);
});

test('password change with confirmation, then sign in with the new one', async ({ page, problems }) => {
  const username = await freshUser(page, 'pp');
  const form = page.getByTestId('password-form');
  await form.locator('input[name="password"]').fill('short');
  await form.locator('input[name="confirmPassword"]').fill('short');
  await form.getByRole('button', { name: '修改密码' }).click();
  await expect(form.getByText('至少需要 8 个字符')).toBeVisible();
  await form.locator('input[name="password"]').fill('brand-new-pass');
  await form.locator('input[name="confirmPassword"]').fill('brand-new-pass!');
  await form.getByRole('button', { name: '修改密码' }).click();
  await expect(form.getByText('两次输入的密码不一致')).toBeVisible();
  await form.locator('input[name="confirmPassword"]').fill('brand-new-pass');
  // The page reloads its data after the change (the loader asks for the invite code last); sign
  // out only after that, or those calls would meet a signed-out browser.
  const answered: string[] = [];
  page.on('response', (response) => answered.push(new URL(response.url()).pathname));
  await form.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('密码已修改，下次登录请使用新密码。')).toBeVisible();
  // The session user first, then the loader's own calls.
  await expect.poll(() => answered.filter((path) => path === '/api/user/self').length).toBeGreaterThanOrEqual(3);
  await expect.poll(() => answered.includes('/api/user/aff')).toBe(true);

  await leaveSignedOut(page);
  const old = await page.request.post('/api/user/login', { data: { username, password: PASSWORD } });
  expect((await old.json()) as unknown).toMatchObject({ success: false });
  await leaveSignedOut(page);
  await signInAs(page, username, 'brand-new-pass');
  await expect(page.getByTestId('profile-username')).toHaveText(`@${username}`);
  expect(problems.list).toEqual([]);
});

test('bind an e-mail with a mailed code, then unbind it', async ({ page, problems }) => {
  const username = await freshUser(page, 'pe');
  const email = `${username}@example.com`;
  await expect(page.getByTestId('binding-email')).toHaveAttribute('data-bound', 'false');
  await page.getByTestId('binding-email').getByRole('button', { name: '绑定' }).click();
  const form = page.getByTestId('email-bind-form');
  await form.locator('input[name="email"]').fill(email);
  await form.getByRole('button', { name: '发送验证码' }).click();
  await expect(page.getByText('验证码已发送，请查收邮件。')).toBeVisible();
  const outbox = (await (await page.request.get(`/api/_mock/outbox?email=${encodeURIComponent(email)}`)).json()) as {
    data: { code?: string }[];
  };
  const code = outbox.data[0]?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await form.locator('input[name="code"]').fill('12345');
  await page.getByRole('button', { name: '确认' }).click();
  await expect(form.getByText('验证码为 6 位数字')).toBeVisible();
  await form.locator('input[name="code"]').fill(code);
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page.getByTestId('binding-email')).toHaveAttribute('data-bound', 'true');
  await expect(page.getByTestId('binding-email-id')).toHaveText(`已绑定：${email}`);

  await page.getByTestId('binding-email').getByRole('button', { name: '解绑' }).click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('binding-email')).toHaveAttribute('data-bound', 'false');
  expect(problems.list).toEqual([]);
});

test('bind GitHub through the OAuth round trip, back on the profile; unbind it', async ({ page, problems }) => {
  await freshUser(page, 'pg');
  await expect(page.getByTestId('binding-github')).toHaveAttribute('data-bound', 'false');
  await page.getByTestId('binding-github').getByRole('button', { name: '绑定' }).click();
  await expect(page).toHaveURL(/\/oauth-fake\/github\/authorize\?/, { timeout: 15_000 });
  await page.locator('button[name="as"][value="new"]').click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/, { timeout: 20_000 });
  await expect(page.getByText('GitHub 绑定成功。')).toBeVisible();
  await expect(page.getByTestId('binding-github')).toHaveAttribute('data-bound', 'true');
  await expect(page.getByTestId('binding-github-id')).toContainText('已绑定：');

  await page.getByTestId('binding-github').getByRole('button', { name: '解绑' }).click();
  await expect(page.getByRole('dialog')).toContainText('解绑 GitHub？');
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('binding-github')).toHaveAttribute('data-bound', 'false');
  expect(problems.list).toEqual([]);
});

test('access token: generated once, works as Authorization; the invite link copies', async ({ page, problems, baseURL, context }) => {
  const username = await freshUser(page, 'pt');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('access-token-generate').click();
  await expect(page.getByRole('dialog')).toContainText('当前令牌将立即失效');
  await page.getByTestId('confirm-action').click();
  const token = (await page.getByTestId('access-token-value').textContent()) ?? '';
  expect(token).toMatch(/^[0-9a-f]{32}$/);

  const bare = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
  const self = (await (await bare.get('/api/user/self', { headers: { Authorization: token } })).json()) as {
    success: boolean;
    data: { username: string };
  };
  expect(self.success).toBe(true);
  expect(self.data.username).toBe(username);
  await bare.dispose();

  const aff = (await (await page.request.get('/api/user/aff', API_CLIENT)).json()) as { data: string };
  const link = `${baseURL}/register?aff=${aff.data}`;
  await expect(page.getByTestId('invite-link')).toHaveText(link);
  await page.getByTestId('invite-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(problems.list).toEqual([]);
});
