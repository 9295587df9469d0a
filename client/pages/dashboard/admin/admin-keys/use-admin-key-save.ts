import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { AdminKey } from '#shared/api/schemas/admin-keys.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
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
  const { t } = useTranslation(['admin_keys', 'error']);
  const timeZone = useTimeZone();
  const toast = useToast();
  const revalidator = useRevalidator();
  return async function save(values: KeyForm, moveTo: KeyOwner | null): Promise<SaveResult> {
    try {
      await sendAdminKeyEdit(browserApi(), key, {
        before: adminKeyBody(key, tokenToForm(key, money, timeZone), money, timeZone, null),
        after: adminKeyBody(key, values, money, timeZone, moveTo),
      });
    } catch (error) {
      return { kind: 'error', message: errorMessage(error, t) };
    }
    toast.show(moveTo ? t('admin_keys:toast.moved', { owner: ownerLabel(moveTo.id, moveTo.name) }) : t('admin_keys:toast.saved'), {
      severity: 'success',
    });
    await revalidator.revalidate();
    return { kind: 'done' };
  };
}
