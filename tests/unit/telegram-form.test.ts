import t from 'tap';
import { z } from 'zod/mini';
import { TelegramMenuInputSchema } from '#shared/api/schemas/telegram.ts';
import { EMPTY_TELEGRAM_FORM, formToBody, menuToForm, telegramFormSchema } from '#client/pages/dashboard/admin/telegram/telegram-form.ts';
import type { TelegramForm } from '#client/pages/dashboard/admin/telegram/telegram-form.ts';

const VALID: TelegramForm = { command: 'price', description: '价格', parseMode: 'Markdown', replyMessage: '*价格*' };

/** The field each issue is on, with its translation key when it is the page's own. */
function issuesOf(form: TelegramForm): string[] {
  const result = z.safeParse(telegramFormSchema, form);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const key = issue.code === 'custom' ? (issue.params as { i18n?: string } | undefined)?.i18n : issue.code;
    return `${issue.path.join('.')}:${key ?? ''}`;
  });
}

t.test('a complete form passes and becomes the body the gateway reads', async (t) => {
  t.same(issuesOf(VALID), []);
  const created = formToBody({ ...VALID, command: ' price ', description: ' 价格 ' }, null);
  t.same(created, { id: 0, command: 'price', description: '价格', parse_mode: 'Markdown', reply_message: '*价格*' }, 'id 0 creates');
  t.ok(TelegramMenuInputSchema.safeParse(created).success, 'the shared body schema accepts it');
  const menu = { id: 7, command: 'price', description: '价格', parse_mode: 'html', reply_message: '<b>x</b>' };
  t.same(formToBody(menuToForm(menu), menu).id, 7, 'an edit keeps the id');
  t.same(menuToForm({ ...menu, parse_mode: 'unknown' }).parseMode, 'MarkdownV2', 'an unknown stored mode falls back to the default');
  t.same(EMPTY_TELEGRAM_FORM.parseMode, 'MarkdownV2', 'MarkdownV2 by default');
});

t.test('every field is required', async (t) => {
  t.same(issuesOf(EMPTY_TELEGRAM_FORM), ['command:too_small', 'description:too_small', 'replyMessage:too_small']);
  t.same(issuesOf({ ...VALID, replyMessage: '   ' }), ['replyMessage:too_small']);
});

t.test('a command is 1–32 of a–z, 0–9 and _', async (t) => {
  for (const command of ['Price', '/price', 'price-list', 'prix€', 'two words'])
    t.same(issuesOf({ ...VALID, command }), ['command:telegram:form.errors.command'], command);
  t.same(issuesOf({ ...VALID, command: 'x'.repeat(33) }), ['command:too_big']);
  t.same(issuesOf({ ...VALID, command: 'a_1'.padEnd(32, 'z') }), []);
});

t.test('the bot’s built-in commands are refused before anything is sent', async (t) => {
  for (const command of ['bind', 'unbind', 'balance', 'recharge', 'apikey', 'aff'])
    t.same(issuesOf({ ...VALID, command }), ['command:telegram:form.errors.builtin'], command);
  t.same(issuesOf({ ...VALID, command: 'affiliate' }), [], 'a longer name is not a built-in');
});
