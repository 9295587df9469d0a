import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '#shared/format/date.ts';
import { pathOf } from '#shared/route-paths.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { useAuthPaths } from '#client/routing/use-auth-paths.ts';
import type { ProviderCount } from './status-summary.ts';

function StatusCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
      <Typography sx={{ fontWeight: 600, textAlign: 'end' }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

/** Whether the gateway answered, its name and version, and when this page asked. */
export function GatewayCard({
  reachable,
  systemName,
  version,
  checkedAt,
}: {
  reachable: boolean;
  systemName: string;
  version: string;
  checkedAt: number;
}) {
  const { t } = useTranslation('status');
  const timeZone = useTimeZone();
  return (
    <StatusCard title={t('gateway.title')} testId="status-gateway">
      <Fact label={t('gateway.reachable')} value={reachable ? t('gateway.yes') : t('gateway.no')} testId="status-gateway-reachable" />
      {systemName ? <Fact label={t('gateway.name')} value={systemName} /> : null}
      {version ? <Fact label={t('gateway.version')} value={version} /> : null}
      <Fact label={t('gateway.checkedAt')} value={formatDateTime(Math.floor(checkedAt / 1000), timeZone)} />
    </StatusCard>
  );
}

/** How many models the gateway offers, by provider, with the way to their prices. */
export function ModelsCard({ providers, modelCount }: { providers: readonly ProviderCount[] | null; modelCount: number | null }) {
  const { t } = useTranslation('status');
  return (
    <StatusCard title={t('models.title')} testId="status-models">
      {modelCount === null ? (
        <Typography data-testid="status-models-failed">{t('models.failed')}</Typography>
      ) : (
        <>
          <Typography data-testid="status-model-count">{t('models.count', { count: modelCount })}</Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', my: 2 }} component="ul" aria-label={t('models.providers')}>
            {(providers ?? []).map((provider) => (
              <Chip
                component="li"
                key={provider.name}
                variant="outlined"
                label={t('models.provider', { name: provider.name, count: provider.models })}
              />
            ))}
          </Stack>
        </>
      )}
      <Button component={Link} to={pathOf('prices')} variant="outlined" size="small">
        {t('models.prices')}
      </Button>
    </StatusCard>
  );
}

/** Uptime Kuma's monitors are the gateway's answer to a signed-in user: a guest is asked to sign in. */
export function MonitorsSignIn() {
  const { t } = useTranslation('status');
  const authPaths = useAuthPaths();
  return (
    <StatusCard title={t('monitors.title')} testId="status-monitors-guest">
      <Typography sx={{ mb: 2 }}>{t('monitors.signIn')}</Typography>
      <Button component={Link} to={authPaths.signIn(pathOf('status'))} variant="contained" size="small">
        {t('monitors.signInButton')}
      </Button>
    </StatusCard>
  );
}
