import type { OptionKey } from '#shared/api/schemas/option.ts';
import { oidcIssuer, setOidcIssuer } from './oidc.ts';
import type { GatewaySettings, GatewayStatus, MockStore } from '#mock-gateway/store/state.ts';

/**
 * Where the double keeps each gateway option and how its text (`GET`/`PUT /api/option/`) maps to
 * the stored value. A key published in `/api/status` lives in `store.status` under its status
 * name, so a saved change shows there at once; every other key lives in `store.settings`, where
 * the routes that act on it read it (registration, sign-in, the notice, rewards).
 */
export interface OptionSlot {
  where: 'status' | 'settings';
  /** The field of `store.status` or `store.settings`. */
  field: string;
  read(store: MockStore): string;
  /** Stores a value `optionValueIssue` accepted. */
  write(store: MockStore, value: string): void;
}

type FieldsOf<T, V> = { [K in keyof T]-?: T[K] extends V ? (V extends T[K] ? K : never) : never }[keyof T];

const boolOf = (value: string) => value === 'true';

function statusBool(field: FieldsOf<GatewayStatus, boolean>): OptionSlot {
  return {
    where: 'status',
    field,
    read: (store) => String(store.status[field]),
    write: (store, v) => void (store.status[field] = boolOf(v)),
  };
}
function statusNumber(field: FieldsOf<GatewayStatus, number>): OptionSlot {
  return {
    where: 'status',
    field,
    read: (store) => String(store.status[field]),
    write: (store, v) => void (store.status[field] = Number(v)),
  };
}
function statusText(field: FieldsOf<GatewayStatus, string>, normalise: (value: string) => string = (v) => v): OptionSlot {
  return { where: 'status', field, read: (store) => store.status[field], write: (store, v) => void (store.status[field] = normalise(v)) };
}
function settingBool(field: FieldsOf<GatewaySettings, boolean>): OptionSlot {
  return {
    where: 'settings',
    field,
    read: (store) => String(store.settings[field]),
    write: (store, v) => void (store.settings[field] = boolOf(v)),
  };
}
function settingNumber(field: FieldsOf<GatewaySettings, number>): OptionSlot {
  return {
    where: 'settings',
    field,
    read: (store) => String(store.settings[field]),
    write: (store, v) => void (store.settings[field] = Number(v)),
  };
}
function settingText(field: FieldsOf<GatewaySettings, string>): OptionSlot {
  return { where: 'settings', field, read: (store) => store.settings[field], write: (store, v) => void (store.settings[field] = v) };
}

/** Upstream strips the trailing slashes of an address (`SystemSetting.jsx`). */
const withoutTrailingSlash = (value: string) => value.trim().replace(/\/+$/, '');

/** `SafeKeyWords`: one keyword a line as an option, a list in `/api/status`. */
const SAFE_KEYWORDS: OptionSlot = {
  where: 'status',
  field: 'SafeKeyWords',
  read: (store) => (store.status.SafeKeyWords ?? []).join('\n'),
  write: (store, value) => {
    store.status.SafeKeyWords = value
      .split('\n')
      .map((word) => word.trim())
      .filter((word) => word !== '');
  },
};

const INVITER_REWARD_TYPE: OptionSlot = {
  where: 'settings',
  field: 'InviterRewardType',
  read: (store) => store.settings.InviterRewardType,
  write: (store, value) => {
    store.settings.InviterRewardType = value === 'fixed' ? 'fixed' : 'percent';
  },
};

/** Turnstile: upstream's `turnstile_check` and the spec's bare `turnstile` flag say the same. */
const TURNSTILE: OptionSlot = {
  where: 'status',
  field: 'turnstile_check',
  read: (store) => String(store.status.turnstile_check),
  write: (store, value) => {
    store.status.turnstile_check = boolOf(value);
    store.status.turnstile = boolOf(value);
  },
};

/** Every option's slot; `satisfies` makes a key of `OPTION_RULES` without a slot a type error. */
export const OPTION_SLOTS = {
  TopUpLink: statusText('top_up_link'),
  ChatLink: statusText('chat_link'),
  QuotaPerUnit: statusNumber('quota_per_unit'),
  RetryTimes: settingNumber('RetryTimes'),
  RetryCooldownSeconds: settingNumber('RetryCooldownSeconds'),
  RetryTimeOut: settingNumber('RetryTimeOut'),
  DisplayInCurrencyEnabled: statusBool('display_in_currency'),
  ApproximateTokenEnabled: settingBool('ApproximateTokenEnabled'),
  MjNotifyEnabled: statusBool('mj_notify_enabled'),
  ClaudeAPIEnabled: settingBool('ClaudeAPIEnabled'),
  GeminiAPIEnabled: settingBool('GeminiAPIEnabled'),
  ChatImageRequestProxy: settingText('ChatImageRequestProxy'),
  CFWorkerImageUrl: settingText('CFWorkerImageUrl'),
  CFWorkerImageKey: settingText('CFWorkerImageKey'),
  LogConsumeEnabled: settingBool('LogConsumeEnabled'),
  ChannelDisableThreshold: settingNumber('ChannelDisableThreshold'),
  QuotaRemindThreshold: statusNumber('quota_remind_threshold'),
  AutomaticDisableChannelEnabled: settingBool('AutomaticDisableChannelEnabled'),
  AutomaticEnableChannelEnabled: settingBool('AutomaticEnableChannelEnabled'),
  QuotaForNewUser: settingNumber('QuotaForNewUser'),
  PreConsumedQuota: settingNumber('PreConsumedQuota'),
  QuotaForInviter: settingNumber('QuotaForInviter'),
  QuotaForInvitee: settingNumber('QuotaForInvitee'),
  PaymentUSDRate: statusNumber('PaymentUSDRate'),
  PaymentMinAmount: statusNumber('PaymentMinAmount'),
  RechargeDiscount: statusText('RechargeDiscount'),
  ChatLinks: statusText('chat_links'),
  DisableChannelKeywords: settingText('DisableChannelKeywords'),
  ClaudeBudgetTokensPercentage: settingNumber('ClaudeBudgetTokensPercentage'),
  ClaudeDefaultMaxTokens: settingText('ClaudeDefaultMaxTokens'),
  GeminiOpenThink: settingText('GeminiOpenThink'),
  EnableSafe: statusBool('EnableSafe'),
  SafeToolName: statusText('SafeToolName'),
  SafeKeyWords: SAFE_KEYWORDS,
  ServerAddress: statusText('server_address', withoutTrailingSlash),
  PasswordLoginEnabled: settingBool('PasswordLoginEnabled'),
  PasswordRegisterEnabled: settingBool('PasswordRegisterEnabled'),
  EmailVerificationEnabled: statusBool('email_verification'),
  GitHubOAuthEnabled: statusBool('github_oauth'),
  WeChatAuthEnabled: statusBool('wechat_login'),
  LarkAuthEnabled: statusBool('lark_login'),
  OIDCAuthEnabled: statusBool('oidc_auth'),
  RegisterEnabled: settingBool('RegisterEnabled'),
  TurnstileCheckEnabled: TURNSTILE,
  GitHubOldIdCloseEnabled: settingBool('GitHubOldIdCloseEnabled'),
  EmailDomainRestrictionEnabled: settingBool('EmailDomainRestrictionEnabled'),
  EmailDomainWhitelist: settingText('EmailDomainWhitelist'),
  SMTPServer: settingText('SMTPServer'),
  SMTPPort: settingNumber('SMTPPort'),
  SMTPAccount: settingText('SMTPAccount'),
  SMTPFrom: settingText('SMTPFrom'),
  SMTPToken: settingText('SMTPToken'),
  GitHubClientId: statusText('github_client_id'),
  GitHubClientSecret: settingText('GitHubClientSecret'),
  WeChatServerAddress: {
    ...settingText('WeChatServerAddress'),
    write: (store, v) => void (store.settings.WeChatServerAddress = withoutTrailingSlash(v)),
  },
  WeChatServerToken: settingText('WeChatServerToken'),
  WeChatAccountQRCodeImageURL: statusText('wechat_qrcode'),
  LarkClientId: statusText('lark_client_id'),
  LarkClientSecret: settingText('LarkClientSecret'),
  TurnstileSiteKey: statusText('turnstile_site_key'),
  TurnstileSecretKey: settingText('TurnstileSecretKey'),
  OIDCClientId: settingText('OIDCClientId'),
  OIDCClientSecret: settingText('OIDCClientSecret'),
  OIDCIssuer: { where: 'settings', field: 'OIDCIssuer', read: oidcIssuer, write: setOidcIssuer },
  OIDCScopes: settingText('OIDCScopes'),
  OIDCUsernameClaims: settingText('OIDCUsernameClaims'),
  Notice: settingText('Notice'),
  SystemName: statusText('system_name'),
  Logo: statusText('logo'),
  HomePageContent: settingText('HomePageContent'),
  About: settingText('About'),
  Footer: statusText('footer_html'),
  AnalyticsCode: statusText('analytics_code'),
  LogoDark: statusText('logo_dark'),
  WebHomeEnabled: statusBool('WebHomeEnabled'),
  WebHomeURL: statusText('WebHomeURL'),
  MjEnabled: statusBool('MjEnabled'),
  GoogleOAuthEnabled: statusBool('google_oauth'),
  GoogleClientId: statusText('google_client_id'),
  GoogleClientSecret: settingText('GoogleClientSecret'),
  InviterRewardType: INVITER_REWARD_TYPE,
  InviterRewardValue: settingNumber('InviterRewardValue'),
  InviterRewardMax: settingNumber('InviterRewardMax'),
} as const satisfies Record<OptionKey, OptionSlot>;
