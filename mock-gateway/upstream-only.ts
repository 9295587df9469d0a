import type { HTTPMethods } from 'fastify';
import { ROLE } from '#shared/access.ts';
import { EXTENSION_STATUS_KEYS } from '#shared/gateway-profile.ts';
import { EXTENSION_OPTION_KEYS, OPTION_RULES } from '#shared/api/schemas/option.ts';
import type { OptionKey } from '#shared/api/schemas/option.ts';
import { USER_ORDER_FIELDS_EXTENDED } from '#shared/api/schemas/user-admin.ts';
import type { MinRole } from './http/authorize.ts';

/**
 * Upstream-only mode (`upstreamOnly` option, `MOCK_GATEWAY_UPSTREAM_ONLY=1`): the double behaves
 * like an unmodified one-hub wherever it serves more, so the console's fallbacks can be seen
 * working. Every difference is ONE row of `UPSTREAM_ONLY_RULES` below; `http/upstream-only.ts`
 * applies the rows and nothing else in the double knows about the mode.
 *
 * The rows cover `extensions.md` (the spec's extensions) and the double's own documented extras
 * (mock-gateway/README.md). Left as they are: the stand-ins for the world outside the gateway
 * (the test mailbox, the fake payment page, the fake OAuth providers, the sample price feed, the
 * relay's pictures and sounds), which a real deployment has elsewhere, and the double's stricter
 * checks of bad input (they refuse what upstream would store; no page depends on them).
 */
export type UpstreamDifference =
  /** Upstream's router has no such route: 404 `Invalid URL`, before any check or body parsing. */
  | { kind: 'absent' }
  /** Upstream asks for a higher role than the double, which follows the spec. */
  | { kind: 'role'; role: MinRole }
  /** Keys of `data` upstream never sends; `data[].x` means `x` of every row of a page. */
  | { kind: 'omit'; keys: readonly string[] }
  /**
   * Upstream has no such route but routes the path to a parameter route's handler, which refuses
   * it with `message` (`/api/redemption/invalid` reaches `/api/redemption/:id`'s strconv.Atoi).
   */
  | { kind: 'routed-elsewhere'; message: string }
  /** Upstream's answer has no `data` at all (the double's is its own extra, e.g. counts for a toast). */
  | { kind: 'no-data' }
  /** Query parameters upstream ignores (its answer is as if they were not sent). */
  | { kind: 'ignore-query'; params: readonly string[] }
  /** Rows of a listed `data` whose `field` is one of `values`: upstream never lists them. */
  | { kind: 'omit-rows'; field: string; values: readonly string[] }
  /** Sort fields upstream refuses with its `不允许对字段 'x' 进行排序`. */
  | { kind: 'refuse-order'; fields: readonly string[] }
  /**
   * An OAuth callback upstream never binds on: it signs in (or up) the provider's account even
   * when the caller is signed in, where the double binds it to the caller (`bindsSignedIn`).
   */
  | { kind: 'sign-in-only' }
  /**
   * A body upstream refuses after its role check with `status` and `message` where the double
   * goes on: `field` holding `value` (a gateway made disabled, which upstream's AddPayment cannot find).
   */
  | { kind: 'refuse-body'; field: string; value: unknown; status: number; message: string };

/** One difference of one route of the double, as registered (`/api/fapiao/:id`). */
export interface UpstreamOnlyRule {
  method: HTTPMethods;
  url: string;
  difference: UpstreamDifference;
}

const ABSENT = { kind: 'absent' } as const;
/** Upstream's AdminAuth where the double follows the spec's lower operator level. */
const ADMIN = { kind: 'role', role: ROLE.admin } as const;

/** The `/api/status` keys only the spec has (extensions.md, contract §2.1.1); the console reads them too. */
export { EXTENSION_STATUS_KEYS };

/** The user keys only the spec has: the group's id (extensions.md) and the Google binding. */
const EXTENSION_USER_KEYS = ['group_id', 'google_id'] as const;

/** Every way the double differs from an unmodified one-hub, one row each. */
export const UPSTREAM_ONLY_RULES: readonly UpstreamOnlyRule[] = [
  // extensions.md: public catalogue extras.
  { method: 'GET', url: '/api/user_group_rate', difference: ABSENT },
  { method: 'GET', url: '/api/hot_model', difference: ABSENT },
  { method: 'GET', url: '/api/channel_group_rate', difference: ABSENT },
  { method: 'GET', url: '/api/status', difference: { kind: 'omit', keys: EXTENSION_STATUS_KEYS } },
  // extensions.md: Google OAuth.
  { method: 'GET', url: '/api/oauth/google/url', difference: ABSENT },
  { method: 'POST', url: '/api/oauth/google', difference: ABSENT },
  // extensions.md: the user's group id; the Google binding (also in the sign-in answers).
  { method: 'GET', url: '/api/user/self', difference: { kind: 'omit', keys: EXTENSION_USER_KEYS } },
  { method: 'POST', url: '/api/user/login', difference: { kind: 'omit', keys: EXTENSION_USER_KEYS } },
  { method: 'GET', url: '/api/oauth/github', difference: { kind: 'omit', keys: EXTENSION_USER_KEYS } },
  { method: 'GET', url: '/api/oauth/lark', difference: { kind: 'omit', keys: EXTENSION_USER_KEYS } },
  { method: 'GET', url: '/api/oauth/wechat', difference: { kind: 'omit', keys: EXTENSION_USER_KEYS } },
  { method: 'GET', url: '/api/oauth/oidc', difference: { kind: 'omit', keys: EXTENSION_USER_KEYS } },
  // Upstream's OIDCAuth has no bind step (its profile page offers none); the profile binding is the double's.
  { method: 'GET', url: '/api/oauth/oidc', difference: { kind: 'sign-in-only' } },
  { method: 'POST', url: '/api/webauthn/login/finish', difference: { kind: 'omit', keys: EXTENSION_USER_KEYS } },
  { method: 'POST', url: '/api/user/manage', difference: { kind: 'omit', keys: EXTENSION_USER_KEYS } },
  { method: 'GET', url: '/api/user/:id', difference: { kind: 'omit', keys: EXTENSION_USER_KEYS } },
  {
    method: 'GET',
    url: '/api/user/',
    difference: { kind: 'omit', keys: ['filters', ...EXTENSION_USER_KEYS.map((key) => `data[].${key}`)] },
  },
  // README "Admin users": the list's filters and extra sort fields.
  { method: 'GET', url: '/api/user/', difference: { kind: 'ignore-query', params: ['group', 'role', 'status'] } },
  { method: 'GET', url: '/api/user/', difference: { kind: 'refuse-order', fields: USER_ORDER_FIELDS_EXTENDED } },
  // extensions.md: affiliate (upstream has only GET /api/user/aff); new-api's spelling too.
  { method: 'GET', url: '/api/user/aff/history', difference: ABSENT },
  { method: 'POST', url: '/api/user/aff/transfer', difference: ABSENT },
  { method: 'POST', url: '/api/user/aff_transfer', difference: ABSENT },
  // extensions.md: fapiao (README "Fapiao": /orders is the double's own).
  { method: 'GET', url: '/api/fapiao/title', difference: ABSENT },
  { method: 'POST', url: '/api/fapiao/title', difference: ABSENT },
  { method: 'PUT', url: '/api/fapiao/title', difference: ABSENT },
  { method: 'DELETE', url: '/api/fapiao/title/:id', difference: ABSENT },
  { method: 'GET', url: '/api/fapiao/orders', difference: ABSENT },
  { method: 'POST', url: '/api/fapiao/', difference: ABSENT },
  { method: 'GET', url: '/api/fapiao/self', difference: ABSENT },
  { method: 'DELETE', url: '/api/fapiao/:id', difference: ABSENT },
  { method: 'GET', url: '/api/fapiao/', difference: ABSENT },
  { method: 'PUT', url: '/api/fapiao/:id', difference: ABSENT },
  // mock-gateway/README.md "Redemption codes" and "Orders": the purge of used and expired codes,
  // the orders' totals and an admin's manual completion are the double's own.
  // Upstream's router sends them to `/:id` (GetRedemption, DeleteRedemption), found on the real one-hub.
  {
    method: 'GET',
    url: '/api/redemption/invalid',
    difference: { kind: 'routed-elsewhere', message: 'strconv.Atoi: parsing "invalid": invalid syntax' },
  },
  { method: 'DELETE', url: '/api/redemption/invalid', difference: { kind: 'routed-elsewhere', message: 'id 为空！' } },
  // Upstream's AddPayment stores the gateway, looks it up among the enabled ones to start its
  // service, fails on a disabled one and deletes it again (controller/payment.go, model
  // GetPaymentByUUID); found on the real one-hub (tests/contract/one-hub/saves.test.ts).
  {
    method: 'POST',
    url: '/api/payment/',
    difference: { kind: 'refuse-body', field: 'enable', value: false, status: 500, message: 'payment not found' },
  },
  { method: 'GET', url: '/api/payment/order/stat', difference: ABSENT },
  { method: 'POST', url: '/api/payment/order/complete', difference: ABSENT },
  // extensions.md: inviter management (the reward rule's options are upstream's /api/option/).
  { method: 'GET', url: '/api/inviter/', difference: ABSENT },
  { method: 'GET', url: '/api/inviter/:id/invitees', difference: ABSENT },
  { method: 'POST', url: '/api/inviter/:id/adjust', difference: ABSENT },
  // extensions.md: operation records.
  { method: 'GET', url: '/api/operation_record/', difference: ABSENT },
  // README "Logs": the applied-filter echo; /self and both stats ignore the IP (and the stats `channel_id`).
  { method: 'GET', url: '/api/log/', difference: { kind: 'omit', keys: ['filters'] } },
  { method: 'GET', url: '/api/log/self', difference: { kind: 'omit', keys: ['filters'] } },
  { method: 'GET', url: '/api/log/self', difference: { kind: 'ignore-query', params: ['source_ip'] } },
  { method: 'GET', url: '/api/log/stat', difference: { kind: 'ignore-query', params: ['source_ip', 'channel_id'] } },
  { method: 'GET', url: '/api/log/self/stat', difference: { kind: 'ignore-query', params: ['source_ip', 'channel_id'] } },
  // README "Channels" and "Prices": the double's extra admin endpoints.
  { method: 'PUT', url: '/api/channel/batch/add_model', difference: ABSENT },
  // README "Channels": the tag editor's counts, the tag deletion's count and every channel's test
  // results (upstream answers none of them: UpdateChannelsTag, DeleteChannelsTag, and TestAllChannels,
  // which tests in the background). Found on the real one-hub (tests/contract/one-hub/saves.test.ts).
  { method: 'PUT', url: '/api/channel_tag/:tag', difference: { kind: 'no-data' } },
  { method: 'DELETE', url: '/api/channel_tag/:tag', difference: { kind: 'no-data' } },
  { method: 'GET', url: '/api/channel/test', difference: { kind: 'no-data' } },
  { method: 'GET', url: '/api/prices/fetch_feed', difference: ABSENT },
  // README "Analytics": the user ranking and the period's list of group types are the double's
  // own. (`group_type=group` itself stays: upstream would group by channel, and a console that
  // reads no `group_types` never asks for it.)
  { method: 'GET', url: '/api/analytics/user_rank', difference: ABSENT },
  { method: 'GET', url: '/api/analytics/period', difference: { kind: 'omit', keys: ['group_types'] } },
  // README "Roles that follow the spec, not upstream": the spec's lower operator level (§6) where
  // upstream asks for an admin: analytics, orders, redemption codes and the model-owner writes.
  ...(
    [
      '/api/analytics/statistics',
      '/api/analytics/period',
      '/api/analytics/multi_user_stats',
      '/api/analytics/multi_user_stats/export',
    ] as const
  ).map((url) => ({ method: 'GET' as const, url, difference: ADMIN })),
  { method: 'GET', url: '/api/payment/order', difference: ADMIN },
  { method: 'GET', url: '/api/redemption/', difference: ADMIN },
  // new-api's expiry (README "Redemption codes"): upstream's rows have no such column.
  { method: 'GET', url: '/api/redemption/', difference: { kind: 'omit', keys: ['data[].expired_time'] } },
  { method: 'GET', url: '/api/redemption/:id', difference: { kind: 'omit', keys: ['expired_time'] } },
  { method: 'PUT', url: '/api/redemption/', difference: { kind: 'omit', keys: ['expired_time'] } },
  { method: 'GET', url: '/api/redemption/:id', difference: ADMIN },
  { method: 'POST', url: '/api/redemption/', difference: ADMIN },
  { method: 'PUT', url: '/api/redemption/', difference: ADMIN },
  { method: 'DELETE', url: '/api/redemption/:id', difference: ADMIN },
  // Reference §1: upstream keeps /api/option/* (the Telegram bot too) to root; the spec puts the
  // settings and the bot at the lower operator level.
  { method: 'GET', url: '/api/option/telegram', difference: { kind: 'role', role: ROLE.root } },
  { method: 'GET', url: '/api/option/telegram/status', difference: { kind: 'role', role: ROLE.root } },
  { method: 'GET', url: '/api/option/telegram/:id', difference: { kind: 'role', role: ROLE.root } },
  { method: 'POST', url: '/api/option/telegram', difference: { kind: 'role', role: ROLE.root } },
  { method: 'DELETE', url: '/api/option/telegram/:id', difference: { kind: 'role', role: ROLE.root } },
  { method: 'PUT', url: '/api/option/telegram/reload', difference: { kind: 'role', role: ROLE.root } },
  // one-hub's option list holds only the options it registers (model/option.go), less every key
  // ending in Token or Secret (controller/option.go GetOptions): none of the spec's extension
  // options, and not Lark's app id and secret (one-hub reads config.LarkClientId but registers
  // no option for it). Found on the real one-hub (tests/contract/one-hub/loaders.test.ts).
  {
    method: 'GET',
    url: '/api/option/',
    difference: {
      kind: 'omit-rows',
      field: 'key',
      values: [
        ...EXTENSION_OPTION_KEYS,
        'LarkClientId',
        ...(Object.keys(OPTION_RULES) as OptionKey[]).filter((key) => /(?:Token|Secret)$/.test(key)),
      ],
    },
  },
  // The settings page: upstream's options, safe tools and monthly bills need root too.
  { method: 'GET', url: '/api/option/', difference: { kind: 'role', role: ROLE.root } },
  { method: 'PUT', url: '/api/option/', difference: { kind: 'role', role: ROLE.root } },
  { method: 'GET', url: '/api/option/safe_tools', difference: { kind: 'role', role: ROLE.root } },
  { method: 'POST', url: '/api/option/invoice/gen/:date', difference: { kind: 'role', role: ROLE.root } },
  { method: 'POST', url: '/api/option/invoice/update/:date', difference: { kind: 'role', role: ROLE.root } },
  { method: 'GET', url: '/api/model_ownedby/:id', difference: ADMIN },
  { method: 'POST', url: '/api/model_ownedby/', difference: ADMIN },
  { method: 'PUT', url: '/api/model_ownedby/', difference: ADMIN },
  { method: 'DELETE', url: '/api/model_ownedby/:id', difference: ADMIN },
];

/** The rules of one kind, with their difference narrowed to it. */
export function rulesOfKind<K extends UpstreamDifference['kind']>(
  kind: K,
  rules: readonly UpstreamOnlyRule[] = UPSTREAM_ONLY_RULES,
): (UpstreamOnlyRule & { difference: Extract<UpstreamDifference, { kind: K }> })[] {
  return rules.filter(
    (rule): rule is UpstreamOnlyRule & { difference: Extract<UpstreamDifference, { kind: K }> } => rule.difference.kind === kind,
  );
}

function patternOf(url: string): RegExp {
  const escaped = url
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

const ABSENT_PATTERNS = rulesOfKind('absent').map((rule) => ({ method: rule.method, pattern: patternOf(rule.url) }));

/**
 * True when an unmodified one-hub has no route for this path (any method unless one is given),
 * e.g. for a test telling the browser's expected 404s from real failures.
 */
export function isAbsentUpstream(path: string, method?: string): boolean {
  const bare = path.split('?')[0] ?? path;
  return ABSENT_PATTERNS.some((rule) => (method === undefined || rule.method === method) && rule.pattern.test(bare));
}
