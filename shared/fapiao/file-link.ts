/**
 * The link of an issued fapiao's file when it may be opened: an absolute https URL (the
 * admin's form and the double require one; a gateway's other schemes, `javascript:` among
 * them, are never made a link). Returns the normalised URL, or null.
 */
export function fapiaoFileLink(text: string): string | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
}
