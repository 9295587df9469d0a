import t from 'tap';
import type { Teardown } from '#tests/helpers/console.ts';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';
import { LOG_ORDER_FIELDS } from '#shared/api/schemas/log.ts';
import type { Log } from '#shared/api/schemas/log.ts';

const NOW = Date.UTC(2025, 0, 15, 12);

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

t.test('pagination: defaults, limits, page past the end, total_count', async (t) => {
  const app = await start(t);
  const get = getter(app, await signIn(app, 'admin'));
  const first = await get('/api/log/');
  t.equal(first.data.page, 1);
  t.equal(first.data.size, 10);
  t.equal(first.data.total_count, app.store.logs.length);
  t.same(
    first.data.data.map((row) => row.id),
    app.store.logs
      .slice(-10)
      .map((row) => row.id)
      .reverse(),
    'newest first',
  );
  t.same((await get('/api/log/?page=0&size=0')).data.page, 1);
  t.same((await get('/api/log/?size=')).data.size, 10);
  t.equal((await get('/api/log/?size=100')).data.data.length, 100);
  t.same(await get('/api/log/?size=101'), { success: false, message: 'size 参数不能超过 100' });
  t.same(await get('/api/log/?page=x'), { success: false, message: 'strconv.ParseInt: parsing "x": invalid syntax' });
  t.same(await get('/api/log/?page=99999999999999999999'), {
    success: false,
    message: 'strconv.ParseInt: parsing "99999999999999999999": value out of range',
  });
  t.equal((await get('/api/log/?page=9999999999')).data.data.length, 0);
  t.same(await get('/api/log/?log_type=a'), { success: false, message: 'strconv.ParseInt: parsing "a": invalid syntax' });
  t.same(await get('/api/log/?start_timestamp=1.5'), { success: false, message: 'strconv.ParseInt: parsing "1.5": invalid syntax' });
  const last = Math.ceil(app.store.logs.length / 100);
  const tail = await get(`/api/log/?size=100&page=${last}`);
  t.equal(tail.data.data.length, app.store.logs.length - (last - 1) * 100);
  t.equal(tail.data.data.at(-1)?.id, 1, 'the oldest row ends the last page');
  const past = await get(`/api/log/?size=100&page=${last + 1}`);
  t.same(past.data.data, []);
  t.equal(past.data.total_count, app.store.logs.length);
  t.equal((await app.inject('/api/log/')).statusCode, 401);
  t.same(await getter(app, await signIn(app, 'operator'))('/api/log/'), { success: false, message: '无权进行此操作，权限不足' });
});

t.test('order whitelist: every field both ways, several fields, unknown refused', async (t) => {
  const app = await start(t);
  const get = getter(app, await signIn(app, 'root'));
  for (const field of LOG_ORDER_FIELDS) {
    for (const desc of [false, true]) {
      const body = await get(`/api/log/?size=100&page=7&order=${desc ? '-' : ''}${field}`);
      t.equal(body.success, true, `${field} ${desc ? 'desc' : 'asc'}`);
      const values = body.data.data.map((row) => row[field]);
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      t.same(values, desc ? sorted.reverse() : sorted, `${desc ? '-' : ''}${field} sorted`);
    }
  }
  const byModel = await get('/api/log/?size=100&order=model_name,-created_at&log_type=2');
  const rows = byModel.data.data;
  for (let i = 1; i < rows.length; i += 1) {
    const [a, b] = [rows[i - 1] as Log, rows[i] as Log];
    t.ok(a.model_name < b.model_name || (a.model_name === b.model_name && a.created_at >= b.created_at), `row ${i}`);
  }
  // Pages of a custom order tile the filter: no row twice, none missing.
  const ids = new Set<number>();
  const filter = 'username=demo&log_type=1';
  const total = (await get(`/api/log/?${filter}`)).data.total_count;
  for (let page = 1; page <= Math.ceil(total / 100); page += 1) {
    for (const row of (await get(`/api/log/?${filter}&order=-type,source_ip&size=100&page=${page}`)).data.data) ids.add(row.id);
  }
  t.equal(ids.size, total);
  for (const field of ['id', 'quota', 'username', 'content']) {
    t.same(await get(`/api/log/?order=${field}`), { success: false, message: `不允许对字段 '${field}' 进行排序` });
  }
  t.same(await get('/api/log/?order=created_at,-nope'), { success: false, message: "不允许对字段 'nope' 进行排序" });
});

t.test('rows: self has id 0 and no channel; admin resolves the channel or gives null', async (t) => {
  const app = await start(t);
  const demo = getter(app, await signIn(app, 'demo'));
  const admin = getter(app, await signIn(app, 'admin'));
  const self = (await demo('/api/log/self?size=100')).data.data;
  t.ok(self.every((row) => row.id === 0 && row.channel === null && row.user_id === 4));
  t.same(Object.keys(self[0] ?? {}), [
    'id',
    'user_id',
    'created_at',
    'type',
    'content',
    'username',
    'token_name',
    'model_name',
    'quota',
    'prompt_tokens',
    'completion_tokens',
    'channel_id',
    'request_time',
    'is_stream',
    'source_ip',
    'metadata',
    'channel',
  ]);
  const rows = (await admin('/api/log/?log_type=2&size=100')).data.data;
  t.ok(rows.length > 0);
  // model/log.go preloads `Select("id, name")`: the channel's other columns come as Go's zero values.
  for (const row of rows)
    t.match(row.channel, {
      id: row.channel_id,
      name: app.store.channels.get(row.channel_id)?.name,
      key: '',
      status: 0,
      models: '',
      weight: null,
    });
  const topups = (await admin('/api/log/?log_type=1&size=5')).data.data;
  t.ok(topups.length > 0);
  t.ok(topups.every((row) => row.channel === null && row.metadata === null));
  app.store.channels.delete(1);
  const orphan = (await admin('/api/log/?channel_id=1&size=5')).data.data;
  t.ok(orphan.length > 0 && orphan.every((row) => row.channel === null), 'a deleted channel resolves to null');
});
