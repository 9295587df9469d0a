import { z } from 'zod/mini';
import { FAPIAO_EMAIL_MAX, FAPIAO_NAME_MAX, FAPIAO_TITLE_KINDS, FAPIAO_TYPES } from '#shared/api/schemas/fapiao.ts';
import type { FapiaoTitle, FapiaoTitleInput, FapiaoTitleUpdate } from '#shared/api/schemas/fapiao.ts';
import { isTaxId, normalizeTaxId } from '#shared/fapiao/tax-id.ts';
import { checkText, customIssue } from '#client/components/admin-kit/form-checks.ts';

/** The title dialog's values. */
export interface TitleForm {
  kind: FapiaoTitle['kind'];
  name: string;
  taxId: string;
  email: string;
  fapiaoType: FapiaoTitle['fapiao_type'];
}

export const EMPTY_TITLE_FORM: TitleForm = { kind: 'company', name: '', taxId: '', email: '', fapiaoType: 'normal' };

export function titleToForm(title: FapiaoTitle): TitleForm {
  return { kind: title.kind, name: title.name, taxId: title.tax_id, email: title.email, fapiaoType: title.fapiao_type };
}

const EmailSchema = z.email();

/**
 * The form's checks, every field at once; the same rules as the gateway's (the tax id check is
 * shared/fapiao/tax-id.ts), so a refusal from the gateway is rare.
 */
export const titleFormSchema = z
  .object({
    kind: z.enum(FAPIAO_TITLE_KINDS),
    name: z.string(),
    taxId: z.string(),
    email: z.string(),
    fapiaoType: z.enum(FAPIAO_TYPES),
  })
  .check(
    z.superRefine((form, ctx) => {
      checkText(ctx, 'name', form.name, FAPIAO_NAME_MAX);
      if (form.kind === 'company' && !isTaxId(normalizeTaxId(form.taxId)))
        customIssue(ctx, 'taxId', 'fapiao:title.errors.taxId', form.taxId);
      const email = form.email.trim();
      if (email === '' || email.length > FAPIAO_EMAIL_MAX || !z.safeParse(EmailSchema, email).success)
        customIssue(ctx, 'email', 'fapiao:title.errors.email', form.email);
      if (form.kind === 'personal' && form.fapiaoType === 'special')
        customIssue(ctx, 'fapiaoType', 'fapiao:title.errors.special', form.fapiaoType);
    }),
  );

/** The body of a checked form: a new title, or the edit of `title`. */
export function formToBody(form: TitleForm, title: FapiaoTitle | null): FapiaoTitleInput | FapiaoTitleUpdate {
  const body: FapiaoTitleInput = {
    kind: form.kind,
    name: form.name.trim(),
    tax_id: form.kind === 'company' ? normalizeTaxId(form.taxId) : '',
    email: form.email.trim(),
    fapiao_type: form.kind === 'company' ? form.fapiaoType : 'normal',
  };
  return title ? { id: title.id, ...body } : body;
}
