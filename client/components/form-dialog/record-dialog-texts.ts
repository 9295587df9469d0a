import type { TFunction } from 'i18next';
import type { Namespace } from '#shared/i18n/settings.ts';

/**
 * The title and buttons of a feature's create/edit dialog, by the convention its locale file
 * follows: `<ns>:form.createTitle` / `form.editTitle` (given `params`, e.g. the record's name),
 * `form.create` / `form.save` and `form.cancel`. `tests/unit/translation-keys.test.ts` checks
 * that every namespace named here has the five keys.
 */
export function recordDialogTexts(t: TFunction, ns: Namespace, creating: boolean, params: Record<string, unknown> = {}) {
  return {
    title: t(`${ns}:form.${creating ? 'createTitle' : 'editTitle'}`, params),
    submitLabel: t(`${ns}:form.${creating ? 'create' : 'save'}`),
    cancelLabel: t(`${ns}:form.cancel`),
  };
}
