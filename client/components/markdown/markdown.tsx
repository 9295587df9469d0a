import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ReactMarkdown from 'react-markdown';
import type { Components } from 'react-markdown';
import { markdownOptions } from '#shared/markdown/options.ts';
import { MARKDOWN_MAX_LENGTH } from '#shared/markdown/limits.ts';
import { viewerMarkdown } from '#shared/markdown/to-markdown.ts';
import { blockComponents } from './markdown-blocks.tsx';
import { CopyableCodeBlock } from './markdown-code.tsx';
import { MarkdownLink } from './markdown-link.tsx';
import { mediaComponents } from './markdown-media.tsx';

const components: Components = { ...blockComponents, ...mediaComponents, a: MarkdownLink };
const answerComponents: Components = { ...components, pre: CopyableCodeBlock };

/**
 * The markdown viewer (spec section 1): markdown shown as it is, HTML converted to markdown
 * first; raw HTML is never injected and unsafe link protocols are blanked. The text comes from
 * the gateway, so its size and nesting are capped first (`shared/markdown/limits.ts`); a text
 * cut short says so. `kind="answer"` is a model's answer: markdown only (HTML in it stays
 * visible text, never converted), and code blocks get a copy button.
 */
export function Markdown({ content, kind = 'document' }: { content: string; kind?: 'document' | 'answer' }) {
  const { t } = useTranslation('components');
  const { markdown, truncated } = useMemo(() => viewerMarkdown(content, { convertHtml: kind === 'document' }), [content, kind]);
  // first-of-type, not first-child: Emotion warns that the latter breaks next to server-inserted style tags.
  return (
    <Box sx={{ overflowWrap: 'anywhere', '& > :first-of-type': { mt: 0 }, '& > :last-of-type': { mb: 0 } }}>
      <ReactMarkdown {...markdownOptions} components={kind === 'answer' ? answerComponents : components}>
        {markdown}
      </ReactMarkdown>
      {truncated ? (
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary', fontStyle: 'italic' }} data-testid="markdown-truncated">
          {t('markdown.truncated', { size: MARKDOWN_MAX_LENGTH / 1024 })}
        </Typography>
      ) : null}
    </Box>
  );
}
