/**
 * An operator's text from the gateway (`/api/about`, `/api/home_page_content`, the status's
 * `footer_html`) as the viewer takes it: trimmed, and a bare address (which upstream shows in a
 * frame; the console's pages frame nothing) turned into a link to it.
 */
export function operatorMarkdown(text: string): string {
  const trimmed = text.trim();
  return isBareAddress(trimmed) ? `[${trimmed}](${trimmed})` : trimmed;
}

/** A text that is only an http(s) address (upstream frames it; the console links to it). */
export function isBareAddress(text: string): boolean {
  return /^https?:\/\/\S+$/i.test(text.trim());
}
