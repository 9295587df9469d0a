import type { Price } from '#shared/api/schemas/model.ts';
import { seedModelGroups, seedPrices } from '#mock-gateway/store/prices/catalog.ts';
import { channelServes, seedChannels } from '#mock-gateway/store/channel/channel.ts';
import type { ChannelRecord } from '#mock-gateway/store/channel/channel.ts';
import { consumeRow, otherRow, pick } from './seed-rows.ts';
import type { Route, SeedLogUser } from './seed-rows.ts';
import type { LogRecord } from './log.ts';
import { seedGroups } from '#mock-gateway/store/seed.ts';
import { seedTokens } from '#mock-gateway/store/key/key.ts';
import type { TokenRecord } from '#mock-gateway/store/key/key.ts';

const DAY = 86400;
/** Rows over the last 30 days; the console's CSV export is measured against this many. */
export const SEED_LOG_COUNT = 60000;
const SPAN = 30 * DAY;

// The seeded users (store/seed.ts) as the log seed needs them; seedUsers() hashes passwords,
// far too slow to call here. Weights: share of the rows (demo ≥ 10,000 of 60,000).
const USERS = [
  { id: 1, username: 'root', group: 'svip', weight: 0.3, ips: ['10.8.0.2', '10.8.0.3'] },
  { id: 2, username: 'admin', group: 'vip', weight: 0.18, ips: ['192.168.1.10'] },
  { id: 3, username: 'operator', group: 'vip', weight: 0.27, ips: ['192.168.1.20', '10.0.3.7'] },
  { id: 4, username: 'demo', group: 'default', weight: 0.2, ips: ['127.0.0.1', '203.0.113.7', '198.51.100.23'] },
  { id: 5, username: 'banned', group: 'default', weight: 0.05, ips: ['203.0.113.99'] },
] as const satisfies readonly SeedLogUser[];

/** mulberry32: a small deterministic PRNG, so every store gets the same rows for the same clock. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Models a key can reach from its primary group, else from its backup group (contract §5.3).
function routesFor(
  token: TokenRecord,
  userGroup: string,
  models: Map<string, string[]>,
  prices: Price[],
  channels: ChannelRecord[],
): Route[] {
  const primary = token.group || userGroup;
  const routes: Route[] = [];
  for (const price of prices) {
    for (const [group, isBackup] of [
      [primary, false],
      [token.backup_group, true],
    ] as const) {
      if (group === '' || !(models.get(price.model) ?? []).includes(group)) continue;
      const serving = channels.filter((channel) => channel.groups.includes(group) && channelServes(channel, price.model));
      if (serving.length === 0) continue;
      routes.push({ model: price.model, price, primary, backup: token.backup_group, group, isBackup, channels: serving });
      break;
    }
  }
  return routes;
}

function pickUser(random: () => number): number {
  let roll = random();
  for (let index = 0; index < USERS.length; index += 1) {
    roll -= USERS[index]?.weight ?? 0;
    if (roll < 0) return index;
  }
  return 0;
}

// Cheaper models are used more: squaring the roll favours the head of the popularity order.
function pickRoute(routes: readonly Route[], random: () => number): Route {
  const roll = random();
  return routes[Math.floor(roll * roll * routes.length)] as Route;
}

/**
 * `count` deterministic rows (60,000 unless told) over the 30 days before `seconds`, ascending by
 * id and time: mostly type-2 consume rows billed with the contract's formula (§5.4) from the
 * seeded prices and group ratios, plus top-up, manage and system rows. Another count spreads the
 * same mix over the same span (the bench's million rows: `MOCK_GATEWAY_LOG_ROWS`).
 */
export function generateSeedLogs(seconds: number, count: number = SEED_LOG_COUNT): LogRecord[] {
  const random = prng(0x5eed1095);
  const prices = seedPrices().sort((a, b) => popularity(a.model) - popularity(b.model));
  const models = seedModelGroups();
  const channels = seedChannels();
  const ratios = new Map(seedGroups().map((group) => [group.symbol, group.ratio]));
  const tokens = seedTokens(seconds);
  const routes = new Map(
    tokens.map((token) => {
      const user = USERS.find((candidate) => candidate.id === token.user_id) ?? USERS[0];
      return [token.id, routesFor(token, user.group, models, prices, channels)];
    }),
  );
  const start = seconds - SPAN;
  const slot = SPAN / count;
  // Key lifetimes fall on whole days from `start`, so the live keys per user and day are exact;
  // disabled and exhausted keys stopped being used two days ago.
  const usable = (token: TokenRecord, day: number) =>
    token.created_time <= start + day * DAY &&
    (token.expired_time === -1 || start + day * DAY < token.expired_time) &&
    (token.status === 1 || token.status === 3 || day < 28);
  const live = USERS.map((user) =>
    Array.from({ length: 31 }, (_, day) => tokens.filter((token) => token.user_id === user.id && usable(token, day))),
  );
  const rows: LogRecord[] = new Array<LogRecord>(count);
  for (let i = 0; i < count; i += 1) {
    // One row per time slot keeps created_at ascending with the id.
    const createdAt = start + Math.floor((i + random()) * slot);
    const day = Math.floor((createdAt - start) / DAY);
    let userIndex = pickUser(random);
    if ((live[userIndex]?.[day] ?? []).length === 0) userIndex = 0;
    const user = USERS[userIndex] ?? USERS[0];
    const ip = pick(user.ips, random);
    const kind = random();
    if (kind < 0.96) {
      const token = pick(live[userIndex]?.[day] ?? [], random);
      rows[i] = consumeRow(i + 1, user, createdAt, ip, token.name, pickRoute(routes.get(token.id) ?? [], random), ratios, random);
    } else {
      rows[i] = otherRow(i + 1, user, createdAt, ip, kind, random);
    }
  }
  return rows;
}

const POPULAR = ['gpt-4o-mini', 'gpt-4o', 'deepseek-chat', 'claude-3-5-sonnet-20241022', 'gemini-1.5-flash', 'gpt-3.5-turbo'];

function popularity(model: string): number {
  const index = POPULAR.indexOf(model);
  return index === -1 ? POPULAR.length : index;
}
