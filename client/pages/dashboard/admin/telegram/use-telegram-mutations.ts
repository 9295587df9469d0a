import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { TelegramMenu, TelegramMenuInput } from '#shared/api/schemas/telegram.ts';
import { useToast } from '#client/components/toast/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { overStored } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';

/** A command edit as the dialog saves it: over the command as stored (upstream's one POST, `id` > 0). */
export async function sendTelegramEdit(api: ApiClient, { before, after }: FormEdit<TelegramMenuInput>): Promise<void> {
  await api.post('/api/option/telegram/', await overStored(`/api/option/telegram/${after.id}`, before, after, [], api), z.unknown());
}

/**
 * The command list's changes and the bot's reload, each followed by a toast (and a fresh list);
 * refusals show the gateway's message.
 */
export function useTelegramMutations() {
  const { t } = useTranslation(['telegram', 'error']);
  const toast = useToast();
  const revalidator = useRevalidator();
  const fail = (error: unknown) => toast.show(errorMessage(error, t), { severity: 'error', duration: 6000 });

  /**
   * Creates (`id` 0) or edits, an edit over the command as stored; answers the gateway's refusal
   * (the dialog keeps the form), or null.
   */
  async function save(change: TelegramMenuInput | FormEdit<TelegramMenuInput>): Promise<string | null> {
    const editing = 'after' in change;
    const body = editing ? change.after : change;
    try {
      if (editing) await sendTelegramEdit(browserApi(), change);
      else await browserApi().post('/api/option/telegram/', body, z.unknown());
    } catch (error) {
      return errorMessage(error, t);
    }
    toast.show(t(editing ? 'telegram:toast.saved' : 'telegram:toast.created', { command: body.command }), { severity: 'success' });
    await revalidator.revalidate();
    return null;
  }

  async function deleteOne(menu: TelegramMenu): Promise<void> {
    try {
      await browserApi().delete(`/api/option/telegram/${menu.id}`, z.unknown());
      toast.show(t('telegram:toast.deleted', { command: menu.command }), { severity: 'success' });
    } catch (error) {
      fail(error);
    } finally {
      await revalidator.revalidate();
    }
  }

  /** Asks the bot to load the menu again (after edits, upstream's bot shows the old menu until then). */
  async function reload(): Promise<void> {
    try {
      await browserApi().put('/api/option/telegram/reload', {}, z.unknown());
      toast.show(t('telegram:toast.reloaded'), { severity: 'success' });
    } catch (error) {
      fail(error);
    } finally {
      await revalidator.revalidate();
    }
  }

  return { save, deleteOne, reload };
}
