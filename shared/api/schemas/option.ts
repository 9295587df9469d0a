import { z } from 'zod/mini';
import { ROLE } from '#shared/access.ts';
import { ChatLinksSchema, chatLinkIdsValid } from './status.ts';

/**
 * Gateway options (`/api/option/`, contract §2.12, admin reference §3): upstream answers every
 * option as a string and takes one `{key, value}` per `PUT`. `OPTION_RULES` says what each key
 * holds, so the console's settings form and the gateway double check a value the same way
 * (`checkOptionValue`); where the double keeps each key is `mock-gateway/store/options/options.ts`.
 */

/** One row of `GET /api/option/`; a secret is answered with an empty value. */
export const OptionSchema = z.object({ key: z.string(), value: z.string() });
/** A gateway option as the gateway answers it. */
export type Option = z.infer<typeof OptionSchema>;
/** `GET /api/option/` data. */
export const OptionListSchema = z.array(OptionSchema);

/** The longest value one `PUT` may carry (the notice, the home page, the about page). */
export const OPTION_VALUE_MAX = 65_536;

/** `PUT /api/option/`: one key and its new value as text (`"true"`, `"5"`, JSON…). */
export const OptionUpdateSchema = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(64)),
  value: z.string().check(z.maxLength(OPTION_VALUE_MAX)),
});
/** What `PUT /api/option/` takes. */
export type OptionUpdate = z.infer<typeof OptionUpdateSchema>;

/** `GET /api/option/safe_tools` data: the content-safety tools the gateway has. */
export const SafeToolsSchema = z.array(z.string());

/** The inviter reward rule's kinds (extensions.md, "Inviter management"). */
export const INVITER_REWARD_TYPES = ['fixed', 'percent'] as const;
/** How an inviter is rewarded on an invitee's top-up. */
export type InviterRewardType = (typeof INVITER_REWARD_TYPES)[number];

/** A rate, percentage or count: a finite number from `min`. */
type NumberRule = { kind: 'number'; min: number; max?: number; integer?: boolean };
/** What one option holds. `url`: empty, http(s), or a path on the site (`/logo.png`). */
export type OptionRule =
  | { kind: 'bool' }
  | NumberRule
  | { kind: 'string'; url?: true; maxLength?: number }
  | { kind: 'choice'; choices: readonly string[] }
  | { kind: 'json'; schema: z.ZodMiniType }
  /** Write-only: never answered, an empty value on save means "unchanged". */
  | { kind: 'secret' };

const BOOL = { kind: 'bool' } as const;
const COUNT = { kind: 'number', min: 0, integer: true } as const;
const AMOUNT = { kind: 'number', min: 0 } as const;
const TEXT = { kind: 'string' } as const;
const URL_TEXT = { kind: 'string', url: true } as const;
const LONG_TEXT = { kind: 'string', maxLength: OPTION_VALUE_MAX } as const;
const SECRET = { kind: 'secret' } as const;

/** `RechargeDiscount`: exact amount → price factor, `{"20": 0.98}` (2 % off $20). */
const RechargeDiscountSchema = z.record(z.string().check(z.regex(/^\d+(\.\d+)?$/)), z.number().check(z.gt(0), z.lte(1)));
/** `ClaudeDefaultMaxTokens`: model (or `default`) → max tokens. */
const ClaudeMaxTokensSchema = z.record(z.string().check(z.minLength(1)), z.int().check(z.gte(1)));
/**
 * `ChatLinks` as stored: every row with its own id. one-hub's server stores any text, but its
 * settings page is a blank screen for every admin once a row lacks one, so nothing is written
 * without them.
 */
const ChatLinksOptionSchema = ChatLinksSchema.check(z.refine(chatLinkIdsValid));
/** `GeminiOpenThink`: model → thinking on. */
const GeminiThinkSchema = z.record(z.string().check(z.minLength(1)), z.boolean());

/** Every option the settings page edits, by tab (admin reference §3), then the spec's extensions. */
export const OPTION_RULES = {
  // Operation tab.
  TopUpLink: URL_TEXT,
  ChatLink: URL_TEXT,
  QuotaPerUnit: { kind: 'number', min: 1 },
  RetryTimes: COUNT,
  RetryCooldownSeconds: COUNT,
  RetryTimeOut: COUNT,
  DisplayInCurrencyEnabled: BOOL,
  ApproximateTokenEnabled: BOOL,
  MjNotifyEnabled: BOOL,
  ClaudeAPIEnabled: BOOL,
  GeminiAPIEnabled: BOOL,
  ChatImageRequestProxy: URL_TEXT,
  CFWorkerImageUrl: URL_TEXT,
  CFWorkerImageKey: SECRET,
  LogConsumeEnabled: BOOL,
  ChannelDisableThreshold: AMOUNT,
  QuotaRemindThreshold: COUNT,
  AutomaticDisableChannelEnabled: BOOL,
  AutomaticEnableChannelEnabled: BOOL,
  QuotaForNewUser: COUNT,
  PreConsumedQuota: COUNT,
  QuotaForInviter: COUNT,
  QuotaForInvitee: COUNT,
  PaymentUSDRate: { kind: 'number', min: 0.0001 },
  PaymentMinAmount: AMOUNT,
  RechargeDiscount: { kind: 'json', schema: RechargeDiscountSchema },
  ChatLinks: { kind: 'json', schema: ChatLinksOptionSchema },
  DisableChannelKeywords: LONG_TEXT,
  ClaudeBudgetTokensPercentage: { kind: 'number', min: 0, max: 100 },
  ClaudeDefaultMaxTokens: { kind: 'json', schema: ClaudeMaxTokensSchema },
  GeminiOpenThink: { kind: 'json', schema: GeminiThinkSchema },
  EnableSafe: BOOL,
  SafeToolName: TEXT,
  /** One keyword a line. */
  SafeKeyWords: LONG_TEXT,
  // System tab.
  ServerAddress: URL_TEXT,
  PasswordLoginEnabled: BOOL,
  PasswordRegisterEnabled: BOOL,
  EmailVerificationEnabled: BOOL,
  GitHubOAuthEnabled: BOOL,
  WeChatAuthEnabled: BOOL,
  LarkAuthEnabled: BOOL,
  OIDCAuthEnabled: BOOL,
  RegisterEnabled: BOOL,
  TurnstileCheckEnabled: BOOL,
  GitHubOldIdCloseEnabled: BOOL,
  EmailDomainRestrictionEnabled: BOOL,
  /** Comma-separated domains. */
  EmailDomainWhitelist: LONG_TEXT,
  SMTPServer: TEXT,
  SMTPPort: { kind: 'number', min: 1, max: 65535, integer: true },
  SMTPAccount: TEXT,
  SMTPFrom: TEXT,
  SMTPToken: SECRET,
  GitHubClientId: TEXT,
  GitHubClientSecret: SECRET,
  WeChatServerAddress: URL_TEXT,
  WeChatServerToken: SECRET,
  WeChatAccountQRCodeImageURL: URL_TEXT,
  LarkClientId: TEXT,
  LarkClientSecret: SECRET,
  TurnstileSiteKey: TEXT,
  TurnstileSecretKey: SECRET,
  OIDCClientId: TEXT,
  OIDCClientSecret: SECRET,
  OIDCIssuer: URL_TEXT,
  OIDCScopes: TEXT,
  OIDCUsernameClaims: TEXT,
  // Other tab.
  Notice: LONG_TEXT,
  SystemName: TEXT,
  Logo: URL_TEXT,
  HomePageContent: LONG_TEXT,
  About: LONG_TEXT,
  Footer: LONG_TEXT,
  AnalyticsCode: LONG_TEXT,
  // The spec's extensions (extensions.md), named like upstream's options.
  LogoDark: URL_TEXT,
  WebHomeEnabled: BOOL,
  WebHomeURL: URL_TEXT,
  MjEnabled: BOOL,
  GoogleOAuthEnabled: BOOL,
  GoogleClientId: TEXT,
  GoogleClientSecret: SECRET,
  InviterRewardType: { kind: 'choice', choices: INVITER_REWARD_TYPES },
  InviterRewardValue: AMOUNT,
  /** Most an inviter earns from one invitee, in quota; 0 = no cap. */
  InviterRewardMax: COUNT,
} as const satisfies Record<string, OptionRule>;

/** A key the settings page edits. */
export type OptionKey = keyof typeof OPTION_RULES;

/** True when `key` is an option the gateway knows. */
export function isOptionKey(key: string): key is OptionKey {
  return Object.hasOwn(OPTION_RULES, key);
}

/**
 * The options only root may read or write. one-hub keeps every option to root
 * (`optionRoute.Use(middleware.RootAuth())`); the spec puts the settings page at the lower
 * operator level, which the double and the page honour for the rest (the site's texts, quotas,
 * prices, retries, features). These stay root's at every level: where mailed links and sign-in
 * callbacks point (ServerAddress), who may sign in and how, the identity providers and their
 * secrets, the mail server, human verification, and where the gateway sends requests of its own
 * (the image proxy, the Cloudflare worker). Each lets its holder become another user: an OIDC
 * issuer or WeChat server of their own, whose answers one-hub trusts (OIDC falls back to the
 * username claim: `root`), a mail server that receives root's reset link, sign-up switched on
 * for a closed site; or read other users' traffic.
 */
export const ROOT_OPTION_KEYS: ReadonlySet<string> = new Set([
  'ChatImageRequestProxy',
  'CFWorkerImageUrl',
  'CFWorkerImageKey',
  'ServerAddress',
  'PasswordLoginEnabled',
  'PasswordRegisterEnabled',
  'EmailVerificationEnabled',
  'GitHubOAuthEnabled',
  'WeChatAuthEnabled',
  'LarkAuthEnabled',
  'OIDCAuthEnabled',
  'RegisterEnabled',
  'TurnstileCheckEnabled',
  'GitHubOldIdCloseEnabled',
  'EmailDomainRestrictionEnabled',
  'EmailDomainWhitelist',
  'SMTPServer',
  'SMTPPort',
  'SMTPAccount',
  'SMTPFrom',
  'SMTPToken',
  'GitHubClientId',
  'GitHubClientSecret',
  'WeChatServerAddress',
  'WeChatServerToken',
  'WeChatAccountQRCodeImageURL',
  'LarkClientId',
  'LarkClientSecret',
  'TurnstileSiteKey',
  'TurnstileSecretKey',
  'OIDCClientId',
  'OIDCClientSecret',
  'OIDCIssuer',
  'OIDCScopes',
  'OIDCUsernameClaims',
  'GoogleOAuthEnabled',
  'GoogleClientId',
  'GoogleClientSecret',
] satisfies OptionKey[]);

/** True when a user of `role` may read and write `key` (the settings page's level for most, root for `ROOT_OPTION_KEYS`). */
export function optionOpenTo(role: number, key: string): boolean {
  return role >= ROLE.root || !ROOT_OPTION_KEYS.has(key);
}

/** The spec's extension options (extensions.md): an unmodified one-hub registers none of them. */
export const EXTENSION_OPTION_KEYS = [
  'LogoDark',
  'WebHomeEnabled',
  'WebHomeURL',
  'MjEnabled',
  'GoogleOAuthEnabled',
  'GoogleClientId',
  'GoogleClientSecret',
  'InviterRewardType',
  'InviterRewardValue',
  'InviterRewardMax',
] as const satisfies readonly OptionKey[];

/** Secret options: written, never read back. */
export const SECRET_OPTION_KEYS: readonly OptionKey[] = (Object.keys(OPTION_RULES) as OptionKey[]).filter(
  (key) => OPTION_RULES[key].kind === 'secret',
);

/** Why a value does not fit its option, for the form's field error and the gateway's message. */
export type OptionIssue =
  | { code: 'bool' | 'number' | 'integer' | 'url' | 'json' }
  | { code: 'min' | 'max' | 'too_long'; limit: number }
  | { code: 'choice'; choices: readonly string[] };

/** The default longest text of a one-line option. */
const TEXT_MAX = 4096;

/** Empty, an http(s) URL, or a path on the site (not `//host`, which leaves it). */
function isUrlText(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function numberIssue(rule: NumberRule, value: string): OptionIssue | null {
  if (!/^-?\d+(\.\d+)?$/.test(value.trim())) return { code: 'number' };
  const number = Number(value);
  if (rule.integer === true && !Number.isInteger(number)) return { code: 'integer' };
  if (number < rule.min) return { code: 'min', limit: rule.min };
  if (rule.max !== undefined && number > rule.max) return { code: 'max', limit: rule.max };
  return null;
}

function jsonIssue(schema: z.ZodMiniType, value: string): OptionIssue | null {
  if (value.trim() === '') return null;
  try {
    return z.safeParse(schema, JSON.parse(value)).success ? null : { code: 'json' };
  } catch {
    return { code: 'json' };
  }
}

/** What is wrong with `value` for `key`, or null when it fits (the cross-key rules are the gateway's). */
export function optionValueIssue(key: OptionKey, value: string): OptionIssue | null {
  return ruleValueIssue(OPTION_RULES[key], value);
}

/** What is wrong with `value` under `rule` (also the console's own site settings'), or null. */
export function ruleValueIssue(rule: OptionRule, value: string): OptionIssue | null {
  switch (rule.kind) {
    case 'bool':
      return value === 'true' || value === 'false' ? null : { code: 'bool' };
    case 'number':
      return numberIssue(rule, value);
    case 'choice':
      return rule.choices.includes(value) ? null : { code: 'choice', choices: rule.choices };
    case 'json':
      return jsonIssue(rule.schema, value);
    case 'secret':
      return value.length > TEXT_MAX ? { code: 'too_long', limit: TEXT_MAX } : null;
    case 'string': {
      const max = rule.maxLength ?? TEXT_MAX;
      if (value.length > max) return { code: 'too_long', limit: max };
      return rule.url === true && !isUrlText(value.trim()) ? { code: 'url' } : null;
    }
  }
}
