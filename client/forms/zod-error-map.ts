import type { TFunction } from 'i18next';
import type { z } from 'zod';

type RawIssue = z.core.$ZodRawIssue;

function isBlank(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

/**
 * Turns zod's issues into texts of the user's language (spec section 5): generic codes come
 * from the `zod` namespace, custom checks name their key in `params.i18n` (`zod_custom`).
 */
export function zodErrorMap(t: TFunction): (issue: RawIssue) => string {
  return (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (isBlank(issue.input)) return t('zod:errors.required');
        if (issue.expected === 'date') return t('zod:errors.invalid_date');
        return t('zod:errors.invalid_type', { expected: t(`zod:types.${issue.expected}`, { defaultValue: issue.expected }) });
      case 'too_small':
        if (issue.origin === 'string' && Number(issue.minimum) === 1 && isBlank(issue.input)) return t('zod:errors.required');
        return t(issue.origin === 'string' ? 'zod:errors.too_small_string' : 'zod:errors.too_small', { minimum: issue.minimum });
      case 'too_big':
        return t(issue.origin === 'string' ? 'zod:errors.too_big_string' : 'zod:errors.too_big', { maximum: issue.maximum });
      case 'invalid_format':
        return issue.format === 'email' ? t('zod:errors.invalid_email') : t('zod:errors.invalid_string');
      case 'invalid_value':
        return t('zod:errors.invalid_enum');
      case 'custom': {
        const key = typeof issue.params?.i18n === 'string' ? issue.params.i18n : 'invalid';
        return t(`zod_custom:${key}`);
      }
      default:
        return t('zod:errors.custom');
    }
  };
}
