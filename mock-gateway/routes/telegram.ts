import { ROLE } from '#shared/access.ts';
import { REQUEST_BODIES } from '#shared/api/request-bodies.ts';
import { TELEGRAM_ORDER_FIELDS, TelegramMenuInputSchema, TelegramMenuSchema } from '#shared/api/schemas/telegram.ts';
import type { TelegramMenu } from '#shared/api/schemas/telegram.ts';
import { extraColumnsOf, extraOf, mergedColumns, replacedColumns, setExtra, withExtraColumns } from '#mock-gateway/store/extra-columns.ts';
import { readBody } from '#mock-gateway/http/body.ts';
import { gatewayRoutes } from '#mock-gateway/http/plugin.ts';
import { fail, ok } from '#mock-gateway/http/respond.ts';
import { recordOperation } from '#mock-gateway/store/operation-record.ts';
import { paginate } from '#mock-gateway/store/paginate.ts';
import { asRawQuery, queryString } from '#mock-gateway/store/query-params.ts';
import { saveTelegramMenu, searchTelegramMenus, telegramBotRunning } from '#mock-gateway/store/telegram.ts';
import { pathId } from '#mock-gateway/http/path-id.ts';

/**
 * The Telegram bot's menu commands and state (contract §2.12, admin reference §2.6). Upstream
 * asks for root; the double follows the spec (§6), which puts `operation/telegram_manage` at the
 * lower operator level. The bot runs (by polling) when `/api/status` names it. Every change, and each
 * reload of the bot's menu, writes an operation record.
 */
export const telegramRoutes = gatewayRoutes(import.meta.url, async (app, { store }) => {
  const answered = (menu: TelegramMenu) => withExtraColumns(menu, extraOf(store, 'telegram', menu.id));

  app.get('/api/option/telegram', { config: { role: ROLE.operator } }, async (request) => {
    const query = asRawQuery(request.query);
    const result = paginate(searchTelegramMenus(store, queryString(query, 'keyword')), query, TELEGRAM_ORDER_FIELDS);
    return result.ok ? ok({ ...result.page, data: result.page.data.map(answered) }) : fail(result.message);
  });

  // Upstream's answer has no `message` (controller/telegram.go GetTelegramBotStatus).
  app.get('/api/option/telegram/status', { config: { role: ROLE.operator } }, async () => ({
    success: true,
    data: { status: telegramBotRunning(store), is_webhook: false },
  }));

  app.get('/api/option/telegram/:id', { config: { role: ROLE.operator } }, async (request) => {
    const id = pathId(request.params);
    if (typeof id === 'string') return fail(id);
    const menu = store.telegramMenus.get(id);
    return menu ? ok(answered(menu)) : fail('record not found');
  });

  app.post('/api/option/telegram', { config: { role: ROLE.operator } }, async (request) => {
    const body = readBody(REQUEST_BODIES.POST['/api/option/telegram'], request.body);
    if (!body.ok) return fail(body.message);
    const saved = saveTelegramMenu(store, body.data);
    if (typeof saved === 'string') return fail(saved);
    const { before, after } = saved;
    // Upstream creates the row as sent and edits it with gorm's `Updates`: a newer one-hub's
    // columns change when sent and stay when not.
    const extra = extraColumnsOf(request.body, TelegramMenuInputSchema, TelegramMenuSchema);
    setExtra(store, 'telegram', after.id, before ? mergedColumns(extraOf(store, 'telegram', after.id), extra) : replacedColumns(extra));
    recordOperation(store, request, {
      action: before ? 'telegram.update' : 'telegram.create',
      targetType: 'telegram',
      targetId: after.id,
      before: before ? { ...before } : null,
      after: { ...after },
    });
    return { success: true, message: before ? '修改成功' : '添加成功' };
  });

  app.delete('/api/option/telegram/:id', { config: { role: ROLE.operator } }, async (request) => {
    const id = pathId(request.params);
    if (typeof id === 'string') return fail(id);
    const menu = store.telegramMenus.get(id);
    if (!menu) return fail('record not found');
    store.telegramMenus.delete(id);
    setExtra(store, 'telegram', id, undefined);
    recordOperation(store, request, { action: 'telegram.delete', targetType: 'telegram', targetId: id, before: { ...menu }, after: null });
    // Upstream's text (controller/telegram.go DeleteTelegramMenu), as its add and edit have theirs.
    return { success: true, message: '删除成功' };
  });

  // Pushes the stored menu to the bot again; recorded as a sync of the whole menu.
  app.put('/api/option/telegram/reload', { config: { role: ROLE.operator } }, async (request) => {
    const body = readBody(REQUEST_BODIES.PUT['/api/option/telegram/reload'], request.body === undefined ? {} : request.body);
    if (!body.ok) return fail(body.message);
    // Upstream has no bot to push to while none runs (common/telegram/common.go ReloadMenuAndCommands);
    // found on the real one-hub (tests/contract/one-hub/saves.test.ts).
    if (!telegramBotRunning(store)) return fail('telegram bot is not enabled');
    const commands = [...store.telegramMenus.values()].map((menu) => menu.command);
    recordOperation(store, request, {
      action: 'telegram.sync',
      targetType: 'telegram',
      targetId: 'menu',
      before: null,
      after: { commands },
    });
    // Upstream's text (controller/telegram.go ReloadTelegramBot).
    return { success: true, message: '重载成功' };
  });
});
