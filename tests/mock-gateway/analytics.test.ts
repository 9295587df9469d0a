import t from 'tap';
import { z } from 'zod/mini';
import type { MockGatewayOptions } from '#mock-gateway/app.ts';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';
import {
  AnalyticsPeriodSchema,
  AnalyticsStatisticsSchema,
  MultiUserStatsSchema,
  UserRankPageSchema,
} from '#shared/api/schemas/analytics.ts';
import type { PeriodUsage } from '#shared/api/schemas/analytics.ts';
import { LogPageSchema, LogStatSchema } from '#shared/api/schemas/log.ts';

const NOW = Date.UTC(2025, 0, 15, 12, 30);
const SECONDS = NOW / 1000;
const DAY = 86400;
type Reply = { success: boolean; message: string; data?: unknown };
const DENIED = { success: false, message: '无权进行此操作，权限不足' };

async function setup(t: Parameters<typeof startGateway>[0], options: MockGatewayOptions = {}) {
  const gateway = await startGateway(t, { now: () => NOW, criticalRateLimit: false, ...options });
  const admin = callerFor<Reply>(gateway, await signIn(gateway, 'admin'));
  const period = async (query: string) =>
    AnalyticsPeriodSchema.parse(envelopeOf(z.unknown()).parse(await admin(`/api/analytics/period?${query}`)).data);
  return { gateway, admin, period };
}

interface Totals {
  requests: number;
  quota: number;
  tokens: number;
  time: number;
}

function sumUsage(rows: readonly PeriodUsage[] | null): Totals {
  const totals = { requests: 0, quota: 0, tokens: 0, time: 0 };
  for (const row of rows ?? []) {
    totals.requests += row.RequestCount;
    totals.quota += row.Quota;
    totals.tokens += row.PromptTokens + row.CompletionTokens;
    totals.time += row.RequestTime;
  }
  return totals;
}

/** What an API client adds up from `/api/log/`'s consume rows for a filter, page after page. */
async function sumLogs(admin: (url: string) => Promise<Reply>, filter: string): Promise<Totals & { stat: number }> {
  const totals = { requests: 0, quota: 0, tokens: 0, time: 0 };
  for (let page = 1; ; page += 1) {
    const list = LogPageSchema.parse((await admin(`/api/log/?log_type=2&size=100&page=${page}&${filter}`)).data);
    for (const row of list.data) {
      totals.requests += 1;
      totals.quota += row.quota;
      totals.tokens += row.prompt_tokens + row.completion_tokens;
      totals.time += row.request_time;
    }
    if (list.data.length < 100) break;
  }
  const stat = LogStatSchema.parse((await admin(`/api/log/stat?${filter}`)).data).quota;
  return { ...totals, stat };
}

t.test('period usage for a range and a user equals the sums of /api/log/ rows for the same filter', async (t) => {
  const { gateway, admin, period } = await setup(t);
  const demo = gateway.store.users.get(4);
  if (!demo) throw new Error('no demo user');
  // Bounds that fall exactly on rows' times: both ends are included, as /api/log/ includes them.
  const rows = gateway.store.logs.filter((row) => row.type === 2 && row.user_id === 4 && row.created_at > SECONDS - 3 * DAY);
  const start = rows[0]?.created_at ?? 0;
  const end = rows[Math.floor(rows.length / 2)]?.created_at ?? 0;
  t.ok(start > 0 && end > start, 'the seed has demo rows in the range');
  const fromLogs = await sumLogs(admin, `start_timestamp=${start}&end_timestamp=${end}&username=demo`);
  t.ok(fromLogs.requests > 100, `more than one page of logs (${fromLogs.requests})`);
  for (const groupType of ['model', 'model_type', 'channel', 'group']) {
    const data = await period(`start_timestamp=${start}&end_timestamp=${end}&user_id=4&group_type=${groupType}`);
    const usage = sumUsage(data.channel_statistics);
    t.same(
      usage,
      { requests: fromLogs.requests, quota: fromLogs.quota, tokens: fromLogs.tokens, time: fromLogs.time },
      `group_type=${groupType}`,
    );
  }
  t.equal(fromLogs.stat, fromLogs.quota, "/api/log/stat's sum is the same cost");
  // One second less at each end leaves the rows at the bounds out, on both sides alike.
  const inner = await sumLogs(admin, `start_timestamp=${start + 1}&end_timestamp=${end - 1}&username=demo`);
  const innerPeriod = sumUsage(
    (await period(`start_timestamp=${start + 1}&end_timestamp=${end - 1}&user_id=4&group_type=model`)).channel_statistics,
  );
  t.equal(innerPeriod.requests, inner.requests);
  t.ok(inner.requests < fromLogs.requests, 'the bounds were included');
});

t.test('without a user, a day of everyone: the same sums; rows are per UTC day and group, ordered', async (t) => {
  const { admin, period } = await setup(t);
  const start = SECONDS - 2 * DAY;
  const end = SECONDS - DAY;
  const fromLogs = await sumLogs(admin, `start_timestamp=${start}&end_timestamp=${end}`);
  const data = await period(`start_timestamp=${start}&end_timestamp=${end}&group_type=model`);
  const usage = sumUsage(data.channel_statistics);
  t.same(usage, { requests: fromLogs.requests, quota: fromLogs.quota, tokens: fromLogs.tokens, time: fromLogs.time });
  const keys = (data.channel_statistics ?? []).map((row) => `${row.Date} ${row.Channel}`);
  t.same(keys, [...keys].sort(), 'by date, then name');
  t.same([...new Set((data.channel_statistics ?? []).map((row) => row.Date))], ['2025-01-13', '2025-01-14']);
  t.same(data.group_types, ['model_type', 'model', 'channel', 'group'], 'the extension names what it groups by');
  const byChannel = await period(`start_timestamp=${start}&end_timestamp=${end}&group_type=channel`);
  const unknown = await period(`start_timestamp=${start}&end_timestamp=${end}&group_type=nonsense`);
  t.same(unknown.channel_statistics, byChannel.channel_statistics, 'an unknown group_type groups by channel, as upstream');
  const noEnd = await period(`start_timestamp=${start}`);
  t.same(noEnd.channel_statistics, null, "no end: nothing (upstream: BETWEEN start AND 1970), as Go's nil slice");
  const junk = await admin('/api/analytics/period?start_timestamp=x&end_timestamp=y&user_id=z');
  t.equal(junk.success, true, 'unparsable numbers count as 0, never a 5xx');
});

t.test('a relay call counts at once; registrations, redemptions and paid orders per day', async (t) => {
  const { gateway, period } = await setup(t);
  const key = [...gateway.store.tokens.values()].find((token) => token.name === 'demo-key');
  if (!key) throw new Error('no demo key');
  const before = sumUsage(
    (await period(`start_timestamp=${SECONDS - 60}&end_timestamp=${SECONDS}&user_id=4&group_type=model`)).channel_statistics,
  );
  const call = await gateway.inject({
    method: 'POST',
    url: '/v1/chat/completions',
    headers: { authorization: `Bearer sk-${key.key}` },
    payload: { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hello' }] },
  });
  t.equal(call.statusCode, 200);
  const after = sumUsage(
    (await period(`start_timestamp=${SECONDS - 60}&end_timestamp=${SECONDS}&user_id=4&group_type=model`)).channel_statistics,
  );
  const row = gateway.store.logs.at(-1);
  t.equal(after.requests, before.requests + 1);
  t.equal(after.quota, before.quota + (row?.quota ?? 0));

  const range = `start_timestamp=${SECONDS - 40 * DAY}&end_timestamp=${SECONDS}`;
  const data = await period(range);
  const users = [...gateway.store.users.values()].filter((user) => user.created_time >= SECONDS - 40 * DAY);
  t.equal(
    (data.user_statistics ?? []).reduce((sum, day) => sum + day.user_count, 0),
    users.length,
    'registrations',
  );
  const used = [...gateway.store.redemptions.values()].filter((code) => code.status === 3 && code.redeemed_time >= SECONDS - 40 * DAY);
  t.equal(
    (data.redemption_statistics ?? []).reduce((sum, day) => sum + day.quota, 0),
    used.reduce((sum, code) => sum + code.quota, 0),
    'used codes',
  );
  const paid = [...gateway.store.orders.values()].filter((order) => order.status === 'success' && order.created_at >= SECONDS - 40 * DAY);
  t.ok(paid.length > 0, 'the seed has paid orders');
  t.equal(
    Math.round((data.order_statistics ?? []).reduce((sum, day) => sum + day.order_amount, 0) * 100),
    Math.round(paid.reduce((sum, order) => sum + order.order_amount, 0) * 100),
    'paid orders',
  );
});

t.test('statistics: users, channels per status, codes per status (not disabled), paid orders per currency', async (t) => {
  const { gateway, admin } = await setup(t);
  const data = AnalyticsStatisticsSchema.parse((await admin('/api/analytics/statistics')).data);
  const users = [...gateway.store.users.values()];
  t.same(data.user_statistics, {
    total_quota: users.reduce((sum, user) => sum + user.quota, 0),
    total_used_quota: users.reduce((sum, user) => sum + user.used_quota, 0),
    total_user: users.length,
    total_inviter_user: users.filter((user) => user.inviter_id !== 0).length,
  });
  t.equal(
    (data.channel_statistics ?? []).reduce((sum, row) => sum + row.total_channels, 0),
    gateway.store.channels.size,
  );
  t.notOk(
    (data.redemption_statistic ?? []).some((row) => row.status === 2),
    'disabled codes are left out',
  );
  t.ok((data.order_statistics ?? []).length > 0);
});

t.test('user_rank (extension): highest cost first, paged, adding up to the period', async (t) => {
  const { admin, period } = await setup(t);
  const range = `start_timestamp=${SECONDS - 7 * DAY}&end_timestamp=${SECONDS}`;
  const page = UserRankPageSchema.parse((await admin(`/api/analytics/user_rank?${range}&size=100`)).data);
  t.ok(page.total_count >= 3);
  const costs = page.data.map((row) => row.quota);
  t.same(
    costs,
    [...costs].sort((a, b) => b - a),
    'by cost, descending',
  );
  const usage = sumUsage((await period(`${range}&group_type=model`)).channel_statistics);
  t.equal(
    page.data.reduce((sum, row) => sum + row.quota, 0),
    usage.quota,
  );
  t.equal(
    page.data.reduce((sum, row) => sum + row.request_count, 0),
    usage.requests,
  );
  const second = UserRankPageSchema.parse((await admin(`/api/analytics/user_rank?${range}&size=1&page=2`)).data);
  t.same(second.data, page.data.slice(1, 2));
  t.same(await admin(`/api/analytics/user_rank?${range}&size=101`), { success: false, message: 'size 参数不能超过 100' });
  const demo = UserRankPageSchema.parse((await admin(`/api/analytics/user_rank?${range}&user_id=4`)).data);
  t.same(
    demo.data.map((row) => row.username),
    ['demo'],
  );
});

t.test('multi_user_stats and its CSV export: upstream shapes and refusals', async (t) => {
  const { gateway, admin } = await setup(t);
  const cookie = await signIn(gateway, 'admin');
  const query = 'usernames=demo,%20admin,nobody&start_time=2025-01-10&end_time=2025-01-14';
  const reply = MultiUserStatsSchema.parse(await admin(`/api/analytics/multi_user_stats?${query}`));
  t.same(
    reply.data?.map((row) => row.username),
    ['admin', 'demo'],
    'named users with usage, by name',
  );
  const rank = UserRankPageSchema.parse(
    (
      await admin(
        `/api/analytics/user_rank?start_timestamp=${Date.UTC(2025, 0, 10) / 1000}&end_timestamp=${Date.UTC(2025, 0, 15) / 1000 - 1}&size=100`,
      )
    ).data,
  );
  const demoRank = rank.data.find((row) => row.username === 'demo');
  t.equal(reply.data?.find((row) => row.username === 'demo')?.quota, demoRank?.quota, 'whole UTC days, end day included');
  const usage = reply.model_usage ?? [];
  t.ok(usage.length > 0 && usage.every((row) => row.username === 'admin' || row.username === 'demo'), 'model_usage beside data');
  t.equal(
    usage.filter((row) => row.username === 'demo').reduce((sum, row) => sum + row.request_count, 0),
    demoRank?.request_count,
  );
  t.match(await admin('/api/analytics/multi_user_stats?start_time=2025-01-10&end_time=2025-01-14'), {
    success: false,
    message: /Usernames' failed on the 'required' tag/,
  });
  t.same(await admin('/api/analytics/multi_user_stats?usernames=demo&start_time=2025-13-01&end_time=2025-01-14'), {
    success: false,
    message: 'invalid start_time format, expected YYYY-MM-DD',
  });
  const csv = await gateway.inject({ url: `/api/analytics/multi_user_stats/export?${query}`, headers: { cookie } });
  t.equal(csv.statusCode, 200);
  t.match(csv.headers['content-type'], /^text\/csv/);
  t.equal(csv.headers['content-disposition'], 'attachment; filename=multi_user_stats_2025-01-10_2025-01-14.csv');
  const lines = csv.body.trim().split('\n');
  t.equal(lines[0], 'Username,Request Count,Quota,Prompt Tokens,Completion Tokens,Request Time (ms)');
  t.match(lines[2], new RegExp(`^demo,${demoRank?.request_count},${demoRank?.quota},`));
});

t.test('the operator and up (spec §6; admins upstream); upstream-only mode has no ranking and no group_types', async (t) => {
  const { gateway } = await setup(t);
  const demo = callerFor<Reply>(gateway, await signIn(gateway, 'demo'));
  t.same(await demo('/api/analytics/statistics'), DENIED, 'demo: statistics');
  t.same(await demo('/api/analytics/period?start_timestamp=0&end_timestamp=1'), DENIED, 'demo: period');
  t.same(await demo('/api/analytics/user_rank'), DENIED, 'demo: ranking');
  const operator = callerFor<Reply>(gateway, await signIn(gateway, 'operator'));
  t.match(await operator('/api/analytics/statistics'), { success: true }, 'operator: statistics');
  t.match(await operator('/api/analytics/user_rank'), { success: true }, 'operator: ranking');
  const upstream = await setup(t, { upstreamOnly: true });
  const upstreamOperator = callerFor<Reply>(upstream.gateway, await signIn(upstream.gateway, 'operator'));
  t.same(await upstreamOperator('/api/analytics/statistics'), DENIED, 'upstream asks for an admin');
  t.same(await upstreamOperator('/api/analytics/period?start_timestamp=0&end_timestamp=1'), DENIED);
  const rank = await upstream.gateway.inject({
    url: '/api/analytics/user_rank',
    headers: { cookie: await signIn(upstream.gateway, 'admin') },
  });
  t.equal(rank.statusCode, 404);
  const data = await upstream.period(`start_timestamp=${SECONDS - DAY}&end_timestamp=${SECONDS}`);
  t.equal(data.group_types, undefined);
  t.ok((data.channel_statistics ?? []).length > 0);
});
