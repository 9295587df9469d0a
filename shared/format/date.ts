/**
 * Dates in an explicit IANA time zone (the one the page renders in, not the runtime's), so the
 * server render and the browser's first render agree.
 */

/** Wall-clock fields of an instant in a zone. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// One formatter per zone: creating an Intl formatter costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    if (formatters.size > 100) formatters.clear();
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of an instant (ms) in the zone. Throws RangeError for an unknown zone. */
export function zonedParts(ms: number, timeZone: string): ZonedParts {
  // UTC, a first visit's zone, needs no Intl: its first formatter sets up ICU's zone and date
  // data, which a page's hydration would wait for (shared/format/plain-decimal.ts says why).
  if (timeZone === 'UTC') {
    const date = new Date(ms);
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: date.getUTCSeconds(),
    };
  }
  const out: ZonedParts = { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (part.type in out) out[part.type as keyof ZonedParts] = Number(part.value);
  }
  return out;
}

/** The zone's offset from UTC at an instant, in ms (whole seconds, like the zone database). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const p = zonedParts(ms, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DD HH:mm:ss` of wall-clock fields. */
export function formatParts(p: ZonedParts): string {
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/**
 * `YYYY-MM-DD HH:mm:ss` from Unix seconds (spec section 9) in the given zone; 0 or a negative
 * time (one-hub's "never") gives ''.
 */
export function formatDateTime(seconds: number, timeZone = 'UTC'): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  return formatParts(zonedParts(seconds * 1000, timeZone));
}

/** The zone if the runtime knows it, else UTC (a cookie can carry anything). */
export function validTimeZone(value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.length > 64) return 'UTC';
  try {
    formatterFor(value);
    return value;
  } catch {
    return 'UTC';
  }
}

/** Unix seconds → an `<input type="datetime-local">` value (`YYYY-MM-DDTHH:mm`) in the zone; '' for never (≤ 0). */
export function secondsToLocalInput(seconds: number, timeZone: string): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  try {
    const p = zonedParts(seconds * 1000, timeZone);
    return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
  } catch {
    return '';
  }
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A datetime-local value read as wall-clock time in the zone → Unix seconds; null when unreadable. */
export function localInputToSeconds(value: string, timeZone: string): number | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (!Number.isFinite(wall)) return null;
  try {
    // Two passes settle instants next to a daylight-saving change.
    let instant = wall - zoneOffsetMs(wall, timeZone);
    instant = wall - zoneOffsetMs(instant, timeZone);
    return Math.floor(instant / 1000);
  } catch {
    return null;
  }
}

/** The cookie in which the browser tells the server its time zone, for server-rendered dates. */
export const TIME_ZONE_COOKIE = 'tz';
