import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { prettyJson } from './task-format.ts';

const PRE_SX = {
  m: 0,
  p: 1.5,
  maxHeight: 320,
  overflow: 'auto',
  borderRadius: 1,
  bgcolor: 'action.hover',
  fontFamily: 'monospace',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
} as const;

/** A titled block of indented JSON: the gateway's data as text, never as markup. */
export function RawJson({ title, value, testId }: { title: string; value: unknown; testId?: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      {/* It scrolls: keyboard users reach it (WCAG 2.1.1), screen readers hear its title. */}
      <Box component="pre" sx={PRE_SX} tabIndex={0} role="region" aria-label={title} data-testid={testId}>
        {prettyJson(value)}
      </Box>
    </Box>
  );
}
