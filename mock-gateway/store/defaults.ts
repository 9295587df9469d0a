import { CRITICAL_RATE_LIMIT } from '#shared/api/rate-limits.ts';
import { defaultOptionSettings } from './options/settings.ts';
import type { CriticalRateLimit, GatewaySettings, GatewayStatus } from './state.ts';

/** Upstream's session cookie lives 30 days (contract §1.2). */
export const DEFAULT_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Upstream's CriticalRateLimit: 20 requests per 20 minutes per IP (contract §1.1). */
export const DEFAULT_CRITICAL_RATE_LIMIT: Readonly<CriticalRateLimit> = {
  max: CRITICAL_RATE_LIMIT.max,
  windowMs: CRITICAL_RATE_LIMIT.minutes * 60 * 1000,
};

// Four chat clients, two shown and two hidden, as the spec's defaults describe (spec §3). Each
// row has the id one-hub's settings editor gives it (nine base-36 characters) and cannot open
// without.
const CHAT_LINKS = [
  {
    id: 'k3v9x2m1q',
    name: 'ChatGPT Next',
    url: 'https://app.nextchat.dev/#/?settings={"key":"{key}","url":"{server}"}',
    show: true,
    sort: 1,
  },
  {
    id: 'p7t4c8w0z',
    name: 'ChatGPT Web Midjourney',
    url: 'https://vercel.ddaiai.com/#/?settings={"key":"{key}","url":"{server}"}',
    show: true,
    sort: 2,
  },
  { id: 'b2n6r5y3h', name: 'AMA 问天', url: 'ama://set-api-key?server={server}&key={key}', show: false, sort: 3 },
  { id: 'f8j1d4s6u', name: 'OpenCat', url: 'opencat://team/join?domain={server}&token={key}', show: false, sort: 4 },
];

/** Default `/api/status` values; `start_time` is filled in when the store is created. */
export function defaultStatus(startTime: number): GatewayStatus {
  return {
    version: 'v0.13.34',
    start_time: startTime,
    system_name: 'AI Gateway',
    logo: '',
    footer_html: '',
    server_address: 'http://localhost:3100',
    email_verification: false,
    github_oauth: true,
    github_client_id: 'mock-github-client-id',
    // On, against the double's own OpenID provider (mock-gateway/oidc/), like GitHub's fake page.
    oidc_auth: true,
    // On, against the double's fake Lark page and its WeChat server stand-in (routes/lark-fake.ts,
    // routes/wechat-fake.ts). The QR image is a path: the console serves it from its own origin
    // (its CSP allows images from itself only) by proxying /oauth-fake/* to the double.
    lark_login: true,
    lark_client_id: 'cli_mock_lark_app_id',
    wechat_login: true,
    wechat_qrcode: '/oauth-fake/wechat/qrcode.svg',
    turnstile_check: false,
    turnstile_site_key: '',
    top_up_link: '',
    chat_link: '',
    chat_links: JSON.stringify(CHAT_LINKS),
    quota_per_unit: 500000,
    display_in_currency: true,
    telegram_bot: '',
    mj_notify_enabled: false,
    PaymentUSDRate: 7.3,
    PaymentMinAmount: 1,
    // Exact amounts only (upstream GetRechargeDiscount): 2 % off $20, 5 % off $200, 10 % off $1000.
    RechargeDiscount: '{"20":0.98,"200":0.95,"1000":0.9}',
    language: '',
    analytics_code: '',
    EnableSafe: false,
    SafeToolName: 'Keyword',
    SafeKeyWords: [],
    // On, so the invoice page has its bills (store/invoice.ts seeds the past months).
    UserInvoiceMonth: true,
    // On, answered by the double's stand-in status page (store/uptime.ts). Upstream reads these
    // from its config file (uptime_kuma.*), not from options, so Settings does not edit them.
    UptimeDomain: '',
    UptimePageName: 'one-hub',
    UptimeEnabled: true,
    logo_dark: '',
    WebHomeEnabled: true,
    WebHomeURL: '',
    MjEnabled: true,
    google_oauth: true,
    google_client_id: 'mock-google-client-id.apps.googleusercontent.com',
    turnstile: false,
    // Upstream's default QuotaRemindThreshold, published for the overview's low-balance notice.
    quota_remind_threshold: 1000,
  };
}

const NOTICE = `# 系统公告

欢迎使用 AI Gateway！本周更新：

- 新增 **Claude 3.5 Sonnet** 与 **DeepSeek** 模型
- VIP 分组享受 8 折优惠
- 充值满 $100 自动升级分组

详细价格请查看 [价格页面](/prices)，接入方式见 [文档](/doc)。
`;

/** Default non-status options (upstream defaults, contract §5.2). */
export function defaultSettings(): GatewaySettings {
  return {
    ...defaultOptionSettings(),
    Notice: NOTICE,
    RegisterEnabled: true,
    PasswordLoginEnabled: true,
    PasswordRegisterEnabled: true,
    QuotaForNewUser: 0,
    // Upstream's default is 0; the double rewards an invitation with $1 so the affiliate page has
    // something to transfer (tests that need 0 say so).
    QuotaForInviter: 500000,
    QuotaForInvitee: 0,
    InviterRewardType: 'percent',
    InviterRewardValue: 5,
    InviterRewardMax: 0,
  };
}
