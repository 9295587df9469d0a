import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';
import { seriousViolations } from './sweep.ts';

/**
 * Settings (issue 12), admin, against the shared production server: only options no other spec
 * reads are saved (the retry count, the SMTP password, the e-mail domain list), and each is
 * put back; what changes the public pages (site name, registration, sign-in methods, the
 * notice, the log purge, the bills) runs in its own server (`site-settings-global.spec.ts`).
 */

test.describe.configure({ timeout: 90_000 });

const PATH = '/dashboard/setting';

interface RecordRow {
  action: string;
  target_id: string;
  username: string;
  detail: { before: Record<string, unknown> | null; after: Record<string, unknown> | null };
}

async function optionRecords(page: Page, key: string): Promise<RecordRow[]> {
  const response = await page.request.get(`/api/operation_record/?target_type=option&target_id=${key}&size=100`);
  return ((await response.json()) as { data: { data: RecordRow[] } }).data.data;
}

async function putOption(page: Page, key: string, value: string): Promise<void> {
  const response = await page.request.put('/api/option/', { data: { key, value } });
  expect(await response.json()).toMatchObject({ success: true });
}

async function openTab(page: Page, tab: 'operation' | 'system' | 'other'): Promise<void> {
  await page.getByTestId(`setting-tab-${tab}`).click();
  await expect(page).toHaveURL((url) => (tab === 'operation' ? !url.searchParams.has('tab') : url.searchParams.get('tab') === tab));
}

test('an admin opens Settings from the menu, is stopped by a field error, saves a section and finds the change recorded', async ({
  page,
  problems,
}) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
  await page.getByTestId('dashboard-nav').getByRole('link', { name: '系统设置' }).click();
  await expect(page).toHaveURL((url) => url.pathname === PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('系统设置');

  // A quota says what it is worth (the double rewards an inviter with 500000 = $1).
  await expect(page.getByTestId('section-quota').locator('input[name="QuotaForInviter"]')).toHaveValue('500000');
  await expect(page.getByTestId('section-quota')).toContainText('约 $1');
  const general = page.getByTestId('section-general');
  const retries = general.locator('input[name="RetryTimes"]');
  await expect(retries).toHaveValue('0');
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/option/')) puts.push(request.postData() ?? '');
  });
  await retries.fill('-1');
  await page.getByTestId('save-general').click();
  await expect(general.getByText('不能小于 0', { exact: false })).toBeVisible();
  await retries.fill('2.5');
  await page.getByTestId('save-general').click();
  await expect(general.getByText('请输入整数')).toBeVisible();
  expect(puts, 'nothing is sent while a field is wrong').toEqual([]);

  await retries.fill('3');
  await page.getByTestId('save-general').click();
  await expect(page.getByText('通用设置已保存')).toBeVisible();
  expect(puts.map((body) => JSON.parse(body) as unknown)).toEqual([{ key: 'RetryTimes', value: '3' }]);
  await page.reload();
  await waitForHydration(page);
  await expect(retries).toHaveValue('3');
  const [latest] = await optionRecords(page, 'RetryTimes');
  expect(latest).toMatchObject({
    action: 'option.update',
    username: 'admin',
    detail: { before: { RetryTimes: '0' }, after: { RetryTimes: '3' } },
  });

  // Put back through the page: the section says what it saved.
  await retries.fill('0');
  await page.getByTestId('save-general').click();
  await expect(page.getByText('通用设置已保存')).toBeVisible();
  // The field error and the other tabs pass axe too (the page sweep opens the first tab only).
  for (const tab of ['system', 'other'] as const) {
    await openTab(page, tab);
    expect(await seriousViolations(page), tab).toEqual([]);
  }
  expect(problems.list).toEqual([]);
});

test('a secret is written, never shown back, and recorded by name only', async ({ page, problems }) => {
  const secret = `e2e-smtp-${Date.now().toString(36)}`;
  await signIn(page, 'root', `${PATH}?tab=system`);
  await expect(page).toHaveURL((url) => url.pathname === PATH);
  await waitForHydration(page);
  const smtp = page.getByTestId('section-smtp');
  const token = smtp.locator('input[name="SMTPToken"]');
  await expect(token).toHaveAttribute('type', 'password');
  await expect(token).toHaveValue('');
  await token.fill(secret);
  await page.getByTestId('save-smtp').click();
  await expect(page.getByText('SMTP已保存')).toBeVisible();
  await expect(token).toHaveValue('');
  await page.reload();
  await waitForHydration(page);
  await expect(token).toHaveValue('');
  expect(await page.content()).not.toContain(secret);
  expect(await (await page.request.get('/api/option/')).text()).not.toContain(secret);
  const [latest] = await optionRecords(page, 'SMTPToken');
  expect(latest?.detail).toEqual({ before: {}, after: { SMTPToken: '••••••' } });
  expect(problems.list).toEqual([]);
});

test('switching off the last sign-in method warns first; cancelling sends nothing', async ({ page, problems }) => {
  await signIn(page, 'root', `${PATH}?tab=system`);
  await expect(page).toHaveURL((url) => url.pathname === PATH);
  await waitForHydration(page);
  const section = page.getByTestId('section-signIn');
  // Every sign-in method the double has on (its WeChat and Lark stand-ins too): nothing would be left.
  for (const name of ['密码登录', 'GitHub 登录', 'Google 登录', 'OIDC 登录', '微信登录', '飞书登录']) {
    await section.getByRole('switch', { name }).click();
  }
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/option/')) puts.push(request.url());
  });
  await page.getByTestId('save-signIn').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('关闭最后一种登录方式？');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
  expect(puts).toEqual([]);
  await page.reload();
  await waitForHydration(page);
  await expect(section.getByRole('switch', { name: '密码登录' })).toBeChecked();
  expect(problems.list).toEqual([]);
});

test('the e-mail domains are chips; the chat links a grid; notice text previews live through the safe viewer', async ({
  page,
  problems,
}) => {
  await signIn(page, 'root', `${PATH}?tab=system`);
  await expect(page).toHaveURL((url) => url.pathname === PATH);
  await waitForHydration(page);
  const original = ((await (await page.request.get('/api/option/')).json()) as { data: { key: string; value: string }[] }).data.find(
    (option) => option.key === 'EmailDomainWhitelist',
  )?.value;
  if (original === undefined) throw new Error('no EmailDomainWhitelist option');
  try {
    const domains = page.getByTestId('section-emailDomain');
    const chips = domains.getByRole('listitem');
    await expect(chips).toHaveCount(9);
    const input = domains.getByRole('textbox', { name: '新域名' });
    await input.fill('@Example.org');
    await input.press('Enter');
    await expect(chips).toHaveCount(10);
    await expect(chips.last()).toHaveText('example.org');
    await domains.getByRole('button', { name: '删除 qq.com' }).press('Delete');
    await expect(chips).toHaveCount(9);
    await page.getByTestId('save-emailDomain').click();
    await expect(page.getByText('邮箱域名已保存')).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(chips.filter({ hasText: 'example.org' })).toHaveCount(1);
    await expect(chips.filter({ hasText: 'qq.com' })).toHaveCount(0);
  } finally {
    await putOption(page, 'EmailDomainWhitelist', original);
  }

  await openTab(page, 'operation');
  const grid = page.getByTestId('chat-links');
  await expect(grid.getByTestId('chat-link-row')).toHaveCount(4);
  await grid.getByRole('button', { name: '添加聊天链接' }).click();
  await expect(grid.getByTestId('chat-link-row')).toHaveCount(5);
  await grid.getByRole('button', { name: '删除 OpenCat' }).click();
  await expect(grid.getByTestId('chat-link-row')).toHaveCount(4);

  // The reward as a percentage is at most 100 (nothing saved: the Inviters page reads the rule).
  const inviter = page.getByTestId('section-inviter');
  await inviter.getByLabel('奖励方式').selectOption('percent');
  await inviter.locator('input[name="InviterRewardValue"]').fill('150');
  await page.getByTestId('save-inviter').click();
  await expect(inviter.getByText('百分比最多为 100')).toBeVisible();

  await openTab(page, 'other');
  const notice = page.getByTestId('section-notice');
  await notice
    .locator('textarea[name="Notice"]')
    .fill('# 预览标题\n\n**粗体** <img src=x onerror="window.__injected=1"> <script>window.__injected=2</script>');
  const preview = page.getByTestId('preview-Notice');
  await expect(preview.getByRole('heading', { name: '预览标题' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('粗体');
  await expect(preview.locator('script, img[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  expect(problems.list).toEqual([]);
});
