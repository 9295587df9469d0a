/** Small readers for server-rendered HTML, enough to assert what a user or crawler sees. */
export function htmlLang(html: string): string | undefined {
  return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
}

export function title(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

/** Every opening <script> and <style> tag. */
export function inlineTags(html: string): string[] {
  return [...html.matchAll(/<(script|style)\b[^>]*>/g)].map((m) => m[0]);
}

/** The text with tags removed, for "the page says X" checks. */
export function text(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}
