import { OPTION_RULES, isOptionKey, optionValueIssue } from '#shared/api/schemas/option.ts';
import type { Option, OptionIssue, OptionKey } from '#shared/api/schemas/option.ts';
import { oidcIssuer } from './oidc.ts';
import { OPTION_SLOTS } from './slots.ts';
import type { MockStore } from '#mock-gateway/store/state.ts';

/** The content-safety tools (upstream `safty.GetAllSafeToolsName()`). */
export const SAFE_TOOLS = ['Keyword'] as const;

/** True when the option is written but never read back. */
export function isSecretOption(key: OptionKey): boolean {
  return OPTION_RULES[key].kind === 'secret';
}

/**
 * `GET /api/option/`: every option as text, in the settings page's order. Secrets are answered
 * empty: upstream hides only keys ending in `Token` or `Secret` and so leaks `TurnstileSecretKey`
 * and `CFWorkerImageKey` (admin reference §1.2); the double hides every secret.
 */
export function listOptions(store: MockStore): Option[] {
  return (Object.keys(OPTION_SLOTS) as OptionKey[]).map((key) => ({
    key,
    value: isSecretOption(key) ? '' : OPTION_SLOTS[key].read(store),
  }));
}

const filled = (value: string) => value.trim() !== '';

/**
 * Upstream's guards (`controller/option.go`): a sign-in method or check cannot be switched on
 * before what it needs is set. Lark and Google are guarded the same way (upstream has no guard
 * for Lark, whose keys it never even registers, admin reference §1.3).
 */
const ENABLE_GUARDS: Partial<Record<OptionKey, { needs: (store: MockStore) => boolean; message: string }>> = {
  GitHubOAuthEnabled: {
    needs: (store) => filled(store.status.github_client_id) && filled(store.settings.GitHubClientSecret),
    message: '无法启用 GitHub OAuth，请先填入 GitHub Client Id 以及 GitHub Client Secret！',
  },
  GoogleOAuthEnabled: {
    needs: (store) => filled(store.status.google_client_id) && filled(store.settings.GoogleClientSecret),
    message: '无法启用 Google OAuth，请先填入 Google Client Id 以及 Google Client Secret！',
  },
  WeChatAuthEnabled: {
    needs: (store) => filled(store.settings.WeChatServerAddress) && filled(store.settings.WeChatServerToken),
    message: '无法启用微信登录，请先填入微信登录相关配置信息！',
  },
  LarkAuthEnabled: {
    needs: (store) => filled(store.status.lark_client_id) && filled(store.settings.LarkClientSecret),
    message: '无法启用飞书登录，请先填入飞书 App ID 以及 App Secret！',
  },
  OIDCAuthEnabled: {
    needs: (store) =>
      [
        store.settings.OIDCClientId,
        store.settings.OIDCClientSecret,
        oidcIssuer(store),
        store.settings.OIDCScopes,
        store.settings.OIDCUsernameClaims,
      ].every(filled),
    message: '无法启用 OIDC，请先填入OIDC信息！',
  },
  TurnstileCheckEnabled: {
    needs: (store) => filled(store.status.turnstile_site_key) && filled(store.settings.TurnstileSecretKey),
    message: '无法启用 Turnstile 校验，请先填入 Turnstile 校验相关配置信息！',
  },
  EmailDomainRestrictionEnabled: {
    needs: (store) => store.settings.EmailDomainWhitelist.split(',').some(filled),
    message: '无法启用邮箱域名限制，请先填入限制的邮箱域名！',
  },
};

/** The rules that involve another key or the gateway's own lists. */
function crossKeyIssue(store: MockStore, key: OptionKey, value: string): string | null {
  if (value === 'true') {
    const guard = ENABLE_GUARDS[key];
    if (guard && !guard.needs(store)) return guard.message;
  }
  if (key === 'SafeToolName' && !(SAFE_TOOLS as readonly string[]).includes(value)) return `未知的安全工具：${value}`;
  const percent = (type: string, reward: number) => type === 'percent' && reward > 100;
  if (key === 'InviterRewardValue' && percent(store.settings.InviterRewardType, Number(value))) return '按比例奖励时，奖励比例不能超过 100';
  if (key === 'InviterRewardType' && percent(value, store.settings.InviterRewardValue)) return '按比例奖励时，奖励比例不能超过 100';
  return null;
}

/** The gateway's wording of a value that does not fit its option. */
function issueMessage(key: string, issue: OptionIssue): string {
  switch (issue.code) {
    case 'min':
      return `${key} 不能小于 ${issue.limit}`;
    case 'max':
      return `${key} 不能大于 ${issue.limit}`;
    case 'too_long':
      return `${key} 不能超过 ${issue.limit} 个字符`;
    case 'choice':
      return `${key} 只能是 ${issue.choices.join('、')}`;
    case 'json':
      return `${key} 不是合法的 JSON 配置`;
    case 'url':
      return `${key} 必须是 http(s) 地址`;
    case 'integer':
      return `${key} 必须是整数`;
    case 'number':
      return `${key} 必须是数字`;
    case 'bool':
      return `${key} 只能是 true 或 false`;
  }
}

/** A saved option: the text before and after (equal when nothing changed). */
export type OptionWrite = { ok: true; key: OptionKey; before: string; after: string } | { ok: false; message: string };

/**
 * `PUT /api/option/ {key, value}`: checks the value (`optionValueIssue`, then the cross-key
 * rules) and stores it. An empty secret means "unchanged" (the form sends a secret only when one
 * is typed); `InviterRewardType` also takes `percentage`, the spelling of other forks.
 */
export function writeOption(store: MockStore, key: string, rawValue: string): OptionWrite {
  if (!isOptionKey(key)) return { ok: false, message: `未知的配置项：${key}` };
  const value = key === 'InviterRewardType' && rawValue === 'percentage' ? 'percent' : rawValue;
  const slot = OPTION_SLOTS[key];
  const before = slot.read(store);
  if (isSecretOption(key) && value === '') return { ok: true, key, before, after: before };
  const issue = optionValueIssue(key, value);
  if (issue) return { ok: false, message: issueMessage(key, issue) };
  const refused = crossKeyIssue(store, key, value);
  if (refused !== null) return { ok: false, message: refused };
  slot.write(store, value);
  return { ok: true, key, before, after: slot.read(store) };
}
