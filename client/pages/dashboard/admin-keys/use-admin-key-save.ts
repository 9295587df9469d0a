import { z } from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { AdminKey, AdminKeyUpdate } from '../../../../shared/api/schemas/admin-keys.ts';
import { useTimeZone } from '../../../app/time-zone.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { errorMessage } from '../../../forms/error-message.ts';
import { browserApi } from '../../../session/credentials.ts';
import type { KeyForm } from '../key/key-form-schema.ts';
import { editedToken, formToInput } from '../key/key-form-values.ts';
import type { Money } from '../key/key-form-values.ts';
import type { SaveResult } from '../key/use-save-key.ts';
import { ownerLabel } from './admin-keys-state.ts';
import type { KeyOwner } from './find-user.ts';

/**
 * `PUT /api/token/admin`'s body: the key with the form's changes, as the Keys page sends it,
 * without what this page holds only for display: the masked key (upstream ignores `key` here,
 * and a masked one must never pass for the stored key) and `owner_name`. `user_id` is the new
 * owner, or 0 (upstream: keep the owner), never the owner this page loaded, which another
 * admin may have changed since.
 */
export function adminKeyBody(key: AdminKey, values: KeyForm, money: Money, timeZone: string, moveTo: KeyOwner | null): AdminKeyUpdate {
  const { owner_name: _owner, ...token } = key;
  // An admin (role ≥ 3) sees and sets the billing tag, as on the Keys page.
  const { key: _masked, ...edited } = editedToken(token, formToInput(values, money, timeZone, true));
  return { ...edited, user_id: moveTo?.id ?? 0 };
}

/** Saves an admin's edit of any key (and its move to `moveTo`), toasts it and reloads the list. */
export function useAdminKeySave(key: AdminKey, money: Money) {
  const { t } = useTranslation(['admin_keys', 'error']);
  const timeZone = useTimeZone();
  const toast = useToast();
  const revalidator = useRevalidator();
  return async function save(values: KeyForm, moveTo: KeyOwner | null): Promise<SaveResult> {
    try {
      await browserApi().put('/api/token/admin', adminKeyBody(key, values, money, timeZone, moveTo), z.unknown());
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
