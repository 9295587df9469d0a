import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathOf } from '#shared/route-paths.ts';

export type ErrorStatus = 403 | 404 | 500;

/**
 * The standalone 403 / 404 / 500 screen: the status, a title, a description, a back button
 * and a way home. `detail` (development only) shows what went wrong.
 */
export function ErrorScreen({ status, detail }: { status: ErrorStatus; detail?: string }) {
  const { t } = useTranslation('error');
  const navigate = useNavigate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: 6, bgcolor: 'background.default' }}>
      <Stack spacing={2} sx={{ maxWidth: 480, textAlign: 'center', alignItems: 'center' }}>
        <Typography component="p" sx={{ fontSize: { xs: 72, md: 96 }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}>
          {status}
        </Typography>
        <Typography variant="h3" component="h1">
          {t(`${status}.title`)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t(`${status}.description`)}</Typography>
        {detail ? (
          <Typography component="pre" sx={{ maxWidth: '100%', overflow: 'auto', textAlign: 'left', fontSize: 12, color: 'error.main' }}>
            {detail}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1.5}>
          <Button variant="outlined" color="inherit" onClick={() => void navigate(-1)}>
            {t('actions.back')}
          </Button>
          <Button variant="contained" component={Link} to={pathOf('home')}>
            {t('actions.home')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
