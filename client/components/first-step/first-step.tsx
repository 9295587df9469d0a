import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface FirstStepProps {
  title: string;
  /** What the thing is, in a sentence a new user understands. */
  body: string;
  /** The first action: a button or a link. */
  action: ReactNode;
  testId: string;
}

/**
 * An empty list's first step (issue 36): what the list is and what to do first, instead of a
 * bare "nothing found" when the user has simply not started yet.
 */
export function FirstStep({ title, body, action, testId }: FirstStepProps) {
  return (
    <Box data-testid={testId} sx={{ px: 3, py: 5, textAlign: 'center', display: 'grid', gap: 1.5, justifyItems: 'center' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 520 }}>
        {body}
      </Typography>
      {action}
    </Box>
  );
}
