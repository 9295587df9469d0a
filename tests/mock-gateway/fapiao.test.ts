import t from 'tap';
import { z } from 'zod/mini';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';
import {
  FapiaoPageSchema,
  FapiaoSchema,
  FapiaoTitleListSchema,
  FapiaoTitleSchema,
  InvoiceableOrdersSchema,
} from '#shared/api/schemas/fapiao.ts';
import { OperationRecordSchema } from '#shared/api/schemas/operation-record.ts';
import type { MockGateway } from '#mock-gateway/app.ts';
import { FAPIAO_MESSAGES } from '#mock-gateway/store/fapiao.ts';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';

const NOW = Date.UTC(2025, 0, 1);
type Reply = { success: boolean; message: string; data?: unknown };
const RecordPage = envelopeOf(z.object({ data: z.array(OperationRecordSchema), total_count: z.int() }));

// A valid unified social credit code (check character right) and one whose check character is wrong.
const TAX_ID = '91350100M000100Y43';
const BAD_CHECK = '91350100M000100Y44';
const COMPANY = { kind: 'company', name: '示例科技有限公司', tax_id: TAX_ID, email: 'finance@example.com', fapiao_type: 'special' };
const PERSON = { kind: 'personal', name: '张三', tax_id: '', email: 'zhang@example.com', fapiao_type: 'normal' };
// Seeded orders: demo (user 4) paid #1 (73.44 CNY), failed #2, closed #3; admin (user 2) paid #4.
const DEMO_PAID = 1;
const DEMO_FAILED = 2;
const ADMIN_PAID = 4;

async function setup(t: Parameters<typeof startGateway>[0]) {
  const gateway = await startGateway(t, { now: () => NOW, criticalRateLimit: false });
  const demo = callerFor<Reply>(gateway, await signIn(gateway, 'demo'));
  const admin = callerFor<Reply>(gateway, await signIn(gateway, 'admin'));
  const demoTitle = async (body: object = COMPANY) => FapiaoTitleSchema.parse((await demo('/api/fapiao/title', 'POST', body)).data);
  return { gateway, demo, admin, demoTitle };
}

/** A paid US$ order of demo's through the double's order and fake pay page. */
async function paidUsdOrder(gateway: MockGateway): Promise<number> {
  const cookie = await signIn(gateway, 'demo');
  const created = await gateway.inject({
    method: 'POST',
    url: '/api/user/order',
    headers: { cookie },
    payload: { uuid: 'mock-stripe-card', amount: 5 },
  });
  const tradeNo = created.json<{ data: { trade_no: string } }>().data.trade_no;
  await gateway.inject({
    method: 'POST',
    url: `/api/_mock/pay/${tradeNo}`,
    payload: 'action=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const order = gateway.store.orders.get(tradeNo);
  if (order?.status !== 'success') throw new Error('the order was not paid');
  return order.id;
}

t.test('titles: the tax id, kind and type rules, the caller’s own only', async (t) => {
  const { demo, admin, demoTitle } = await setup(t);
  t.same(await demo('/api/fapiao/title'), { success: true, message: '', data: [] });

  const badTaxId = await demo('/api/fapiao/title', 'POST', { ...COMPANY, tax_id: BAD_CHECK });
  t.same(badTaxId, { success: false, message: '企业抬头需要有效的统一社会信用代码（18 位）' });
  t.equal(
    (await demo('/api/fapiao/title', 'POST', { ...COMPANY, tax_id: TAX_ID.toLowerCase() })).success,
    false,
    'lowercase is not a code',
  );
  t.equal((await demo('/api/fapiao/title', 'POST', { ...COMPANY, tax_id: 'I1350100M000100Y43' })).success, false, 'no I, O, Z, S, V');
  t.same(await demo('/api/fapiao/title', 'POST', { ...PERSON, fapiao_type: 'special' }), {
    success: false,
    message: '专用发票只能开给企业抬头',
  });
  t.same(await demo('/api/fapiao/title', 'POST', { ...PERSON, email: 'not-mail' }), { success: false, message: '邮箱地址无效' });
  for (const body of [undefined, 'text', [], { ...COMPANY, kind: 'club' }])
    t.equal((await demo('/api/fapiao/title', 'POST', body as object)).success, false, `refused: ${JSON.stringify(body)}`);

  const company = await demoTitle();
  t.match(company, { user_id: 4, ...COMPANY });
  const person = await demoTitle({ ...PERSON, name: '  张三  ' });
  t.equal(person.name, '张三', 'the name is trimmed');
  t.same(
    FapiaoTitleListSchema.parse((await demo('/api/fapiao/title')).data).map((title) => title.id),
    [company.id, person.id],
  );

  // Another user neither sees, edits nor deletes it.
  t.same((await admin('/api/fapiao/title')).data, []);
  t.same(await admin('/api/fapiao/title', 'PUT', { ...COMPANY, id: company.id, name: 'x' }), {
    success: false,
    message: FAPIAO_MESSAGES.titleNotFound,
  });
  t.same(await admin(`/api/fapiao/title/${company.id}`, 'DELETE'), { success: false, message: FAPIAO_MESSAGES.titleNotFound });

  const edited = await demo('/api/fapiao/title', 'PUT', { ...COMPANY, id: company.id, fapiao_type: 'normal' });
  t.match(edited, { success: true, data: { id: company.id, fapiao_type: 'normal' } });
  t.same(await demo(`/api/fapiao/title/${person.id}`, 'DELETE'), { success: true, message: '' });
  t.equal(FapiaoTitleListSchema.parse((await demo('/api/fapiao/title')).data).length, 1);
  t.same(await demo('/api/fapiao/title/abc', 'DELETE'), { success: false, message: '无效的参数' });
});

t.test('a request: own paid orders only, amount and currency from them, never twice, cancel frees them', async (t) => {
  const { gateway, demo, admin, demoTitle } = await setup(t);
  const title = await demoTitle();
  const invoiceable = async () => InvoiceableOrdersSchema.parse((await demo('/api/fapiao/orders')).data).map((order) => order.id);
  t.same(await invoiceable(), [DEMO_PAID], 'only the paid order');

  const ask = (orderIds: number[], titleId = title.id) => demo('/api/fapiao/', 'POST', { order_ids: orderIds, title_id: titleId });
  t.same(await ask([ADMIN_PAID]), { success: false, message: FAPIAO_MESSAGES.orderNotFound }, 'another user’s order');
  t.same(await ask([DEMO_PAID, ADMIN_PAID]), { success: false, message: FAPIAO_MESSAGES.orderNotFound }, 'one foreign order spoils it');
  t.same(await ask([999]), { success: false, message: FAPIAO_MESSAGES.orderNotFound });
  t.same(await ask([DEMO_FAILED]), { success: false, message: FAPIAO_MESSAGES.orderNotPaid });
  t.same(await ask([DEMO_PAID, DEMO_PAID]), { success: false, message: FAPIAO_MESSAGES.orderRepeated });
  const adminTitle = FapiaoTitleSchema.parse((await admin('/api/fapiao/title', 'POST', PERSON)).data);
  t.same(await ask([DEMO_PAID], adminTitle.id), { success: false, message: FAPIAO_MESSAGES.titleNotFound }, 'another user’s title');
  t.same(await demo('/api/fapiao/', 'POST', { order_ids: [], title_id: title.id }), { success: false, message: '无效的参数' });
  const usd = await paidUsdOrder(gateway);
  t.same(await ask([DEMO_PAID, usd]), { success: false, message: FAPIAO_MESSAGES.currencyMixed });
  t.equal(gateway.store.fapiaos.size, 0, 'nothing stored by a refusal');

  const made = await ask([DEMO_PAID]);
  t.equal(made.success, true);
  const fapiao = FapiaoSchema.parse(made.data);
  t.match(fapiao, { user_id: 4, username: 'demo', order_ids: [DEMO_PAID], amount: 73.44, currency: 'CNY', status: 'pending' });
  t.same(fapiao.title, { kind: 'company', name: COMPANY.name, tax_id: TAX_ID, email: COMPANY.email, fapiao_type: 'special' });
  t.same(await ask([DEMO_PAID]), { success: false, message: FAPIAO_MESSAGES.orderInvoiced }, 'a repeated request');
  t.same(await invoiceable(), [usd], 'the requested order is no longer offered');

  // The request keeps the title it was made with.
  await demo(`/api/fapiao/title/${title.id}`, 'DELETE');
  const mine = FapiaoPageSchema.parse((await demo('/api/fapiao/self')).data);
  t.match(mine, { page: 1, size: 10, total_count: 1 });
  t.equal(mine.data[0]?.title.name, COMPANY.name);
  t.same((await admin('/api/fapiao/self')).data, { data: [], page: 1, size: 10, total_count: 0 }, 'each user sees their own');
  t.same(await demo('/api/fapiao/self?size=101'), { success: false, message: 'size 参数不能超过 100' });
  t.same(await demo('/api/fapiao/self?status=lost'), { success: false, message: '无效的参数' });

  t.same(
    await admin(`/api/fapiao/${fapiao.id}`, 'DELETE'),
    { success: false, message: FAPIAO_MESSAGES.requestNotFound },
    'no one else cancels it',
  );
  t.same(await demo(`/api/fapiao/${fapiao.id}`, 'DELETE'), { success: true, message: '' });
  t.same(await demo(`/api/fapiao/${fapiao.id}`, 'DELETE'), { success: false, message: FAPIAO_MESSAGES.requestNotFound });
  t.same(await invoiceable(), [usd, DEMO_PAID], 'cancelling frees the order');
});

t.test('two requests for the same order at the same time: exactly one succeeds', async (t) => {
  const { gateway, demoTitle } = await setup(t);
  const title = await demoTitle();
  const cookie = await signIn(gateway, 'demo');
  const post = () =>
    gateway.inject({ method: 'POST', url: '/api/fapiao/', headers: { cookie }, payload: { order_ids: [DEMO_PAID], title_id: title.id } });
  const answers = (await Promise.all([post(), post(), post()])).map((response) => response.json<Reply>());
  t.equal(answers.filter((answer) => answer.success).length, 1);
  t.same(
    answers.filter((answer) => !answer.success).map((answer) => answer.message),
    [FAPIAO_MESSAGES.orderInvoiced, FAPIAO_MESSAGES.orderInvoiced],
  );
  t.equal(gateway.store.fapiaos.size, 1);
});

t.test('the admin queue: filters, paging, issue or reject once, an operation record each, common users refused', async (t) => {
  const { gateway, demo, admin, demoTitle } = await setup(t);
  const title = await demoTitle();
  const first = FapiaoSchema.parse((await demo('/api/fapiao/', 'POST', { order_ids: [DEMO_PAID], title_id: title.id })).data);
  const usd = await paidUsdOrder(gateway);
  const second = FapiaoSchema.parse((await demo('/api/fapiao/', 'POST', { order_ids: [usd], title_id: title.id })).data);
  const adminTitle = FapiaoTitleSchema.parse((await admin('/api/fapiao/title', 'POST', PERSON)).data);
  const third = FapiaoSchema.parse((await admin('/api/fapiao/', 'POST', { order_ids: [ADMIN_PAID], title_id: adminTitle.id })).data);

  t.same(await demo('/api/fapiao/'), { success: false, message: '无权进行此操作，权限不足' });
  t.same(await demo(`/api/fapiao/${first.id}`, 'PUT', { status: 'issued', invoice_no: '1', file_url: 'https://x.test/f.pdf' }), {
    success: false,
    message: '无权进行此操作，权限不足',
  });
  const queue = async (query = '') => FapiaoPageSchema.parse((await admin(`/api/fapiao/${query}`)).data);
  t.same(
    (await queue()).data.map((row) => row.id),
    [third.id, second.id, first.id],
    'newest first',
  );
  t.same(
    (await queue('?username=dem')).data.map((row) => row.id),
    [second.id, first.id],
  );
  t.same(
    (await queue('?user_id=2')).data.map((row) => row.id),
    [third.id],
  );
  t.match(await queue('?size=1&page=2'), { page: 2, size: 1, total_count: 3, data: [{ id: second.id }] });
  t.same(await admin('/api/fapiao/?user_id=x'), { success: false, message: '无效的参数' });
  t.same(await admin('/api/fapiao/?order=secret'), { success: false, message: "不允许对字段 'secret' 进行排序" });

  const review = (id: number, body: object) => admin(`/api/fapiao/${id}`, 'PUT', body);
  t.same(await review(first.id, { status: 'issued', invoice_no: '', file_url: 'https://files.test/a.pdf' }), {
    success: false,
    message: '请填写发票号码',
  });
  for (const url of ['http://files.test/a.pdf', 'javascript:alert(1)', 'files.test/a.pdf'])
    t.same(await review(first.id, { status: 'issued', invoice_no: '04412345', file_url: url }), {
      success: false,
      message: '发票文件地址必须是 https 链接',
    });
  t.same(await review(first.id, { status: 'rejected', remark: ' ' }), { success: false, message: '请填写驳回原因' });
  t.same(await review(first.id, { status: 'pending' }), { success: false, message: '无效的参数' });
  t.same(await review(404, { status: 'rejected', remark: 'x' }), { success: false, message: FAPIAO_MESSAGES.requestNotFound });

  const issued = await review(first.id, { status: 'issued', invoice_no: '04412345', file_url: 'https://files.test/a.pdf' });
  t.match(issued, { success: true, data: { status: 'issued', invoice_no: '04412345', file_url: 'https://files.test/a.pdf' } });
  t.same(await review(first.id, { status: 'rejected', remark: 'late' }), { success: false, message: FAPIAO_MESSAGES.notPending });
  t.same(await demo(`/api/fapiao/${first.id}`, 'DELETE'), { success: false, message: FAPIAO_MESSAGES.notPending }, 'an issued one stays');
  t.match(await review(second.id, { status: 'rejected', remark: '抬头信息有误' }), { success: true, data: { status: 'rejected' } });

  const mine = FapiaoPageSchema.parse((await demo('/api/fapiao/self')).data).data;
  t.match(mine, [
    { id: second.id, status: 'rejected', remark: '抬头信息有误' },
    { id: first.id, status: 'issued', invoice_no: '04412345', file_url: 'https://files.test/a.pdf' },
  ]);
  t.same(
    InvoiceableOrdersSchema.parse((await demo('/api/fapiao/orders')).data).map((order) => order.id),
    [usd],
    'a rejected request frees its order, an issued one keeps it',
  );
  t.same(
    (await queue('?status=pending')).data.map((row) => row.id),
    [third.id],
  );

  const records = RecordPage.parse(await admin('/api/operation_record/?target_type=fapiao')).data?.data ?? [];
  t.match(records, [
    {
      action: 'fapiao.reject',
      target_id: String(second.id),
      username: 'admin',
      detail: { after: { status: 'rejected', remark: '抬头信息有误' } },
    },
    {
      action: 'fapiao.issue',
      target_id: String(first.id),
      detail: { before: { status: 'pending' }, after: { status: 'issued', invoice_no: '04412345' } },
    },
  ]);
  t.equal(records.length, 2, 'refused reviews write nothing');
});
