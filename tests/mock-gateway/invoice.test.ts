import t from 'tap';
import { z } from 'zod/mini';
import { envelopeOf, pageOf } from '#shared/api/schemas/envelope.ts';
import { InvoiceDetailSchema, InvoicePageSchema } from '#shared/api/schemas/invoice.ts';
import type { InvoiceMonth } from '#shared/api/schemas/invoice.ts';
import { OperationRecordSchema } from '#shared/api/schemas/operation-record.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { appendLog } from '#mock-gateway/store/log/log.ts';
import { seedInvoices } from '#mock-gateway/store/invoice.ts';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';

// Mid-February 2025: the seeded logs cover 16 January to 15 February, so January has bills.
const NOW = Date.UTC(2025, 1, 15, 12);
const JANUARY = { from: Date.UTC(2025, 0, 1) / 1000, until: Date.UTC(2025, 1, 1) / 1000 };
const TOO_LOW = { success: false, message: '无权进行此操作，权限不足' };
const ListEnvelope = envelopeOf(InvoicePageSchema);
const DetailEnvelope = envelopeOf(InvoiceDetailSchema);
const RecordEnvelope = envelopeOf(pageOf(OperationRecordSchema));

async function bills(app: MockGateway, cookie: string, query = '') {
  const response = await app.inject({ url: `/api/user/invoice${query}`, headers: { cookie } });
  return { status: response.statusCode, body: z.parse(ListEnvelope, response.json()) };
}

async function detail(app: MockGateway, cookie: string, date: string) {
  const response = await app.inject({ url: `/api/user/invoice/detail?date=${date}`, headers: { cookie } });
  return { status: response.statusCode, body: z.parse(DetailEnvelope, response.json()) };
}

/** What the user's consume logs of January add up to, straight from the log store. */
function januaryFromLogs(app: MockGateway, userId: number): Omit<InvoiceMonth, 'date'> {
  const rows = app.store.logs.filter(
    (row) => row.user_id === userId && row.type === 2 && row.created_at >= JANUARY.from && row.created_at < JANUARY.until,
  );
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    request_count: rows.length,
    quota: sum((row) => row.quota),
    prompt_tokens: sum((row) => row.prompt_tokens),
    completion_tokens: sum((row) => row.completion_tokens),
    request_time: sum((row) => row.request_time),
  };
}

/** A consume row of the demo user at a given time (a month that is over, for the tests). */
function demoConsume(app: MockGateway, createdAt: number, model = 'gpt-3.5-turbo') {
  return appendLog(app.store, {
    created_at: createdAt,
    user_id: 4,
    type: 2,
    username: 'demo',
    token_name: 'demo-key',
    model_name: model,
    quota: 1234,
    prompt_tokens: 100,
    completion_tokens: 50,
    channel_id: 1,
    request_time: 800,
    is_stream: false,
    source_ip: '127.0.0.1',
    content: '',
    metadata: null,
  });
}

t.test('the seeded bills: the demo user gets January in the envelope, equal to their January logs', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const cookie = await signIn(app, 'demo');
  const { status, body } = await bills(app, cookie);
  t.equal(status, 200);
  t.equal(body.success, true);
  t.match(body.data, { page: 1, size: 10, total_count: 1 });
  t.same(body.data?.data, [{ date: '2025-01-01', ...januaryFromLogs(app, 4) }], 'the month that is over; February is still running');
  t.ok((body.data?.data[0]?.request_count ?? 0) > 0, 'there was usage');
});

t.test('detail: per-model rows of the caller only, summing to the month; any day of the month names it', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const demo = await signIn(app, 'demo');
  const month = (await bills(app, demo)).body.data?.data[0];
  const rows = (await detail(app, demo, '2025-01-01')).body.data ?? [];
  t.ok(rows.length > 1, `${rows.length} models`);
  t.ok(
    rows.every((row) => row.date === '2025-01-01'),
    'every row is January’s',
  );
  t.same(
    rows.map((row) => row.model_name),
    [...new Set(rows.map((row) => row.model_name))].sort(),
    'one row per model, by name',
  );
  t.equal(
    rows.reduce((sum, row) => sum + row.quota, 0),
    month?.quota,
  );
  t.equal(
    rows.reduce((sum, row) => sum + row.request_count, 0),
    month?.request_count,
  );
  t.same((await detail(app, demo, '2025-01-17')).body.data, rows, 'a mid-month date names the same month');
  t.same((await detail(app, demo, '2024-12-01')).body, { success: true, message: '', data: [] }, 'a month without a bill is empty');
  for (const bad of ['2025-13-01', '2025-02-30', 'january', '']) {
    const answer = await detail(app, demo, bad);
    t.equal(answer.status, 200);
    t.equal(answer.body.success, false, `date=${bad} is refused`);
  }
  const none = await app.inject({ url: '/api/user/invoice/detail', headers: { cookie: demo } });
  t.equal(none.json<{ success: boolean }>().success, false, 'no date is refused');
});

t.test('ownership: nobody sees another user’s bill or detail, whatever the query says', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const demo = await signIn(app, 'demo');
  const root = await signIn(app, 'root');
  const demoMonth = (await bills(app, demo, '?user_id=1')).body.data?.data[0];
  t.same(demoMonth, { date: '2025-01-01', ...januaryFromLogs(app, 4) }, 'user_id is ignored');
  const rootMonth = (await bills(app, root)).body.data?.data[0];
  t.same(rootMonth, { date: '2025-01-01', ...januaryFromLogs(app, 1) }, 'root’s own, not everyone’s');
  t.not(rootMonth?.quota, demoMonth?.quota);
  const demoModels = (await detail(app, demo, '2025-01-01&user_id=1')).body.data ?? [];
  t.equal(
    demoModels.reduce((sum, row) => sum + row.request_count, 0),
    demoMonth?.request_count,
    'the detail is the caller’s too',
  );

  t.equal(
    (await app.inject({ method: 'POST', url: '/api/user/register', payload: { username: 'fresh', password: 'password123' } })).statusCode,
    200,
  );
  const fresh = await signIn(app, 'fresh', 'password123');
  t.same((await bills(app, fresh)).body.data, { data: [], page: 1, size: 10, total_count: 0 }, 'a new user has no bills');
  t.same((await detail(app, fresh, '2025-01-01')).body.data, [], 'nor anyone else’s detail');
  const guest = await app.inject({ url: '/api/user/invoice' });
  t.equal(guest.json<{ success: boolean }>().success, false, 'guests get nothing');
});

t.test(
  'generation: the operator and up (the settings page’s level; root upstream), a month that is over, once; update rebuilds it; each writes an operation record',
  async (t) => {
    const app = await startGateway(t, { now: () => NOW });
    const root = callerFor(app, await signIn(app, 'root'));
    const seeded = structuredClone(app.store.invoices);
    const demoCaller = callerFor(app, await signIn(app, 'demo'));
    t.same(await demoCaller('/api/option/invoice/update/2025-01-01', 'POST'), TOO_LOW, 'demo may not regenerate');
    t.same(await demoCaller('/api/option/invoice/gen/2024-12-01', 'POST'), TOO_LOW, 'demo may not generate');
    t.same(app.store.invoices, seeded, 'the refused calls changed nothing');

    t.match(await root('/api/option/invoice/gen/2025-02-01', 'POST'), {
      success: false,
      message: 'invoice time cannot be later than or equal to current month',
    });
    t.match(await root('/api/option/invoice/gen/2025-02-14', 'POST'), { success: false }, 'the running month, any day of it');
    t.match(await root('/api/option/invoice/gen/2025-03-01', 'POST'), { success: false }, 'a future month');
    t.match(await root('/api/option/invoice/gen/2025-1-01', 'POST'), { success: false }, 'not YYYY-MM-DD');
    t.match(await root('/api/option/invoice/gen/2025-01-09', 'POST'), { success: false }, 'January already has its bills');
    t.same(app.store.invoices, seeded);

    // A demo call late in January that the monthly job had not seen; update picks it up.
    const demo = await signIn(app, 'demo');
    const before = (await bills(app, demo)).body.data?.data[0];
    demoConsume(app, JANUARY.until - 60);
    t.same(await root('/api/option/invoice/update/2025-01-31', 'POST'), {
      success: true,
      message: '账单任务提交成功，后台将自动执行指定月份的账单生成任务',
    });
    const after = (await bills(app, demo)).body.data?.data[0];
    t.equal(after?.request_count, (before?.request_count ?? 0) + 1);
    t.equal(after?.quota, (before?.quota ?? 0) + 1234);

    // December had no logs; two demo calls there make a bill once root generates the month.
    demoConsume(app, Date.UTC(2024, 11, 3) / 1000, 'gpt-4o-mini');
    demoConsume(app, Date.UTC(2024, 11, 28) / 1000, 'gpt-4o-mini');
    t.same(await root('/api/option/invoice/gen/2024-12-15', 'POST'), {
      success: true,
      message: '账单任务提交成功，后台将自动执行指定月份的账单生成任务',
    });
    const months = (await bills(app, demo)).body.data;
    t.same(
      months?.data.map((month) => month.date),
      ['2025-01-01', '2024-12-01'],
      'newest first',
    );
    t.match(months?.data[1], { request_count: 2, quota: 2468, prompt_tokens: 200, completion_tokens: 100, request_time: 1600 });

    const records = z.parse(RecordEnvelope, await root('/api/operation_record/?target_type=invoice')).data?.data ?? [];
    t.match(
      records.map((record) => [record.action, record.target_id, record.username]),
      [
        ['invoice.generate', '2024-12', 'root'],
        ['invoice.update', '2025-01', 'root'],
      ],
      'one record per successful generation, newest first; none for the refusals',
    );
    t.match(records[0]?.detail.after, { rows: 1, users: 1 });
  },
);

t.test('generation is deterministic: regenerating the seeded months from the logs gives the seed', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const root = callerFor(app, await signIn(app, 'root'));
  app.store.invoices = [];
  t.match(await root('/api/option/invoice/gen/2025-01-01', 'POST'), { success: true });
  t.same(app.store.invoices, seedInvoices(app.store.logs, NOW / 1000));
  t.ok(app.store.invoices.length > 10, `${app.store.invoices.length} rows`);
});

t.test('pagination: size, page and order as GetUserInvoices pages, with upstream’s refusals', async (t) => {
  const app = await startGateway(t, { now: () => NOW });
  const root = callerFor(app, await signIn(app, 'root'));
  for (const month of [8, 9, 10, 11]) {
    demoConsume(app, Date.UTC(2024, month, 10) / 1000);
    t.match(await root(`/api/option/invoice/gen/2024-${String(month + 1).padStart(2, '0')}-01`, 'POST'), { success: true });
  }
  const demo = await signIn(app, 'demo');
  const first = (await bills(app, demo, '?size=2')).body.data;
  t.match(first, { page: 1, size: 2, total_count: 5 });
  t.same(
    first?.data.map((row) => row.date),
    ['2025-01-01', '2024-12-01'],
  );
  const third = (await bills(app, demo, '?size=2&page=3')).body.data;
  t.same(
    third?.data.map((row) => row.date),
    ['2024-09-01'],
  );
  const oldest = (await bills(app, demo, '?order=date&size=1')).body.data;
  t.same(
    oldest?.data.map((row) => row.date),
    ['2024-09-01'],
    'order=date is ascending',
  );
  // model/statistics_month.go: a column outside the whitelist falls back to date, newest first there ("-" or not: upstream keeps the direction).
  t.same(
    (await bills(app, demo, '?order=-user_id&size=1')).body.data?.data.map((row) => row.date),
    ['2025-01-01'],
    'a column outside the whitelist falls back to the date',
  );
  t.match(
    (await bills(app, demo, '?size=1000&page=0')).body.data,
    { page: 1, size: 1000, total_count: 5 },
    'no cap on the size; page 0 is 1',
  );
  t.equal((await bills(app, demo, '?size=abc')).body.success, false, 'a size that is not a number is refused');
});
