import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One exhibit of the gallery: name, a caption saying where the app uses it, and the live component. */
export function GallerySection({ id, title, caption, children }: { id: string; title: string; caption: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} data-testid={`gallery-${id}`} sx={{ mt: 5 }}>
      <Typography variant="h4" component="h2">
        {title}
      </Typography>
      <Typography sx={{ mt: 1, mb: 2, color: 'text.secondary' }}>{caption}</Typography>
      <Paper variant="outlined" sx={{ p: 3, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {children}
      </Paper>
    </Box>
  );
}
