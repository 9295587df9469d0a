import type { OperationDetail } from '#shared/api/schemas/operation-record.ts';

/** One changed field: its name and its value before and after (undefined: the side had none). */
export interface DiffLine {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields of a record's detail, both sides side by side, in the order the gateway wrote them. */
export function diffLines(detail: OperationDetail): DiffLine[] {
  const before = detail.before ?? {};
  const after = detail.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, before: before[field], after: after[field] }));
}

/** A value as text: strings as they are, anything else as JSON; undefined is "no value". */
export function valueText(value: unknown): string | null {
  if (value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
