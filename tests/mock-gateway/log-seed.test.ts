import t from 'tap';
import { seedPrices } from '#mock-gateway/store/prices/catalog.ts';
import { seedChannels } from '#mock-gateway/store/channel/channel.ts';
import { computeQuota } from '#mock-gateway/relay/billing.ts';
import { seedLogs } from '#mock-gateway/store/log/log.ts';
import type { LogRecord } from '#mock-gateway/store/log/log.ts';
import { seedGroups } from '#mock-gateway/store/seed.ts';
import { seedTokens } from '#mock-gateway/store/key/key.ts';

const SECONDS = Date.UTC(2025, 0, 15, 12) / 1000;

t.test('≥ 50,000 rows over 30 days, ascending id and time, across users, keys, models, channels and types', async (t) => {
  const started = performance.now();
  const rows = seedLogs(SECONDS);
  t.comment(`seeded ${rows.length} rows in ${(performance.now() - started).toFixed(0)} ms`);
  t.ok(rows.length >= 50000, `${rows.length} rows`);
  let ordered = true;
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    if (row.id !== index + 1 || (previous && row.created_at < previous.created_at)) ordered = false;
  });
  t.ok(ordered, 'ids 1… and created_at never decreasing');
  t.ok((rows[0]?.created_at ?? 0) >= SECONDS - 30 * 86400 && (rows.at(-1)?.created_at ?? Infinity) <= SECONDS, 'within the last 30 days');
  const perUser = new Map<number, number>();
  for (const row of rows) perUser.set(row.user_id, (perUser.get(row.user_id) ?? 0) + 1);
  t.same([...perUser.keys()].sort(), [1, 2, 3, 4, 5], 'every seeded user');
  t.ok((perUser.get(4) ?? 0) >= 10000, `demo has ${perUser.get(4)} rows`);
  t.same([...new Set(rows.map((row) => row.type))].sort(), [1, 2, 3, 4]);
  const consume = rows.filter((row) => row.type === 2);
  t.ok(consume.length > rows.length * 0.9, 'mostly consume rows');
  t.ok(new Set(consume.map((row) => row.model_name)).size >= 12, 'many models');
  t.same(
    [...new Set(consume.map((row) => row.channel_id))].sort((a, b) => a - b),
    seedChannels().map((channel) => channel.id),
    'every channel',
  );
  const keys = seedTokens(SECONDS);
  for (const row of consume.slice(0, 2000)) {
    const key = keys.find((token) => token.user_id === row.user_id && token.name === row.token_name);
    if (!key) t.fail(`row ${row.id}: ${row.token_name} is not a key of user ${row.user_id}`);
  }
  t.ok(rows.some((row) => row.type === 1 && row.content.startsWith('通过兑换码充值 ＄10.000000 额度')));
});

t.test('consume rows are billed with the contract formula from their metadata', async (t) => {
  const rows = seedLogs(SECONDS).filter((row) => row.type === 2);
  const prices = new Map(seedPrices().map((price) => [price.model, price]));
  const ratios = new Map(seedGroups().map((group) => [group.symbol, group.ratio]));
  let wrong = 0;
  for (const row of rows) {
    const meta = row.metadata;
    const price = prices.get(row.model_name);
    const billedBy = meta?.is_backup_group ? meta.backup_group_name : meta?.group_name;
    if (
      !meta ||
      !price ||
      meta.group_ratio !== ratios.get(String(billedBy)) ||
      meta.input_ratio !== price.input ||
      meta.output_ratio !== price.output ||
      meta.price_type !== price.type ||
      row.quota !==
        computeQuota(price, meta.group_ratio ?? Number.NaN, { promptTokens: row.prompt_tokens, completionTokens: row.completion_tokens })
    )
      wrong += 1;
  }
  t.equal(wrong, 0, `${rows.length} rows checked`);
  t.ok(
    rows.some((row) => row.metadata?.is_backup_group === true),
    'some rows fell back to the backup group',
  );
  t.ok(rows.some((row) => row.is_stream && typeof row.metadata?.first_response === 'number'));
  t.ok(rows.some((row) => row.metadata?.price_type === 'times'));
  t.equal(computeQuota({ type: 'tokens', input: 0.075, output: 0.3 }, 0.8, { promptTokens: 1000, completionTokens: 500 }), 180);
  t.equal(computeQuota({ type: 'times', input: 20, output: 20 }, 0.6, { promptTokens: 10, completionTokens: 0 }), 12000);
  t.equal(computeQuota({ type: 'tokens', input: 0.01, output: 0.01 }, 1, { promptTokens: 1, completionTokens: 0 }), 1, 'at least 1');
  t.equal(computeQuota({ type: 'tokens', input: 1, output: 1 }, 1, { promptTokens: 0, completionTokens: 0 }), 0, 'no tokens, no cost');
});

t.test('deterministic: the same clock gives the same rows; another clock shifts them in time', async (t) => {
  const a = seedLogs(SECONDS);
  const b = seedLogs(SECONDS);
  t.same(JSON.stringify(a), JSON.stringify(b));
  const shifted = seedLogs(SECONDS + 3600);
  t.same(JSON.stringify(shifted.map((row) => ({ ...row, created_at: row.created_at - 3600 }))), JSON.stringify(a));
});

t.test('seeding is fast enough for a store per test', async (t) => {
  seedLogs(SECONDS);
  const started = performance.now();
  for (let i = 0; i < 3; i += 1) seedLogs(SECONDS + i);
  const each = (performance.now() - started) / 3;
  t.comment(`warm seed: ${each.toFixed(0)} ms`);
  // Generous bound: CI machines are shared; the target is ~100 ms.
  t.ok(each < 1000, `${each.toFixed(0)} ms`);
});

t.test('another row count (MOCK_GATEWAY_LOG_ROWS): the same mix of users, types, models and channels over the same 30 days', async (t) => {
  const { generateSeedLogs } = await import('#mock-gateway/store/log/seed.ts');
  const shares = (rows: readonly LogRecord[], of: (row: LogRecord) => string | number) => {
    const counts = new Map<string | number, number>();
    for (const row of rows) counts.set(of(row), (counts.get(of(row)) ?? 0) + 1);
    return new Map([...counts].map(([key, count]) => [key, count / rows.length]));
  };
  const seed = seedLogs(SECONDS);
  const more = generateSeedLogs(SECONDS, 150_000);
  t.equal(more.length, 150_000);
  t.same(generateSeedLogs(SECONDS, 150_000).slice(-50), more.slice(-50), 'deterministic for the clock');
  t.ok(
    more.every((row, index) => row.id === index + 1 && (index === 0 || row.created_at >= (more[index - 1] as LogRecord).created_at)),
    'ids 1… and created_at never decreasing',
  );
  t.ok((more[0]?.created_at ?? 0) >= SECONDS - 30 * 86400 && (more.at(-1)?.created_at ?? Infinity) <= SECONDS, 'within the last 30 days');
  t.ok(
    (more.at(-1)?.created_at ?? 0) > SECONDS - 60 && (more[0]?.created_at ?? 0) < SECONDS - 30 * 86400 + 60,
    'spread over the whole span',
  );
  for (const [name, of] of [
    ['user', (row: LogRecord) => row.user_id],
    ['type', (row: LogRecord) => row.type],
    ['channel', (row: LogRecord) => row.channel_id],
    ['model', (row: LogRecord) => row.model_name],
  ] as const) {
    const want = shares(seed, of);
    const got = shares(more, of);
    t.same([...got.keys()].sort(), [...want.keys()].sort(), `the same ${name}s`);
    const off = [...want].filter(([key, share]) => Math.abs((got.get(key) ?? 0) - share) > 0.01);
    t.same(off, [], `each ${name}'s share within a percentage point of the seed's`);
  }
});
