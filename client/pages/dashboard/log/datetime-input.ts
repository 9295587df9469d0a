/**
 * `<input type="datetime-local">` values (`YYYY-MM-DDTHH:mm`) ↔ Unix seconds in an explicit
 * IANA zone, the one the page renders dates in (not the runtime's), so the server render and
 * the browser's first render agree.
 */

function partsIn(ms: number, timeZone: string): Record<string, number> {
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
  const out: Record<string, number> = {};
  for (const part of parts) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out;
}

/** The zone's offset from UTC in ms at an instant. */
function offsetAt(ms: number, timeZone: string): number {
  const p = partsIn(ms, timeZone);
  const asUtc = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number | undefined) => String(n ?? 0).padStart(2, '0');

/** Unix seconds → the input's text in the zone; 0 → ''. */
export function secondsToInput(seconds: number, timeZone: string): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  try {
    const p = partsIn(seconds * 1000, timeZone);
    return `${String(p.year ?? 1970).padStart(4, '0')}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
  } catch {
    return '';
  }
}

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The input's text (wall time in the zone) → Unix seconds; anything unreadable → 0. */
export function inputToSeconds(value: string, timeZone: string): number {
  const match = INPUT.exec(value.trim());
  if (!match) return 0;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const wall = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s || 0);
  if (!Number.isFinite(wall)) return 0;
  try {
    // Two passes settle the offset around daylight-saving changes.
    let utc = wall - offsetAt(wall, timeZone);
    utc = wall - offsetAt(utc, timeZone);
    const seconds = Math.floor(utc / 1000);
    return seconds > 0 ? seconds : 0;
  } catch {
    return 0;
  }
}
