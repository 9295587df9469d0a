import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { ModelOwnedBy } from '#shared/api/schemas/model.ts';
import type { ModelOwnedByInput } from '#shared/api/schemas/owner.ts';
import { useToast } from '#client/components/toast/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { overStored } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';
import { runBatch } from '#client/components/admin-kit/run-batch.ts';

/** An owner edit as the dialog saves it: over the owner as stored (upstream saves the whole row). */
export async function sendOwnerEdit(api: ApiClient, { before, after }: FormEdit<ModelOwnedByInput>): Promise<void> {
  await api.put('/api/model_ownedby/', await overStored(`/api/model_ownedby/${after.id}`, before, after, [], api), z.unknown());
}

const remove = (owner: ModelOwnedBy) => browserApi().delete(`/api/model_ownedby/${owner.id}`, z.unknown());

/** Create, edit and delete owners, each with a toast and a fresh list; refusals show the gateway's message. */
export function useOwnerMutations() {
  const { t } = useTranslation(['admin_owner', 'error']);
  const toast = useToast();
  const revalidator = useRevalidator();

  /** Answers the gateway's refusal (the dialog keeps the form), or null when saved. */
  async function save(change: ModelOwnedByInput | FormEdit<ModelOwnedByInput>): Promise<string | null> {
    const creating = !('after' in change);
    const name = creating ? change.name : change.after.name;
    try {
      if (creating) await browserApi().post('/api/model_ownedby/', change, z.unknown());
      else await sendOwnerEdit(browserApi(), change);
    } catch (error) {
      return errorMessage(error, t);
    }
    toast.show(t(creating ? 'admin_owner:toast.created' : 'admin_owner:toast.saved', { name }), { severity: 'success' });
    await revalidator.revalidate();
    return null;
  }

  async function deleteMany(owners: readonly ModelOwnedBy[]): Promise<void> {
    const outcome = await runBatch(owners, remove, (error) => errorMessage(error, t));
    const done = t('admin_owner:toast.deleted', { count: outcome.done });
    if (outcome.failed === 0) toast.show(done, { severity: 'success' });
    else
      toast.show(t('admin_owner:toast.partly', { done, count: outcome.failed, message: outcome.firstError ?? '' }), {
        severity: outcome.done === 0 ? 'error' : 'warning',
        duration: 8000,
      });
    await revalidator.revalidate();
  }

  return { save, deleteMany };
}
