import { TELEGRAM_COMMAND_TAKEN, isBuiltinCommand } from '#shared/api/schemas/telegram.ts';
import type { TelegramMenu, TelegramMenuInput } from '#shared/api/schemas/telegram.ts';
import type { MockStore } from './state.ts';

/** The seeded menu (ids 1–3): what an operator typically adds next to the built-ins. */
export function seedTelegramMenus(): TelegramMenu[] {
  return [
    {
      id: 1,
      command: 'start',
      description: '开始使用',
      parse_mode: 'MarkdownV2',
      reply_message: '欢迎使用本站的 Telegram 机器人，发送 /bind 绑定账号。',
    },
    { id: 2, command: 'help', description: '帮助', parse_mode: 'Markdown', reply_message: '*命令*：/balance 查询余额，/apikey 查看令牌。' },
    {
      id: 3,
      command: 'docs',
      description: '文档',
      parse_mode: 'html',
      reply_message: '<b>文档</b>：<a href="https://example.com/docs">example.com/docs</a>',
    },
  ];
}

/** Commands whose id is `keyword` or whose command starts with it (upstream's search, case-insensitive like MySQL's LIKE). */
export function searchTelegramMenus(store: MockStore, keyword: string): TelegramMenu[] {
  const needle = keyword.trim().toLowerCase();
  return [...store.telegramMenus.values()].filter(
    (menu) => needle === '' || String(menu.id) === needle || menu.command.toLowerCase().startsWith(needle),
  );
}

/** The bot is running when it has a name: upstream fills `telegram_bot` from the running bot. */
export function telegramBotRunning(store: MockStore): boolean {
  return store.status.telegram_bot !== '';
}

/** The outcome of a save: the command before (null when created) and after, or upstream's refusal. */
export type TelegramSave = { before: TelegramMenu | null; after: TelegramMenu } | string;

/**
 * Creates (`id` 0) or edits a command. A built-in's name or one another command already has is
 * refused with upstream's message.
 */
export function saveTelegramMenu(store: MockStore, input: TelegramMenuInput): TelegramSave {
  const before = input.id === 0 ? null : (store.telegramMenus.get(input.id) ?? null);
  if (input.id !== 0 && before === null) return 'record not found';
  const taken = [...store.telegramMenus.values()].some((menu) => menu.command === input.command && menu.id !== input.id);
  if (taken || isBuiltinCommand(input.command)) return TELEGRAM_COMMAND_TAKEN;
  const id = before?.id ?? store.nextTelegramMenuId++;
  const after: TelegramMenu = { ...input, id };
  store.telegramMenus.set(id, after);
  return { before, after };
}
