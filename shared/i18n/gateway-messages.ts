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
 * prefix on the redemption errors it wraps). Each names where one-hub's source (387f8bf,
 * `../shared/one-hub/src`) writes it; tests/contract/one-hub/messages.test.ts checks every place.
 */
const ONE_HUB: readonly (readonly [string, string])[] = [
  // access
  ['无权进行此操作，未登录且未提供 access token', 'access.notSignedIn'], // middleware/auth.go:29
  ['无权进行此操作，access token 无效', 'access.tokenInvalid'], // middleware/auth.go:46
  ['无权进行此操作，权限不足', 'access.roleTooLow'], // middleware/auth.go:63
  // auth
  ['用户名或密码错误，或用户已被封禁', 'auth.badCredentials'], // model/user.go:223
  ['用户名或密码为空', 'auth.credentialsEmpty'], // model/user.go:215
  ['用户已被封禁', 'auth.banned'], // middleware/auth.go:55
  ['用户已被封禁或不存在', 'auth.bannedOrMissing'], // controller/oidc.go:142
  ['登陆失败', 'auth.signInFailed'], // controller/webauthn.go:202
  ['会话已过期', 'auth.sessionExpired'], // controller/webauthn.go:101
  ['管理员关闭了密码登录', 'auth.passwordSignInOff'], // controller/user.go:29
  ['管理员关闭了新用户注册', 'auth.registrationOff'], // controller/github.go:263
  ['管理员关闭了通过密码进行注册，请使用第三方账户验证的形式进行注册', 'auth.passwordRegistrationOff'], // controller/user.go:129
  ['管理员开启了邮箱验证，请输入邮箱地址和验证码', 'auth.emailVerificationRequired'], // controller/user.go:154
  ['管理员启用了邮箱域名白名单，您的邮箱地址的域名不在白名单中', 'auth.emailDomainNotAllowed'], // controller/misc.go:109
  ['验证码错误或已过期', 'auth.codeInvalid'], // controller/user.go:161
  ['用户名已存在！', 'auth.usernameTaken'], // model/user.go:128
  ['邮箱地址已被占用', 'auth.emailTaken'], // controller/misc.go:117
  ['该邮箱地址未注册', 'auth.emailNotRegistered'], // controller/misc.go:154
  ['重置链接非法或已过期', 'auth.resetLinkInvalid'], // controller/misc.go:208
  ['Turnstile 校验失败，请刷新重试！', 'auth.turnstileFailed'], // middleware/turnstile-check.go:64
  ['Turnstile token 为空', 'auth.turnstileMissing'], // middleware/turnstile-check.go:30
  ['管理员未开启通过OIDC登录', 'auth.oidcOff'], // controller/oidc.go:20
  ['用户没有OIDC登录权限', 'auth.oidcNotAllowed'], // controller/oidc.go:123
  ['获取 OIDC 配置失败', 'auth.oidcConfigFailed'], // controller/oidc.go:27
  ['管理员未开启通过微信登录以及注册', 'auth.wechatOff'], // controller/wechat.go:56
  ['管理员未开启通过飞书登录以及注册', 'auth.larkOff'], // controller/lark.go:153
  ['该微信账号已被绑定', 'auth.wechatBound'], // controller/wechat.go:135
  ['该飞书账户已被绑定', 'auth.larkBound'], // controller/lark.go:253
  ['无法连接至 GitHub 服务器，请稍后重试！', 'auth.githubUnreachable'], // controller/github.go:106
  ['无法连接至飞书服务器，请稍后重试！', 'auth.larkUnreachable'], // controller/lark.go:63
  ['未知的绑定类型', 'auth.unknownBindType'], // controller/user.go:862
  ['state is empty or not same', 'auth.stateMismatch'], // controller/github.go:220
  ['返回值非法，用户字段为空，请稍后重试！', 'auth.providerUserEmpty'], // controller/github.go:147
  ['ID Token 中没有 Subject', 'auth.oidcNoSubject'], // controller/oidc.go:107
  ['tag不存在', 'input.tagNotFound'], // model/channel_tag.go:55
  // passkey
  ['获取Webauthn配置失败', 'passkey.configFailed'], // controller/webauthn.go:21
  ['WebAuthn注册成功', 'passkey.registered'], // controller/webauthn.go:149
  ['凭据不存在', 'passkey.notFound'], // controller/webauthn.go:417
  ['凭据删除成功', 'passkey.deleted'], // controller/webauthn.go:425
  ['保存凭据失败', 'passkey.saveFailed'], // controller/webauthn.go:136
  ['删除凭据失败', 'passkey.deleteFailed'], // controller/webauthn.go:409
  // input
  ['无效的参数', 'input.invalidParams'], // controller/github.go:82
  ['请求参数错误', 'input.badRequest'], // controller/webauthn.go:172
  ['id 为空！', 'input.idEmpty'], // model/redemption.go:47
  ['请求上游地址失败', 'input.upstreamFailed'], // common/gin.go:49
  // user
  ['用户不存在', 'user.notFound'], // controller/order.go:49
  ['目标用户不存在', 'user.targetNotFound'], // controller/token.go:408
  ['无法找到对应的用户', 'user.cannotFind'], // controller/webauthn.go:334
  ['无权更新同权限等级或更高权限等级的用户信息', 'user.cannotUpdateEqualOrHigher'], // controller/user.go:420
  ['无权删除同权限等级或更高权限等级的用户', 'user.cannotDeleteEqualOrHigher'], // controller/user.go:518
  ['无权获取同级或更高等级用户的信息', 'user.cannotReadEqualOrHigher'], // controller/user.go:230
  ['无法创建权限大于等于自己的用户', 'user.cannotCreateEqualOrHigher'], // controller/user.go:556
  ['无权将其他用户权限等级提升到大于等于自己的权限等级', 'user.cannotPromoteToOwnRole'], // controller/user.go:427
  ['无法删除超级管理员用户', 'user.cannotDeleteRoot'], // controller/user.go:633
  ['无法禁用超级管理员用户', 'user.cannotDisableRoot'], // controller/user.go:623
  ['无法修改超级管理员的身份', 'user.cannotChangeRoot'], // controller/user.go:656
  ['只有超级管理员可以设置其他用户为管理员', 'user.onlyRootPromotes'], // controller/user.go:649
  ['只有管理员或超级管理员可以设置可信内部员工', 'user.onlyAdminTrusts'], // controller/user.go:676
  ['quota 不能为负数！', 'user.quotaNegative'], // model/token.go:364
  // key
  ['令牌名称过长', 'key.nameTooLong'], // controller/token.go:149
  ['令牌已过期，无法启用，请先修改令牌过期时间，或者设置为永不过期', 'key.expiredCannotEnable'], // controller/token.go:271
  ['令牌可用额度已用尽，无法启用，请先修改令牌剩余额度，或者设置为无限额度', 'key.exhaustedCannotEnable'], // controller/token.go:278
  ['当前用户组无权使用指定的分组', 'key.groupNotAllowed'], // controller/token.go:505
  ['目标用户无权使用指定的分组', 'key.targetGroupNotAllowed'], // controller/token.go:487
  ['创建令牌失败，请去系统手动配置一个名称为：sys_playground 的令牌', 'key.playgroundKeyFailed'], // controller/token.go:120
  // relay
  ['无效的令牌', 'relay.keyInvalid'], // model/token.go:22
  ['令牌不存在', 'relay.keyNotFound'], // model/token.go:18
  ['令牌已过期', 'relay.keyExpired'], // model/token.go:19
  ['令牌额度已用尽', 'relay.keyExhausted'], // model/token.go:20
  ['令牌状态不可用', 'relay.keyUnavailable'], // model/token.go:21
  ['令牌额度不足', 'relay.keyQuotaLow'], // model/token.go:415
  ['用户额度不足', 'relay.userQuotaLow'], // model/token.go:422
  ['user quota is not enough', 'relay.userQuotaNotEnough'], // relay/relay_util/quota.go:83
  ['获取令牌额度失败', 'relay.keyQuotaReadFailed'], // model/token.go:23
  ['普通用户不支持指定渠道', 'relay.channelNotAllowed'], // middleware/auth.go:161
  ['无效的渠道 Id', 'relay.channelIdInvalid'], // middleware/auth.go:152
  ['该渠道已被禁用', 'relay.channelDisabled'], // relay/common.go:159
  ['重试超时，上游负载已饱和，请稍后再试', 'relay.upstreamSaturated'], // relay/main.go:74
  ['channel not implemented', 'relay.channelNotImplemented'], // relay/chat.go:100
  // topup
  ['未提供兑换码', 'topup.codeMissing'], // model/redemption.go:57
  ['无效的兑换码', 'topup.codeInvalid'], // model/redemption.go:72
  ['该兑换码已被使用', 'topup.codeUsed'], // model/redemption.go:75
  ['兑换失败，无效的兑换码', 'topup.redeemCodeInvalid'], // model/redemption.go:87 + model/redemption.go:72
  ['兑换失败，该兑换码已被使用', 'topup.redeemCodeUsed'], // model/redemption.go:87 + model/redemption.go:75
  ['创建订单失败，请稍后再试', 'topup.orderFailed'], // controller/order.go:87
  ['创建支付失败，请稍后再试', 'topup.paymentFailed'], // controller/order.go:67
  ['payment not found', 'topup.paymentNotFound'], // payment/service.go:28
  // redemption
  ['兑换码名称长度必须在1-20之间', 'redemption.nameLength'], // controller/redemption.go:69
  ['兑换码个数必须大于0', 'redemption.countPositive'], // controller/redemption.go:76
  ['一次兑换码批量生成的个数不能大于 100', 'redemption.countTooHigh'], // controller/redemption.go:83
  // group
  ['不能关闭默认的用户组,请设置一个默认组后，再关闭', 'group.defaultCannotClose'], // controller/user_group.go:134
  ['默认用户组不能删除', 'group.defaultCannotDelete'], // controller/user_group.go:96
  ['无效的用户组', 'group.invalid'], // controller/token.go:483
  // setting
  ['无法启用 GitHub OAuth，请先填入 GitHub Client Id 以及 GitHub Client Secret！', 'setting.githubIncomplete'], // controller/option.go:58
  ['无法启用微信登录，请先填入微信登录相关配置信息！', 'setting.wechatIncomplete'], // controller/option.go:82
  ['无法启用 OIDC，请先填入OIDC信息！', 'setting.oidcIncomplete'], // controller/option.go:66
  ['无法启用 Turnstile 校验，请先填入 Turnstile 校验相关配置信息！', 'setting.turnstileIncomplete'], // controller/option.go:90
  ['无法启用邮箱域名限制，请先填入限制的邮箱域名！', 'setting.emailDomainsEmpty'], // controller/option.go:74
  ['SMTP 信息未配置', 'setting.smtpMissing'], // common/stmp/email.go:90
  // price
  ['model already exists', 'price.exists'], // model/pricing.go:187
  // channel
  ['测速成功', 'channel.tested'], // controller/channel-test.go:213
  // more texts one-hub's handlers answer the console's calls (tests/contract/one-hub/messages.test.ts finds them)
  ['请填写测速模型后再试', 'channel.testModelMissing'], // controller/channel-test.go:37
  ['不支持的模型类型', 'channel.modelTypeUnsupported'], // controller/channel-test.go:142
  ['测试已在运行中', 'channel.testRunning'], // controller/channel-test.go:231
  ['ids不能为空', 'input.idsEmpty'], // controller/channel.go:246
  ['key不能为空', 'input.keyEmpty'], // model/channel_tag.go:80
  ['command已存在', 'input.commandExists'], // controller/telegram.go:73
  ['账单任务提交成功，后台将自动执行指定月份的账单生成任务', 'result.invoiceJobSubmitted'], // controller/invoice.go:64
  ['Payment added successfully', 'result.paymentAdded'], // controller/payment.go:90
  ['获取用户组信息失败', 'key.groupReadFailed'], // controller/token.go:496
  ['无法保存会话信息，请重试', 'auth.sessionSaveFailed'], // middleware/turnstile-check.go:73
  ['无法获取统计信息.', 'user.statsFailed'], // controller/user.go:297
  ['请重试，系统生成的 UUID 竟然重复了！', 'user.uuidCollision'], // controller/user.go:324
  ['不能为0', 'user.quotaChangeZero'], // controller/user.go:798
  ['没有找到用户！', 'user.notFound'], // model/user.go:256
  ['邮箱地址或密码为空！', 'auth.emailOrPasswordEmpty'], // model/user.go:364
  ['无法开始注册', 'passkey.cannotStartRegister'], // controller/webauthn.go:40
  ['会话数据序列化失败', 'passkey.sessionEncodeFailed'], // controller/webauthn.go:223
  ['会话数据反序列化失败', 'passkey.sessionDecodeFailed'], // controller/webauthn.go:265
  ['用户类型断言失败', 'passkey.userTypeFailed'], // controller/webauthn.go:344
  ['凭据ID不能为空', 'passkey.idEmpty'], // controller/webauthn.go:400
  ['更新模式错误，更新模式仅能选择：add、overwrite、system，详见配置文件auto_price_updates_mode部分的说明', 'price.updateModeInvalid'], // model/pricing.go:308
  ['无效的用户ID', 'input.userIdInvalid'], // model/statistics_month.go:294
  ['无效的日期格式', 'input.dateInvalid'], // model/statistics_month.go:299
  // result
  ['更新成功', 'result.updated'], // controller/channel.go:207
  ['删除成功', 'result.deleted'], // controller/telegram.go:106
  ['修改成功', 'result.changed'], // controller/telegram.go:82
  ['添加成功', 'result.added'], // controller/telegram.go:77
  ['重载成功', 'result.reloaded'], // controller/telegram.go:129
  ['telegram bot is not enabled', 'setting.telegramBotOff'], // common/telegram/common.go:116
  ['invalid time format', 'input.dateFormat'], // controller/invoice.go:16
  ['无效的日期格式', 'input.dateFormat'], // model/statistics_month.go:299
  ['invoice time cannot be later than or equal to current month', 'setting.billOnlyPastMonths'], // controller/invoice.go:23
  ['invoice the month data already generated', 'setting.billExists'], // controller/invoice.go:27
];

/**
 * The double's answers (mock-gateway/) for refusals one-hub's current source words elsewhere or
 * not at all (the spec's extensions, older one-hub releases): the console meets them too. Each
 * names the double's file that sends it, or the older releases; none is in one-hub's source.
 */
const EXTENSIONS: readonly (readonly [string, string])[] = [
  // access
  ['无权进行此操作，请先登录再生成 access token', 'access.signInForToken'], // older one-hub releases
  // auth
  ['邮箱地址无效', 'auth.emailInvalid'], // the double: mock-gateway/routes/fapiao.ts
  // input
  ['服务器内部错误', 'input.internal'], // the double: mock-gateway/http/errors.ts
  // user
  ['无法降级超级管理员用户', 'user.cannotDemoteRoot'], // older one-hub releases
  ['普通管理员用户无法提升其他用户为管理员', 'user.adminCannotPromote'], // older one-hub releases
  ['该用户已经是管理员', 'user.alreadyAdmin'], // older one-hub releases
  ['该用户已经是普通用户', 'user.alreadyCommon'], // older one-hub releases
  ['该用户已经是可信用户', 'user.alreadyTrusted'], // older one-hub releases
  ['扣减后用户额度将小于 0，无法扣减', 'user.belowZero'], // the double: mock-gateway/store/user/admin.ts
  // key
  ['令牌额度不能为负数', 'key.quotaNegative'], // the double: mock-gateway/store/key/update.ts
  ['过期时间不能早于当前时间', 'key.expiryInPast'], // the double: mock-gateway/store/billing/redeem.ts
  // topup
  ['兑换失败，该兑换码已过期', 'topup.redeemCodeExpired'], // the double: mock-gateway/store/billing/redeem.ts
  ['邀请额度不足！', 'topup.affQuotaLow'], // the double: mock-gateway/store/affiliate.ts
  // redemption
  ['兑换码已被使用，不能更改状态', 'redemption.usedCannotChange'], // the double: mock-gateway/store/billing/redemption-admin.ts
  // setting
  ['无法启用 Google OAuth，请先填入 Google Client Id 以及 Google Client Secret！', 'setting.googleIncomplete'], // the double: mock-gateway/store/options/options.ts
  ['无法启用飞书登录，请先填入飞书 App ID 以及 App Secret！', 'setting.larkIncomplete'], // the double: mock-gateway/store/options/options.ts
  // result
  ['提交成功', 'result.submitted'], // the double: mock-gateway/relay/task-submit.ts
  ['划转成功', 'result.transferred'], // the double: mock-gateway/routes/affiliate.ts
  // the double's own refusals (its extensions and stricter checks; tests/unit/gateway-messages.test.ts finds them all)
  ['target_timestamp 不能为空', 'input.timestampEmpty'], // the double: mock-gateway/routes/options.ts
  ['订单不存在', 'topup.orderNotFound'], // the double: mock-gateway/store/fapiao.ts
  ['只能补单待支付的订单', 'topup.onlyPendingComplete'], // the double: mock-gateway/routes/order-admin.ts
  ['价格源地址不在允许列表中', 'setting.priceFeedNotAllowed'], // the double: mock-gateway/routes/pricing.ts
  ['无效的更新模式', 'setting.priceUpdateModeInvalid'], // the double: mock-gateway/routes/pricing.ts
  ['发票抬头不存在', 'topup.fapiaoTitleNotFound'], // the double: mock-gateway/store/fapiao.ts
  ['调整后的待转邀请额度不能小于 0', 'user.inviterQuotaBelowZero'], // the double: mock-gateway/store/inviter.ts
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
  // controller/webauthn.go:188 (a sign-in without a username).
  { pattern: /^无法开始无用户名登录: (?<details>.*)$/, key: 'passkey.cannotStart' },
  // controller/channel-test.go:204 and :207 (TestChannel).
  { pattern: /^测速失败，已被禁用，原因：(?<details>.*)$/, key: 'channel.testFailedDisabled' },
  { pattern: /^测速失败，原因：(?<details>.*)$/, key: 'channel.testFailed' },
  { pattern: /^输入不合法 ?(?<details>.*)$/, key: 'input.invalid' },
  // model/common.go:51 (PaginateAndOrder: `size 参数不能超过 %d`, config.MaxRecentItems).
  { pattern: /^size 参数不能超过 (?<max>\d+)$/, key: 'input.sizeTooLarge' },
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
