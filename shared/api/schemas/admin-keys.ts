import { z } from 'zod/mini';
import { maskKey } from '#shared/format/mask-key.ts';
import { TokenSchema, TokenUpdateSchema } from './key.ts';

/** What marks a key as already masked: no real key has it (one-hub's keys are letters and digits). */
const ELLIPSIS = '…';

/**
 * Another user's key as an admin page may hold it: its first and last four characters
 * (`abcd…wxyz`, shown as `sk-abcd…wxyz`), so an admin can tell keys apart but never copy one
 * and spend that user's balance. Idempotent: a key already masked stays as it is.
 */
export function maskTokenKey(key: string): string {
  return key.includes(ELLIPSIS) ? key : maskKey(key);
}

/**
 * One row of upstream's admin key search (`GET /api/token/admin/search`, contract §2.5): the
 * Token plus `owner_name` (the owner's display name, else username; '' for a user that is gone).
 * Upstream sends the full key; parsing with this schema masks it (`maskTokenKey`), so a full
 * key never reaches a page's data or its hydration payload.
 */
export const AdminKeySchema = z.object({
  ...TokenSchema.shape,
  key: z.string().check(z.overwrite(maskTokenKey)),
  owner_name: z.string(),
});
/** A key as the admin "every user's keys" page shows it (the key masked). */
export type AdminKey = z.infer<typeof AdminKeySchema>;

/** `GET /api/token/admin/search` data; `page` and `size` come back as 0 (contract §1.4 quirk). */
export const AdminKeyPageSchema = z.object({
  data: z.array(AdminKeySchema),
  page: z.int(),
  size: z.int(),
  total_count: z.int(),
});
/** A page of the admin key search. */
export type AdminKeyPage = z.infer<typeof AdminKeyPageSchema>;

/**
 * `PUT /api/token/admin` body: what `PUT /api/token/` takes, plus `user_id`, which moves the
 * key to that user when it is above 0 and differs from the owner (else the owner stays).
 */
export const AdminKeyUpdateSchema = z.object({ ...TokenUpdateSchema.shape, user_id: z.optional(z.int()) });
/** What an admin's edit of any key sends. */
export type AdminKeyUpdate = z.infer<typeof AdminKeyUpdateSchema>;
