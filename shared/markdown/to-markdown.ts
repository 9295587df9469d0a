import TurndownService from 'turndown';
import { looksLikeHtml, looksLikeMarkdown } from './detect.ts';
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
  service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '*', strongDelimiter: '**' });
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
