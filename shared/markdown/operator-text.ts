/**
 * An operator's text from the gateway (`/api/about`, `/api/home_page_content`, the status's
 * `footer_html`) as the viewer takes it: trimmed, and a bare address (which upstream shows in a
 * frame; the console's pages frame nothing) turned into a link to it.
 */
export function operatorMarkdown(text: string): string {
  const trimmed = text.trim();
  return /^https?:\/\/\S+$/i.test(trimmed) ? `[${trimmed}](${trimmed})` : trimmed;
}
