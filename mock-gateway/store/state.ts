import type { Status } from '#shared/api/schemas/status.ts';
import type { UserGroup } from '#shared/api/schemas/group.ts';
import type { ModelOwnedBy, Price, HotModel } from '#shared/api/schemas/model.ts';
import type { User } from '#shared/api/schemas/user.ts';
import type { OutboxMail } from '#shared/api/schemas/mock.ts';
import { SEED_CHANNEL_RATE_OVERRIDES, SEED_HOT_MODELS, SEED_OWNERS, seedModelGroups, seedPrices } from './prices/catalog.ts';
import { emptyMetrics } from './metrics/metrics.ts';
import type { GatewayMetrics } from './metrics/metrics.ts';
import type { ChannelFault } from './channel/channel-faults.ts';
import { DEFAULT_CRITICAL_RATE_LIMIT, DEFAULT_SESSION_TTL_MS, defaultSettings, defaultStatus } from './defaults.ts';
import { seedGroups, seedIdentities, seedUsers } from './seed.ts';
import { seedChannels } from './channel/channel.ts';
import { seedModelInfoRecords } from './model-info/records.ts';
import type { StoredModelInfo } from './model-info/records.ts';
import type { ChannelRecord } from './channel/channel.ts';
import { seedTokens } from './key/key.ts';
import type { TokenRecord } from './key/key.ts';
import { seedLogs } from './log/log.ts';
import { SEED_LOG_COUNT } from './log/seed.ts';
import type { LogRecord } from './log/log.ts';
import { seedOrders, seedPaymentGateways, seedRedemptions } from './billing/billing.ts';
import type { PaymentGatewayRecord } from './billing/billing.ts';
import type { Order, Redemption } from '#shared/api/schemas/billing.ts';
import type { OperationRecord } from '#shared/api/schemas/operation-record.ts';
import { seedAffRewards } from './affiliate.ts';
import type { AffRewardRecord } from './affiliate.ts';
import { seedMidjourney, seedTasks } from './task/seed.ts';
import type { MidjourneyRecord, TaskRecord } from './task/task.ts';
import type { Fapiao, FapiaoTitle } from '#shared/api/schemas/fapiao.ts';
import { seedInvoices } from './invoice.ts';
import type { InvoiceRecord } from './invoice.ts';
import { seedTelegramMenus } from './telegram.ts';
import type { TelegramMenu } from '#shared/api/schemas/telegram.ts';
import type { GatewayOptionSettings } from './options/settings.ts';
import type { SystemLogEntry } from '#shared/api/schemas/system-info.ts';
import { startupLines, writeSystemLog } from './system-info.ts';
import { emptyPasskeyStore } from './webauthn/webauthn.ts';
import type { PasskeyStore, SessionCeremonies } from './webauthn/webauthn.ts';
import type { ExtraColumns } from './extra-columns.ts';

/** Every `/api/status` key, upstream and extension; the double always serves them all. */
export type GatewayStatus = Required<Status>;

/** Gateway options that are not part of `/api/status` (upstream option names). */
export interface GatewaySettings extends GatewayOptionSettings {
  Notice: string;
  RegisterEnabled: boolean;
  PasswordLoginEnabled: boolean;
  PasswordRegisterEnabled: boolean;
  QuotaForNewUser: number;
  QuotaForInviter: number;
  QuotaForInvitee: number;
  /**
   * The inviter reward rule (extension, done-hub's option names): on each top-up of an invitee
   * (a paid order or a redeemed code) the inviter earns `InviterRewardValue` quota (`fixed`) or
   * that percentage of the top-up's quota (`percent`), into `aff_quota`; 0 turns it off.
   */
  InviterRewardType: 'fixed' | 'percent';
  InviterRewardValue: number;
  /** Most an inviter can earn from one invitee's top-ups, in quota; 0 = no cap. */
  InviterRewardMax: number;
}

/** A stored user: the public User shape plus the password hash that is never serialised. */
export interface UserRecord extends Required<User> {
  passwordHash: string;
  passwordSalt: string;
  /** Fields an edit gave the user that the double does not interpret (`extra-columns.ts`). */
  extra?: ExtraColumns;
}

/** A browser session; `userId` is null for an anonymous session (e.g. one holding an OAuth state). */
export interface Session {
  id: string;
  userId: number | null;
  oauthState: string | null;
  /** The PKCE code verifier of this session's OIDC round trip (the double's extra, `oidc/client.ts`). */
  oidcCodeVerifier?: string | null;
  turnstileChecked: boolean;
  /** Passkey ceremonies begun in this session and not finished (`store/webauthn/webauthn.ts`). */
  webauthn?: SessionCeremonies;
  createdAt: number;
  /** Clock time (ms) from which the session counts as absent. */
  expiresAt: number;
}

/** Upstream's critical-route limiter: at most `max` requests per client IP in a sliding `windowMs`. */
export interface CriticalRateLimit {
  max: number;
  windowMs: number;
}

/** The OAuth providers whose authorize pages the double fakes (GitHub and Lark upstream, Google as an extension). */
export type OAuthProvider = 'github' | 'google' | 'lark';

/** Providers that hand out one-time codes: the fake OAuth pages and the WeChat server stand-in. */
export type CodeProvider = OAuthProvider | 'wechat';

/**
 * Every provider the double stands in for: the fake OAuth pages, its OpenID provider (`oidc/`)
 * and the WeChat server (`routes/wechat-fake.ts`).
 */
export type IdentityProvider = CodeProvider | 'oidc';

/**
 * An account at a provider the double stands in for. `subject` is what the user record stores
 * (`github_id` = the GitHub login as upstream, `google_id` = Google's subject id, `oidc_id` = the
 * ID token's `sub`, `lark_id` = Lark's `open_id`, `wechat_id` = the WeChat server's user id);
 * `label` is what the provider's page shows (the login, the Google e-mail, the OpenID account's
 * `preferred_username`, the Lark or WeChat nickname).
 */
export interface FakeIdentity {
  provider: IdentityProvider;
  subject: string;
  label: string;
  name: string;
  email: string;
}

/** A one-time code a fake provider handed out (an OAuth authorization code, a WeChat verification code). */
export interface OAuthCode {
  provider: CodeProvider;
  subject: string;
  expiresAt: number;
}

/** A one-time code bound to an e-mail address (verification code or reset token). */
export interface EmailCode {
  code: string;
  expiresAt: number;
}

/** Faults the double can inject into `/api` answers; mutable at run time through the store. */
export interface Faults {
  latencyMs?: number;
  failStatus?: number;
  garbage?: boolean;
  /**
   * Only these paths (no query) fail, e.g. `/api/status`: a partly broken gateway. HTTP 500, or
   * `/api/x=404` another status, `/api/x=denied` one-hub's permission failure (HTTP 200).
   */
  failPaths?: string[];
}

/** The whole in-memory state of one double instance. */
export interface MockStore {
  /** Milliseconds since the epoch; injectable so tests are deterministic. */
  now: () => number;
  status: GatewayStatus;
  settings: GatewaySettings;
  faults: Faults;
  users: Map<number, UserRecord>;
  groups: Map<number, UserGroup>;
  owners: Map<number, ModelOwnedBy>;
  /** Prices without `model_info`: `sortedPrices` joins it from `modelInfos` when they are served. */
  prices: Map<string, Price>;
  /** Fields writes gave records that the double does not interpret (`extra-columns.ts`), keyed `<kind>:<id>`. */
  extraColumns: Map<string, ExtraColumns>;
  /** Model metadata rows (`/api/model_info/`), keyed by id. */
  modelInfos: Map<number, StoredModelInfo>;
  nextModelInfoId: number;
  /** Which user groups can reach each model; stands in for channel routing until channels exist. */
  modelGroups: Map<string, string[]>;
  /** 7-day request counts; the owner is looked up when served so it follows price changes. */
  hotModels: Omit<HotModel, 'owned_by'>[];
  /** group id → owner id → multiplier, only where it differs from the group's ratio. */
  channelRateOverrides: Map<number, Map<number, number>>;
  sessions: Map<string, Session>;
  /** Lifetime of new sessions and their cookie, in ms (upstream: 30 days). */
  sessionTtlMs: number;
  /** The critical-route limit, or false for none; read per request. */
  criticalRateLimit: CriticalRateLimit | false;
  /** client IP → times (ms) of its recent critical-route requests. */
  criticalHits: Map<string, number[]>;
  /** `${provider}:${subject}` → account at the fake provider. */
  oauthIdentities: Map<string, FakeIdentity>;
  /** code → what it stands for; codes are deleted when used. */
  oauthCodes: Map<string, OAuthCode>;
  /** e-mail → the last code sent by `/api/verification`. */
  verificationCodes: Map<string, EmailCode>;
  /** e-mail → the last token sent by `/api/reset_password`. */
  resetTokens: Map<string, EmailCode>;
  /** Every mail the double would have sent, oldest first, at most the last 100 (`/api/_mock/outbox`). */
  outbox: OutboxMail[];
  /** Told of each mail as it is "sent" (`onMail` option: the bundled double prints it to the log). */
  onMail?: (mail: OutboxMail) => void;
  /** The test endpoints (`role: 'test'` routes) answer at all (`testEndpoints` option). */
  testEndpoints: boolean;
  nextUserId: number;
  channels: Map<number, ChannelRecord>;
  /** Smooth weighted round-robin state of the relay, per group, model and channel (`relay/routing.ts`). */
  channelPicks: Map<string, number>;
  tokens: Map<number, TokenRecord>;
  nextTokenId: number;
  /** Ascending by id (and so by time): new rows are appended. */
  logs: LogRecord[];
  nextLogId: number;
  redemptions: Map<number, Redemption>;
  nextRedemptionId: number;
  paymentGateways: Map<number, PaymentGatewayRecord>;
  nextPaymentGatewayId: number;
  /** Ids only grow, like a database's auto-increment: a deleted group's or channel's id is never given again (its records stay its own). */
  nextGroupId: number;
  nextChannelId: number;
  /** trade_no → order. */
  orders: Map<string, Order>;
  nextOrderId: number;
  /** The gateway's own log, oldest first, at most one-hub's last 500 lines (`system-log.ts`, `POST /api/system_info/log`). */
  systemLog: SystemLogEntry[];
  /** one-hub's Prometheus counters (`GET /api/metrics`, `metrics/metrics.ts`). */
  metrics: GatewayMetrics;
  /** `metrics.user` / `metrics.password` of one-hub's config; null (or either empty): `/api/metrics` answers 404. */
  metricsAuth: { user: string; password: string } | null;
  /** Double-only: channels made to fail every N-th attempt (`channel/channel-faults.ts`). */
  channelFaults: Map<number, ChannelFault>;
  /** The audit trail of admin changes, oldest first (`operation-record.ts`, `recordOperation`). */
  operations: OperationRecord[];
  nextOperationId: number;
  /** Inviters' reward rows (`affiliate.ts`), oldest first. */
  affRewards: AffRewardRecord[];
  nextAffRewardId: number;
  /** Suno and Kling tasks (`task/task.ts`); their progress follows the clock. */
  tasks: TaskRecord[];
  /** Midjourney tasks (`task/task.ts`). */
  midjourney: MidjourneyRecord[];
  /** Monthly bills per user, month and model (`invoice.ts`), rebuilt by root's invoice/gen|update. */
  invoices: InvoiceRecord[];
  /** Price-feed URLs besides the double's own that `/api/prices/fetch_feed` may fetch (exact matches). */
  priceFeedAllowList: string[];
  /** Users' fapiao titles (`fapiao.ts`), by id. */
  fapiaoTitles: Map<number, FapiaoTitle>;
  nextFapiaoTitleId: number;
  /** Fapiao requests (`fapiao.ts`), by id; a cancelled request is removed. */
  fapiaos: Map<number, Fapiao>;
  nextFapiaoId: number;
  /** The Telegram bot's menu commands (`telegram.ts`), by id. */
  telegramMenus: Map<number, TelegramMenu>;
  nextTelegramMenuId: number;
  /** Users' passkeys (`webauthn/webauthn.ts`); none are seeded. */
  passkeys: PasskeyStore;
}

/** Unix seconds from the store's clock. */
export function nowSeconds(store: Pick<MockStore, 'now'>): number {
  return Math.floor(store.now() / 1000);
}

/** What a test may override when it builds a store. */
export interface StoreOverrides {
  status?: Partial<GatewayStatus>;
  settings?: Partial<GatewaySettings>;
  faults?: Faults;
  sessionTtlMs?: number;
  criticalRateLimit?: CriticalRateLimit | false;
  priceFeedAllowList?: readonly string[];
  testEndpoints?: boolean;
  onMail?: (mail: OutboxMail) => void;
  metricsAuth?: { user: string; password: string } | undefined;
  /** Seeded log rows (`MOCK_GATEWAY_LOG_ROWS`); 60,000 (`SEED_LOG_COUNT`) unless given. */
  logRows?: number | undefined;
}

/** A freshly seeded store; the same `now` gives the same content (except random session ids). */
export function createStore(now: () => number = Date.now, overrides: StoreOverrides = {}): MockStore {
  const seconds = Math.floor(now() / 1000);
  const users = seedUsers(seconds);
  const tokens = seedTokens(seconds);
  const seed = sharedSeed(seconds, overrides.logRows ?? SEED_LOG_COUNT);
  const logs = seed.rows.slice();
  const redemptions = seedRedemptions(seconds);
  const orders = seedOrders(seconds);
  const affRewards = seedAffRewards(seconds);
  reconcileUsage(users, tokens, seed);
  const nextId = (rows: readonly { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  const prices = seedPrices();
  const byOwnerThenModel = [...prices].sort((a, b) => a.channel_type - b.channel_type || (a.model < b.model ? -1 : 1));
  const modelInfos = seedModelInfoRecords(
    byOwnerThenModel.map((price) => price.model),
    seconds,
  );
  const overridesByGroup = new Map<number, Map<number, number>>();
  for (const [groupId, ownerId, rate] of SEED_CHANNEL_RATE_OVERRIDES) {
    const byOwner = overridesByGroup.get(groupId) ?? new Map<number, number>();
    byOwner.set(ownerId, rate);
    overridesByGroup.set(groupId, byOwner);
  }
  const store: MockStore = {
    now,
    status: { ...defaultStatus(seconds), ...overrides.status },
    settings: { ...defaultSettings(), ...overrides.settings },
    faults: { ...overrides.faults },
    users: new Map(users.map((user) => [user.id, user])),
    groups: new Map(seedGroups().map((group) => [group.id, group])),
    owners: new Map(SEED_OWNERS.map((owner) => [owner.id, { ...owner }])),
    prices: new Map(prices.map((price) => [price.model, price])),
    extraColumns: new Map(),
    modelInfos: new Map(modelInfos.map((info) => [info.id, info])),
    nextModelInfoId: nextId(modelInfos),
    modelGroups: seedModelGroups(),
    hotModels: SEED_HOT_MODELS.map(([model, count]) => ({ model, request_count: count })),
    channelRateOverrides: overridesByGroup,
    sessions: new Map(),
    sessionTtlMs: overrides.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
    criticalRateLimit: overrides.criticalRateLimit ?? { ...DEFAULT_CRITICAL_RATE_LIMIT },
    criticalHits: new Map(),
    oauthIdentities: new Map(seedIdentities().map((identity) => [`${identity.provider}:${identity.subject}`, identity])),
    oauthCodes: new Map(),
    verificationCodes: new Map(),
    resetTokens: new Map(),
    outbox: [],
    ...(overrides.onMail ? { onMail: overrides.onMail } : {}),
    testEndpoints: overrides.testEndpoints === true,
    nextUserId: Math.max(...users.map((user) => user.id)) + 1,
    channels: new Map(seedChannels(seconds).map((channel) => [channel.id, channel])),
    channelPicks: new Map(),
    tokens: new Map(tokens.map((token) => [token.id, token])),
    nextTokenId: nextId(tokens),
    logs,
    nextLogId: seed.nextLogId,
    redemptions: new Map(redemptions.map((code) => [code.id, code])),
    nextRedemptionId: nextId(redemptions),
    paymentGateways: new Map(seedPaymentGateways(seconds).map((gateway) => [gateway.id, gateway])),
    nextPaymentGatewayId: seedPaymentGateways(seconds).length + 1,
    nextGroupId: Math.max(0, ...seedGroups().map((group) => group.id)) + 1,
    nextChannelId: Math.max(0, ...seedChannels(seconds).map((channel) => channel.id)) + 1,
    orders: new Map(orders.map((order) => [order.trade_no, order])),
    nextOrderId: nextId(orders),
    operations: [],
    nextOperationId: 1,
    affRewards,
    nextAffRewardId: nextId(affRewards),
    tasks: seedTasks(seconds),
    midjourney: seedMidjourney(seconds),
    invoices: seed.invoices.map((row) => ({ ...row })),
    priceFeedAllowList: [...(overrides.priceFeedAllowList ?? [])],
    fapiaoTitles: new Map(),
    nextFapiaoTitleId: 1,
    fapiaos: new Map(),
    nextFapiaoId: 1,
    telegramMenus: new Map(seedTelegramMenus().map((menu) => [menu.id, menu])),
    nextTelegramMenuId: seedTelegramMenus().length + 1,
    systemLog: [],
    metrics: emptyMetrics(now()),
    metricsAuth: overrides.metricsAuth ?? null,
    channelFaults: new Map(),
    passkeys: emptyPasskeyStore(),
  };
  for (const [level, message] of startupLines(store.status.version, store.channels.size)) writeSystemLog(store, level, message);
  return store;
}

/**
 * The seeded log rows (store/log/seed.ts: 60,000 unless `logRows` says otherwise) and what a store derives from them: usage sums,
 * the next row id, the past months' bills.
 */
interface SharedSeed {
  seconds: number;
  count: number;
  rows: readonly LogRecord[];
  byUser: ReadonlyMap<number, { readonly quota: number; readonly count: number }>;
  byToken: ReadonlyMap<string, number>;
  nextLogId: number;
  invoices: readonly InvoiceRecord[];
}

/**
 * The last seed made, shared by the stores built in the same clock second: tests build a store
 * per case, and making the rows and their sums was most of a build. The rows are frozen, so
 * sharing them is safe: a store gets its own array, adds and drops rows, never changes one.
 */
let lastSeed: SharedSeed | undefined;

function sharedSeed(seconds: number, count: number): SharedSeed {
  if (lastSeed?.seconds === seconds && lastSeed.count === count) return lastSeed;
  const rows = seedLogs(seconds, count);
  const byUser = new Map<number, { quota: number; count: number }>();
  const byToken = new Map<string, number>();
  let lastId = 0;
  for (const row of rows) {
    lastId = Math.max(lastId, row.id);
    if (row.type !== 2) continue;
    const sum = byUser.get(row.user_id) ?? { quota: 0, count: 0 };
    sum.quota += row.quota;
    sum.count += 1;
    byUser.set(row.user_id, sum);
    const tokenKey = `${row.user_id}:${row.token_name}`;
    byToken.set(tokenKey, (byToken.get(tokenKey) ?? 0) + row.quota);
  }
  const invoices = seedInvoices(rows, seconds);
  for (const row of rows) {
    if (row.metadata) Object.freeze(row.metadata);
    Object.freeze(row);
  }
  lastSeed = { seconds, count, rows: Object.freeze(rows), byUser, byToken, nextLogId: lastId + 1, invoices };
  return lastSeed;
}

/**
 * The seeded users' and keys' usage figures are the sums of their seeded consume rows, so the
 * overview, the key list and the logs agree from the first page on.
 */
function reconcileUsage(users: UserRecord[], tokens: TokenRecord[], { byUser, byToken }: SharedSeed): void {
  for (const user of users) {
    user.used_quota = byUser.get(user.id)?.quota ?? 0;
    user.request_count = byUser.get(user.id)?.count ?? 0;
  }
  for (const token of tokens) token.used_quota = byToken.get(`${token.user_id}:${token.name}`) ?? 0;
}
