import { expect, test, waitForHydration } from './fixtures.ts';

test('with /api/status failing the page renders from the stored site info and says what failed', async ({ page, problems }) => {
  // A previous visit stored the site info.
  await page.addInitScript(() => {
    window.localStorage.setItem('siteInfo', JSON.stringify({ version: 'v0.13.34', start_time: 1, system_name: 'Stored Gateway', logo: '', footer_html: '', server_address: '', email_verification: false, github_oauth: false, github_client_id: '', oidc_auth: false, lark_login: false, lark_client_id: '', wechat_login: false, wechat_qrcode: '', turnstile_check: false, turnstile_site_key: '', top_up_link: '', chat_link: '', chat_links: '[]', quota_per_unit: 500000, display_in_currency: true, telegram_bot: '', mj_notify_enabled: false, PaymentUSDRate: 7.3, PaymentMinAmount: 1, RechargeDiscount: '' }));
  });
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('header')).toContainText('Stored Gateway');
  await expect(page.getByTestId('toast')).toContainText('无法获取站点信息');
  // The browser logs nothing itself: the failing calls were the server's.
  expect(problems.list).toEqual([]);
});
