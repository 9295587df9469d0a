import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';
import { appendLog } from '#mock-gateway/store/log/log.ts';
import type { LogRecord } from '#mock-gateway/store/log/log.ts';
import type { Log } from '#shared/api/schemas/log.ts';

const NOW = Date.UTC(2025, 0, 15, 12);
const SECONDS = NOW / 1000;

function start(t: Teardown) {
  return startGateway(t, { now: () => NOW });
}

type App = Awaited<ReturnType<typeof start>>;
interface Page {
  success: boolean;
  message: string;
  data: { data: Log[]; page: number; size: number; total_count: number };
}

function getter(app: App, cookie: string) {
  return callerFor<Page>(app, cookie);
}

type Check = (row: LogRecord) => boolean;

// The expected rows, newest first: a brute-force filter over the store.
function expected(app: App, check: Check): LogRecord[] {
  return app.store.logs.filter(check).sort((a, b) => b.created_at - a.created_at || b.id - a.id);
}

function withoutId(row: LogRecord | Log): Omit<Log, 'id' | 'channel'> {
  const { id: _id, ...rest } = row;
  const copy: Partial<Log> = { ...rest, metadata: rest.metadata ?? null };
  delete copy.channel;
  return copy as Omit<Log, 'id' | 'channel'>;
}

t.test('every filter alone and combined, admin and self', async (t) => {
  const app = await start(t);
  const admin = getter(app, await signIn(app, 'admin'));
  const demo = getter(app, await signIn(app, 'demo'));
  const sample = app.store.logs.find((row) => row.user_id === 4 && row.type === 2 && row.created_at > SECONDS - 5 * 86400) as LogRecord;
  const from = SECONDS - 3 * 86400;
  const to = SECONDS - 86400;
  const cases: [string, Check][] = [
    ['log_type=1', (row) => row.type === 1],
    ['log_type=3', (row) => row.type === 3],
    ['log_type=0', () => true],
    [`start_timestamp=${from}`, (row) => row.created_at >= from],
    [`end_timestamp=${to}`, (row) => row.created_at <= to],
    [`start_timestamp=${sample.created_at}&end_timestamp=${sample.created_at}`, (row) => row.created_at === sample.created_at],
    [`model_name=${sample.model_name}`, (row) => row.model_name === sample.model_name],
    [`token_name=${sample.token_name}`, (row) => row.token_name === sample.token_name],
    ['token_name=demo', (row) => row.token_name === 'demo'],
    [`source_ip=${sample.source_ip}`, (row) => row.source_ip === sample.source_ip],
    [
      `log_type=2&model_name=${sample.model_name}&start_timestamp=${from}&end_timestamp=${to}&source_ip=${sample.source_ip}`,
      (row) =>
        row.type === 2 &&
        row.model_name === sample.model_name &&
        row.created_at >= from &&
        row.created_at <= to &&
        row.source_ip === sample.source_ip,
    ],
  ];
  for (const [query, check] of cases) {
    const all = expected(app, check);
    const adminPage = await admin(`/api/log/?${query}&size=100`);
    t.equal(adminPage.data.total_count, all.length, `admin ${query}`);
    t.same(
      adminPage.data.data.map((row) => row.id),
      all.slice(0, 100).map((row) => row.id),
    );
    const own = expected(app, (row) => row.user_id === 4 && check(row));
    const selfPage = await demo(`/api/log/self?${query}&size=100`);
    t.equal(selfPage.data.total_count, own.length, `self ${query}`);
    t.same(selfPage.data.data.map(withoutId), own.slice(0, 100).map(withoutId));
  }
  const adminOnly: [string, Check][] = [
    ['username=operator', (row) => row.username === 'operator'],
    ['channel_id=3', (row) => row.channel_id === 3],
    [
      `username=demo&channel_id=${sample.channel_id}&log_type=2`,
      (row) => row.user_id === 4 && row.channel_id === sample.channel_id && row.type === 2,
    ],
  ];
  for (const [query, check] of adminOnly) {
    const all = expected(app, check);
    const page = await admin(`/api/log/?${query}`);
    t.equal(page.data.total_count, all.length, query);
    t.same(
      page.data.data.map((row) => row.id),
      all.slice(0, 10).map((row) => row.id),
    );
  }
  const selfIgnores = await demo('/api/log/self?username=root&channel_id=3');
  t.equal(selfIgnores.data.total_count, expected(app, (row) => row.user_id === 4).length, '/self ignores username and channel_id');
});

t.test('stat sums equal the sum of the filtered type-2 rows', async (t) => {
  const app = await start(t);
  const admin = getter(app, await signIn(app, 'admin'));
  const demo = getter(app, await signIn(app, 'demo'));
  const sum = (check: Check) => app.store.logs.filter((row) => row.type === 2 && check(row)).reduce((total, row) => total + row.quota, 0);
  const from = SECONDS - 7 * 86400;
  type Stat = { data: { quota: number } };
  t.equal(
    (await admin<Stat>('/api/log/stat')).data.quota,
    sum(() => true),
  );
  t.equal(
    (await admin<Stat>('/api/log/stat?username=demo')).data.quota,
    sum((row) => row.username === 'demo'),
  );
  t.equal(
    (await admin<Stat>('/api/log/stat?channel=3&model_name=claude-3-haiku-20240307')).data.quota,
    sum((row) => row.channel_id === 3 && row.model_name === 'claude-3-haiku-20240307'),
  );
  t.equal(
    (await admin<Stat>(`/api/log/stat?start_timestamp=${from}&token_name=research`)).data.quota,
    sum((row) => row.created_at >= from && row.token_name === 'research'),
  );
  t.equal(
    (await admin<Stat>('/api/log/stat?log_type=1&start_timestamp=x')).data.quota,
    sum(() => true),
    'type fixed, bad ints ignored',
  );
  t.equal(
    (await demo<Stat>('/api/log/self/stat')).data.quota,
    sum((row) => row.user_id === 4),
  );
  t.equal(
    (await demo<Stat>(`/api/log/self/stat?end_timestamp=${from}&token_name=demo-key&username=root`)).data.quota,
    sum((row) => row.user_id === 4 && row.created_at <= from && row.token_name === 'demo-key'),
  );
  t.equal(
    (await demo<Stat>('/api/log/self/stat?source_ip=127.0.0.1&channel=5')).data.quota,
    sum((row) => row.user_id === 4 && row.source_ip === '127.0.0.1' && row.channel_id === 5),
  );
  t.same(await demo('/api/log/stat'), { success: false, message: '无权进行此操作，权限不足' });
});

t.test('appended rows show up at once, in lists, stats and filters', async (t) => {
  const app = await start(t);
  const admin = getter(app, await signIn(app, 'admin'));
  const demo = getter(app, await signIn(app, 'demo'));
  const before = await demo('/api/log/self?log_type=2&token_name=demo-key');
  const statBefore = (await demo<{ data: { quota: number } }>('/api/log/self/stat?token_name=demo-key')).data.quota;
  const row = appendLog(app.store, {
    user_id: 4,
    type: 2,
    content: '',
    username: 'demo',
    token_name: 'demo-key',
    model_name: 'gpt-4o-mini',
    quota: 1234,
    prompt_tokens: 10,
    completion_tokens: 20,
    channel_id: 1,
    request_time: 50,
    is_stream: true,
    source_ip: '127.0.0.1',
    metadata: { group_name: 'default' },
  });
  t.equal(row.id, 60001);
  const after = await demo('/api/log/self?log_type=2&token_name=demo-key');
  t.equal(after.data.total_count, before.data.total_count + 1);
  t.equal(after.data.data[0]?.quota, 1234);
  t.equal((await demo<{ data: { quota: number } }>('/api/log/self/stat?token_name=demo-key')).data.quota, statBefore + 1234);
  t.equal((await admin('/api/log/')).data.data[0]?.id, 60001);
  // A row stamped earlier than the tail still lands in time order.
  appendLog(app.store, { ...row, quota: 7, created_at: SECONDS - 30 * 86400 - 10 });
  t.equal((await admin('/api/log/')).data.data[0]?.id, 60001);
  const oldest = await admin(`/api/log/?size=1&page=${app.store.logs.length}`);
  t.equal(oldest.data.data[0]?.id, 60002);
  t.equal((await admin('/api/log/?order=created_at&size=1')).data.data[0]?.id, 60002);
});
