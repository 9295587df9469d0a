import { expect, signIn, test, waitForHydration } from './fixtures.ts';

test('the public home page renders, hydrates and navigates client-side without errors', async ({ page, problems }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('一个接口');
  // A client navigation: the document stays, the router renders the sign-in page.
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.getByRole('link', { name: '登录' }).click();
  // The button opens the dashboard; the browser guard sends a guest on to sign in.
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('登录');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(problems.list).toEqual([]);
});

test('a guest opening the dashboard is sent to sign-in with returnTo, and lands back after signing in', async ({ page, problems }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('123456');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const self = ((await (await page.request.get('/api/user/self')).json()) as { data: { quota: number } }).data;
  await expect(page.getByTestId('overview-balance')).toHaveText(`$${(self.quota / 500000).toFixed(6)}`);
  expect(problems.list).toEqual([]);
});

test('a protected page loads for a signed-in user and hydrates without errors', async ({ page, problems }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  const response = await page.reload();
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByTestId('user-name')).toHaveText('Admin');
  const self = ((await (await page.request.get('/api/user/self')).json()) as { data: { request_count: number } }).data;
  await expect(page.getByTestId('overview-requests')).toHaveText(self.request_count.toLocaleString('en-US'));
  await expect(page).toHaveTitle(/仪表盘/);
  expect(problems.list).toEqual([]);
});

test('unknown paths show the 404 screen and the wrong password shows the gateway message', async ({ page, problems }) => {
  const response = await page.goto('/no/such/page');
  expect(page.url()).toMatch(/\/404$/);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面不存在');
  await page.goto('/login');
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('wrong-password');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('alert')).toContainText('用户名或密码错误');
  await expect(page.locator('input[name="username"]')).toHaveValue('demo');
  expect(problems.list).toEqual([]);
});

test('after signing out, the browser guard sends a client navigation back to sign-in', async ({ page, problems }) => {
  await signIn(page, 'demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // History back is a client navigation: only the router's middleware can stop it.
  await page.goBack();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('登录');
  expect(problems.list).toEqual([]);
});

test('a client navigation loads the next page’s texts before showing it (no raw keys)', async ({ page, problems }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/locales/')) requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/?lng=en');
  await waitForHydration(page);
  // Hydrating loaded the gateway's messages (client/i18n/gateway-texts.ts); what follows is the navigation's.
  expect(requested).toEqual(['/locales/en/gateway.json']);
  requested.length = 0;
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.locator('body')).not.toContainText('login.title');
  expect(requested.sort()).toEqual(['/locales/en/auth.json', '/locales/en/zod.json', '/locales/en/zod_custom.json']);
  expect(problems.list).toEqual([]);
});

test('a common user opening an admin page sees the 403 screen, on load and on client navigation', async ({ page, problems }) => {
  await signIn(page, 'demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: '用户' })).toHaveCount(0);
  const response = await page.goto('/dashboard/user');
  expect(response?.status()).toBe(403);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('没有访问权限');
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Going back crossed documents, so the dashboard loads anew: wait until it is interactive.
  await waitForHydration(page);
  // Client side: the same rule, run by the router's middleware.
  await page.evaluate(() => window.history.pushState(null, '', '/dashboard/user'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('没有访问权限');
  expect(problems.list.filter((p) => !p.includes('403'))).toEqual([]);
});

test('an admin sees the user list in the menu and can search it', async ({ page, problems }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: '用户' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  // Other tests create users on the same server, so which rows fill the first page depends on
  // what ran before: the admin's own row is found by search below, not assumed on page one.
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await page.locator('input[name="keyword"]').fill('operator');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\?keyword=operator$/);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(page.getByTestId('user-row')).toContainText('operator');
  expect(problems.list).toEqual([]);
});
