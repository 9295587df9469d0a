import { z } from 'zod/mini';
import type { TelegramMenu, TelegramMenuInput } from '#shared/api/schemas/telegram.ts';
import { useAdminActions } from '#client/components/admin-kit/use-admin-actions.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { overStored } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';

/** A command edit as the dialog saves it: over the command as stored (upstream's one POST, `id` > 0). */
export async function sendTelegramEdit(api: ApiClient, { before, after }: FormEdit<TelegramMenuInput>): Promise<void> {
  await api.post('/api/option/telegram', await overStored(`/api/option/telegram/${after.id}`, before, after, [], api), z.unknown());
}

/**
 * The command list's changes and the bot's reload, each followed by a toast (and a fresh list);
 * refusals show the gateway's message.
 */
export function useTelegramMutations() {
  const { t, act, save: saveForm } = useAdminActions(['telegram']);

  /**
   * Creates (`id` 0) or edits, an edit over the command as stored; answers the gateway's refusal
   * (the dialog keeps the form), or null.
   */
  function save(change: TelegramMenuInput | FormEdit<TelegramMenuInput>): Promise<string | null> {
    const editing = 'after' in change;
    const body = editing ? change.after : change;
    return saveForm(
      () => (editing ? sendTelegramEdit(browserApi(), change) : browserApi().post('/api/option/telegram', body, z.unknown())),
      () => t(editing ? 'telegram:toast.saved' : 'telegram:toast.created', { command: body.command }),
    );
  }

  const deleteOne = (menu: TelegramMenu) =>
    act(
      () => browserApi().delete(`/api/option/telegram/${menu.id}`, z.unknown()),
      () => t('telegram:toast.deleted', { command: menu.command }),
    );

  /** Asks the bot to load the menu again (after edits, upstream's bot shows the old menu until then). */
  const reload = () =>
    act(
      () => browserApi().put('/api/option/telegram/reload', {}, z.unknown()),
      () => t('telegram:toast.reloaded'),
    );

  return { save, deleteOne, reload };
}
