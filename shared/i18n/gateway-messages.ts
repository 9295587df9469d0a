import type { TFunction } from 'i18next';

/**
 * The gateway's own messages, in the reader's language (issue 24). one-hub answers in Chinese
 * whatever the reader's language (`"message"` of its `{success, message, data}` envelope, and
 * `error.message` of its relay errors); this catalogue maps each message text it can send a
 * console user to a key of the `gateway` namespace (`locales/{lng}/gateway.json`). The texts are
 * one-hub's own (controller/, middleware/auth.go, model/token.go, relay/), copied exactly: a
 * message that differs by one character is not ours to guess and passes through unchanged.
 */

/**
 * one-hub's messages, exactly as its source writes them (`兑换失败，` is model/redemption.go's
 * prefix on the redemption errors it wraps).
 */
const ONE_HUB: readonly (readonly [string, string])[] = [
  // access
  ['无权进行此操作，未登录且未提供 access token', 'access.notSignedIn'],
  ['无权进行此操作，access token 无效', 'access.tokenInvalid'],
  ['无权进行此操作，权限不足', 'access.roleTooLow'],
  // auth
  ['用户名或密码错误，或用户已被封禁', 'auth.badCredentials'],
  ['用户名或密码为空', 'auth.credentialsEmpty'],
  ['用户已被封禁', 'auth.banned'],
  ['用户已被封禁或不存在', 'auth.bannedOrMissing'],
  ['登陆失败', 'auth.signInFailed'],
  ['会话已过期', 'auth.sessionExpired'],
  ['管理员关闭了密码登录', 'auth.passwordSignInOff'],
  ['管理员关闭了新用户注册', 'auth.registrationOff'],
  ['管理员关闭了通过密码进行注册，请使用第三方账户验证的形式进行注册', 'auth.passwordRegistrationOff'],
  ['管理员开启了邮箱验证，请输入邮箱地址和验证码', 'auth.emailVerificationRequired'],
  ['管理员启用了邮箱域名白名单，您的邮箱地址的域名不在白名单中', 'auth.emailDomainNotAllowed'],
  ['验证码错误或已过期', 'auth.codeInvalid'],
  ['用户名已存在！', 'auth.usernameTaken'],
  ['邮箱地址已被占用', 'auth.emailTaken'],
  ['该邮箱地址未注册', 'auth.emailNotRegistered'],
  ['重置链接非法或已过期', 'auth.resetLinkInvalid'],
  ['Turnstile 校验失败，请刷新重试！', 'auth.turnstileFailed'],
  ['Turnstile token 为空', 'auth.turnstileMissing'],
  ['管理员未开启通过OIDC登录', 'auth.oidcOff'],
  ['用户没有OIDC登录权限', 'auth.oidcNotAllowed'],
  ['获取 OIDC 配置失败', 'auth.oidcConfigFailed'],
  ['管理员未开启通过微信登录以及注册', 'auth.wechatOff'],
  ['管理员未开启通过飞书登录以及注册', 'auth.larkOff'],
  ['该微信账号已被绑定', 'auth.wechatBound'],
  ['该飞书账户已被绑定', 'auth.larkBound'],
  ['无法连接至 GitHub 服务器，请稍后重试！', 'auth.githubUnreachable'],
  ['无法连接至飞书服务器，请稍后重试！', 'auth.larkUnreachable'],
  ['未知的绑定类型', 'auth.unknownBindType'],
  // controller/github.go, lark.go, oidc.go: the callback's state is not the session's (or none)
  ['state is empty or not same', 'auth.stateMismatch'],
  // passkey
  ['获取Webauthn配置失败', 'passkey.configFailed'],
  ['WebAuthn注册成功', 'passkey.registered'],
  ['凭据不存在', 'passkey.notFound'],
  ['凭据删除成功', 'passkey.deleted'],
  ['保存凭据失败', 'passkey.saveFailed'],
  ['删除凭据失败', 'passkey.deleteFailed'],
  // input
  ['无效的参数', 'input.invalidParams'],
  ['请求参数错误', 'input.badRequest'],
  ['id 为空！', 'input.idEmpty'],
  ['请求上游地址失败', 'input.upstreamFailed'],
  // user
  ['用户不存在', 'user.notFound'],
  ['目标用户不存在', 'user.targetNotFound'],
  ['无法找到对应的用户', 'user.cannotFind'],
  ['无权更新同权限等级或更高权限等级的用户信息', 'user.cannotUpdateEqualOrHigher'],
  ['无权删除同权限等级或更高权限等级的用户', 'user.cannotDeleteEqualOrHigher'],
  ['无权获取同级或更高等级用户的信息', 'user.cannotReadEqualOrHigher'],
  ['无法创建权限大于等于自己的用户', 'user.cannotCreateEqualOrHigher'],
  ['无权将其他用户权限等级提升到大于等于自己的权限等级', 'user.cannotPromoteToOwnRole'],
  ['无法删除超级管理员用户', 'user.cannotDeleteRoot'],
  ['无法禁用超级管理员用户', 'user.cannotDisableRoot'],
  ['无法修改超级管理员的身份', 'user.cannotChangeRoot'],
  ['只有超级管理员可以设置其他用户为管理员', 'user.onlyRootPromotes'],
  ['只有管理员或超级管理员可以设置可信内部员工', 'user.onlyAdminTrusts'],
  ['quota 不能为负数！', 'user.quotaNegative'],
  // key
  ['令牌名称过长', 'key.nameTooLong'],
  ['令牌已过期，无法启用，请先修改令牌过期时间，或者设置为永不过期', 'key.expiredCannotEnable'],
  ['令牌可用额度已用尽，无法启用，请先修改令牌剩余额度，或者设置为无限额度', 'key.exhaustedCannotEnable'],
  ['当前用户组无权使用指定的分组', 'key.groupNotAllowed'],
  ['目标用户无权使用指定的分组', 'key.targetGroupNotAllowed'],
  ['创建令牌失败，请去系统手动配置一个名称为：sys_playground 的令牌', 'key.playgroundKeyFailed'],
  // relay
  ['无效的令牌', 'relay.keyInvalid'],
  ['令牌不存在', 'relay.keyNotFound'],
  ['令牌已过期', 'relay.keyExpired'],
  ['令牌额度已用尽', 'relay.keyExhausted'],
  ['令牌状态不可用', 'relay.keyUnavailable'],
  ['令牌额度不足', 'relay.keyQuotaLow'],
  ['用户额度不足', 'relay.userQuotaLow'],
  ['user quota is not enough', 'relay.userQuotaNotEnough'],
  ['获取令牌额度失败', 'relay.keyQuotaReadFailed'],
  ['普通用户不支持指定渠道', 'relay.channelNotAllowed'],
  ['无效的渠道 Id', 'relay.channelIdInvalid'],
  ['该渠道已被禁用', 'relay.channelDisabled'],
  ['重试超时，上游负载已饱和，请稍后再试', 'relay.upstreamSaturated'],
  ['channel not implemented', 'relay.channelNotImplemented'],
  // topup
  ['未提供兑换码', 'topup.codeMissing'],
  ['无效的兑换码', 'topup.codeInvalid'],
  ['该兑换码已被使用', 'topup.codeUsed'],
  ['兑换失败，无效的兑换码', 'topup.redeemCodeInvalid'],
  ['兑换失败，该兑换码已被使用', 'topup.redeemCodeUsed'],
  ['创建订单失败，请稍后再试', 'topup.orderFailed'],
  ['创建支付失败，请稍后再试', 'topup.paymentFailed'],
  // redemption
  ['兑换码名称长度必须在1-20之间', 'redemption.nameLength'],
  ['兑换码个数必须大于0', 'redemption.countPositive'],
  ['一次兑换码批量生成的个数不能大于 100', 'redemption.countTooHigh'],
  // group
  ['不能关闭默认的用户组,请设置一个默认组后，再关闭', 'group.defaultCannotClose'],
  ['默认用户组不能删除', 'group.defaultCannotDelete'],
  ['无效的用户组', 'group.invalid'],
  // setting
  ['无法启用 GitHub OAuth，请先填入 GitHub Client Id 以及 GitHub Client Secret！', 'setting.githubIncomplete'],
  ['无法启用微信登录，请先填入微信登录相关配置信息！', 'setting.wechatIncomplete'],
  ['无法启用 OIDC，请先填入OIDC信息！', 'setting.oidcIncomplete'],
  ['无法启用 Turnstile 校验，请先填入 Turnstile 校验相关配置信息！', 'setting.turnstileIncomplete'],
  ['无法启用邮箱域名限制，请先填入限制的邮箱域名！', 'setting.emailDomainsEmpty'],
  ['SMTP 信息未配置', 'setting.smtpMissing'],
  // result
  ['更新成功', 'result.updated'],
  ['删除成功', 'result.deleted'],
  ['修改成功', 'result.changed'],
  ['添加成功', 'result.added'],
  ['重载成功', 'result.reloaded'],
];

/**
 * The double's answers (mock-gateway/) for refusals one-hub's current source words elsewhere or
 * not at all (the spec's extensions, older one-hub releases): the console meets them too.
 */
const EXTENSIONS: readonly (readonly [string, string])[] = [
  // access
  ['无权进行此操作，请先登录再生成 access token', 'access.signInForToken'],
  // auth
  ['邮箱地址无效', 'auth.emailInvalid'],
  // input
  ['服务器内部错误', 'input.internal'],
  // user
  ['无法降级超级管理员用户', 'user.cannotDemoteRoot'],
  ['普通管理员用户无法提升其他用户为管理员', 'user.adminCannotPromote'],
  ['该用户已经是管理员', 'user.alreadyAdmin'],
  ['该用户已经是普通用户', 'user.alreadyCommon'],
  ['该用户已经是可信用户', 'user.alreadyTrusted'],
  ['扣减后用户额度将小于 0，无法扣减', 'user.belowZero'],
  // key
  ['令牌额度不能为负数', 'key.quotaNegative'],
  ['过期时间不能早于当前时间', 'key.expiryInPast'],
  // topup
  ['兑换失败，该兑换码已过期', 'topup.redeemCodeExpired'],
  ['邀请额度不足！', 'topup.affQuotaLow'],
  // redemption
  ['兑换码已被使用，不能更改状态', 'redemption.usedCannotChange'],
  // setting
  ['无法启用 Google OAuth，请先填入 Google Client Id 以及 Google Client Secret！', 'setting.googleIncomplete'],
  ['无法启用飞书登录，请先填入飞书 App ID 以及 App Secret！', 'setting.larkIncomplete'],
  // result
  ['提交成功', 'result.submitted'],
  ['划转成功', 'result.transferred'],
  // the double's own refusals (its extensions and stricter checks; tests/unit/gateway-messages.test.ts finds them all)
  ['tag不存在', 'input.tagNotFound'],
  ['日期格式错误，应为 YYYY-MM-DD', 'input.dateFormat'],
  ['返回值非法，用户字段为空，请稍后重试！', 'auth.providerUserEmpty'],
  ['ID Token 中没有 Subject', 'auth.oidcNoSubject'],
  ['target_timestamp 不能为空', 'input.timestampEmpty'],
  ['订单不存在', 'topup.orderNotFound'],
  ['只能补单待支付的订单', 'topup.onlyPendingComplete'],
  ['价格源地址不在允许列表中', 'setting.priceFeedNotAllowed'],
  ['无效的更新模式', 'setting.priceUpdateModeInvalid'],
  ['发票抬头不存在', 'topup.fapiaoTitleNotFound'],
  ['调整后的待转邀请额度不能小于 0', 'user.inviterQuotaBelowZero'],
  ['只能生成本月之前的账单', 'setting.billOnlyPastMonths'],
  ['该月账单已生成，如需重新生成请使用更新', 'setting.billExists'],
];

/** Exact message → key. */
const EXACT: ReadonlyMap<string, string> = new Map([...ONE_HUB, ...EXTENSIONS]);

/**
 * Messages with a variable part: the named groups become the translation's parameters
 * (a group, a model, a provider's name, a passkey library's English detail).
 */
const PATTERNS: readonly { pattern: RegExp; key: string }[] = [
  { pattern: /^管理员未开启通过 (?<provider>.+) 登录以及注册$/, key: 'auth.providerOff' },
  { pattern: /^该 (?<provider>.+) 账户已被绑定$/, key: 'auth.accountBound' },
  { pattern: /^登录验证失败: (?<details>.*)$/, key: 'passkey.signInFailed' },
  { pattern: /^注册验证失败: (?<details>.*)$/, key: 'passkey.registerFailed' },
  { pattern: /^无法开始登录: (?<details>.*)$/, key: 'passkey.cannotStart' },
  { pattern: /^输入不合法 ?(?<details>.*)$/, key: 'input.invalid' },
  { pattern: /^当前分组 (?<group>\S+) 下对于模型 (?<model>.+) 无可用渠道$/, key: 'relay.noChannel' },
  { pattern: /^分组 (?<group>\S+) 不存在$/, key: 'relay.groupMissing' },
  { pattern: /^金额必须大于等于 (?<min>\d+)$/, key: 'topup.amountTooLow' },
  { pattern: /^转移额度最小为(?<amount>.+)！$/, key: 'topup.transferTooLow' },
];

/** one-hub's texts are short: a longer message (an upstream provider's page, say) is never one of them, and is not scanned. */
export const MAX_MESSAGE_LENGTH = 1000;

// one-hub's MessageWithRequestId: relay and token errors end in ` (request id: …)`.
const REQUEST_ID_MARK = ' (request id: ';
const SPACE = /\s/;

/**
 * `<message> (request id: <id>)` split in linear time: what `/^([\s\S]*\S) \(request id:
 * ([^)]+)\)$/` matches, whose backtracking was quadratic (a message holding the mark many times
 * without its `)`: seconds at 100 KB). The id is the text after a mark up to the final `)`, so
 * only marks after the last other `)` can start it; they are tried from the last one back (the
 * regex's greedy choice), each search going on where the previous one stopped: the work is
 * linear in the text's length (tests/unit/gateway-messages.test.ts counts it).
 */
export function splitRequestId(text: string): { message: string; id: string } | null {
  if (!text.endsWith(')')) return null;
  const idEnd = text.length - 1;
  const otherParen = text.lastIndexOf(')', idEnd - 1);
  for (let mark = text.lastIndexOf(REQUEST_ID_MARK, idEnd - 1); mark > 0; mark = text.lastIndexOf(REQUEST_ID_MARK, mark - 1)) {
    const idStart = mark + REQUEST_ID_MARK.length;
    // An id may not hold a `)`: this mark's and every earlier one's would.
    if (idStart <= otherParen) return null;
    if (idStart < idEnd && !SPACE.test(text.charAt(mark - 1))) return { message: text.slice(0, mark), id: text.slice(idStart, idEnd) };
  }
  return null;
}

/** A known message: its key in the `gateway` namespace and the parameters of its variable parts. */
export interface GatewayMessageMatch {
  key: string;
  params: Record<string, string>;
}

/** The catalogue entry of a message without a request id, or null when it is not one-hub's. */
function matchBare(message: string): GatewayMessageMatch | null {
  const trimmed = message.trim();
  const exact = EXACT.get(trimmed);
  if (exact) return { key: exact, params: {} };
  for (const { pattern, key } of PATTERNS) {
    const groups = pattern.exec(trimmed)?.groups;
    if (groups) return { key, params: { ...groups } };
  }
  return null;
}

/**
 * The catalogue entry of a gateway message, or null for one it does not know. A message with
 * one-hub's request id suffix matches as `requestId`, its inner message in `inner`.
 */
export function matchGatewayMessage(message: string): (GatewayMessageMatch & { inner?: GatewayMessageMatch }) | null {
  // The browser's toasts and form errors pass here with whatever the gateway sent: bounded as the server's scan is.
  if (message.length > MAX_MESSAGE_LENGTH) return null;
  const suffixed = splitRequestId(message);
  if (suffixed) {
    const inner = matchBare(suffixed.message);
    return inner ? { key: 'requestId', params: { id: suffixed.id }, inner } : null;
  }
  return matchBare(message);
}

/** Every key the catalogue can name, for the test that each exists in the three languages. */
export function gatewayMessageKeys(): string[] {
  return ['requestId', ...EXACT.values(), ...PATTERNS.map((entry) => entry.key)];
}

/**
 * A gateway message in the reader's language; a message the catalogue does not know (another
 * gateway's, a new one-hub text, an upstream provider's) is shown as it came. The request id
 * is kept: it is what an administrator looks up in the gateway's log.
 */
export function translateGatewayMessage(message: string, t: TFunction): string {
  const match = matchGatewayMessage(message);
  if (!match) return message;
  const text = (entry: GatewayMessageMatch): string => t(`gateway:${entry.key}`, { ...entry.params, defaultValue: message });
  if (!match.inner) return text(match);
  return t('gateway:requestId', { message: text(match.inner), id: match.params.id, defaultValue: message });
}

/** A string a catalogue entry could be: one-hub's texts are Chinese, bar a few short English ones. */
const HAN = /\p{Script=Han}/u;
/** Loader data nests pages in envelopes and rows; deeper than this holds no gateway message. */
const MAX_DEPTH = 8;

/**
 * The catalogue keys of every gateway message in `value` (a render's loader data and errors):
 * what a server render may translate, so the page carries those texts and no others.
 */
export function gatewayMessageKeysIn(value: unknown, found: Set<string> = new Set(), depth = 0): Set<string> {
  if (typeof value === 'string') {
    if (value.length > MAX_MESSAGE_LENGTH) return found;
    // Most strings of a page's data are names, models and ids: only the few English texts of the
    // catalogue can match them, with or without one-hub's request-id suffix.
    if (!HAN.test(value) && !EXACT.has(value.trim()) && !value.includes(' (request id: ')) return found;
    const match = matchGatewayMessage(value);
    if (match) found.add(match.key);
    if (match?.inner) found.add(match.inner.key);
    return found;
  }
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return found;
  for (const item of Array.isArray(value) ? value : Object.values(value)) gatewayMessageKeysIn(item, found, depth + 1);
  return found;
}

/** The part of a namespace's nested bundle that holds `keys` (dotted paths); null when none is in it. */
export function bundleSubset(bundle: Record<string, unknown>, keys: Iterable<string>): Record<string, unknown> | null {
  const subset: Record<string, unknown> = {};
  let any = false;
  for (const key of keys) {
    const parts = key.split('.');
    let source: unknown = bundle;
    for (const part of parts)
      source = typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[part] : undefined;
    if (source === undefined) continue;
    let target = subset;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      target = (typeof next === 'object' && next !== null ? next : (target[part] = {})) as Record<string, unknown>;
    }
    target[parts.at(-1) ?? key] = source;
    any = true;
  }
  return any ? subset : null;
}
