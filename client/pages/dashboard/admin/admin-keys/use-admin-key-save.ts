import type { AdminKey } from '#shared/api/schemas/admin-keys.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { useAdminActions } from '#client/components/admin-kit/use-admin-actions.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { KeyForm } from '#client/components/key-editor/key-form-schema.ts';
import type { SaveResult } from '#client/components/key-editor/use-save-key.ts';
import { adminKeyBody, sendAdminKeyEdit } from './admin-key-body.ts';
import { tokenToForm } from '#client/components/key-editor/key-form-values.ts';
import { ownerLabel } from './admin-keys-state.ts';
import type { KeyOwner } from './find-user.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

/** Saves an admin's edit of any key (and its move to `moveTo`), toasts it and reloads the list. */
export function useAdminKeySave(key: AdminKey, money: QuotaDisplay) {
  const { t, save: kitSave } = useAdminActions(['admin_keys']);
  const timeZone = useTimeZone();
  return async function save(values: KeyForm, moveTo: KeyOwner | null): Promise<SaveResult> {
    const refusal = await kitSave(
      () =>
        sendAdminKeyEdit(browserApi(), key, {
          before: adminKeyBody(key, tokenToForm(key, money, timeZone), money, timeZone, null),
          after: adminKeyBody(key, values, money, timeZone, moveTo),
        }),
      () => (moveTo ? t('admin_keys:toast.moved', { owner: ownerLabel(moveTo.id, moveTo.name) }) : t('admin_keys:toast.saved')),
    );
    return refusal === null ? { kind: 'done' } : { kind: 'error', message: refusal };
  };
}
