import remarkGfm from 'remark-gfm';
import type { Options } from 'react-markdown';
import { safeUrl } from './url.ts';

/**
 * react-markdown's options, shared by the viewer and the tests: GFM (tables, autolinks) with
 * strikethrough only on double tildes, and the link rule of `url.ts`. No rehype-raw: raw HTML
 * in markdown is shown as text, never injected.
 */
export const markdownOptions = {
  remarkPlugins: [[remarkGfm, { singleTilde: false }]],
  urlTransform: safeUrl,
} satisfies Pick<Options, 'remarkPlugins' | 'urlTransform'>;
