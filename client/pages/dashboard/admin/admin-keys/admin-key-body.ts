import { z } from 'zod/mini';
import type { ApiClient } from '#shared/api/client.ts';
import { editOverStored } from '#shared/api/edit-over-stored.ts';
import type { AdminKey, AdminKeyUpdate } from '#shared/api/schemas/admin-keys.ts';
import { StoredRecordSchema } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';
import type { KeyForm } from '#client/components/key-editor/key-form-schema.ts';
import { editedToken, formToInput } from '#client/components/key-editor/key-form-values.ts';
import type { KeyOwner } from './find-user.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

/**
 * `PUT /api/token/admin`'s body: the key with the form's changes, as the Keys page sends it,
 * without what this page holds only for display: the masked key (upstream ignores `key` here,
 * and a masked one must never pass for the stored key) and `owner_name`. `user_id` is the new
 * owner, or 0 (upstream: keep the owner), never the owner this page loaded, which another
 * admin may have changed since.
 */
export function adminKeyBody(
  key: AdminKey,
  values: KeyForm,
  money: QuotaDisplay,
  timeZone: string,
  moveTo: KeyOwner | null,
): AdminKeyUpdate {
  const { owner_name: _owner, ...token } = key;
  // An admin (role ≥ 3) sees and sets the billing tag, as on the Keys page.
  const { key: _masked, ...edited } = editedToken(token, formToInput(values, money, timeZone, true));
  return { ...edited, user_id: moveTo?.id ?? 0 };
}

const StoredSearchSchema = z.object({ data: z.array(StoredRecordSchema) });

/**
 * An admin's edit as the dialog saves it, over the key as the gateway stores it now (read by its
 * id through the admin search, the only way an admin can read another user's key), so what the
 * dialog does not show goes back unchanged. What the search adds or masks (`owner_name`, the
 * masked `key`) is never sent back, and `user_id` is only ever the move's target (0 keeps the
 * owner), never an owner read earlier.
 */
export async function sendAdminKeyEdit(api: ApiClient, key: AdminKey, { before, after }: FormEdit<AdminKeyUpdate>): Promise<void> {
  const found = await api.get('/api/token/admin/search', StoredSearchSchema, { token_id: key.id });
  const { key: _masked, owner_name: _owner, ...stored } = found.data.find((record) => record.id === key.id) ?? {};
  const body = editOverStored(stored, before, after);
  await api.put('/api/token/admin', { ...body, user_id: after.user_id ?? 0 }, z.unknown());
}
