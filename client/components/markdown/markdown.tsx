import Box from '@mui/material/Box';
import { useMemo } from 'react';
import ReactMarkdown from 'react-markdown';
import type { Components } from 'react-markdown';
import { markdownOptions } from '../../../shared/markdown/options.ts';
import { toMarkdown } from '../../../shared/markdown/to-markdown.ts';
import { blockComponents } from './markdown-blocks.tsx';
import { MarkdownLink } from './markdown-link.tsx';
import { mediaComponents } from './markdown-media.tsx';

const components: Components = { ...blockComponents, ...mediaComponents, a: MarkdownLink };

/**
 * The markdown viewer (spec section 1): markdown shown as it is, HTML converted to markdown
 * first; raw HTML is never injected and unsafe link protocols are blanked.
 */
export function Markdown({ content }: { content: string }) {
  const markdown = useMemo(() => toMarkdown(content), [content]);
  // first-of-type, not first-child: Emotion warns that the latter breaks next to server-inserted style tags.
  return (
    <Box sx={{ overflowWrap: 'anywhere', '& > :first-of-type': { mt: 0 }, '& > :last-of-type': { mb: 0 } }}>
      <ReactMarkdown {...markdownOptions} components={components}>
        {markdown}
      </ReactMarkdown>
    </Box>
  );
}
