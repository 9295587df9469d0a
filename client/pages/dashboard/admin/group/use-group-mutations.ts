import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { UserGroup } from '#shared/api/schemas/group.ts';
import type { UserGroupInput, UserGroupUpdate } from '#shared/api/schemas/group-admin.ts';
import { useToast } from '#client/components/toast/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { overStored } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';
import { runBatch } from '#client/components/admin-kit/run-batch.ts';

/** What a batch does to the selected groups. */
export type GroupBatchAction = 'enable' | 'disable' | 'delete';

/** A group edit as the dialog saves it: over the group as stored (upstream writes its listed columns whole). */
export async function sendGroupEdit(api: ApiClient, { before, after }: FormEdit<UserGroupUpdate>): Promise<void> {
  await api.put('/api/user_group/', await overStored(`/api/user_group/${after.id}`, before, after, [], api), z.unknown());
}

const toggle = (group: UserGroup) => browserApi().put(`/api/user_group/enable/${group.id}`, {}, z.unknown());
const remove = (group: UserGroup) => browserApi().delete(`/api/user_group/${group.id}`, z.unknown());

/**
 * The group list's changes, each followed by a fresh list (and so fresh `/group` and `/prices`
 * pages, which read the same gateway data) and a toast; refusals show the gateway's message.
 */
export function useGroupMutations() {
  const { t } = useTranslation(['group', 'error']);
  const toast = useToast();
  const revalidator = useRevalidator();
  const fail = (error: unknown) => toast.show(errorMessage(error, t), { severity: 'error', duration: 6000 });

  async function setEnabled(group: UserGroup, enable: boolean): Promise<void> {
    // Upstream's endpoint toggles: only call it when the switch really changes.
    if (group.enable === enable) return;
    try {
      await toggle(group);
      toast.show(t(enable ? 'group:toast.enabled' : 'group:toast.disabled', { name: group.name }), { severity: 'success' });
    } catch (error) {
      fail(error);
    } finally {
      await revalidator.revalidate();
    }
  }

  async function deleteOne(group: UserGroup): Promise<void> {
    try {
      await remove(group);
      toast.show(t('group:toast.deleted', { name: group.name }), { severity: 'success' });
    } catch (error) {
      fail(error);
    } finally {
      await revalidator.revalidate();
    }
  }

  /** Creates or edits (over the group as stored); answers the gateway's refusal (the dialog keeps the form), or null. */
  async function save(change: UserGroupInput | FormEdit<UserGroupUpdate>): Promise<string | null> {
    const editing = 'after' in change;
    const name = editing ? change.after.name : change.name;
    try {
      if (editing) await sendGroupEdit(browserApi(), change);
      else await browserApi().post('/api/user_group/', change, z.unknown());
    } catch (error) {
      return errorMessage(error, t);
    }
    toast.show(t(editing ? 'group:toast.saved' : 'group:toast.created', { name }), { severity: 'success' });
    await revalidator.revalidate();
    return null;
  }

  async function batch(action: GroupBatchAction, groups: readonly UserGroup[]): Promise<void> {
    // Toggling: only the groups whose switch is not already where the batch puts it.
    const targets = action === 'delete' ? groups : groups.filter((group) => group.enable !== (action === 'enable'));
    const outcome = await runBatch(targets, action === 'delete' ? remove : toggle, (error) => errorMessage(error, t));
    const done = t(`group:batch.done.${action}`, { count: outcome.done });
    if (outcome.failed === 0) toast.show(done, { severity: 'success' });
    else
      toast.show(t('group:batch.partly', { done, count: outcome.failed, message: outcome.firstError ?? '' }), {
        severity: 'warning',
        duration: 8000,
      });
    await revalidator.revalidate();
  }

  return { setEnabled, deleteOne, save, batch };
}
