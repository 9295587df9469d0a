import { OPTION_RULES, optionOpenTo } from '#shared/api/schemas/option.ts';
import type { OptionKey, OptionRule } from '#shared/api/schemas/option.ts';
import { SITE_TEXT_MAX, siteTextKey, siteTextOf } from '#shared/api/schemas/site.ts';
import type { SiteTextKey, SiteTextName } from '#shared/api/schemas/site.ts';
import { LANGUAGES } from '#shared/i18n/settings.ts';

/** The page's tabs: one-hub's three (admin reference §3). */
export const SETTING_TABS = ['operation', 'system', 'other'] as const;
export type SettingTab = (typeof SETTING_TABS)[number];

/**
 * How a field is edited when its option's kind (`OPTION_RULES`) is not enough: a long text, a
 * markdown text with its preview, the chat-link grid, the e-mail domains as chips, the safety
 * tool from the gateway's list.
 */
export type FieldWidget = 'multiline' | 'markdown' | 'chat-links' | 'domain-chips' | 'safe-tool';

/**
 * A field's key: a gateway option, or a page text the console keeps (`ContactText_en`, its own
 * store: one-hub has no option for it). The home switch is `WebHomeEnabled` either way; where it
 * is saved is the loader's `consoleKeys`.
 */
export type SettingKey = OptionKey | SiteTextKey;

export interface SettingField {
  key: SettingKey;
  widget?: FieldWidget;
}

/** A page text's rule: markdown up to `SITE_TEXT_MAX` characters. */
const SITE_TEXT_RULE: OptionRule = { kind: 'string', maxLength: SITE_TEXT_MAX };

/** What a field's value holds: its option's rule, or a page text's. */
export function settingRule(key: SettingKey): OptionRule {
  return siteTextOf(key) === null ? OPTION_RULES[key as OptionKey] : SITE_TEXT_RULE;
}

/** A page's text in each language, one markdown editor each. */
const textsOf = (name: SiteTextName): SettingField[] => LANGUAGES.map((lng) => ({ key: siteTextKey(name, lng), widget: 'markdown' }));

/** A block of the page with its own save button; `action` blocks hold a button, not options. */
export interface SettingSection {
  id: string;
  fields: readonly SettingField[];
  /** The log purge and the monthly bills: actions beside (or instead of) options. */
  action?: 'log-purge' | 'invoice';
}

const plain = (...keys: OptionKey[]): SettingField[] => keys.map((key) => ({ key }));

/** Every option of one-hub's tabs plus the spec's extensions, by tab and section. */
export const SETTING_SECTIONS: Readonly<Record<SettingTab, readonly SettingSection[]>> = {
  operation: [
    {
      id: 'general',
      fields: plain(
        'TopUpLink',
        'ChatLink',
        'QuotaPerUnit',
        'RetryTimes',
        'RetryCooldownSeconds',
        'RetryTimeOut',
        'DisplayInCurrencyEnabled',
        'ApproximateTokenEnabled',
      ),
    },
    {
      id: 'features',
      fields: plain(
        'MjEnabled',
        'MjNotifyEnabled',
        'ClaudeAPIEnabled',
        'GeminiAPIEnabled',
        'ChatImageRequestProxy',
        'CFWorkerImageUrl',
        'CFWorkerImageKey',
      ),
    },
    { id: 'logs', fields: plain('LogConsumeEnabled'), action: 'log-purge' },
    { id: 'invoice', fields: [], action: 'invoice' },
    {
      id: 'monitor',
      fields: plain('ChannelDisableThreshold', 'QuotaRemindThreshold', 'AutomaticDisableChannelEnabled', 'AutomaticEnableChannelEnabled'),
    },
    { id: 'quota', fields: plain('QuotaForNewUser', 'PreConsumedQuota', 'QuotaForInviter', 'QuotaForInvitee') },
    { id: 'inviter', fields: plain('InviterRewardType', 'InviterRewardValue', 'InviterRewardMax') },
    { id: 'payment', fields: [...plain('PaymentUSDRate', 'PaymentMinAmount'), { key: 'RechargeDiscount', widget: 'multiline' }] },
    { id: 'chatLinks', fields: [{ key: 'ChatLinks', widget: 'chat-links' }] },
    { id: 'disableKeywords', fields: [{ key: 'DisableChannelKeywords', widget: 'multiline' }] },
    { id: 'claude', fields: [{ key: 'ClaudeBudgetTokensPercentage' }, { key: 'ClaudeDefaultMaxTokens', widget: 'multiline' }] },
    { id: 'gemini', fields: [{ key: 'GeminiOpenThink', widget: 'multiline' }] },
    {
      id: 'safety',
      fields: [{ key: 'EnableSafe' }, { key: 'SafeToolName', widget: 'safe-tool' }, { key: 'SafeKeyWords', widget: 'multiline' }],
    },
  ],
  system: [
    { id: 'server', fields: plain('ServerAddress') },
    {
      id: 'signIn',
      fields: plain(
        'PasswordLoginEnabled',
        'PasswordRegisterEnabled',
        'RegisterEnabled',
        'EmailVerificationEnabled',
        'GitHubOAuthEnabled',
        'GoogleOAuthEnabled',
        'WeChatAuthEnabled',
        'LarkAuthEnabled',
        'OIDCAuthEnabled',
        'TurnstileCheckEnabled',
        'GitHubOldIdCloseEnabled',
      ),
    },
    { id: 'emailDomain', fields: [{ key: 'EmailDomainRestrictionEnabled' }, { key: 'EmailDomainWhitelist', widget: 'domain-chips' }] },
    { id: 'smtp', fields: plain('SMTPServer', 'SMTPPort', 'SMTPAccount', 'SMTPFrom', 'SMTPToken') },
    { id: 'github', fields: plain('GitHubClientId', 'GitHubClientSecret') },
    { id: 'google', fields: plain('GoogleClientId', 'GoogleClientSecret') },
    { id: 'wechat', fields: plain('WeChatServerAddress', 'WeChatServerToken', 'WeChatAccountQRCodeImageURL') },
    { id: 'lark', fields: plain('LarkClientId', 'LarkClientSecret') },
    { id: 'turnstile', fields: plain('TurnstileSiteKey', 'TurnstileSecretKey') },
    { id: 'oidc', fields: plain('OIDCClientId', 'OIDCClientSecret', 'OIDCIssuer', 'OIDCScopes', 'OIDCUsernameClaims') },
  ],
  other: [
    { id: 'branding', fields: plain('SystemName', 'Logo', 'LogoDark') },
    { id: 'notice', fields: [{ key: 'Notice', widget: 'markdown' }] },
    { id: 'home', fields: [{ key: 'WebHomeEnabled' }, { key: 'WebHomeURL' }, { key: 'HomePageContent', widget: 'markdown' }] },
    { id: 'about', fields: [{ key: 'About', widget: 'markdown' }] },
    { id: 'footer', fields: [{ key: 'Footer', widget: 'markdown' }] },
    // The console's own (one-hub has no option for them): a text per language.
    { id: 'contact', fields: textsOf('contact') },
    { id: 'terms', fields: textsOf('terms') },
    { id: 'privacy', fields: textsOf('privacy') },
    { id: 'analytics', fields: [{ key: 'AnalyticsCode', widget: 'multiline' }] },
  ],
};

/**
 * A tab's sections as a user of `role` may use them: the options the gateway keeps to root
 * (`ROOT_OPTION_KEYS`) left out below root, and a section left with no option and no action
 * dropped (the system tab, for an operator or an admin).
 */
export function sectionsOpenTo(sections: readonly SettingSection[], role: number): SettingSection[] {
  return sections
    .map((section) => ({ ...section, fields: section.fields.filter((field) => optionOpenTo(role, field.key)) }))
    .filter((section) => section.fields.length > 0 || section.action !== undefined);
}

/**
 * A tab's sections as the gateway keeps them. `values` holds every option the gateway listed
 * (and the console's own keys): a field whose key is not there is not offered, since a save of
 * its section would send a value the gateway neither has nor reads (found on the real one-hub,
 * whose list holds only the options it registers: not the spec's extensions, `MjEnabled`, the
 * inviter reward, Google, the dark logo, the home page's URL; not Lark's app id and secret,
 * which it reads but registers no option for), and a switch with no value refused the whole
 * section's save. one-hub lists no secret (it hides every key ending in Token or Secret), so a
 * secret goes with its section: offered while the section offers an option the gateway listed.
 * A section left with no field and no action is dropped.
 */
export function sectionsTheGatewayHas(sections: readonly SettingSection[], values: Readonly<Record<string, string>>): SettingSection[] {
  const listed = (field: SettingField) => Object.hasOwn(values, field.key);
  return sections
    .map((section) => {
      const open = section.fields.some((field) => settingRule(field.key).kind !== 'secret' && listed(field));
      return { ...section, fields: section.fields.filter((field) => listed(field) || (open && settingRule(field.key).kind === 'secret')) };
    })
    .filter((section) => section.fields.length > 0 || section.action !== undefined);
}

/**
 * The sign-in methods: a save that would switch off the last one that is on warns first (an
 * admin who signs in with a password would lock everyone out, themselves included).
 */
export const SIGN_IN_METHOD_KEYS: readonly OptionKey[] = [
  'PasswordLoginEnabled',
  'GitHubOAuthEnabled',
  'GoogleOAuthEnabled',
  'WeChatAuthEnabled',
  'LarkAuthEnabled',
  'OIDCAuthEnabled',
];

/** True when `next` leaves no sign-in method on while `current` had one. */
export function disablesLastSignIn(current: Readonly<Record<string, string>>, next: Readonly<Record<string, string>>): boolean {
  const on = (values: Readonly<Record<string, string>>) => SIGN_IN_METHOD_KEYS.some((key) => (values[key] ?? current[key]) === 'true');
  return on(current) && !on(next);
}

/**
 * Options one-hub reads once, when it starts (`main.go`: InitWebAuthn, InitOIDCConfig; OIDC also
 * at its first sign-in if it was off then): a change counts for passkeys and OIDC sign-in only
 * after the gateway restarts, which the page says after the save.
 */
export const READ_AT_START_KEYS: readonly SettingKey[] = ['ServerAddress', 'OIDCClientId', 'OIDCClientSecret', 'OIDCIssuer', 'OIDCScopes'];
