/**
 * The gateway options the settings page edits that neither `/api/status` nor an existing route
 * of the double reads (retry policy, SMTP, OAuth secrets, …): upstream option names and
 * upstream defaults (contract §5.2), stored in `store.settings` beside the options routes read.
 * Secrets live here too and leave the double only as a write (`store/options/options.ts`).
 */
export interface GatewayOptionSettings {
  RetryTimes: number;
  RetryCooldownSeconds: number;
  RetryTimeOut: number;
  ApproximateTokenEnabled: boolean;
  ClaudeAPIEnabled: boolean;
  GeminiAPIEnabled: boolean;
  ChatImageRequestProxy: string;
  CFWorkerImageUrl: string;
  CFWorkerImageKey: string;
  LogConsumeEnabled: boolean;
  ChannelDisableThreshold: number;
  AutomaticDisableChannelEnabled: boolean;
  AutomaticEnableChannelEnabled: boolean;
  PreConsumedQuota: number;
  DisableChannelKeywords: string;
  ClaudeBudgetTokensPercentage: number;
  /** JSON text: model (or `default`) → max tokens. */
  ClaudeDefaultMaxTokens: string;
  /** JSON text: model → thinking on. */
  GeminiOpenThink: string;
  GitHubOldIdCloseEnabled: boolean;
  EmailDomainRestrictionEnabled: boolean;
  /** Comma-separated domains (upstream saves the chips joined with commas). */
  EmailDomainWhitelist: string;
  SMTPServer: string;
  SMTPPort: number;
  SMTPAccount: string;
  SMTPFrom: string;
  SMTPToken: string;
  GitHubClientSecret: string;
  GoogleClientSecret: string;
  WeChatServerAddress: string;
  WeChatServerToken: string;
  LarkClientSecret: string;
  TurnstileSecretKey: string;
  OIDCClientId: string;
  OIDCClientSecret: string;
  /** null: the double's own OpenID provider, wherever ServerAddress puts it (`store/options/oidc.ts`). */
  OIDCIssuer: string | null;
  /** Comma-separated, as upstream splits them. */
  OIDCScopes: string;
  OIDCUsernameClaims: string;
  /** Markdown, or an http(s) URL the console shows in a frame (`/api/home_page_content`). */
  HomePageContent: string;
  /** Markdown, or an http(s) URL the console shows in a frame (`/api/about`). */
  About: string;
}

const DISABLE_CHANNEL_KEYWORDS = [
  'Your credit balance is too low',
  'This organization has been disabled.',
  'You exceeded your current quota',
  'Permission denied',
  'The security token included in the request is invalid',
  'Operation not allowed',
  'Your account is not authorized',
].join('\n');

/** Upstream's defaults; the fake providers' secrets (OAuth, OIDC, Lark, WeChat) are set so their switches are on. */
export function defaultOptionSettings(): GatewayOptionSettings {
  return {
    RetryTimes: 0,
    RetryCooldownSeconds: 5,
    RetryTimeOut: 10,
    ApproximateTokenEnabled: false,
    ClaudeAPIEnabled: true,
    GeminiAPIEnabled: true,
    ChatImageRequestProxy: '',
    CFWorkerImageUrl: '',
    CFWorkerImageKey: '',
    LogConsumeEnabled: true,
    ChannelDisableThreshold: 5,
    AutomaticDisableChannelEnabled: false,
    AutomaticEnableChannelEnabled: false,
    PreConsumedQuota: 500,
    DisableChannelKeywords: DISABLE_CHANNEL_KEYWORDS,
    ClaudeBudgetTokensPercentage: 80,
    ClaudeDefaultMaxTokens: '{"default":8192}',
    GeminiOpenThink: '{}',
    GitHubOldIdCloseEnabled: false,
    EmailDomainRestrictionEnabled: false,
    EmailDomainWhitelist: 'gmail.com,163.com,126.com,qq.com,outlook.com,hotmail.com,icloud.com,yahoo.com,foxmail.com',
    // Filled, so the outbox (store/outbox.ts) stands in for a mail server: upstream refuses to
    // send (SMTP 信息未配置) while any of server, port, account and token is empty, and so does the double.
    SMTPServer: 'smtp.mock.invalid',
    SMTPPort: 587,
    SMTPAccount: 'noreply@mock.invalid',
    SMTPFrom: '',
    SMTPToken: 'mock-smtp-token',
    // The double's fake GitHub and Google apps (routes/oauth-fake.ts) need no real secret; a
    // set one keeps their switches consistent with the guards of `PUT /api/option/`.
    GitHubClientSecret: 'mock-github-client-secret',
    GoogleClientSecret: 'mock-google-client-secret',
    // The double answers for its WeChat server itself (routes/wechat-fake.ts) and never calls
    // this address (`.invalid` is reserved: it resolves nowhere); set so the switch is on.
    WeChatServerAddress: 'https://wechat-server.invalid',
    WeChatServerToken: 'mock-wechat-server-token',
    LarkClientSecret: 'mock-lark-client-secret',
    TurnstileSecretKey: '',
    // The double's own OpenID provider (mock-gateway/oidc/) knows this client; upstream's
    // defaults are empty, with OIDC off.
    OIDCClientId: 'mock-oidc-client-id',
    OIDCClientSecret: 'mock-oidc-client-secret',
    OIDCIssuer: null,
    OIDCScopes: 'openid,profile,email',
    OIDCUsernameClaims: 'preferred_username',
    HomePageContent: '',
    About: '',
  };
}
