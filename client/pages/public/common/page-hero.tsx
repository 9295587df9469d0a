import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading band every public content page opens with: the page's only <h1> and a lead. */
export function PageHero({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <Box component="header" sx={{ py: { xs: 6, md: 8 }, background: 'linear-gradient(180deg, rgba(7,141,238,0.08), transparent)' }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        {lead ? <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 18 }}>{lead}</Typography> : null}
        {children}
      </Container>
    </Box>
  );
}
