import { z } from 'zod/mini';
import type { ModelOwnedBy } from '#shared/api/schemas/model.ts';
import { OWNER_RESERVED_MAX_ID, isIconUrl } from '#shared/api/schemas/model-owner.ts';
import type { ModelOwnedByInput } from '#shared/api/schemas/model-owner.ts';
import { checkNumber, checkText, customIssue } from '#client/components/admin-kit/form-checks.ts';

export interface OwnerForm {
  id: string;
  name: string;
  icon: string;
}

export function ownerToForm(owner: ModelOwnedBy): OwnerForm {
  return { id: String(owner.id), name: owner.name, icon: owner.icon };
}

/** The dialog's checks; a new owner's id lies above upstream's reserved built-in range. */
export function ownerFormSchema(creating: boolean) {
  return z.object({ id: z.string(), name: z.string(), icon: z.string() }).check(
    z.superRefine((form, ctx) => {
      if (creating) checkNumber(ctx, 'id', form.id, { min: OWNER_RESERVED_MAX_ID + 1, max: 2_147_483_647, int: true });
      checkText(ctx, 'name', form.name, 100);
      checkText(ctx, 'icon', form.icon, 2000, false);
      if (!isIconUrl(form.icon.trim())) customIssue(ctx, 'icon', 'model_owner:form.errors.icon', form.icon);
    }),
  );
}

export function formToOwner(form: OwnerForm): ModelOwnedByInput {
  return { id: Number(form.id.trim()), name: form.name.trim(), icon: form.icon.trim() };
}
