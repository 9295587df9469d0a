import type { AdminKey, AdminKeyUpdate } from '../../../../shared/api/schemas/admin-keys.ts';
import type { KeyForm } from '../key/key-form-schema.ts';
import { editedToken, formToInput } from '../key/key-form-values.ts';
import type { Money } from '../key/key-form-values.ts';
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
