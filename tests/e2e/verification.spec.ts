import type { Page } from '@playwright/test';
import { z } from 'zod';
import { expect, test, waitForHydration } from './fixtures.ts';

/** Stands in for Cloudflare's script: a button that passes the visitor with a fixed token. */
async function stubTurnstile(page: Page): Promise<void> {
  await page.route('https://challenges.cloudflare.com/**', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.turnstile = { render(el, o) { const b = document.createElement('button'); b.type = 'button'; b.textContent = 'I am human'; b.onclick = () => o.callback('e2e-token'); el.append(b); return 'w1'; }, remove() {} };`,
    }),
  );
}

const OutboxSchema = z.object({ data: z.array(z.object({ kind: z.string(), code: z.string().optional(), link: z.string().optional() })) });

/** What the double would have e-mailed to `email`, newest first. */
async function mails(page: Page, email: string) {
  const response = await page.request.get(`/api/_mock/outbox?email=${encodeURIComponent(email)}`);
  return OutboxSchema.parse(await response.json()).data;
}

test.beforeEach(async ({ page }) => stubTurnstile(page));

test('sign-up with human verification and an e-mail code', async ({ page, problems }) => {
  const username = `v${Date.now().toString(36).slice(-8)}`;
  const email = `${username}@example.com`;
  await page.goto('/register');
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill('password123');
  await page.locator('input[name="confirmPassword"]').fill('password123');
  await page.locator('input[name="email"]').fill(email);
  await page.getByRole('button', { name: 'I am human' }).click();
  const verification = page.waitForRequest((r) => r.url().includes('/api/verification'));
  await page.getByRole('button', { name: '发送验证码' }).click();
  expect(new URL((await verification).url()).searchParams.get('turnstile')).toBe('e2e-token');
  await expect(page.getByTestId('toast')).toContainText('验证码已发送');
  const code = (await mails(page, email)).find((m) => m.kind === 'verification')?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.locator('input[name="verification_code"]').fill(code);
  const register = page.waitForRequest((r) => r.url().includes('/api/user/register'));
  await page.locator('button[type="submit"]').click();
  expect(new URL((await register).url()).searchParams.get('turnstile')).toBe('e2e-token');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems.list).toEqual([]);
});

test('password reset: request, the mailed link, the new password, sign in with it', async ({ page, problems }) => {
  await page.goto('/reset-password');
  await waitForHydration(page);
  await page.locator('input[name="email"]').fill('operator@example.com');
  await page.getByRole('button', { name: 'I am human' }).click();
  await page.locator('button[type="submit"]').click();
  await expect(page.getByText('重置链接已发送到 operator@example.com')).toBeVisible();
  const link = (await mails(page, 'operator@example.com')).find((m) => m.kind === 'reset')?.link ?? '';
  expect(link).toContain('/user/reset?');
  await page.goto(link);
  await waitForHydration(page);
  await page.locator('button[type="submit"]').click();
  const password = (await page.getByTestId('new-password').textContent()) ?? '';
  expect(password.length).toBeGreaterThanOrEqual(8);
  // The link works once.
  await page.goto(link);
  await waitForHydration(page);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('alert')).toBeVisible();

  await page.goto('/login');
  await waitForHydration(page);
  await page.locator('input[name="username"]').fill('operator');
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems.list.filter((p) => !p.includes('/api/user/reset'))).toEqual([]);
});
