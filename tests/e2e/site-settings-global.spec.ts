import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration, watchProblems } from './fixtures.ts';

/**
 * Settings changes every page reads (issue 12): the site name, registration, the sign-in
 * methods, the notice, the log purge and the monthly bills, made in the Settings page and seen
 * where they act without a restart (a guest's page, served from the console's page cache just
 * before, the admin's own header, `/login`, `/register`) and in the audit log. Project
 * `site-settings`: a server of its own, and these tests one after another, so nothing else
 * sees the changes; each puts back what it changed.
 */

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const PATH = '/dashboard/setting';

async function putOption(page: Page, key: string, value: string): Promise<void> {
  const response = await page.request.put('/api/option/', { data: { key, value } });
  expect(await response.json()).toMatchObject({ success: true });
}

async function optionValue(page: Page, key: string): Promise<string> {
  const list = ((await (await page.request.get('/api/option/')).json()) as { data: { key: string; value: string }[] }).data;
  const option = list.find((entry) => entry.key === key);
  if (!option) throw new Error(`no option ${key}`);
  return option.value;
}

/** Saves one section and waits until the gateway has accepted its one changed option. */
async function saveSection(page: Page, section: string): Promise<void> {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/option/',
  );
  await page.getByTestId(`save-${section}`).click();
  expect(await (await saved).json()).toMatchObject({ success: true });
}

async function openSettings(page: Page, tab: 'operation' | 'system' | 'other'): Promise<void> {
  // The system tab's options (sign-in methods, registration) are root's only (ROOT_OPTION_KEYS).
  await signIn(page, tab === 'system' ? 'root' : 'admin', `${PATH}${tab === 'operation' ? '' : `?tab=${tab}`}`);
  await expect(page).toHaveURL((url) => url.pathname === PATH);
  await waitForHydration(page);
}

/** A visitor in a browser of their own (no session), who has seen the current notice. */
async function guest(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const notice = ((await (await page.request.get('/api/notice')).json()) as { data: string }).data;
  await context.addInitScript((text) => window.localStorage.setItem('notice', text), notice);
  return page;
}

test('a new site name shows at once: the admin’s header, a guest’s cached page, and the audit log’s before → after', async ({
  page,
  browser,
  problems,
}) => {
  const visitor = await guest(browser);
  await visitor.goto('/login');
  await expect(visitor.getByText('AI Gateway').first()).toBeVisible();
  // Twice: the second answer comes from the page cache (10 minutes on this project's server).
  await visitor.reload();
  await expect(visitor.getByText('AI Gateway').first()).toBeVisible();

  await openSettings(page, 'other');
  try {
    const branding = page.getByTestId('section-branding');
    await branding.locator('input[name="SystemName"]').fill('E2E 网关');
    await expect(branding.locator('input[name="SystemName"]')).toHaveValue('E2E 网关');
    await saveSection(page, 'branding');
    // By the toast's own element, so a failure prints the text that was shown instead.
    await expect(page.getByTestId('toast').last()).toHaveText('名称与 Logo已保存');
    // The header follows without a reload, and the browser keeps the new site info.
    await expect(page.getByTestId('dashboard-shell').getByText('E2E 网关').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('siteInfo') ?? '')).toContain('E2E 网关');

    await visitor.reload();
    await expect(visitor.getByText('E2E 网关').first()).toBeVisible();
    await expect(visitor.getByText('AI Gateway')).toHaveCount(0);

    await page.goto('/dashboard/operation_record?target_type=option&target_id=SystemName');
    await waitForHydration(page);
    const row = page.getByTestId('record-row').first();
    await expect(row).toHaveAttribute('data-action', 'option.update');
    await row.getByTestId('record-toggle').click();
    await expect(page.getByTestId('record-diff').locator('tr[data-field="SystemName"] td')).toHaveText(['AI Gateway', 'E2E 网关']);
  } finally {
    await putOption(page, 'SystemName', 'AI Gateway');
  }
  await visitor.context().close();
  expect(problems.list).toEqual([]);
});

test('registration switched off refuses a new visitor; switched back on, they register', async ({ page, browser, problems }) => {
  await openSettings(page, 'system');
  const visitor = await guest(browser);
  try {
    await page.getByTestId('section-signIn').getByRole('switch', { name: '允许注册' }).click();
    await page.getByTestId('save-signIn').click();
    await expect(page.getByText('登录与注册已保存')).toBeVisible();
    expect(await optionValue(page, 'RegisterEnabled')).toBe('false');

    const username = `e2ereg${Date.now().toString(36).slice(-6)}`;
    await visitor.goto('/register');
    await waitForHydration(visitor);
    for (const [name, value] of [
      ['username', username],
      ['password', 'password123'],
      ['confirmPassword', 'password123'],
    ] as const)
      await visitor.locator(`input[name="${name}"]`).fill(value);
    await visitor.locator('button[type="submit"]').click();
    await expect(visitor.getByRole('alert')).toContainText('管理员关闭了新用户注册');

    await putOption(page, 'RegisterEnabled', 'true');
    await visitor.locator('button[type="submit"]').click();
    await expect(visitor).toHaveURL(/\/dashboard$/);
  } finally {
    await putOption(page, 'RegisterEnabled', 'true');
    await visitor.context().close();
  }
  expect(problems.list).toEqual([]);
});

test('GitHub sign-in switched off leaves /login without its button', async ({ page, browser, problems }) => {
  await openSettings(page, 'system');
  const visitor = await guest(browser);
  try {
    await visitor.goto('/login');
    await expect(visitor.getByRole('button', { name: '使用 GitHub 登录' })).toBeVisible();
    await page.getByTestId('section-signIn').getByRole('switch', { name: 'GitHub 登录' }).click();
    await page.getByTestId('save-signIn').click();
    await expect(page.getByText('登录与注册已保存')).toBeVisible();
    await visitor.reload();
    await waitForHydration(visitor);
    await expect(visitor.getByRole('button', { name: '使用 Google 登录' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: '使用 GitHub 登录' })).toHaveCount(0);
  } finally {
    await putOption(page, 'GitHubOAuthEnabled', 'true');
    await visitor.context().close();
  }
  expect(problems.list).toEqual([]);
});

/** The sign-in providers' switches, all on in the bundled double (their settings are filled in). */
const PROVIDER_SWITCHES = ['GitHubOAuthEnabled', 'GoogleOAuthEnabled', 'OIDCAuthEnabled', 'LarkAuthEnabled', 'WeChatAuthEnabled'];

test('a gateway with no sign-in provider on: /login offers the password and a passkey, /register the password only, the profile the e-mail only', async ({
  page,
  browser,
  problems,
}) => {
  // Root: the sign-in switches are root's only (ROOT_OPTION_KEYS).
  await signIn(page, 'root', '/dashboard/profile');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  const visitor = await guest(browser);
  try {
    await visitor.goto('/login');
    await expect(visitor.getByTestId('sign-in-providers').getByRole('button')).toHaveCount(5);
    // Switched off through the option API, as a save of the settings page does (that page is tested above).
    for (const key of PROVIDER_SWITCHES) await putOption(page, key, 'false');
    for (const path of ['/login', '/register']) {
      await visitor.goto(path);
      await waitForHydration(visitor);
      await expect(visitor.locator('input[name="password"]').first()).toBeVisible();
      await expect(visitor.getByTestId('sign-in-providers'), path).toHaveCount(0);
      // one-hub has no switch for passkeys: sign-in always offers one, after "or"; sign-up has nothing after it.
      const passkey = path === '/login' ? 1 : 0;
      await expect(visitor.getByTestId('passkey-sign-in'), path).toHaveCount(passkey);
      await expect(visitor.getByRole('separator'), `${path}: an "or" only before another way in`).toHaveCount(passkey);
    }
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('bindings').locator('[data-bound]')).toHaveCount(1);
    await expect(page.getByTestId('binding-email')).toBeVisible();
  } finally {
    for (const key of PROVIDER_SWITCHES) await putOption(page, key, 'true');
    await visitor.context().close();
  }
  expect(problems.list).toEqual([]);
});

test('a saved notice opens for the next visitor', async ({ page, browser, problems }) => {
  await openSettings(page, 'other');
  const original = await optionValue(page, 'Notice');
  try {
    await page.getByTestId('section-notice').locator('textarea[name="Notice"]').fill('# E2E 公告\n\n今晚 **维护** 一小时。');
    await expect(page.getByTestId('preview-Notice').getByRole('heading', { name: 'E2E 公告' })).toBeVisible();
    await page.getByTestId('save-notice').click();
    await expect(page.getByText('公告已保存')).toBeVisible();
    // A visitor who never saw a notice: it opens with the new text.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const visitor = await context.newPage();
    await visitor.goto('/');
    const dialog = visitor.getByTestId('notice-dialog');
    await expect(dialog.getByRole('heading', { name: 'E2E 公告' })).toBeVisible();
    await expect(dialog.locator('strong')).toHaveText('维护');
    await context.close();
  } finally {
    await putOption(page, 'Notice', original);
  }
  expect(problems.list).toEqual([]);
});

test('an About text saved in Settings is the About page a guest reads; cleared, the default returns', async ({
  page,
  browser,
  problems,
}) => {
  await openSettings(page, 'other');
  const original = await optionValue(page, 'About');
  const visitor = await guest(browser);
  const visitorProblems = watchProblems(visitor);
  try {
    await visitor.goto('/about-us');
    await expect(visitor.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(visitor.getByTestId('about-content')).toHaveCount(0);
    await page
      .getByTestId('section-about')
      .locator('textarea[name="About"]')
      .fill('## 关于 E2E 网关\n\n由 **E2E 团队** 运营。<script>window.__injected = 1</script>');
    await page.getByTestId('save-about').click();
    await expect(page.getByText(/已保存/).first()).toBeVisible();
    // The guest's page came from the page cache a moment ago: the save emptied it.
    await visitor.goto('/about-us');
    await waitForHydration(visitor);
    const content = visitor.getByTestId('about-content');
    await expect(content.getByRole('heading', { name: '关于 E2E 网关' })).toBeVisible();
    await expect(content.locator('strong')).toHaveText('E2E 团队');
    expect(await visitor.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveCount(1);
  } finally {
    await putOption(page, 'About', original);
  }
  await visitor.goto('/about-us');
  await expect(visitor.getByTestId('about-content')).toHaveCount(0);
  await visitor.context().close();
  expect(visitorProblems.list).toEqual([]);
  expect(problems.list).toEqual([]);
});

test('a home page and a footer text saved in Settings are what a guest sees; cleared, the defaults return', async ({
  page,
  browser,
  problems,
}) => {
  await openSettings(page, 'other');
  const original = { home: await optionValue(page, 'HomePageContent'), footer: await optionValue(page, 'Footer') };
  const visitor = await guest(browser);
  const visitorProblems = watchProblems(visitor);
  try {
    await visitor.goto('/');
    await expect(visitor.getByTestId('home-content')).toHaveCount(0);
    await expect(visitor.getByTestId('site-footer-text')).toHaveCount(0);
    await expect(visitor.getByTestId('quick-start')).toBeVisible();
    await page
      .getByTestId('section-home')
      .locator('textarea[name="HomePageContent"]')
      .fill('## 欢迎来到 E2E 网关\n\n[价格](/pricing) 一目了然。<img src=x onerror="window.__injected = 1">');
    await saveSection(page, 'home');
    // Upstream keeps the footer as HTML: converted for the viewer, never run.
    await page
      .getByTestId('section-footer')
      .locator('textarea[name="Footer"]')
      .fill('<a href="https://beian.example/">E2E 备案 001 号</a> <a href="javascript:window.__injected=2">坏链接</a>');
    await saveSection(page, 'footer');

    // The guest's home page came from the page cache a moment ago: the saves emptied it.
    await visitor.goto('/');
    await waitForHydration(visitor);
    const home = visitor.getByTestId('home-content');
    await expect(home.getByRole('heading', { name: '欢迎来到 E2E 网关' })).toBeVisible();
    await expect(home.getByRole('link', { name: '价格' })).toHaveAttribute('href', '/pricing');
    await expect(visitor.getByTestId('quick-start')).toHaveCount(0);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveCount(1);
    const footer = visitor.getByTestId('site-footer-text');
    await expect(footer.getByRole('link', { name: 'E2E 备案 001 号' })).toHaveAttribute('href', 'https://beian.example/');
    expect(await footer.locator('a[href^="javascript:"]').count(), 'no script link').toBe(0);
    // Every public page has the footer, the pricing page too.
    await visitor.goto('/pricing');
    await expect(visitor.getByTestId('site-footer-text').getByRole('link', { name: 'E2E 备案 001 号' })).toBeVisible();
    expect(await visitor.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  } finally {
    await putOption(page, 'HomePageContent', original.home);
    await putOption(page, 'Footer', original.footer);
  }
  await visitor.goto('/');
  await expect(visitor.getByTestId('quick-start')).toBeVisible();
  await expect(visitor.getByTestId('home-content')).toHaveCount(0);
  await expect(visitor.getByTestId('site-footer-text')).toHaveCount(0);
  await visitor.context().close();
  expect(visitorProblems.list).toEqual([]);
  expect(problems.list).toEqual([]);
});

test('monthly bills: a month that has them is refused, regenerating it works', async ({ page, problems }) => {
  await openSettings(page, 'operation');
  const now = new Date();
  const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const month = previous.toISOString().slice(0, 7);
  const bills = page.getByTestId('invoice-actions');
  await bills.locator('input[name="invoice-month"]').fill(month);
  await bills.getByRole('button', { name: '生成账单', exact: true }).click();
  // one-hub's refusal (invoice the month data already generated), translated by the catalogue.
  await expect(page.getByText('该月账单已生成，如需重新生成请使用“更新”。')).toBeVisible();
  await bills.getByRole('button', { name: '重新生成账单' }).click();
  await expect(page.getByText(`${month} 的账单已重新生成`)).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('the log purge names how many rows go, then deletes exactly the rows before the day', async ({ page, problems }) => {
  await openSettings(page, 'operation');
  const day = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  const purge = page.getByTestId('log-purge');
  await purge.locator('input[name="purge-before"]').fill(day);
  const countCall = page.waitForRequest((request) => request.method() === 'GET' && request.url().includes('/api/log/?'));
  await purge.getByRole('button', { name: '删除旧日志…' }).click();
  const end = Number(new URL((await countCall).url()).searchParams.get('end_timestamp'));
  const target = end + 1;
  const countBefore = async (timestamp: number) =>
    ((await (await page.request.get(`/api/log/?end_timestamp=${timestamp - 1}&size=1`)).json()) as { data: { total_count: number } }).data
      .total_count;
  const total = async () =>
    ((await (await page.request.get('/api/log/?size=1')).json()) as { data: { total_count: number } }).data.total_count;
  const older = await countBefore(target);
  const all = await total();
  expect(older).toBeGreaterThan(0);
  expect(older).toBeLessThan(all);

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`将删除 ${day} 之前创建的 ${older} 条日志`);
  await dialog.getByRole('button', { name: `删除 ${older} 条` }).click();
  await expect(page.getByText(`已删除日志：${older} 条`)).toBeVisible();
  expect(await countBefore(target)).toBe(0);
  expect(await total()).toBe(all - older);

  const records = (
    (await (await page.request.get('/api/operation_record/?target_type=log&size=10')).json()) as {
      data: { data: { action: string; detail: { after: Record<string, number> | null } }[] };
    }
  ).data.data;
  expect(records[0]).toMatchObject({ action: 'log.purge', detail: { after: { target_timestamp: target, deleted: older } } });
  expect(problems.list).toEqual([]);
});

/** An operator's logo of `width` × `height`, served to the browser as if from their own host. */
async function serveLogo(target: Page, url: string, width: number, height: number): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#066FBC"/></svg>`;
  await target.route(url, (route) => route.fulfill({ contentType: 'image/svg+xml', body: svg }));
}

/** The rendered box of the visible logo image in `scope`, once it has loaded. */
async function logoBox(scope: ReturnType<Page['locator']>): Promise<{ width: number; height: number; shape: string | null }> {
  const image = scope.locator('img[data-logo-shape]').first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  const box = await image.boundingBox();
  return { width: box?.width ?? 0, height: box?.height ?? 0, shape: await image.getAttribute('data-logo-shape') };
}

test('a wide logo keeps its ratio in every header (up to 130 × 50); a square one stays 40 × 40', async ({ page, browser, problems }) => {
  const WIDE = 'https://logo.example/wide.svg';
  const SQUARE = 'https://logo.example/square.svg';
  await openSettings(page, 'other');
  const visitor = await guest(browser);
  const visitorProblems = watchProblems(visitor);
  for (const target of [page, visitor]) {
    await serveLogo(target, WIDE, 260, 100);
    await serveLogo(target, SQUARE, 120, 120);
  }
  try {
    await putOption(page, 'Logo', WIDE);
    for (const [path, scope] of [
      ['/', 'header'],
      ['/login', 'body'],
    ] as const) {
      await visitor.goto(path);
      await waitForHydration(visitor);
      const box = await logoBox(visitor.locator(scope));
      expect(box.shape, path).toBe('wide');
      expect(box.width / box.height, path).toBeCloseTo(2.6, 1);
      expect(Math.round(box.height), path).toBe(50);
    }
    await page.goto('/dashboard');
    await waitForHydration(page);
    const inNav = await logoBox(page.getByTestId('dashboard-nav'));
    expect(inNav.width / inNav.height).toBeCloseTo(2.6, 1);
    expect(Math.round(inNav.width)).toBe(130);

    await putOption(page, 'Logo', SQUARE);
    await visitor.goto('/');
    await waitForHydration(visitor);
    const square = await logoBox(visitor.locator('header'));
    expect([square.shape, Math.round(square.width), Math.round(square.height)]).toEqual(['square', 40, 40]);
  } finally {
    await putOption(page, 'Logo', '');
    await visitor.context().close();
  }
  expect(problems.list).toEqual([]);
  expect(visitorProblems.list).toEqual([]);
});
