import t from 'tap';
import { z } from 'zod/mini';
import { envelopeOf } from '#shared/api/schemas/envelope.ts';
import { OperationRecordSchema } from '#shared/api/schemas/operation-record.ts';
import {
  TELEGRAM_BUILTIN_COMMANDS,
  TelegramMenuPageSchema,
  TelegramMenuSchema,
  TelegramStatusSchema,
} from '#shared/api/schemas/telegram.ts';
import type { MockGatewayOptions } from '#mock-gateway/app.ts';
import { callerFor, signIn, startGateway } from '#mock-gateway/testing.ts';

const NOW = Date.UTC(2025, 0, 1);
const RecordPage = envelopeOf(z.object({ data: z.array(OperationRecordSchema), total_count: z.int() }));
type Reply = { success: boolean; message: string; data?: unknown };

const NEW_MENU = { id: 0, command: 'price', description: '价格', parse_mode: 'MarkdownV2', reply_message: '*价格* 见 /prices' };
const DENIED = { success: false, message: '无权进行此操作，权限不足' };

async function setup(t: Parameters<typeof startGateway>[0], options: MockGatewayOptions = {}) {
  const gateway = await startGateway(t, { now: () => NOW, criticalRateLimit: false, ...options });
  const admin = callerFor<Reply>(gateway, await signIn(gateway, 'admin'));
  const demo = callerFor<Reply>(gateway, await signIn(gateway, 'demo'));
  const records = async () => RecordPage.parse(await admin('/api/operation_record/?target_type=telegram')).data?.data ?? [];
  const list = async (query = '') => TelegramMenuPageSchema.parse((await admin(`/api/option/telegram/${query}`)).data);
  return { gateway, admin, demo, records, list };
}

t.test('GET /api/option/telegram/ pages the menu with a keyword (id or command prefix) and the order whitelist', async (t) => {
  const { admin, list } = await setup(t);
  const first = await list();
  t.same(
    first.data.map((menu) => menu.command),
    ['docs', 'help', 'start'],
    'newest id first by default',
  );
  t.same([first.page, first.size, first.total_count], [1, 10, 3]);
  t.same(
    (await list('?order=command')).data.map((menu) => menu.command),
    ['docs', 'help', 'start'],
  );
  t.same(
    (await list('?order=-command')).data.map((menu) => menu.command),
    ['start', 'help', 'docs'],
  );
  t.same(
    (await list('?order=id&size=2&page=2')).data.map((menu) => menu.id),
    [3],
    'the second page of two',
  );
  t.same(
    (await list('?keyword=HE')).data.map((menu) => menu.command),
    ['help'],
    'a case-insensitive command prefix',
  );
  t.same(
    (await list('?keyword=1')).data.map((menu) => menu.command),
    ['start'],
    'an id',
  );
  t.same((await list('?keyword=elp')).total_count, 0, 'a prefix, not a substring');
  t.same(await admin('/api/option/telegram/?order=reply_message'), { success: false, message: "不允许对字段 'reply_message' 进行排序" });
  t.same(await admin('/api/option/telegram/?size=101'), { success: false, message: 'size 参数不能超过 100' });
  t.same(TelegramMenuSchema.parse((await admin('/api/option/telegram/2')).data).command, 'help');
  t.same(await admin('/api/option/telegram/99'), { success: false, message: 'record not found' });
  t.same(await admin('/api/option/telegram/x'), { success: false, message: 'strconv.Atoi: parsing "x": invalid syntax' });
});

t.test('create (id 0), edit and delete, with upstream messages and an operation record each', async (t) => {
  const { gateway, admin, records } = await setup(t);
  t.same(await admin('/api/option/telegram/', 'POST', NEW_MENU), { success: true, message: '添加成功' });
  t.same(gateway.store.telegramMenus.get(4), { ...NEW_MENU, id: 4 });
  const edit = { ...NEW_MENU, id: 4, command: 'prices', parse_mode: 'html', reply_message: '<b>价格</b>' };
  t.same(await admin('/api/option/telegram/', 'POST', edit), { success: true, message: '修改成功' });
  t.same(gateway.store.telegramMenus.get(4), edit);
  t.same(await admin('/api/option/telegram/', 'POST', { ...edit, id: 99 }), { success: false, message: 'record not found' });
  t.same(await admin('/api/option/telegram/4', 'DELETE'), { success: true, message: '删除成功' });
  t.notOk(gateway.store.telegramMenus.has(4));
  t.same(await admin('/api/option/telegram/4', 'DELETE'), { success: false, message: 'record not found' });

  const trail = await records();
  t.same(
    trail.map((row) => row.action),
    ['telegram.delete', 'telegram.update', 'telegram.create'],
    'one record per change, newest first',
  );
  t.match(trail[0], { username: 'admin', target_id: '4', detail: { before: { command: 'prices' }, after: null } });
  t.same(
    trail[1]?.detail,
    {
      before: { command: 'price', parse_mode: 'MarkdownV2', reply_message: '*价格* 见 /prices' },
      after: { command: 'prices', parse_mode: 'html', reply_message: '<b>价格</b>' },
    },
    'only what changed',
  );
  t.match(trail[2], { detail: { before: null, after: { id: 4, command: 'price' } } });
});

t.test('the built-ins and taken commands are refused with upstream’s message and write nothing', async (t) => {
  const { gateway, admin, records } = await setup(t);
  for (const command of TELEGRAM_BUILTIN_COMMANDS)
    t.same(await admin('/api/option/telegram/', 'POST', { ...NEW_MENU, command }), { success: false, message: 'command已存在' }, command);
  t.same(await admin('/api/option/telegram/', 'POST', { ...NEW_MENU, command: 'help' }), { success: false, message: 'command已存在' });
  t.same(
    await admin('/api/option/telegram/', 'POST', { ...NEW_MENU, id: 1, command: 'help' }),
    { success: false, message: 'command已存在' },
    'an edit may not take another command’s name',
  );
  t.same(
    await admin('/api/option/telegram/', 'POST', { ...NEW_MENU, id: 1, command: 'start' }),
    { success: true, message: '修改成功' },
    'an edit keeps its own name',
  );
  t.equal(gateway.store.telegramMenus.size, 3);
  t.same(
    (await records()).map((row) => row.action),
    ['telegram.update'],
    'refusals write no record',
  );
});

t.test('every field is required and the parse mode is one of three', async (t) => {
  const { gateway, admin } = await setup(t);
  for (const body of [
    { ...NEW_MENU, command: '' },
    { ...NEW_MENU, command: 'Price' },
    { ...NEW_MENU, command: '/price' },
    { ...NEW_MENU, command: 'x'.repeat(33) },
    { ...NEW_MENU, description: ' ' },
    { ...NEW_MENU, reply_message: '  ' },
    { ...NEW_MENU, parse_mode: 'HTML' },
    { ...NEW_MENU, id: -1 },
    { command: 'price', description: '价格', reply_message: 'x' },
  ]) {
    t.same(await admin('/api/option/telegram/', 'POST', body), { success: false, message: '无效的参数' }, JSON.stringify(body));
  }
  t.equal(gateway.store.telegramMenus.size, 3);
  for (const parse_mode of ['MarkdownV2', 'Markdown', 'html'])
    t.same(await admin('/api/option/telegram/', 'POST', { ...NEW_MENU, command: `m_${parse_mode.toLowerCase()}`, parse_mode }), {
      success: true,
      message: '添加成功',
    });
});

t.test('status follows the bot’s name; reload is recorded', async (t) => {
  const offline = await setup(t);
  t.same(TelegramStatusSchema.parse((await offline.admin('/api/option/telegram/status')).data), { status: false, is_webhook: false });
  t.same(
    await offline.admin('/api/option/telegram/reload', 'PUT', {}),
    { success: false, message: 'telegram bot is not enabled' },
    'no bot to reload: upstream refuses',
  );
  t.same(await offline.records(), [], 'a refused reload is not recorded');
  const { admin, records } = await setup(t, { status: { telegram_bot: 'onehub_bot' } });
  t.same(TelegramStatusSchema.parse((await admin('/api/option/telegram/status')).data), { status: true, is_webhook: false });
  t.same(await admin('/api/option/telegram/reload', 'PUT'), { success: true, message: '重载成功' });
  t.same(await admin('/api/option/telegram/reload', 'PUT', {}), { success: true, message: '重载成功' }, 'the console’s empty body');
  const trail = await records();
  t.same(
    trail.map((row) => row.action),
    ['telegram.sync', 'telegram.sync'],
  );
  t.same(trail[0]?.detail, { before: null, after: { commands: ['start', 'help', 'docs'] } });
});

t.test('a common user and an anonymous caller are refused and change nothing', async (t) => {
  const { gateway, demo, records } = await setup(t);
  for (const [url, method, body] of [
    ['/api/option/telegram/', 'GET'],
    ['/api/option/telegram/1', 'GET'],
    ['/api/option/telegram/status', 'GET'],
    ['/api/option/telegram/', 'POST', NEW_MENU],
    ['/api/option/telegram/1', 'DELETE'],
    ['/api/option/telegram/reload', 'PUT', {}],
  ] as const) {
    t.same(await demo(url, method, body), DENIED, `${method} ${url}`);
  }
  const anonymous = await gateway.inject({ method: 'POST', url: '/api/option/telegram/', payload: NEW_MENU });
  t.equal(anonymous.statusCode, 401);
  t.equal(gateway.store.telegramMenus.size, 3);
  t.same(await records(), []);
});
