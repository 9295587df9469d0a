/**
 * A number as Go's `strconv.FormatFloat(v, 'g', -1, 64)` writes it, which is how the Prometheus
 * Go client (expfmt) writes every sample value: the shortest digits that read back the same, in
 * exponent form (`1e+06`, two exponent digits at least) from an exponent of 6 up or below -4.
 * A console reading one-hub's counters must read `1.234567e+06`, so the double writes it too.
 */
export function goFloat(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  if (value === 0) return Object.is(value, -0) ? '-0' : '0';
  // JavaScript's exponential form already has the shortest round-tripping digits.
  const [digits = '', exponentText = '0'] = value.toExponential().split('e');
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 6) {
    const sign = exponent < 0 ? '-' : '+';
    return `${digits}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  return String(value);
}
