/**
 * Counts CSV records in a byte stream as it arrives (for the export's progress bar): line
 * feeds outside quoted fields end a record. Quotes are ASCII, so scanning bytes is safe in
 * UTF-8 even when a chunk splits a multi-byte character.
 */
export interface CsvRecordCounter {
  /** Adds a chunk; returns the number of complete records so far (the header included). */
  push(chunk: Uint8Array): number;
  readonly records: number;
}

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

export function createCsvRecordCounter(): CsvRecordCounter {
  let records = 0;
  let quoted = false;
  return {
    push(chunk) {
      for (const byte of chunk) {
        // A doubled quote inside a quoted field toggles twice, leaving the state as it was.
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LINE_FEED && !quoted) records += 1;
      }
      return records;
    },
    get records() {
      return records;
    },
  };
}

/** `attachment; filename="logs-….csv"` → the name, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? fallback;
}

/** 0–100 for the progress bar; 0 when the total is unknown. */
export function progressPercent(rows: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.floor((rows / total) * 100));
}
