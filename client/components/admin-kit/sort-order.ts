/**
 * A sortable column's next order: ascending first, then descending, then back to the gateway's
 * default (''). Lists build on the newest order they asked for, not the loaded one.
 */
export function nextSortOrder<Field extends string>(current: string, field: Field): string {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return '';
  return field;
}
