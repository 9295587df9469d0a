/**
 * The discount label of a price multiplier (spec section 9): below 1, Chinese shows "N 折"
 * (ratio × 10, one decimal, trailing zero dropped) and English "N % off"; 1 or more has none.
 */
export function formatDiscount(ratio: number, language: string): string {
  if (!(ratio < 1) || ratio < 0) return '';
  if (language.startsWith('zh')) return `${Number((ratio * 10).toFixed(1))} 折`;
  return `${Number(((1 - ratio) * 100).toFixed(1))} % off`;
}
