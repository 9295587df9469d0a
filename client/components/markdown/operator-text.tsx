import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Suspense } from 'react';
import { LazyMarkdown } from './lazy-markdown.tsx';

/**
 * A text the site's operator wrote in Settings (the home page's content, the About page, the
 * footer), through the safe viewer: markdown as it is, HTML converted, never run.
 */
export function OperatorText({ content, testId, sx }: { content: string; testId: string; sx?: SxProps<Theme> }) {
  return (
    <Box data-testid={testId} sx={sx}>
      <Suspense fallback={null}>
        <LazyMarkdown content={content} />
      </Suspense>
    </Box>
  );
}
