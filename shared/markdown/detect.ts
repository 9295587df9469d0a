/**
 * How the viewer tells markdown from HTML (spec section 1): text showing any of these markdown
 * constructs is markdown; anything else is HTML to convert.
 */
const MARKDOWN_PATTERNS: readonly RegExp[] = [
  // ATX heading: `# Title`
  /^ {0,3}#{1,6}[ \t]+\S/m,
  // Bullet or ordered list item: `- a`, `* a`, `+ a`, `1. a`, `1) a`
  /^ {0,3}(?:[-*+]|\d{1,9}[.)])[ \t]+\S/m,
  // Code fence
  /^ {0,3}(?:```|~~~)/m,
  // Table delimiter row: `| --- | :-: |` or `--- | ---`
  /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*$/m,
  /^ {0,3}\|[ \t]*:?-+:?[ \t]*\|[ \t]*$/m,
  // Image, then link: `![alt](src)`, `[text](href)`
  /!\[[^\]\n]*\]\([^)\n]*\)/,
  /\[[^\]\n]+\]\([^)\n]*\)/,
];

// An element tag (`<p>`, `</div>`, `<br/>`, `<a href=…>`) or a character reference (`&amp;`).
const HTML_PATTERN = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/i;

export function looksLikeMarkdown(text: string): boolean {
  return MARKDOWN_PATTERNS.some((pattern) => pattern.test(text));
}

export function looksLikeHtml(text: string): boolean {
  return HTML_PATTERN.test(text);
}
