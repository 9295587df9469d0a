import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useToast } from '#client/context/toast-context.ts';
import type { ToastSeverity } from '#client/context/toast-context.ts';
import { useCopy } from '#client/hooks/use-copy.ts';
import { GallerySection } from './gallery-section.tsx';
import { pathOf } from '#shared/route-paths.ts';

const SEVERITIES: readonly ToastSeverity[] = ['success', 'info', 'warning', 'error'];
const STATUSES = [403, 404, 500] as const;
const SAMPLE_KEY = 'sk-demo-0000000000000000';

/** Toasts, the copy helper and the pieces of the error screens. */
export function FeedbackDemos() {
  const { t } = useTranslation(['pages', 'error']);
  const toast = useToast();
  const copy = useCopy();
  return (
    <>
      <GallerySection id="toasts" title={t('pages:gallery.toasts.title')} caption={t('pages:gallery.toasts.caption')}>
        {SEVERITIES.map((severity) => (
          <Button
            key={severity}
            variant="outlined"
            color={severity}
            onClick={() => toast.show(t(`pages:gallery.toasts.messages.${severity}`), { severity })}
          >
            {t(`pages:gallery.toasts.show.${severity}`)}
          </Button>
        ))}
      </GallerySection>
      <GallerySection id="copy" title={t('pages:gallery.copy.title')} caption={t('pages:gallery.copy.caption')}>
        <Box component="code" sx={{ fontFamily: 'monospace', px: 1.5, py: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
          {SAMPLE_KEY}
        </Box>
        <Button variant="contained" onClick={() => void copy(SAMPLE_KEY, t('pages:gallery.copy.name'))}>
          {t('pages:gallery.copy.button')}
        </Button>
      </GallerySection>
      <GallerySection id="error-screen" title={t('pages:gallery.errorScreen.title')} caption={t('pages:gallery.errorScreen.caption')}>
        {STATUSES.map((status) => (
          <Card key={status} variant="outlined" sx={{ flex: '1 1 200px', textAlign: 'center' }}>
            <CardContent>
              <Typography component="p" sx={{ fontSize: 48, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}>
                {status}
              </Typography>
              <Typography variant="h6" component="p" sx={{ mt: 1 }}>
                {t(`error:${status}.title`)}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                {t(`error:${status}.description`)}
              </Typography>
              <Button size="small" component={Link} to={pathOf(`error.${status}`)} sx={{ mt: 1.5 }}>
                {t('pages:gallery.errorScreen.open')}
              </Button>
            </CardContent>
          </Card>
        ))}
      </GallerySection>
    </>
  );
}
