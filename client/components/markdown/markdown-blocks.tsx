import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';
import type { ComponentProps } from 'react';
import type { Components, ExtraProps } from 'react-markdown';
import { LAYOUT } from '#client/theme/layout.ts';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

// Markdown headings sit inside a page or dialog that has its own title, so they start smaller.
const HEADING_VARIANTS: Record<HeadingTag, TypographyProps['variant']> = {
  h1: 'h4',
  h2: 'h5',
  h3: 'h6',
  h4: 'subtitle1',
  h5: 'subtitle2',
  h6: 'subtitle2',
};

function heading(tag: HeadingTag) {
  return function MarkdownHeading({ children }: ComponentProps<typeof tag> & ExtraProps) {
    return (
      <Typography component={tag} variant={HEADING_VARIANTS[tag]} sx={{ mt: 3, mb: 1.5, fontWeight: 600 }}>
        {children}
      </Typography>
    );
  };
}

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** A fenced code block (monospace, scrolling sideways). */
export function MarkdownPre({ children }: ComponentProps<'pre'>) {
  return (
    <Box
      component="pre"
      sx={{
        my: 2,
        p: 2,
        overflowX: 'auto',
        borderRadius: '8px',
        bgcolor: 'action.hover',
        fontFamily: MONO,
        fontSize: 14,
        '& code': { p: 0, bgcolor: 'transparent' },
      }}
    >
      {children}
    </Box>
  );
}

/** Headings, paragraphs, lists, quotes and code as MUI typography. */
export const blockComponents: Components = {
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  p: ({ children }) => (
    <Typography component="p" variant="body1" sx={{ mb: 1.5 }}>
      {children}
    </Typography>
  ),
  ul: ({ children }) => (
    <Typography component="ul" variant="body1" sx={{ pl: 3, mt: 0, mb: 1.5 }}>
      {children}
    </Typography>
  ),
  ol: ({ children, start }) => (
    <Typography component="ol" variant="body1" start={start} sx={{ pl: 3, mt: 0, mb: 1.5 }}>
      {children}
    </Typography>
  ),
  blockquote: ({ children }) => (
    <Box
      component="blockquote"
      sx={{
        maxWidth: { md: LAYOUT.quoteMaxWidth },
        mx: 0,
        my: 2,
        pl: 2,
        py: 0.5,
        borderLeft: 4,
        borderColor: 'divider',
        color: 'text.secondary',
        '& > :last-of-type': { mb: 0 },
      }}
    >
      {children}
    </Box>
  ),
  pre: MarkdownPre,
  code: ({ children, className }) => (
    <Box
      component="code"
      className={className}
      sx={{ fontFamily: MONO, fontSize: '0.875em', px: 0.5, borderRadius: '4px', bgcolor: 'action.hover' }}
    >
      {children}
    </Box>
  ),
  hr: () => <Divider sx={{ my: 3 }} />,
};
