/**
 * `YYYY-MM-DD HH:mm:ss` from Unix seconds (spec section 9), in the given IANA time zone so the
 * server render and the browser agree; 0 or a negative time (one-hub's "never") gives ''.
 */
export function formatDateTime(seconds: number, timeZone = 'UTC'): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(seconds * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The zone if the runtime knows it, else UTC (a cookie can carry anything). */
export function validTimeZone(value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.length > 64) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return 'UTC';
  }
}

/** The cookie in which the browser tells the server its time zone, for server-rendered dates. */
export const TIME_ZONE_COOKIE = 'tz';
