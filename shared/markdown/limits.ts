/**
 * Bounds on gateway-supplied text before the markdown viewer parses it. The parser and the
 * renderer recurse per nesting level, and deep container nesting costs the parser time per
 * level per line: `>` × 10,000 overflowed the stack, `- ` × 10,000 took 45 s first.
 */

/** Longer texts are cut here (UTF-16 units, about 64 KB of ASCII) and marked as shortened. */
export const MARKDOWN_MAX_LENGTH = 64 * 1024;
/** Container markers (`>`, `-`, `1.`) kept at the start of one line. */
export const MARKDOWN_MAX_MARKERS = 10;
/** Indentation columns kept at the start of one line (tabs count 4): nested lists need these. */
export const MARKDOWN_MAX_INDENT = 40;
/** HTML deeper than this is shown as its text only, never converted. */
export const HTML_MAX_DEPTH = 64;

export interface LimitedText {
  text: string;
  /** True when the text was longer than MARKDOWN_MAX_LENGTH and cut. */
  truncated: boolean;
}

/** `text` cut to MARKDOWN_MAX_LENGTH, never inside a surrogate pair. */
export function limitLength(text: string): LimitedText {
  if (text.length <= MARKDOWN_MAX_LENGTH) return { text, truncated: false };
  let end = MARKDOWN_MAX_LENGTH;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return { text: text.slice(0, end), truncated: true };
}

const ORDERED_MARKER = /^\d{1,9}[.)](?=[ \t]|$)/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

interface PrefixToken {
  text: string;
  marker: boolean;
  columns: number;
}

/** The container prefix of a line (whitespace and block markers) and where its content starts. */
function scanPrefix(line: string): { tokens: PrefixToken[]; end: number } {
  const tokens: PrefixToken[] = [];
  let i = 0;
  while (i < line.length) {
    const c = line[i];
    const next = line[i + 1];
    if (c === ' ' || c === '\t') {
      tokens.push({ text: c, marker: false, columns: c === '\t' ? 4 : 1 });
      i += 1;
    } else if (c === '>' || ((c === '-' || c === '*' || c === '+') && (next === undefined || next === ' ' || next === '\t'))) {
      tokens.push({ text: c, marker: true, columns: 1 });
      i += 1;
    } else {
      const ordered = ORDERED_MARKER.exec(line.slice(i, i + 11));
      if (!ordered) break;
      tokens.push({ text: ordered[0], marker: true, columns: ordered[0].length });
      i += ordered[0].length;
    }
  }
  return { tokens, end: i };
}

/** One line with its container prefix cut to the caps; lines within them are returned as they are. */
function limitLine(line: string): string {
  if (THEMATIC_BREAK.test(line)) return line;
  const { tokens, end } = scanPrefix(line);
  let markers = 0;
  let columns = 0;
  for (const token of tokens) {
    if (token.marker) markers += 1;
    else columns += token.columns;
  }
  if (markers <= MARKDOWN_MAX_MARKERS && columns <= MARKDOWN_MAX_INDENT) return line;
  let kept = '';
  markers = 0;
  columns = 0;
  for (const token of tokens) {
    if (token.marker ? markers >= MARKDOWN_MAX_MARKERS : columns + token.columns > MARKDOWN_MAX_INDENT) continue;
    if (token.marker) markers += 1;
    else columns += token.columns;
    kept += token.text;
  }
  const content = line.slice(end);
  // A marker needs a space before its content to stay a marker.
  return content !== '' && !/[ \t]$/.test(kept) ? `${kept} ${content}` : kept + content;
}

/** Inline delimiters whose nesting the parser resolves recursively. */
const DELIMITER = /[*_~[\]]/g;
/** Beyond this many inline delimiters in one text, all of them are shown as plain characters. */
export const MARKDOWN_MAX_DELIMITERS = 2000;

/**
 * Inline nesting capped: runs of four or more `*`, `_` or `~` (no markdown needs more than
 * `***`) are escaped, and a text with more than MARKDOWN_MAX_DELIMITERS delimiters in all has
 * every one escaped: emphasis and links nested thousands deep overflowed the stack.
 */
function limitInline(markdown: string): string {
  const count = markdown.match(DELIMITER)?.length ?? 0;
  if (count > MARKDOWN_MAX_DELIMITERS) return markdown.replace(DELIMITER, (c) => `\\${c}`);
  return markdown
    .split('\n')
    .map((line) => (THEMATIC_BREAK.test(line) ? line : line.replace(/([*_~])\1{3,}/g, (run) => run.replace(/./g, (c) => `\\${c}`))))
    .join('\n');
}

/**
 * Markdown with its nesting capped: every line's block prefix (quote and list markers,
 * indentation) and the inline delimiters, so the parser's work and the rendered tree's depth
 * stay bounded. Ordinary documents are unchanged.
 */
export function limitNesting(markdown: string): string {
  return limitInline(markdown.split('\n').map(limitLine).join('\n'));
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** The deepest element nesting of an HTML text, estimated from its tags (no parsing). */
export function htmlDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const match of html.matchAll(/<(\/?)([a-z][a-z0-9-]*)\b[^<>]*?(\/?)>/gi)) {
    const [, closing, name = '', selfClosing] = match;
    if (VOID_ELEMENTS.has(name.toLowerCase()) || selfClosing) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** The text of an HTML string with its tags dropped (for HTML too deep to convert). */
export function htmlText(html: string): string {
  return html.replace(/<[^<>]*>/g, ' ').replace(/[ \t]+/g, ' ');
}
