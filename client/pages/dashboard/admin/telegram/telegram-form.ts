import { z } from 'zod/mini';
import {
  TELEGRAM_COMMAND_MAX,
  TELEGRAM_COMMAND_PATTERN,
  TELEGRAM_DESCRIPTION_MAX,
  TELEGRAM_PARSE_MODES,
  TELEGRAM_REPLY_MAX,
  isBuiltinCommand,
} from '#shared/api/schemas/telegram.ts';
import type { TelegramMenu, TelegramMenuInput, TelegramParseMode } from '#shared/api/schemas/telegram.ts';
import { checkText, customIssue } from '#client/components/admin-kit/form-checks.ts';

/** The dialog's values. */
export interface TelegramForm {
  command: string;
  description: string;
  parseMode: TelegramParseMode;
  replyMessage: string;
}

export const EMPTY_TELEGRAM_FORM: TelegramForm = { command: '', description: '', parseMode: 'MarkdownV2', replyMessage: '' };

function parseModeOf(value: string): TelegramParseMode {
  return TELEGRAM_PARSE_MODES.find((mode) => mode === value) ?? 'MarkdownV2';
}

export function menuToForm(menu: TelegramMenu): TelegramForm {
  return {
    command: menu.command,
    description: menu.description,
    parseMode: parseModeOf(menu.parse_mode),
    replyMessage: menu.reply_message,
  };
}

/**
 * The form's checks, every field at once. A command is Telegram's 1–32 of a–z, 0–9 and `_`
 * (without the leading `/`); the bot's built-ins are refused here, named, before anything is sent.
 */
export const telegramFormSchema = z
  .object({
    command: z.string(),
    description: z.string(),
    parseMode: z.enum(TELEGRAM_PARSE_MODES),
    replyMessage: z.string(),
  })
  .check(
    z.superRefine((form, ctx) => {
      const command = form.command.trim();
      checkText(ctx, 'command', command, TELEGRAM_COMMAND_MAX);
      if (command !== '' && command.length <= TELEGRAM_COMMAND_MAX && !TELEGRAM_COMMAND_PATTERN.test(command))
        customIssue(ctx, 'command', 'telegram:form.errors.command', form.command);
      else if (isBuiltinCommand(command)) customIssue(ctx, 'command', 'telegram:form.errors.builtin', form.command);
      checkText(ctx, 'description', form.description, TELEGRAM_DESCRIPTION_MAX);
      checkText(ctx, 'replyMessage', form.replyMessage, TELEGRAM_REPLY_MAX);
    }),
  );

/** The body of a checked form: a new command (`id` 0) or the edit of `menu`. */
export function formToBody(form: TelegramForm, menu: TelegramMenu | null): TelegramMenuInput {
  return {
    id: menu?.id ?? 0,
    command: form.command.trim(),
    description: form.description.trim(),
    parse_mode: form.parseMode,
    // The reply is sent as typed: leading spaces and line breaks may matter to its markup.
    reply_message: form.replyMessage,
  };
}
