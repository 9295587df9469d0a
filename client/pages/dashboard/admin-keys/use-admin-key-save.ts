import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { AdminKey } from '../../../../shared/api/schemas/admin-keys.ts';
import { useTimeZone } from '../../../app/time-zone.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { errorMessage } from '../../../forms/error-message.ts';
import { browserApi } from '../../../session/credentials.ts';
import type { KeyForm } from '../key/key-form-schema.ts';
import type { Money } from '../key/key-form-values.ts';
import type { SaveResult } from '../key/use-save-key.ts';
import { adminKeyBody, sendAdminKeyEdit } from './admin-key-body.ts';
import { tokenToForm } from '../key/key-form-values.ts';
import { ownerLabel } from './admin-keys-state.ts';
import type { KeyOwner } from './find-user.ts';

/** Saves an admin's edit of any key (and its move to `moveTo`), toasts it and reloads the list. */
export function useAdminKeySave(key: AdminKey, money: Money) {
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
