import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForHydration } from './fixtures.ts';
import { seriousViolations } from './sweep.ts';

/**
 * Alerts (issue 34), admin: the page from the menu, a webhook to a private address refused in
 * the form with the reason, an e-mail destination added, tested (this console has no SMTP
 * server: the toast and the log say so), a rule's level changed, the destination deleted. A
 * user's Notifications in the profile: saved, kept, tested. Nothing here reaches a network.
 */

test.describe.configure({ timeout: 90_000 });

const destinationRow = (page: Page, name: string) => page.locator('[data-testid="alert-destination"]').filter({ hasText: name });

test('an admin adds, tests and deletes a destination and changes a rule; a private address is refused with the reason', async ({
  page,
}) => {
  const name = `e2e-mail-${Date.now().toString(36)}`;
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
  await page.getByTestId('dashboard-nav').getByRole('link', { name: '提醒' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/alerts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('提醒');
  await expect(page.locator('[data-testid="alert-rule"]')).toHaveCount(5);
  await expect(page.locator('[data-testid="alert-rule"][data-kind="error-rate"]')).toContainText('渠道或模型的失败率超过 50%');
  await expect(page.getByTestId('alert-destinations')).toContainText('邮件未启用');

  await page.getByTestId('alert-destination-add').click();
  const form = page.getByTestId('alert-destination-form');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="url"]').fill('http://10.0.0.1/hook');
  await form.locator('input[name="secret"]').fill('a-secret');
  await page.getByTestId('alert-destination-save').click();
  await expect(form).toContainText('已拒绝：10.0.0.1 (private) 不是公网地址');
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByLabel('类型').selectOption('email');
  await form.locator('input[name="to"]').fill('ops@example.com');
  await page.getByTestId('alert-destination-save').click();
  await expect(form).toHaveCount(0);
  await expect(destinationRow(page, name)).toContainText('ops@example.com');

  await destinationRow(page, name).getByTestId('alert-destination-test').click();
  await expect(page.getByText(`向 ${name} 发送测试失败：此控制台未配置邮件（ALERTS_SMTP_URL）。`)).toBeVisible();
  await expect(page.locator('[data-testid="alert-delivery"][data-state="failed"]').filter({ hasText: name }).first()).toContainText(
    '来自控制台的测试提醒',
  );

  await page.locator('[data-testid="alert-rule"][data-kind="order-pending"]').getByTestId('alert-rule-edit').click();
  const rule = page.getByTestId('alert-rule-form');
  await rule.locator('input[name="threshold"]').fill('45');
  await page.getByTestId('alert-rule-save').click();
  await expect(rule).toHaveCount(0);
  await expect(page.locator('[data-testid="alert-rule"][data-kind="order-pending"]')).toContainText('待支付超过 45 分钟');

  await destinationRow(page, name)
    .getByRole('button', { name: `删除: ${name}` })
    .click();
  await page.getByRole('dialog').getByTestId('confirm-action').click();
  await expect(destinationRow(page, name)).toHaveCount(0);
});

test('a user turns on their own notifications in the profile, and they are kept', async ({ page }) => {
  await signIn(page, 'demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/profile');
  await waitForHydration(page);
  const card = page.getByTestId('notifications');
  await expect(card.getByRole('heading', { name: '通知' })).toBeVisible();
  await card.getByLabel('通知我').check();
  await card.getByLabel('消息语言').selectOption('en');
  await card.locator('input[name="threshold"]').fill('2');
  await card.getByTestId('notifications-save').click();
  await expect(page.getByText('通知设置已保存')).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(card.getByLabel('通知我')).toBeChecked();
  await expect(card.getByLabel('消息语言')).toHaveValue('en');
  await expect(card.locator('input[name="threshold"]')).toHaveValue('2');
  await card.getByTestId('notifications-test').click();
  await expect(page.getByText('测试失败：此控制台未配置邮件（ALERTS_SMTP_URL）。')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
