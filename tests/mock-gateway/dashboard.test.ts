import t from 'tap';
import { buildMockGateway } from '#mock-gateway/app.ts';
import { signIn } from '#mock-gateway/testing.ts';
import { appendLog } from '#mock-gateway/store/log/log.ts';
import type { LogRecord } from '#mock-gateway/store/log/log.ts';
import type { DashboardRate, DashboardStat } from '#shared/api/schemas/dashboard.ts';

const NOW = Date.UTC(2025, 0, 15, 12, 30);
const SECONDS = NOW / 1000;
const DAY = 86400;

async function start(t: { teardown: (fn: () => unknown) => void }) {
  let now = NOW;
  const app = await buildMockGateway({ now: () => now });
  t.teardown(() => app.close());
  return {
    app,
    setNow: (ms: number) => {
      now = ms;
    },
  };
}

type App = Awaited<ReturnType<typeof start>>['app'];

function consume(app: App, userId: number, createdAt: number, model = 'gpt-4o-mini'): LogRecord {
  const username = app.store.users.get(userId)?.username ?? '';
  return appendLog(app.store, {
    user_id: userId,
    type: 2,
    content: '',
    username,
    token_name: 'k',
    model_name: model,
    quota: 100,
    prompt_tokens: 3,
    completion_tokens: 4,
    channel_id: 1,
    request_time: 5,
    is_stream: false,
    source_ip: '',
    metadata: null,
    created_at: createdAt,
  });
}

// The rows the double should answer: a straight recomputation from the log rows.
function recompute(app: App, userId: number, nowSeconds: number): DashboardStat[] {
  const today = Math.floor(nowSeconds / DAY) * DAY;
  const map = new Map<string, DashboardStat>();
  for (const row of app.store.logs) {
    if (row.user_id !== userId || row.type !== 2 || row.created_at < today - 7 * DAY || row.created_at >= today + DAY) continue;
    const date = new Date(row.created_at * 1000).toISOString().slice(0, 10);
    const stat = map.get(`${date} ${row.model_name}`) ?? {
      Date: date,
      ModelName: row.model_name,
      RequestCount: 0,
      Quota: 0,
      PromptTokens: 0,
      CompletionTokens: 0,
      RequestTime: 0,
    };
    stat.RequestCount += 1;
    stat.Quota += row.quota;
    stat.PromptTokens += row.prompt_tokens;
    stat.CompletionTokens += row.completion_tokens;
    stat.RequestTime += row.request_time;
    map.set(`${date} ${row.model_name}`, stat);
  }
  return [...map.values()].sort(
    (a, b) => a.Date.localeCompare(b.Date, 'en') || (a.ModelName < b.ModelName ? -1 : a.ModelName > b.ModelName ? 1 : 0),
  );
}

t.test('dashboard: per day and model for today and the 7 days before, from the user’s type-2 logs', async (t) => {
  const { app } = await start(t);
  const cookie = await signIn(app, 'demo');
  const get = async () =>
    (await app.inject({ url: '/api/user/dashboard', headers: { cookie } })).json<{ success: boolean; data: DashboardStat[] }>();
  const body = await get();
  t.equal(body.success, true);
  t.same(body.data, recompute(app, 4, SECONDS));
  const dates = [...new Set(body.data.map((row) => row.Date))];
  t.same(dates, ['2025-01-08', '2025-01-09', '2025-01-10', '2025-01-11', '2025-01-12', '2025-01-13', '2025-01-14', '2025-01-15']);
  t.same(Object.keys(body.data[0] ?? {}), [
    'Date',
    'ModelName',
    'RequestCount',
    'Quota',
    'PromptTokens',
    'CompletionTokens',
    'RequestTime',
  ]);
  consume(app, 4, SECONDS, 'brand-new-model');
  consume(app, 1, SECONDS, 'root-only-model');
  const after = await get();
  t.same(after.data, recompute(app, 4, SECONDS));
  t.same(
    after.data.filter((row) => row.ModelName === 'brand-new-model'),
    [
      {
        Date: '2025-01-15',
        ModelName: 'brand-new-model',
        RequestCount: 1,
        Quota: 100,
        PromptTokens: 3,
        CompletionTokens: 4,
        RequestTime: 5,
      },
    ],
  );
  t.notOk(
    after.data.some((row) => row.ModelName === 'root-only-model'),
    'other users’ rows stay out',
  );
  const root = await signIn(app, 'root');
  const rootRows = (await app.inject({ url: '/api/user/dashboard', headers: { cookie: root } })).json<{ data: DashboardStat[] }>().data;
  t.same(rootRows, recompute(app, 1, SECONDS));
  t.equal((await app.inject('/api/user/dashboard')).statusCode, 401);
});

t.test('dashboard: the cached week follows appends out of time order, the next day and a purge', async (t) => {
  const { app, setNow } = await start(t);
  const cookie = await signIn(app, 'demo');
  const get = async () => (await app.inject({ url: '/api/user/dashboard', headers: { cookie } })).json<{ data: DashboardStat[] }>().data;
  t.same(await get(), recompute(app, 4, SECONDS), 'first answer');
  consume(app, 4, SECONDS - 3 * DAY, 'late-row-model');
  consume(app, 4, SECONDS - 20 * DAY, 'too-old-model');
  t.same(await get(), recompute(app, 4, SECONDS), 'a late row counts, one before the week does not');
  t.ok((await get()).some((row) => row.ModelName === 'late-row-model'));
  setNow(NOW + DAY * 1000);
  consume(app, 4, SECONDS + DAY, 'tomorrow-model');
  t.same(await get(), recompute(app, 4, SECONDS + DAY), 'the next day is another week');
  app.store.logs = app.store.logs.filter((row) => row.created_at >= SECONDS - 2 * DAY);
  t.same(await get(), recompute(app, 4, SECONDS + DAY), 'after a purge');
});

t.test('rate: type-2 rows of the last 60 s against the group’s api_rate', async (t) => {
  const { app, setNow } = await start(t);
  const later = NOW + 3600 * 1000;
  setNow(later);
  const seconds = later / 1000;
  const get = async (user: string) =>
    (await app.inject({ url: '/api/user/dashboard/rate', headers: { cookie: await signIn(app, user) } })).json<{ data: DashboardRate }>()
      .data;
  t.same(await get('demo'), { rpm: 0, maxRPM: 600, usageRpmRate: 0, tpm: 0, maxTPM: 0, usageTpmRate: 0 }, 'nothing in the last minute');
  consume(app, 4, seconds - 60);
  for (let i = 0; i < 7; i += 1) consume(app, 4, seconds - i);
  consume(app, 1, seconds);
  appendLog(app.store, { ...consume(app, 4, seconds - 70), type: 1, created_at: seconds });
  t.same(await get('demo'), { rpm: 7, maxRPM: 600, usageRpmRate: 1.16, tpm: 0, maxTPM: 0, usageTpmRate: 0 }, '7/600 floored to 2 decimals');
  t.same(await get('operator'), { rpm: 0, maxRPM: 1200, usageRpmRate: 0, tpm: 0, maxTPM: 0, usageTpmRate: 0 });
  const root = await get('root');
  t.same([root.rpm, root.maxRPM, root.usageRpmRate], [1, 3000, 0.03]);
});
