import { formatDateTime } from '#shared/format/date.ts';

/**
 * Saves text built in the browser as a file (a CSV of new keys or codes): nothing leaves the
 * browser. CSV gets a byte-order mark so spreadsheet programs read it as UTF-8.
 */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const parts = type.startsWith('text/csv') ? ['\uFEFF', text] : [text];
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file-name part with the characters file systems dislike replaced (`a/b c` → `a_b_c`). */
export function fileNamePart(text: string): string {
  return text.replace(/[\\/:*?"<>|\s]+/g, '_');
}

/** A time as a file-name stamp in the zone: `20250101-080000`. */
export function fileStamp(seconds: number, timeZone: string): string {
  return formatDateTime(seconds, timeZone).replace(/[-:]/g, '').replace(' ', '-');
}
