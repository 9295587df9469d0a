import type { TFunction } from 'i18next';
import type { z } from 'zod/mini';
import { zodErrorMap } from '#client/forms/zod-error-map.ts';

type Ctx = z.core.$RefinementCtx;

/** A custom issue whose message is the translation key `i18n` (the page's own namespace). */
export function customIssue(ctx: Ctx, path: string, i18n: string, input: unknown): void {
  ctx.addIssue({ code: 'custom', path: [path], params: { i18n }, input });
}

/** A required text of at most `max` characters. */
export function checkText(ctx: Ctx, path: string, text: string, max: number, required = true): void {
  const value = text.trim();
  if (required && value === '') ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, path: [path], input: '' });
  else if (value.length > max)
    ctx.addIssue({ code: 'too_big', origin: 'string', maximum: max, inclusive: true, path: [path], input: value });
}

/**
 * A number typed into a text field, within [min, max] (whole when `int`); the generic zod
 * messages name the bound. Returns the number, or null after adding the issue.
 */
export function checkNumber(
  ctx: Ctx,
  path: string,
  text: string,
  { min, max, int }: { min: number; max: number; int: boolean },
): number | null {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) {
    ctx.addIssue({ code: 'invalid_type', expected: 'number', path: [path], input: trimmed });
    return null;
  }
  if (int && !Number.isInteger(value)) {
    customIssue(ctx, path, 'wholeNumber', trimmed);
    return null;
  }
  if (value < min) {
    ctx.addIssue({ code: 'too_small', origin: 'number', minimum: min, inclusive: true, path: [path], input: value });
    return null;
  }
  if (value > max) {
    ctx.addIssue({ code: 'too_big', origin: 'number', maximum: max, inclusive: true, path: [path], input: value });
    return null;
  }
  return value;
}

/** zod's generic messages, and the page's own for custom issues whose key starts with `namespace:`. */
export function pageErrorMap(t: TFunction, namespace: string): (issue: z.core.$ZodRawIssue) => string {
  const base = zodErrorMap(t);
  return (issue) => {
    const key = issue.code === 'custom' ? issue.params?.i18n : undefined;
    return typeof key === 'string' && key.startsWith(`${namespace}:`) ? t(key) : base(issue);
  };
}
