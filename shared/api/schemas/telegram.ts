import { z } from 'zod/mini';
import { pageOf } from './envelope.ts';

/** The parse modes a reply may use (admin reference §2.6); the first is upstream's default. */
export const TELEGRAM_PARSE_MODES = ['MarkdownV2', 'Markdown', 'html'] as const;
/** How Telegram renders a reply. */
export type TelegramParseMode = (typeof TELEGRAM_PARSE_MODES)[number];

/**
 * The commands the bot answers in code (upstream `common/telegram/common.go`, `GetDefaultMenu()`):
 * a menu entry may not take their name.
 */
export const TELEGRAM_BUILTIN_COMMANDS = ['bind', 'unbind', 'balance', 'recharge', 'apikey', 'aff'] as const;

/** Upstream's refusal of a taken or built-in command (`controller/telegram.go`). */
export const TELEGRAM_COMMAND_TAKEN = 'command已存在';

/** Telegram's own rule for a bot command: 1–32 of lowercase latin letters, digits and underscores. */
export const TELEGRAM_COMMAND_PATTERN = /^[a-z0-9_]{1,32}$/;
export const TELEGRAM_COMMAND_MAX = 32;
/** Telegram's limits: a command's description 1–256 characters, a message 4096. */
export const TELEGRAM_DESCRIPTION_MAX = 256;
export const TELEGRAM_REPLY_MAX = 4096;

/** True when `command` is one the bot handles in code. */
export function isBuiltinCommand(command: string): boolean {
  return (TELEGRAM_BUILTIN_COMMANDS as readonly string[]).includes(command.trim().toLowerCase());
}

/** What `GET /api/option/telegram` may be ordered by (admin reference §2.6). */
export const TELEGRAM_ORDER_FIELDS = ['id', 'command'] as const;
/** A field the command list may be ordered by. */
export type TelegramOrderField = (typeof TELEGRAM_ORDER_FIELDS)[number];

/** A menu command of the bot (contract §2.14 TelegramMenu). */
export const TelegramMenuSchema = z.object({
  id: z.int(),
  command: z.string(),
  description: z.string(),
  parse_mode: z.string(),
  reply_message: z.string(),
});
/** A bot menu command. */
export type TelegramMenu = z.infer<typeof TelegramMenuSchema>;

/** `GET /api/option/telegram` data: a page of commands. */
export const TelegramMenuPageSchema = pageOf(TelegramMenuSchema);

/** `GET /api/option/telegram/status` data: is the bot running, and by webhook or by polling. */
export const TelegramStatusSchema = z.object({ status: z.boolean(), is_webhook: z.boolean() });
/** The bot's state. */
export type TelegramStatus = z.infer<typeof TelegramStatusSchema>;

/**
 * `POST /api/option/telegram`: a whole command, `id` 0 to create one, otherwise the id to edit.
 * Every field is required; the built-ins and taken commands are the gateway's to refuse.
 */
export const TelegramMenuInputSchema = z.object({
  id: z.int().check(z.gte(0)),
  command: z.string().check(z.trim(), z.regex(TELEGRAM_COMMAND_PATTERN)),
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(TELEGRAM_DESCRIPTION_MAX)),
  parse_mode: z.enum(TELEGRAM_PARSE_MODES),
  reply_message: z.string().check(
    z.minLength(1),
    z.maxLength(TELEGRAM_REPLY_MAX),
    z.refine((text) => text.trim() !== ''),
  ),
});
/** A command as an admin saves it. */
export type TelegramMenuInput = z.infer<typeof TelegramMenuInputSchema>;
