import { z } from 'zod/mini';
import type { AdminUser, UserCreate, UserManageAction, UserUpdate } from '#shared/api/schemas/user-admin.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { overStored } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';
import { runBatch } from '#client/components/admin-kit/run-batch.ts';
import type { BatchOutcome } from '#client/components/admin-kit/run-batch.ts';
import { useAdminActions } from '#client/components/admin-kit/use-admin-actions.ts';

/**
 * A user edit as the dialog saves it: over the user as stored, so the fields the dialog does not
 * show go back as they are (the access token, which the console receives blanked, never).
 */
export async function sendUserEdit(api: ApiClient, { before, after }: FormEdit<UserUpdate>): Promise<void> {
  await api.put('/api/user/', await overStored(`/api/user/${after.id}`, before, after, ['access_token'], api), z.unknown());
}

/** The actions a batch can run on selected rows. */
export type BatchAction = Extract<UserManageAction, 'enable' | 'disable' | 'delete'>;

/**
 * The page's changes, each followed by a fresh list. Row actions and batches toast their
 * result (a refusal shows the gateway's message); dialog saves return the message instead, so
 * the dialog stays open with what was typed.
 */
export function useUserMutations() {
  const { t, toast, attempt, save, messageOf, revalidate } = useAdminActions(['user']);

  const manage = (user: AdminUser, action: UserManageAction): Promise<boolean> =>
    attempt(
      () => browserApi().post('/api/user/manage', { username: user.username, action }, z.unknown()),
      () => t(`user:toast.${action}`, { name: user.username }),
    );

  /**
   * A batch's one toast: `done` when every user changed, else a warning naming the first
   * refusal, even when none changed (the user list's wording covers both).
   */
  function report(outcome: BatchOutcome, done: string) {
    if (outcome.failed === 0) toast.show(done, { severity: 'success' });
    else
      toast.show(t('user:batch.partly', { done: outcome.done, failed: outcome.failed, message: outcome.firstError }), {
        severity: 'warning',
        duration: 8000,
      });
  }

  /** One manage call per user, one after the other, so each refusal is counted. */
  async function batch(users: readonly AdminUser[], action: BatchAction): Promise<BatchOutcome> {
    const outcome = await runBatch(
      users,
      (user) => browserApi().post('/api/user/manage', { username: user.username, action }, z.unknown()),
      messageOf,
    );
    await revalidate();
    report(outcome, t('user:batch.done', { count: outcome.done }));
    return outcome;
  }

  /** Moves the users to a group, one `PUT /api/user/` each (the gateway records each change). */
  async function setGroup(users: readonly AdminUser[], group: string): Promise<void> {
    const outcome = await runBatch(users, (user) => browserApi().put('/api/user/', { id: user.id, group }, z.unknown()), messageOf);
    await revalidate();
    report(outcome, t('user:batchField.done', { count: outcome.done, group }));
  }

  const create = (input: UserCreate) =>
    save(
      () => browserApi().post('/api/user/', input, z.unknown()),
      () => t('user:toast.created', { name: input.username }),
    );
  const update = (edit: FormEdit<UserUpdate>) =>
    save(
      () => sendUserEdit(browserApi(), edit),
      () => t('user:toast.updated', { name: edit.after.username ?? '' }),
    );
  const changeQuota = (user: AdminUser, quota: number, remark: string) =>
    save(
      () => browserApi().post(`/api/user/quota/${user.id}`, { quota, ...(remark ? { remark } : {}) }, z.unknown()),
      () => t('user:toast.quota', { name: user.username }),
    );

  return { manage, batch, setGroup, create, update, changeQuota };
}
