import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { webHref } from '#shared/web-url.ts';
import { PanelCaption, PanelCard, PanelTitle } from '#client/components/dashboard-cards/panel-card.tsx';

// The monitors load when asked for, as one-hub's status tab does: each look costs the gateway
// two calls to Uptime Kuma, which no view of the overview should pay for unasked.
const UptimeMonitors = lazyNamed(() => import('./uptime-monitors.tsx'), 'UptimeMonitors');

/**
 * The gateway's Uptime Kuma status (one-hub's dashboard "status" tab): each monitor with its
 * 24 h availability and recent checks, offered when the gateway enables it (`UptimeEnabled`).
 */
export function UptimeCard({ pageUrl }: { pageUrl: string }) {
  const { t } = useTranslation('dashboard');
  const [shown, setShown] = useState(false);
  const regionId = useId();
  // The gateway's status page address, linked only when it is a web page.
  const pageHref = pageUrl ? webHref(pageUrl) : null;
  return (
    <PanelCard testId="overview-uptime">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <PanelTitle>{t('overview.uptime.title')}</PanelTitle>
        {pageHref ? (
          <Link href={pageHref} target="_blank" rel="noopener noreferrer" variant="body2">
            {t('overview.uptime.fullPage')}
          </Link>
        ) : null}
      </Stack>
      <PanelCaption below={2}>{t('overview.uptime.caption')}</PanelCaption>
      {shown ? (
        <div id={regionId}>
          <Suspense fallback={<Skeleton variant="rounded" width="100%" height={96} animation="wave" aria-busy="true" />}>
            <UptimeMonitors />
          </Suspense>
        </div>
      ) : (
        <Button variant="outlined" aria-expanded={false} aria-controls={regionId} onClick={() => setShown(true)}>
          {t('overview.uptime.show')}
        </Button>
      )}
    </PanelCard>
  );
}
