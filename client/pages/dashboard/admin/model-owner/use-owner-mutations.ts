import { z } from 'zod/mini';
import type { ModelOwnedBy } from '#shared/api/schemas/model.ts';
import type { ModelOwnedByInput } from '#shared/api/schemas/model-owner.ts';
import { useAdminActions } from '#client/components/admin-kit/use-admin-actions.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { overStored } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';

/** An owner edit as the dialog saves it: over the owner as stored (upstream saves the whole row). */
export async function sendOwnerEdit(api: ApiClient, { before, after }: FormEdit<ModelOwnedByInput>): Promise<void> {
  await api.put('/api/model_ownedby/', await overStored(`/api/model_ownedby/${after.id}`, before, after, [], api), z.unknown());
}

const remove = (owner: ModelOwnedBy) => browserApi().delete(`/api/model_ownedby/${owner.id}`, z.unknown());

/** Create, edit and delete owners, each with a toast and a fresh list; refusals show the gateway's message. */
export function useOwnerMutations() {
  const { t, save: saveForm, batch } = useAdminActions(['model_owner']);

  /** Answers the gateway's refusal (the dialog keeps the form), or null when saved. */
  function save(change: ModelOwnedByInput | FormEdit<ModelOwnedByInput>): Promise<string | null> {
    const creating = !('after' in change);
    const name = creating ? change.name : change.after.name;
    return saveForm(
      () => (creating ? browserApi().post('/api/model_ownedby/', change, z.unknown()) : sendOwnerEdit(browserApi(), change)),
      () => t(creating ? 'model_owner:toast.created' : 'model_owner:toast.saved', { name }),
    );
  }

  async function deleteMany(owners: readonly ModelOwnedBy[]): Promise<void> {
    await batch(
      owners,
      remove,
      (outcome) => t('model_owner:toast.deleted', { count: outcome.done }),
      (outcome, done) => t('model_owner:toast.partly', { done, count: outcome.failed, message: outcome.firstError ?? '' }),
    );
  }

  return { save, deleteMany };
}
