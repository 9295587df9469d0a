import type { Price } from '#shared/api/schemas/model.ts';
import type { ChannelRecord } from '#mock-gateway/store/channel/channel.ts';
import { computeQuota } from '#mock-gateway/relay/billing.ts';
import { logQuota } from './billing.ts';
import type { LogRecord } from './log.ts';

/** A seeded user as the log seed needs it; `weight` = its share of the rows. */
export interface SeedLogUser {
  id: number;
  username: string;
  group: string;
  weight: number;
  ips: readonly string[];
}

/** How a key reaches a model: the group that serves and bills it, and that group's channels. */
export interface Route {
  model: string;
  price: Price;
  /** The key's primary group (its own or the user's) and backup group, as the metadata names them. */
  primary: string;
  backup: string;
  /** The group whose channels serve the model and whose ratio bills it. */
  group: string;
  isBackup: boolean;
  channels: ChannelRecord[];
}

/** A uniformly chosen item. */
export function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

// Every row is built by this one literal, so all 60,000 share one hidden class (seeding speed).
function logRow(
  id: number,
  user: SeedLogUser,
  createdAt: number,
  ip: string,
  type: number,
  content: string,
  tokenName: string,
  model: string,
  quota: number,
  usage: readonly [number, number, number, number, boolean],
  metadata: LogRecord['metadata'],
): LogRecord {
  return {
    id,
    user_id: user.id,
    created_at: createdAt,
    type,
    content,
    username: user.username,
    token_name: tokenName,
    model_name: model,
    quota,
    prompt_tokens: usage[0],
    completion_tokens: usage[1],
    channel_id: usage[2],
    request_time: usage[3],
    is_stream: usage[4],
    source_ip: ip,
    metadata,
  };
}

type Metadata = NonNullable<LogRecord['metadata']>;

function routeMetadata(route: Route, groupRatio: number): Metadata {
  return {
    group_name: route.primary,
    backup_group_name: route.backup,
    is_backup_group: route.isBackup,
    price_type: route.price.type,
    group_ratio: groupRatio,
    input_ratio: route.price.input,
    output_ratio: route.price.output,
  };
}

// A row without a first response has its route's metadata exactly; the rows are frozen once
// seeded, so they share one frozen object per route (a million rows: ~35 MB less).
const sharedMetadata = new WeakMap<Route, Metadata>();

/** A type-2 row billed with the contract's formula (§5.4) and upstream's metadata keys. */
export function consumeRow(
  id: number,
  user: SeedLogUser,
  createdAt: number,
  ip: string,
  tokenName: string,
  route: Route,
  ratios: Map<string, number>,
  random: () => number,
): LogRecord {
  const { price } = route;
  const groupRatio = ratios.get(route.group) ?? 1;
  const times = price.type === 'times';
  const embedding = price.model.startsWith('text-embedding');
  const promptTokens = times ? 12 + Math.floor(random() * 80) : 20 + Math.floor(random() * random() * 6000);
  const completionTokens = times || embedding ? 0 : 5 + Math.floor(random() * random() * 2500);
  const isStream = !times && !embedding && random() < 0.65;
  const requestTime = times ? 8000 + Math.floor(random() * 40000) : 300 + Math.floor(random() * (isStream ? 20000 : 9000));
  let metadata: NonNullable<LogRecord['metadata']>;
  if (isStream) {
    metadata = routeMetadata(route, groupRatio);
    metadata.first_response = 150 + Math.floor(random() * Math.min(2500, requestTime - 150));
  } else {
    metadata = sharedMetadata.get(route) ?? Object.freeze(routeMetadata(route, groupRatio));
    sharedMetadata.set(route, metadata);
  }
  const channel = pick(route.channels, random);
  const quota = computeQuota(price, groupRatio, { promptTokens, completionTokens });
  return logRow(
    id,
    user,
    createdAt,
    ip,
    2,
    '',
    tokenName,
    price.model,
    quota,
    [promptTokens, completionTokens, channel.id, requestTime, isStream],
    metadata,
  );
}

const TOPUP_AMOUNTS = [1, 5, 10, 20, 50, 100];
const QUOTA_PER_UNIT = 500000;
const NO_USAGE = [0, 0, 0, 0, false] as const;

/** A top-up (kind < 0.975), manage (< 0.99) or system row. */
export function otherRow(id: number, user: SeedLogUser, createdAt: number, ip: string, kind: number, random: () => number): LogRecord {
  if (kind < 0.975) {
    const amount = pick(TOPUP_AMOUNTS, random);
    const quota = amount * QUOTA_PER_UNIT;
    const content =
      random() < 0.6 ? `通过兑换码充值 ${logQuota(quota)}` : `在线充值成功，充值积分: ${quota}，支付金额：${(amount * 7.3).toFixed(2)} CNY`;
    return logRow(id, user, createdAt, ip, 1, content, '', '', quota, NO_USAGE, null);
  }
  if (kind < 0.99) {
    const delta = (random() < 0.7 ? 1 : -1) * pick(TOPUP_AMOUNTS, random) * QUOTA_PER_UNIT;
    return logRow(id, user, createdAt, ip, 3, delta > 0 ? '管理员补偿额度' : '管理员扣除额度', '', '', delta, NO_USAGE, null);
  }
  const content = random() < 0.5 ? `邀请用户赠送 ${logQuota(QUOTA_PER_UNIT)}` : `任务失败，返还 ${logQuota(25000)}`;
  // System rows are written without a client IP upstream (RecordLog).
  return logRow(id, user, createdAt, '', 4, content, '', '', 0, NO_USAGE, null);
}
