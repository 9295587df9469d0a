/**
 * A key as a list may show it: the first four and last four characters around an ellipsis
 * (`sk-m…0001`), or only an ellipsis and the last two when the key is too short to hide
 * anything. Used for channel keys (the tag editor) and other users' API keys (admins).
 */
export function maskKey(key: string): string {
  const chars = [...key.trim()];
  if (chars.length === 0) return '';
  if (chars.length <= 10) return `…${chars.slice(-2).join('')}`;
  return `${chars.slice(0, 4).join('')}…${chars.slice(-4).join('')}`;
}
