/**
 * Go's `strconv.Atoi` of a route's `:id` parameter: the number, or the error text upstream sends
 * as its message (`strconv.Atoi: parsing "x": invalid syntax`). An optional sign is accepted, as Go does.
 */
export function pathId(params: unknown): number | string {
  const raw = typeof params === 'object' && params !== null && 'id' in params && typeof params.id === 'string' ? params.id : '';
  return /^[+-]?\d+$/.test(raw) ? Number(raw) : `strconv.Atoi: parsing ${JSON.stringify(raw)}: invalid syntax`;
}
