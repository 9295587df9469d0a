import type { TFunction } from 'i18next';

/**
 * "Edit a field" over the selected rows of an admin list: which field, what kind of value it
 * takes, and the check of the typed value before anything is sent.
 */

/** The kinds of value a batch can set. */
export type BatchFieldSpec =
  /** A whole number within [min, max]. */
  | { kind: 'int'; min: number; max: number }
  /** Text up to `max` characters; empty allowed when `optional` (it clears the field). */
  | { kind: 'text'; max: number; optional: boolean }
  /** One of `options`. */
  | { kind: 'choice'; options: readonly string[] }
  /** One or more of `options`, sent as a comma list. */
  | { kind: 'choices'; options: readonly string[] };

/** Why a typed value was refused. */
export type BatchValueProblem = 'required' | 'number' | 'range' | 'long';

/** The checked value, or why not. */
export type BatchValue = { ok: true; value: string | number } | { ok: false; problem: BatchValueProblem };

/**
 * Checks a value typed (or picked) for a batch field: numbers parse and stay in range, text is
 * trimmed and not too long, choices are among the options (several as a comma list).
 */
export function readBatchValue(spec: BatchFieldSpec, raw: string): BatchValue {
  const text = raw.trim();
  switch (spec.kind) {
    case 'int': {
      if (text === '') return { ok: false, problem: 'required' };
      const value = Number(text);
      if (!Number.isInteger(value)) return { ok: false, problem: 'number' };
      return value < spec.min || value > spec.max ? { ok: false, problem: 'range' } : { ok: true, value };
    }
    case 'text':
      if (text === '' && !spec.optional) return { ok: false, problem: 'required' };
      return text.length > spec.max ? { ok: false, problem: 'long' } : { ok: true, value: text };
    case 'choice':
      return spec.options.includes(text) ? { ok: true, value: text } : { ok: false, problem: 'required' };
    case 'choices': {
      const picked = [...new Set(text.split(',').map((item) => item.trim()))].filter((item) => spec.options.includes(item));
      return picked.length === 0 ? { ok: false, problem: 'required' } : { ok: true, value: picked.join(',') };
    }
  }
}

/**
 * The batch field dialog's texts from a list's namespace, which holds them under `batchField`
 * (`field`, `value`, `next`, `cancel`, `problems.{required,number,range,long}` with `min`,
 * `max`).
 */
export function batchFieldLabels(t: TFunction, namespace: string) {
  const key = (name: string) => `${namespace}:batchField.${name}`;
  return {
    field: t(key('field')),
    value: t(key('value')),
    next: t(key('next')),
    cancel: t(key('cancel')),
    problem: (problem: BatchValueProblem, spec: BatchFieldSpec) =>
      t(key(`problems.${problem}`), spec.kind === 'int' ? { min: spec.min, max: spec.max } : spec.kind === 'text' ? { max: spec.max } : {}),
  };
}
