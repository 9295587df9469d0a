import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { AvailableModelMapSchema, OwnedBySchema } from '#shared/api/schemas/model.ts';
import type { OwnedBy } from '#shared/api/schemas/model.ts';
import { buildRows } from '#shared/pricing/price-rows.ts';
import { ROLE } from '#shared/access.ts';
import { STATUS_API, STATUS_WINDOWS, StatusReportSchema } from '#shared/api/schemas/insight.ts';
import { defineSearchState, oneOfField } from '#shared/url-state/search-state.ts';
import { loadStatusResult } from '#client/routing/loader-helpers.ts';
import { listRequest } from '#client/routing/list-loader.ts';
import { sessionContext } from '#client/routing/router-context.ts';
import { ChannelPageSchema } from '#shared/api/schemas/channel.ts';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { UptimeCard } from '#client/components/uptime/uptime-card.tsx';
import { useSessionUser } from '#client/session/session-store.ts';
import { uptimePageUrl } from '#client/site/site-info.ts';
import { PageHero } from './common/page-hero.tsx';
import { GatewayCard, ModelsCard, MonitorsSignIn } from './status/status-cards.tsx';
import { overallState, providerCounts } from './status/status-summary.ts';
import { ChannelTestsCard } from './status/channel-tests-card.tsx';
import { providerTests } from './status/channel-tests.ts';
import { TrafficStatusCard } from './status/traffic-status.tsx';

/** The status page's URL state: the window of the rates from real traffic. */
const STATUS_STATE = defineSearchState({ window: oneOfField('window', STATUS_WINDOWS, '24h') });

export async function loader(args: LoaderFunctionArgs) {
  const { context } = args;
  const { query, api } = listRequest(args, STATUS_STATE);
  // Admins also get the gateway's channel tests (its channel list is theirs only).
  const admin = (context.get(sessionContext)?.role ?? 0) >= ROLE.admin;
  const [{ status }, models, owners, traffic, channels] = await Promise.all([
    loadStatusResult(context),
    api.get('/api/available_model', AvailableModelMapSchema).catch(() => null),
    // Optional: without it a provider is named by its models' own `owned_by`.
    api.get('/api/ownedby', OwnedBySchema).catch((): OwnedBy => ({})),
    // The console's own rates from the counters (no test calls); the page stands without them.
    api.get(STATUS_API, StatusReportSchema, { window: query.window }).catch(() => null),
    admin ? api.get('/api/channel/', ChannelPageSchema, { page: 1, size: 100 }).catch(() => null) : Promise.resolve(undefined),
  ]);
  const rows = models ? buildRows(models, owners) : null;
  return {
    reachable: status !== null,
    systemName: status?.system_name ?? '',
    version: status?.version ?? '',
    checkedAt: Date.now(),
    modelCount: rows?.length ?? null,
    providers: rows ? providerCounts(rows) : null,
    traffic,
    // undefined: not an admin; null: the list failed.
    channelTests:
      channels === undefined
        ? undefined
        : channels && { providers: providerTests(channels.data), shown: channels.data.length, total: channels.total_count },
    uptime: { enabled: status?.UptimeEnabled ?? false, pageUrl: uptimePageUrl(status?.UptimeDomain ?? '', status?.UptimePageName ?? '') },
  };
}

const SEVERITY = { operational: 'success', degraded: 'warning', down: 'error' } as const;

/**
 * The console's own status page (the top menu's default "status", spec §2 and §9): what the
 * gateway makes visible to this visitor. Whether it answers, the models it offers, the success
 * rates from real traffic (the console's counters, as much as the admin lets guests see), for
 * admins the channel tests beside them, and its Uptime Kuma monitors when it publishes them (to signed-in users, as one-hub does).
 */
export function Component() {
  const { t } = useTranslation('status');
  const data = useLoaderData<typeof loader>();
  const user = useSessionUser();
  const urlState = useUrlState(STATUS_STATE);
  const state = overallState(data.reachable, data.modelCount);
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <Container maxWidth="md" sx={{ pb: 8 }}>
        <Stack spacing={3}>
          <Alert severity={SEVERITY[state]} variant="outlined" data-testid="status-overall" data-state={state}>
            {t(`overall.${state}`)}
          </Alert>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <GatewayCard reachable={data.reachable} systemName={data.systemName} version={data.version} checkedAt={data.checkedAt} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ModelsCard providers={data.providers} modelCount={data.modelCount} />
            </Grid>
          </Grid>
          {data.traffic ? (
            <TrafficStatusCard
              report={data.traffic}
              admin={(user?.role ?? 0) >= ROLE.admin}
              onWindow={(window) => urlState.set({ window })}
            />
          ) : null}
          {data.channelTests !== undefined ? <ChannelTestsCard tests={data.channelTests} /> : null}
          {data.uptime.enabled ? user ? <UptimeCard pageUrl={data.uptime.pageUrl} /> : <MonitorsSignIn /> : null}
        </Stack>
      </Container>
    </>
  );
}
