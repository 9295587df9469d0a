import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration, withoutSiteNotice } from './fixtures.ts';
import { seriousViolations } from './sweep.ts';

/**
 * Payment gateways (issue 12, page 1), admin: a Stripe gateway made here (unique to the run;
 * the seeded gateways other specs pay with stay untouched) is created → its uuid and callback
 * URL shown → edited with the secrets left empty (kept) → offered on a user's top-up page until
 * disabled → deleted, with a record each; a common user gets 403 and no menu item.
 */

test.describe.configure({ timeout: 120_000 });

const PATH = '/dashboard/payment';
const row = (page: Page, name: string) => page.locator(`[data-testid="payment-row"][data-name="${name}"]`);

interface RecordRow {
  action: string;
  target_id: string;
  username: string;
  detail: { before: Record<string, unknown> | null; after: Record<string, unknown> | null };
}

async function paymentRecords(page: Page, id: string): Promise<RecordRow[]> {
  const response = await page.request.get(`/api/operation_record/?target_type=payment&size=100`);
  return ((await response.json()) as { data: { data: RecordRow[] } }).data.data.filter((record) => record.target_id === id);
}

test('an admin creates a Stripe gateway, copies its callback URL, edits it keeping the secrets, disables it for users and deletes it', async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  const name = `e2e Stripe ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
  await expect(page.locator(`[data-nav-item="${PATH}"]`)).toHaveCount(1);
  await page.goto(PATH);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付网关');

  // Create: the per-type fields follow the type; a missing secret is refused in the form.
  await page.getByTestId('payment-create').click();
  const form = page.getByTestId('payment-form');
  await expect(form.getByTestId('payment-config')).toHaveAttribute('data-type', 'epay');
  await form.getByLabel('类型').selectOption('stripe');
  await expect(form.getByTestId('payment-config')).toHaveAttribute('data-type', 'stripe');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="icon"]').fill('/favicon.svg');
  await form.getByLabel('币种').selectOption('USD');
  await form.locator('input[name="percentFee"]').fill('2.9');
  await form.locator('input[name="config.secret_key"]').fill('sk_test_e2e_secret');
  await page.getByTestId('payment-save').click();
  await expect(form.locator('input[name="config.webhook_secret"]')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page), 'the open dialog with an error passes axe').toEqual([]);
  await form.locator('input[name="config.webhook_secret"]').fill('whsec_e2e_secret');
  await page.getByTestId('payment-save').click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText(`已创建网关“${name}”`)).toBeVisible();

  // The name filter lives in the URL and survives a reload.
  await page.getByRole('textbox', { name: '按名称搜索' }).fill(name);
  await expect(page).toHaveURL((url) => url.searchParams.get('name') === name);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('payment-row')).toHaveCount(1);
  const created = row(page, name);
  const uuid = (await created.getAttribute('data-uuid')) ?? '';
  expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
  const id = (await created.locator('td').first().innerText()).trim();
  await expect(created).toContainText('2.9 %');

  // Edit: the uuid and the exact callback URL; secrets are blank and left so.
  await created.getByRole('button', { name: `编辑 ${name}` }).click();
  await expect(form.getByTestId('payment-uuid')).toHaveText(uuid);
  await expect(form.getByTestId('payment-callback-url')).toHaveText(new RegExp(`^https?://[^/]+/api/payment/notify/${uuid}$`));
  await form.locator('input[name="notifyDomain"]').fill('https://pay.example.org/');
  await expect(form.getByTestId('payment-callback-url')).toHaveText(`https://pay.example.org/api/payment/notify/${uuid}`);
  await expect(form.locator('input[name="config.secret_key"]')).toHaveValue('');
  await form.locator('input[name="name"]').fill(`${name} EU`);
  await page.getByTestId('payment-save').click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText(`已保存网关“${name} EU”`)).toBeVisible();
  const [update] = await paymentRecords(page, id);
  expect(update?.action).toBe('payment.update');
  expect(Object.keys(update?.detail.after ?? {}).sort(), 'the secrets did not change').toEqual(['name', 'notify_domain']);

  // A user's top-up page offers the gateway until it is disabled.
  const userContext = await browser.newContext({ baseURL: baseURL ?? '', locale: 'zh-CN' });
  const user = await userContext.newPage();
  await withoutSiteNotice(user);
  await signIn(user, 'demo', '/dashboard/topup');
  await expect(user).toHaveURL((url) => url.pathname === '/dashboard/topup');
  await expect(user.getByTestId(`gateway-${uuid}`)).toBeVisible();

  await page.getByRole('textbox', { name: '按名称搜索' }).fill(`${name} EU`);
  await expect(page).toHaveURL((url) => url.searchParams.get('name') === `${name} EU`);
  await expect(page.getByTestId('payment-row')).toHaveCount(1);
  const edited = row(page, `${name} EU`);
  await edited.getByRole('switch', { name: `启用 ${name} EU` }).click();
  // The saved value drives the switch (the edit's toast above may still be showing).
  await expect(edited.getByRole('switch', { name: `启用 ${name} EU` })).not.toBeChecked();
  await user.reload();
  await waitForHydration(user);
  await expect(user.getByTestId('gateway-mock-stripe-card')).toBeVisible();
  await expect(user.getByTestId(`gateway-${uuid}`)).toHaveCount(0);
  await userContext.close();

  // Delete after a confirmation.
  await edited.getByRole('button', { name: `删除 ${name} EU` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`${name} EU`);
  await confirm.getByTestId('confirm-action').click();
  await expect(page.getByText(`已删除网关“${name} EU”`)).toBeVisible();
  await expect(page.getByTestId('payment-empty')).toBeVisible();

  expect((await paymentRecords(page, id)).map((record) => [record.action, record.username])).toEqual([
    ['payment.delete', 'admin'],
    ['payment.update', 'admin'],
    ['payment.update', 'admin'],
    ['payment.create', 'admin'],
  ]);
  expect(problems.list).toEqual([]);
});
