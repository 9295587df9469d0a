import { z } from 'zod/mini';
import { ModelOwnedBySchema } from './model.ts';

/** Owner ids up to this one are upstream's built-ins (channel types): never created or deleted by hand (contract §2.9). */
export const OWNER_RESERVED_MAX_ID = 1000;

/** `GET /api/model_ownedby/` data: every owner, a plain array (contract §2.1). */
export const ModelOwnedByListSchema = z.array(ModelOwnedBySchema);
/** Every model owner. */
export type ModelOwnedByList = z.infer<typeof ModelOwnedByListSchema>;

/** An icon is an http(s) address (shown as an image) or '' for none. */
export function isIconUrl(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** `POST`/`PUT /api/model_ownedby/`: `{id, name, icon}`; a new owner's id must lie above the reserved range. */
export const ModelOwnedByInputSchema = z.object({
  id: z.int().check(z.positive(), z.lte(2_147_483_647)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  icon: z.string().check(z.trim(), z.maxLength(2000), z.refine(isIconUrl, { message: 'icon' })),
});
/** An owner as an operator edits it. */
export type ModelOwnedByInput = z.infer<typeof ModelOwnedByInputSchema>;
