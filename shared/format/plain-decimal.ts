/**
 * Numbers written as Intl writes them in the console's three locales (zh-CN, zh-HK, en-US all
 * group by threes with `,` and use `.`), without Intl: the first Intl formatter a page makes
 * sets up ICU's number data, 70–90 ms of a dashboard page's hydration on the bench's slow
 * phone, for figures a few string operations write. tests/unit/intl-free-formats.test.ts holds
 * the output to Intl's over a sweep of values; anything this does not cover (exponents, -0,
 * magnitudes past 2^53) returns null and the caller asks Intl.
 */

/** The locales whose symbols and grouping this writes. */
export const PLAIN_DECIMAL_LOCALES: ReadonlySet<string> = new Set(['zh-CN', 'zh-HK', 'en-US']);

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * `value` with between `minFraction` and `maxFraction` decimals, rounded half away from zero
 * on its shortest decimal form (as ICU rounds: 1.005 → "1.01"), the integer part grouped; the
 * sign as Intl's default shows it (a negative that rounds to zero keeps its minus). Null for
 * what Intl should write.
 */
export function plainDecimal(value: number, minFraction: number, maxFraction: number): string | null {
  if (!Number.isFinite(value) || Object.is(value, -0) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return null;
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return null;
  const [whole = '0', fraction = ''] = shortest.split('.');
  let integer = whole;
  let decimals = fraction;
  if (decimals.length > maxFraction) {
    const roundUp = decimals.charCodeAt(maxFraction) >= 53; // '5'
    decimals = decimals.slice(0, maxFraction);
    if (roundUp) {
      const bumped = incrementDigits(integer + decimals);
      integer = bumped.slice(0, bumped.length - maxFraction);
      decimals = bumped.slice(bumped.length - maxFraction);
    }
  }
  decimals = decimals.replace(/0+$/, '');
  if (decimals.length < minFraction) decimals = decimals.padEnd(minFraction, '0');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}
