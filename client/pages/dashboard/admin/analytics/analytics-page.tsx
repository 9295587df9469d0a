import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { ANALYTICS_STATE } from '#shared/analytics/analytics-query.ts';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { AnalyticsFilterBar, logsLinkOf } from './analytics-filter-bar.tsx';
import { analyticsLoader } from './analytics-loader.ts';
import { KpiCards } from './kpi-cards.tsx';
import { SiteCharts } from './site-charts.tsx';
import { UsageCharts } from './usage-charts.tsx';
import { UserRank } from './user-rank.tsx';
import { LoadMessage } from '#client/components/dashboard-cards/load-message.tsx';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';

export const loader = analyticsLoader;

/**
 * Admin analytics (spec §2 "analytics", contract §2.8): KPIs of a range against the period
 * before it, usage by model, owner, channel or user group, site-wide registrations, redemptions
 * and orders, and the users who spent most; range, user and grouping in the URL. The usage
 * figures are the logs' own sums for the same seconds and user (the logs link opens them).
 */
export function Component() {
  const { t } = useTranslation('analytics');
  const data = useLoaderData<typeof loader>();
  const money = useDashboardSite();
  const state = useUrlState(ANALYTICS_STATE);
  const userKnown = data.query.userId === null || (data.user?.username ?? null) !== null;
  const logsLink = userKnown ? logsLinkOf(data.range, data.user?.username ?? null) : null;

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <AnalyticsFilterBar state={state} range={data.range} groupTypes={data.groupTypes} logsLink={logsLink} />
        {data.user ? (
          <Typography variant="body2" sx={{ px: 2, pb: 2 }} data-testid="analytics-user">
            {data.user.username === null
              ? t('filter.userUnknown', { id: data.user.id })
              : t('filter.userShown', { username: data.user.username, id: data.user.id })}
          </Typography>
        ) : null}
      </Card>
      <KpiCards data={data} money={money} />
      <section aria-labelledby="analytics-usage-heading">
        <Typography id="analytics-usage-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('usage.heading', { group: t(`group.${data.query.groupType}`) })}
        </Typography>
        {!data.groupSupported ? (
          <Alert severity="info" variant="outlined" data-testid="analytics-group-unsupported">
            {t('usage.groupUnsupported')}
          </Alert>
        ) : data.groupedFailed ? (
          <LoadMessage failure={data.groupedFailed} />
        ) : (
          <UsageCharts series={data.usageSeries} days={data.range.days} groupType={data.query.groupType} money={money} />
        )}
      </section>
      <section aria-labelledby="analytics-site-heading">
        <Typography id="analytics-site-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('site.heading')}
        </Typography>
        <SiteCharts data={data} money={money} />
      </section>
      <UserRank
        rank={data.rank}
        query={data.query}
        totalQuota={data.usage.quota}
        money={money}
        onPickUser={(userId) => state.set({ userId })}
      />
    </Stack>
  );
}
