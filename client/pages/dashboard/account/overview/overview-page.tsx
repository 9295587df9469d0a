import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { isLowBalance } from '#shared/billing/low-balance.ts';
import { useSessionUser, useSetSession } from '#client/session/session-store.ts';
import { AccountCards } from './account-cards.tsx';
import { expandStats, mapResult } from './compact-data.ts';
import { sampleModel } from '#client/components/code-box/curl-sample.ts';
import { InviteCard } from './invite-card.tsx';
import { BudgetsCard } from './budgets-card.tsx';
import { LoadMessage } from '#client/components/dashboard-cards/load-message.tsx';
import { LowBalanceNotice } from './low-balance-notice.tsx';
import { ModelCostChart } from './model-cost-chart.tsx';
import { ModelUsageChart } from './model-usage-chart.tsx';
import { ModelsStrip } from './models-strip.tsx';
import { overviewLoader } from './overview-loader.ts';
import type { OverviewData } from './overview-loader.ts';
import { QuickStartCard } from './quick-start-card.tsx';
import { RpmCard } from './rpm-card.tsx';
import { lastDays, resolveToday } from './series.ts';
import { TodayCards } from './today-cards.tsx';
import { UptimeCard } from '#client/components/uptime/uptime-card.tsx';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';

export const loader = overviewLoader;

/** Dashboard overview: a low-balance notice, balance, today's usage with trends, per-model charts, models, quick start, invitations. */
export function Component() {
  const { t } = useTranslation('dashboard');
  const site = useDashboardSite();
  const data = useLoaderData<OverviewData>();
  const sessionUser = useSessionUser();
  const setSession = useSetSession();
  const { self } = data;
  const stats = useMemo(() => mapResult(data.stats, expandStats), [data.stats]);

  // The layout's user was read before this page's calls; the fresh one makes the header and the
  // drawer agree with the cards (balance and usage move with every relay call).
  useEffect(() => {
    if (self.ok) setSession(self.data);
  }, [self, setSession]);

  const user = self.ok ? self.data : sessionUser;
  const days = lastDays(resolveToday(stats.ok ? stats.data : [], data.nowDay));
  const modelNames = data.models.ok ? Object.keys(data.models.data) : [];
  return (
    <Box data-testid="overview-page">
      <Box sx={{ mb: 3 }}>
        <Typography variant="h5" component="p" data-testid="overview-greeting">
          {t('overview.greeting', { name: user ? user.display_name || user.username : '' })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('overview.lead')}
        </Typography>
      </Box>
      <Grid container spacing={{ xs: 2, md: 3 }}>
        {user && self.ok && isLowBalance(user.quota, site.quotaRemindThreshold) ? (
          <Grid size={12}>
            <LowBalanceNotice quota={user.quota} site={site} />
          </Grid>
        ) : null}
        {user ? <AccountCards user={user} site={site} /> : null}
        {!self.ok ? (
          <Grid size={12}>
            <LoadMessage failure={self} />
          </Grid>
        ) : null}
        <TodayCards stats={stats} days={days} site={site} />
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <RpmCard rate={data.rate} />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ModelCostChart stats={stats} days={days} site={site} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ModelUsageChart stats={stats} days={days} />
        </Grid>
        <Grid size={12}>
          <ModelsStrip models={data.models} ownerIcons={data.ownerIcons} />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <QuickStartCard origin={data.origin} model={sampleModel(modelNames)} />
        </Grid>
        {user ? (
          <Grid size={{ xs: 12, lg: 4 }}>
            <InviteCard user={user} site={site} />
          </Grid>
        ) : null}
        {data.budgets.kind === 'off' ? null : (
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <BudgetsCard budgets={data.budgets} keys={data.budgetKeys} money={site} />
          </Grid>
        )}
        {site.uptimeEnabled ? (
          <Grid size={12}>
            <UptimeCard pageUrl={site.uptimePageUrl} />
          </Grid>
        ) : null}
      </Grid>
    </Box>
  );
}
