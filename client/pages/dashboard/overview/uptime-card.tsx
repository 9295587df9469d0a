import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../components/charts/use-hydrated.ts';

// The monitors load in the browser after the page is there: two gateway calls (which ask Uptime
// Kuma) that no server render of the overview should wait for.
const UptimeMonitors = lazy(async () => ({ default: (await import('./uptime-monitors.tsx')).UptimeMonitors }));

const LOADING = <Skeleton variant="rounded" width="100%" height={96} animation="wave" aria-busy="true" />;

/**
 * The gateway's Uptime Kuma status (one-hub's dashboard "status" tab): each monitor with its
 * 24 h availability and recent checks, shown when the gateway enables it (`UptimeEnabled`).
 */
export function UptimeCard({ pageUrl }: { pageUrl: string }) {
  const { t } = useTranslation('dashboard');
  const hydrated = useHydrated();
  return (
    <Card variant="outlined" data-testid="overview-uptime">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {t('overview.uptime.title')}
          </Typography>
          {pageUrl ? (
            <Link href={pageUrl} target="_blank" rel="noopener noreferrer" variant="body2">
              {t('overview.uptime.fullPage')}
            </Link>
          ) : null}
        </Stack>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('overview.uptime.caption')}
        </Typography>
        {hydrated ? <Suspense fallback={LOADING}>{<UptimeMonitors />}</Suspense> : LOADING}
      </CardContent>
    </Card>
  );
}
