import { z } from 'zod/mini';
import type { UserGroup } from '#shared/api/schemas/group.ts';
import type { UserGroupInput, UserGroupUpdate } from '#shared/api/schemas/group-admin.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { overStored } from '#client/forms/stored-record.ts';
import { useAdminActions } from '#client/components/admin-kit/use-admin-actions.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';

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
  const { t, act, save: saveForm, batch: runKitBatch } = useAdminActions(['group']);

  async function setEnabled(group: UserGroup, enable: boolean): Promise<void> {
    // Upstream's endpoint toggles: only call it when the switch really changes.
    if (group.enable === enable) return;
    await act(
      () => toggle(group),
      () => t(enable ? 'group:toast.enabled' : 'group:toast.disabled', { name: group.name }),
    );
  }

  const deleteOne = (group: UserGroup) =>
    act(
      () => remove(group),
      () => t('group:toast.deleted', { name: group.name }),
    );

  /** Creates or edits (over the group as stored); answers the gateway's refusal (the dialog keeps the form), or null. */
  function save(change: UserGroupInput | FormEdit<UserGroupUpdate>): Promise<string | null> {
    const editing = 'after' in change;
    const name = editing ? change.after.name : change.name;
    return saveForm(
      () => (editing ? sendGroupEdit(browserApi(), change) : browserApi().post('/api/user_group/', change, z.unknown())),
      () => t(editing ? 'group:toast.saved' : 'group:toast.created', { name }),
    );
  }

  async function batch(action: GroupBatchAction, groups: readonly UserGroup[]): Promise<void> {
    // Toggling: only the groups whose switch is not already where the batch puts it.
    const targets = action === 'delete' ? groups : groups.filter((group) => group.enable !== (action === 'enable'));
    await runKitBatch(
      targets,
      action === 'delete' ? remove : toggle,
      (outcome) => t(`group:batch.done.${action}`, { count: outcome.done }),
      (outcome, done) => t('group:batch.partly', { done, count: outcome.failed, message: outcome.firstError ?? '' }),
    );
  }

  return { setEnabled, deleteOne, save, batch };
}
