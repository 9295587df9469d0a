/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015), the tax id of a company
 * fapiao title: 18 characters from digits and uppercase letters without I, O, Z, S and V, the
 * last one a check character over the first 17. The title form and the gateway double use this
 * one check, so the form refuses exactly what the double would.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** The length of a unified social credit code. */
export const TAX_ID_LENGTH = 18;

/** The check character (the 18th) of a code's first 17 characters, or null when one is outside the alphabet. */
export function taxIdCheckChar(first17: string): string | null {
  let sum = 0;
  for (let index = 0; index < WEIGHTS.length; index++) {
    const value = ALPHABET.indexOf(first17.charAt(index));
    if (value < 0) return null;
    sum += value * (WEIGHTS[index] ?? 0);
  }
  return ALPHABET.charAt((31 - (sum % 31)) % 31);
}

/** Whether `text` is a well-formed unified social credit code (uppercase, no spaces, check character right). */
export function isTaxId(text: string): boolean {
  if (text.length !== TAX_ID_LENGTH) return false;
  return taxIdCheckChar(text.slice(0, 17)) === text.charAt(17);
}

/** A tax id as typed (spaces, lowercase) in the form the check and the gateway take. */
export function normalizeTaxId(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}
