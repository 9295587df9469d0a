import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const CAPTION_SX = { color: 'text.secondary' } as const;

/** A card's or section's title (an h2 under the page's h1) and the line under it that says what it is for. */
export function SectionHeading({ title, caption }: { title: ReactNode; caption: ReactNode }) {
  return (
    <>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" sx={CAPTION_SX}>
        {caption}
      </Typography>
    </>
  );
}
