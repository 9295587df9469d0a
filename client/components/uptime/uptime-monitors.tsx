import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createApiClient } from '#shared/api/client.ts';
import { bareAnswerFetch } from '#shared/api/bare-answer.ts';
import { UptimeHeartbeatsSchema, UptimeStatusPageSchema } from '#shared/api/schemas/uptime.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { formatNumber } from '#shared/format/number.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import type { TagColor } from '#client/components/status-tag/status-tag.tsx';
import { browserHeaders } from '#client/session/credentials.ts';
import { availabilityTone, beatSeconds, countStates, envelopeOfKumaAnswer, monitorGroups } from './uptime-status.ts';
import type { MonitorGroupView, MonitorState, MonitorView } from './uptime-status.ts';

const kumaApi = createApiClient({ baseUrl: '', headers: browserHeaders, fetch: bareAnswerFetch(envelopeOfKumaAnswer) });

async function loadMonitors(): Promise<MonitorGroupView[]> {
  const [page, heartbeats] = await Promise.all([
    kumaApi.get('/api/user/dashboard/uptimekuma/status-page', UptimeStatusPageSchema),
    kumaApi.get('/api/user/dashboard/uptimekuma/status-page/heartbeat', UptimeHeartbeatsSchema),
  ]);
  return monitorGroups(page, heartbeats);
}

const STATE_COLOR: Record<MonitorState, TagColor> = {
  up: 'success',
  down: 'error',
  pending: 'warning',
  maintenance: 'info',
  unknown: 'default',
};

const TONE_COLOR = { good: 'success.main', degraded: 'warning.main', poor: 'error.main', unknown: 'text.secondary' } as const;

// One class for every bar: the state travels in a data attribute (no per-bar style rules).
const BARS_SX = {
  display: 'flex',
  gap: '2px',
  height: 16,
  '& > span': { flex: '1 1 0', maxWidth: 8, borderRadius: 0.5, bgcolor: 'action.disabled' },
  '& > [data-state="up"]': { bgcolor: 'success.main' },
  '& > [data-state="down"]': { bgcolor: 'error.main' },
  '& > [data-state="pending"]': { bgcolor: 'warning.main' },
  '& > [data-state="maintenance"]': { bgcolor: 'info.main' },
} as const;

function MonitorCard({ monitor }: { monitor: MonitorView }) {
  const { t, i18n } = useTranslation('dashboard');
  const timeZone = useTimeZone();
  const counts = countStates(monitor.beats);
  const lastSeconds = monitor.lastCheck ? beatSeconds(monitor.lastCheck) : null;
  const summary = t('overview.uptime.beats', {
    count: monitor.beats.length,
    up: counts.up ?? 0,
    down: counts.down ?? 0,
    other: (counts.pending ?? 0) + (counts.maintenance ?? 0) + (counts.unknown ?? 0),
  });
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, height: '100%' }} data-testid="uptime-monitor">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="subtitle2" component="h4" sx={{ overflowWrap: 'anywhere' }}>
          {monitor.name}
        </Typography>
        <StatusTag color={STATE_COLOR[monitor.state]} label={t(`overview.uptime.state.${monitor.state}`)} />
      </Stack>
      {monitor.tags.length > 0 ? (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {monitor.tags.join(' · ')}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Box component="span" sx={{ color: TONE_COLOR[availabilityTone(monitor.uptime24)], fontWeight: 600 }}>
          {monitor.uptime24 === null ? '—' : `${formatNumber(monitor.uptime24 * 100, i18n.language, 2)}%`}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('overview.uptime.availability')}
        </Box>
      </Typography>
      <Box role="img" aria-label={summary} title={summary} sx={BARS_SX}>
        {monitor.beats.map((state, index) => (
          <span key={index} data-state={state} />
        ))}
      </Box>
      {lastSeconds !== null ? (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('overview.uptime.lastCheck', { time: formatDateTime(lastSeconds, timeZone) })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** What one attempt brought: the groups, or null when it failed. */
interface Attempt {
  attempt: number;
  groups: MonitorGroupView[] | null;
}

/** The monitors, fetched once the card is on screen, by group; a failure says so and offers to try again. */
export function UptimeMonitors() {
  const { t } = useTranslation('dashboard');
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Attempt | null>(null);
  useEffect(() => {
    let current = true;
    loadMonitors().then(
      (groups) => current && setResult({ attempt, groups }),
      () => current && setResult({ attempt, groups: null }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const load = () => setAttempt((previous) => previous + 1);

  if (result === null || result.attempt !== attempt)
    return <Skeleton variant="rounded" width="100%" height={96} animation="wave" aria-busy="true" />;
  const groups = result.groups;
  if (groups === null) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="uptime-failed">
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('overview.uptime.failed')}
        </Typography>
        <Button size="small" onClick={load}>
          {t('overview.uptime.retry')}
        </Button>
      </Stack>
    );
  }
  if (groups.every((group) => group.monitors.length === 0)) {
    return <Typography sx={{ color: 'text.secondary' }}>{t('overview.uptime.empty')}</Typography>;
  }
  return (
    <Stack spacing={2}>
      {groups.map((group) => (
        <Box key={group.id} component="section" aria-label={group.name}>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {group.name}
          </Typography>
          <Grid container spacing={1.5}>
            {group.monitors.map((monitor) => (
              <Grid key={monitor.id} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }}>
                <MonitorCard monitor={monitor} />
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
      <Box>
        <Button size="small" onClick={load}>
          {t('overview.uptime.refresh')}
        </Button>
      </Box>
    </Stack>
  );
}
