import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of running text: an <h2> and its paragraphs (or any other content). */
export function TextSection({ title, paragraphs = [], children }: { title: string; paragraphs?: readonly string[]; children?: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 5 }}>
      <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {paragraphs.map((text) => (
        <Typography key={text} sx={{ mb: 1.5, color: 'text.secondary', lineHeight: 1.8 }}>
          {text}
        </Typography>
      ))}
      {children}
    </Box>
  );
}
