import TurndownService from 'turndown';
import { looksLikeHtml, looksLikeMarkdown } from './detect.ts';
import { HTML_MAX_DEPTH, htmlDepth, htmlText, limitLength, limitNesting } from './limits.ts';
import { addGfmRules } from './turndown-rules.ts';

export { looksLikeHtml, looksLikeMarkdown } from './detect.ts';

/**
 * Turndown parses with domino in Node and with the browser's DOMParser in the browser (its
 * `browser` build); both are HTML5 parsers, so a server render and the hydration render get the
 * same markdown (tests/e2e/notice.spec.ts compares them). Neither parser runs scripts or loads
 * images.
 */
let service: TurndownService | null = null;

function turndown(): TurndownService {
  if (service) return service;
  service = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
    strongDelimiter: '**',
  });
  // Content that is not text to read: dropped with its content rather than shown as text.
  service.remove(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'head', 'title']);
  addGfmRules(service);
  return service;
}

/**
 * The markdown to show for a text (spec section 1): markdown as it is, HTML converted.
 * Plain text with neither markdown nor HTML is already valid markdown and is kept as it is
 * **(ours)**: read as HTML it would lose its paragraph breaks.
 */
export function toMarkdown(text: string): string {
  if (looksLikeMarkdown(text) || !looksLikeHtml(text)) return text;
  return turndown().turndown(text);
}

/**
 * What the viewer renders for a gateway-supplied text: cut to the length cap (`truncated` then
 * asks the viewer to say so), converted like `toMarkdown` (HTML nested too deep to convert
 * safely is shown as its text), and its block nesting capped. Hostile input renders quickly
 * and never overflows the stack. `convertHtml: false` (a model's answer, which is markdown by
 * nature) skips the conversion, so HTML in it stays visible text.
 */
export function viewerMarkdown(text: string, options: { convertHtml?: boolean } = {}): { markdown: string; truncated: boolean } {
  const limited = limitLength(text);
  const html = options.convertHtml !== false && !looksLikeMarkdown(limited.text) && looksLikeHtml(limited.text);
  const markdown = !html
    ? limited.text
    : htmlDepth(limited.text) > HTML_MAX_DEPTH
      ? htmlText(limited.text)
      : turndown().turndown(limited.text);
  return { markdown: limitNesting(markdown), truncated: limited.truncated };
}
