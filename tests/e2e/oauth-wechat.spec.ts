import type { Page } from '@playwright/test';
import { expect, leaveSignedOut, test, waitForHydration } from './fixtures.ts';
import { arriveInvited, freshInviter, signInFresh } from './oauth-helpers.ts';
import { seriousViolations } from './sweep.ts';
import { MockWeChatCodeSchema, envelopeOf } from '#shared/api/schemas/index.ts';
import { SEED_WECHAT_ID } from '#mock-gateway/store/seed.ts';

// WeChat through the dialog: the gateway's QR code (served by the double through the console),
// the code its official account replies with (the stand-in's page, or the double's test
// endpoint), one-hub's GET /api/oauth/wechat?code&aff.

test.describe.configure({ timeout: 60_000 });

const TEXT = {
  'zh-CN': { button: '使用微信登录', field: '验证码', submit: '登录', codeRefused: '验证码错误或已过期' },
  en: {
    button: 'Sign in with WeChat',
    field: 'Verification code',
    submit: 'Sign in',
    codeRefused: 'The verification code is wrong or has expired.',
  },
} as const;

/** What the official account replies to `account` (a WeChat user id, or `new`), through the double's test endpoint. */
async function issuedCode(page: Page, account: string): Promise<string> {
  const response = await page.request.post(`/api/_mock/wechat/code?account=${encodeURIComponent(account)}`);
  return envelopeOf(MockWeChatCodeSchema).parse(await response.json()).data?.code ?? '';
}

for (const lng of ['zh-CN', 'en'] as const) {
  test.describe(`WeChat in ${lng}`, () => {
    test.use({ locale: lng });
    const text = TEXT[lng];

    test('the dialog shows the official account’s QR code; its reply signs demo in; a wrong code is refused', async ({
      page,
      context,
      problems,
    }) => {
      await page.goto('/dashboard/log');
      await waitForHydration(page);
      await page.getByRole('button', { name: text.button }).click();
      const dialog = page.getByRole('dialog');
      const qr = dialog.getByTestId('wechat-qrcode');
      await expect(qr).toBeVisible();
      // The image came from the console's own origin (its CSP allows nothing else) and drew.
      await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      expect(new URL((await qr.getAttribute('src')) ?? '', page.url()).origin).toBe(new URL(page.url()).origin);

      await dialog.getByLabel(text.field).fill('abcdef');
      await dialog.getByRole('button', { name: text.submit }).click();
      await expect(dialog.getByRole('alert')).toHaveText(text.codeRefused);
      expect(await seriousViolations(page), 'the open dialog with its refusal').toEqual([]);

      // "Scan" the code: the official account's page, as a phone would open it, replies with a code.
      const phone = await context.newPage();
      await phone.goto('/oauth-fake/wechat');
      await phone.locator(`button[name="as"][value="${SEED_WECHAT_ID}"]`).click();
      const code = (await phone.locator('#wechat-code').textContent()) ?? '';
      expect(code).toMatch(/^\d{6}$/);
      await phone.close();

      await dialog.getByLabel(text.field).fill(code);
      await dialog.getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL(/\/dashboard\/log$/);
      await expect(page.getByTestId('user-name')).toHaveText('Demo User');
      expect(problems.list).toEqual([]);
    });
  });
}

test('a used code is refused; a new follower arriving by invitation gets an account and credits the inviter', async ({
  page,
  baseURL,
  problems,
}) => {
  const inviter = await freshInviter(baseURL ?? '');
  try {
    await arriveInvited(page, inviter.code);
    const code = await issuedCode(page, 'new');
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('button', { name: TEXT['zh-CN'].button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(TEXT['zh-CN'].field).fill(code);
    await dialog.getByRole('button', { name: TEXT['zh-CN'].submit }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('user-name')).toHaveText('WeChat User');
    const self = (await (await page.request.get('/api/user/self')).json()) as { data: { username: string } };
    expect(self.data.username).toMatch(/^wechat_\d+$/);
    expect(await inviter.invited()).toBe(1);

    // The same code again, from a signed-out visitor: used up.
    await leaveSignedOut(page);
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('button', { name: TEXT['zh-CN'].button }).click();
    await dialog.getByLabel(TEXT['zh-CN'].field).fill(code);
    await dialog.getByRole('button', { name: TEXT['zh-CN'].submit }).click();
    await expect(dialog.getByRole('alert')).toHaveText('验证码错误或已过期');
  } finally {
    await inviter.dispose();
  }
  expect(problems.list).toEqual([]);
});

test('bind WeChat from the profile with a code, then unbind it', async ({ page, problems }) => {
  await signInFresh(page, 'wx', '/dashboard/profile');
  const row = page.getByTestId('binding-wechat');
  await expect(row).toHaveAttribute('data-bound', 'false');
  await row.getByRole('button', { name: '绑定' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '绑定微信' })).toBeVisible();
  await expect(dialog.getByTestId('wechat-qrcode')).toBeVisible();
  await dialog.getByLabel('验证码').fill(await issuedCode(page, 'new'));
  await dialog.getByRole('button', { name: '绑定' }).click();
  await expect(page.getByText('微信 绑定成功。')).toBeVisible();
  await expect(row).toHaveAttribute('data-bound', 'true');
  await expect(page.getByTestId('binding-wechat-id')).toContainText('已绑定：o');
  await row.getByRole('button', { name: '解绑' }).click();
  await page.getByTestId('confirm-action').click();
  await expect(row).toHaveAttribute('data-bound', 'false');
  expect(problems.list).toEqual([]);
});
