import { z } from 'zod/mini';
import type { Redemption } from '#shared/api/schemas/billing.ts';
import { REDEMPTION_STATUS, RedemptionKeysSchema } from '#shared/api/schemas/redemption-admin.ts';
import type { RedemptionInput, RedemptionUpdate } from '#shared/api/schemas/redemption-admin.ts';
import { useAdminActions } from '#client/components/admin-kit/use-admin-actions.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { overStored } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';
import type { CreatedBatch } from './redemption-csv.ts';

/** A code edit as the dialog saves it: over the code as stored (an untouched amount or expiry keeps its exact value). */
export async function sendRedemptionEdit(api: ApiClient, { before, after }: FormEdit<RedemptionUpdate>): Promise<void> {
  await api.put('/api/redemption/', await overStored(`/api/redemption/${after.id}`, before, after, [], api), z.unknown());
}

/** What a batch does to the selected codes. */
export type RedemptionBatchAction = 'enable' | 'disable' | 'delete';

const setStatus = (code: Redemption, status: number) =>
  browserApi().put('/api/redemption/?status_only=true', { id: code.id, status }, z.unknown());
const remove = (code: Redemption) => browserApi().delete(`/api/redemption/${code.id}`, z.unknown());

/** A used code is final: it is never enabled or disabled again. */
export function isUsed(code: Redemption): boolean {
  return code.status === REDEMPTION_STATUS.used;
}

/** The saved result: a refusal to show in the form, or the new batch (creation) / nothing (edit). */
export type SaveResult = { refusal: string } | { created: CreatedBatch | null };

/**
 * The redemption list's changes, each followed by a fresh list and a toast; refusals show the
 * gateway's message.
 */
export function useRedemptionMutations() {
  const { t, toast, act, batch: runBatchAction, messageOf, revalidate } = useAdminActions(['redemption']);

  const setEnabled = (code: Redemption, enable: boolean) =>
    act(
      () => setStatus(code, enable ? REDEMPTION_STATUS.unused : REDEMPTION_STATUS.disabled),
      () => t(enable ? 'redemption:toast.enabled' : 'redemption:toast.disabled', { id: code.id }),
    );

  const deleteOne = (code: Redemption) =>
    act(
      () => remove(code),
      () => t('redemption:toast.deleted', { id: code.id }),
    );

  /** new-api's purge of used and expired codes (an extension the page offers only when the gateway has it). */
  const purge = () =>
    act(
      () => browserApi().delete('/api/redemption/invalid', z.int()),
      (count) => t('redemption:toast.purged', { count }),
    );

  /** Creates a batch, or edits a code over the code as stored (an untouched amount or expiry keeps its exact value). */
  async function save(change: RedemptionInput | FormEdit<RedemptionUpdate>): Promise<SaveResult> {
    let created: CreatedBatch | null = null;
    const name = 'after' in change ? change.after.name : change.name;
    try {
      if ('after' in change) await sendRedemptionEdit(browserApi(), change);
      else {
        const keys = await browserApi().post('/api/redemption/', change, RedemptionKeysSchema);
        created = { name: change.name, quota: change.quota, expiredTime: change.expired_time ?? 0, keys };
      }
    } catch (error) {
      return { refusal: messageOf(error) };
    }
    toast.show(created ? t('redemption:toast.created', { count: created.keys.length, name }) : t('redemption:toast.saved', { name }), {
      severity: 'success',
    });
    await revalidate();
    return { created };
  }

  async function batch(action: RedemptionBatchAction, codes: readonly Redemption[]): Promise<void> {
    // Status changes: only the unused/disabled codes not already where the batch puts them.
    const wanted = action === 'enable' ? REDEMPTION_STATUS.unused : REDEMPTION_STATUS.disabled;
    const targets = action === 'delete' ? codes : codes.filter((code) => !isUsed(code) && code.status !== wanted);
    await runBatchAction(
      targets,
      action === 'delete' ? remove : (code: Redemption) => setStatus(code, wanted),
      (outcome) => t(`redemption:batch.done.${action}`, { count: outcome.done }),
      (outcome, done) => t('redemption:batch.partly', { done, count: outcome.failed, message: outcome.firstError ?? '' }),
    );
  }

  return { setEnabled, deleteOne, purge, save, batch };
}
