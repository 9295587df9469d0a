/**
 * A spreadsheet reads a cell starting with = + - @ (or a tab / CR) as a formula; text someone
 * else chose (names, content, a provider's number) gets a leading apostrophe so an exported CSV
 * cannot run one (CSV injection). Shared: the server's exports and the browser's downloads.
 */
export function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
