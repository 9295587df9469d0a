import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A centred status message inside the main layout (coming soon, maintenance). */
export function NoticeScreen({
  icon,
  title,
  body,
  detail,
  actions,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  detail?: string;
  actions: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 88,
            height: 88,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          {icon}
        </Box>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: 18 }}>{body}</Typography>
        {detail ? <Typography sx={{ color: 'text.secondary' }}>{detail}</Typography> : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
          {actions}
        </Stack>
      </Stack>
    </Container>
  );
}
