import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A centred status message inside the main layout (coming soon, maintenance): its title, body
 * and detail are the `pages` namespace's `<texts>.title`, `.body` and `.detail`, so a screen
 * names its texts once.
 */
export function NoticeScreen({
  iconPath,
  texts,
  actions,
}: {
  /** The icon's SVG path (24 × 24 view box), drawn in the current colour. */
  iconPath: string;
  texts: 'comingSoon' | 'maintenance';
  actions: ReactNode;
}) {
  const { t } = useTranslation('pages');
  const detail = t(`${texts}.detail`);
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
          <svg width="44" height="44" viewBox="0 0 24 24" fill="currentColor">
            <path d={iconPath} />
          </svg>
        </Box>
        <Typography variant="h2" component="h1">
          {t(`${texts}.title`)}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: 18 }}>{t(`${texts}.body`)}</Typography>
        {detail ? <Typography sx={{ color: 'text.secondary' }}>{detail}</Typography> : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
          {actions}
        </Stack>
      </Stack>
    </Container>
  );
}
