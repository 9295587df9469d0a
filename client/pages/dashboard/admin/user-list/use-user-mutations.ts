import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { AdminUser, UserCreate, UserManageAction, UserUpdate } from '#shared/api/schemas/admin-user.ts';
import { useToast } from '#client/components/toast/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { overStored } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';
import { runBatch } from '#client/components/admin-kit/run-batch.ts';

/**
 * A user edit as the dialog saves it: over the user as stored, so the fields the dialog does not
 * show go back as they are (the access token, which the console receives blanked, never).
 */
export async function sendUserEdit(api: ApiClient, { before, after }: FormEdit<UserUpdate>): Promise<void> {
  await api.put('/api/user/', await overStored(`/api/user/${after.id}`, before, after, ['access_token'], api), z.unknown());
}

/** A batch's outcome: how many users changed and the first refusal, if any. */
export interface BatchOutcome {
  done: number;
  failed: number;
  firstError: string | null;
}

/** The actions a batch can run on selected rows. */
export type BatchAction = Extract<UserManageAction, 'enable' | 'disable' | 'delete'>;

/**
 * The page's changes, each followed by a fresh list. Row actions and batches toast their
 * result (a refusal shows the gateway's message); dialog saves return the message instead, so
 * the dialog stays open with what was typed.
 */
export function useUserMutations() {
  const { t } = useTranslation(['admin_user', 'error']);
  const toast = useToast();
  const revalidator = useRevalidator();

  async function manage(user: AdminUser, action: UserManageAction): Promise<boolean> {
    try {
      await browserApi().post('/api/user/manage', { username: user.username, action }, z.unknown());
      toast.show(t(`admin_user:toast.${action}`, { name: user.username }), { severity: 'success' });
      return true;
    } catch (error) {
      toast.show(errorMessage(error, t), { severity: 'error', duration: 6000 });
      return false;
    } finally {
      await revalidator.revalidate();
    }
  }

  /** One manage call per user, one after the other, so each refusal is counted. */
  async function batch(users: readonly AdminUser[], action: BatchAction): Promise<BatchOutcome> {
    const outcome: BatchOutcome = { done: 0, failed: 0, firstError: null };
    for (const user of users) {
      try {
        await browserApi().post('/api/user/manage', { username: user.username, action }, z.unknown());
        outcome.done += 1;
      } catch (error) {
        outcome.failed += 1;
        outcome.firstError ??= errorMessage(error, t);
      }
    }
    await revalidator.revalidate();
    if (outcome.failed === 0) toast.show(t('admin_user:batch.done', { count: outcome.done }), { severity: 'success' });
    else
      toast.show(t('admin_user:batch.partly', { done: outcome.done, failed: outcome.failed, message: outcome.firstError }), {
        severity: 'warning',
        duration: 8000,
      });
    return outcome;
  }

  /** Moves the users to a group, one `PUT /api/user/` each (the gateway records each change). */
  async function setGroup(users: readonly AdminUser[], group: string): Promise<void> {
    const outcome = await runBatch(
      users,
      (user) => browserApi().put('/api/user/', { id: user.id, group }, z.unknown()),
      (error) => errorMessage(error, t),
    );
    await revalidator.revalidate();
    if (outcome.failed === 0) toast.show(t('admin_user:batchField.done', { count: outcome.done, group }), { severity: 'success' });
    else
      toast.show(t('admin_user:batch.partly', { done: outcome.done, failed: outcome.failed, message: outcome.firstError }), {
        severity: 'warning',
        duration: 8000,
      });
  }

  /** Saves a dialog: null when it worked, else the message to show in it. */
  async function save(run: () => Promise<unknown>, done: string): Promise<string | null> {
    try {
      await run();
      toast.show(done, { severity: 'success' });
      await revalidator.revalidate();
      return null;
    } catch (error) {
      return errorMessage(error, t);
    }
  }

  const create = (input: UserCreate) =>
    save(() => browserApi().post('/api/user/', input, z.unknown()), t('admin_user:toast.created', { name: input.username }));
  const update = (edit: FormEdit<UserUpdate>) =>
    save(() => sendUserEdit(browserApi(), edit), t('admin_user:toast.updated', { name: edit.after.username ?? '' }));
  const changeQuota = (user: AdminUser, quota: number, remark: string) =>
    save(
      () => browserApi().post(`/api/user/quota/${user.id}`, { quota, ...(remark ? { remark } : {}) }, z.unknown()),
      t('admin_user:toast.quota', { name: user.username }),
    );

  return { manage, batch, setGroup, create, update, changeQuota };
}
