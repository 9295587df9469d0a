/**
 * `<input type="datetime-local">` values (`YYYY-MM-DDTHH:mm`) ↔ Unix seconds in an explicit IANA
 * zone, the one the console shows dates in (useTimeZone), so the dialog and the table agree.
 */

function zoneParts(ms: number, timeZone: string): number[] {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return [part('year'), part('month'), part('day'), part('hour'), part('minute'), part('second')];
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = zoneParts(ms, timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(ms / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds → the input's value in the zone ('' for never, i.e. -1 or 0). */
export function secondsToLocalInput(seconds: number, timeZone: string): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = zoneParts(seconds * 1000, timeZone);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The input's value read as wall-clock time in the zone → seconds; null when it is not a date. */
export function localInputToSeconds(value: string, timeZone: string): number | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = '0'] = match.slice(1).map((part) => part ?? '0').map(Number) as number[];
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, Number(second));
  if (Number.isNaN(wall)) return null;
  // Two passes settle instants next to a daylight-saving change.
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return Math.floor(instant / 1000);
}
