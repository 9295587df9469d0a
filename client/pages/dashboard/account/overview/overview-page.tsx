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
import { OverviewCell, OverviewGrid } from './overview-grid.tsx';
import { overviewLoader } from './overview-loader.ts';
import type { OverviewData } from './overview-loader.ts';
import { QuickStartCard } from './quick-start-card.tsx';
import { RpmCard } from './rpm-card.tsx';
import { lastDays, resolveToday } from './series.ts';
import { TodayCards } from './today-cards.tsx';
import { UptimeCard } from '#client/components/uptime/uptime-card.tsx';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';
import { themeStyled } from '#client/theme/theme-styled.ts';

export const loader = overviewLoader;

/** The greeting and its line under it, styled once (a Box and two Typographies before, issue 37). */
const Greeting = themeStyled('div', (theme) => ({
  marginBottom: theme.spacing(3),
  '& > p': { margin: 0, ...theme.typography.h5 },
  '& > p + p': { ...theme.typography.body2, color: (theme.vars ?? theme).palette.text.secondary },
}));

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
    <div data-testid="overview-page">
      <Greeting>
        <p data-testid="overview-greeting">{t('overview.greeting', { name: user ? user.display_name || user.username : '' })}</p>
        <p>{t('overview.lead')}</p>
      </Greeting>
      <OverviewGrid>
        {user && self.ok && isLowBalance(user.quota, site.quotaRemindThreshold) ? (
          <OverviewCell span="full">
            <LowBalanceNotice quota={user.quota} site={site} />
          </OverviewCell>
        ) : null}
        {user ? <AccountCards user={user} site={site} /> : null}
        {!self.ok ? (
          <OverviewCell span="full">
            <LoadMessage failure={self} />
          </OverviewCell>
        ) : null}
        <TodayCards stats={stats} days={days} site={site} />
        <OverviewCell span="quarter">
          <RpmCard rate={data.rate} />
        </OverviewCell>
        <OverviewCell span="wide">
          <ModelCostChart stats={stats} days={days} site={site} />
        </OverviewCell>
        <OverviewCell span="narrow">
          <ModelUsageChart stats={stats} days={days} />
        </OverviewCell>
        <OverviewCell span="full">
          <ModelsStrip models={data.models} ownerIcons={data.ownerIcons} />
        </OverviewCell>
        <OverviewCell span="wide">
          <QuickStartCard origin={data.origin} model={sampleModel(modelNames)} />
        </OverviewCell>
        {user ? (
          <OverviewCell span="narrow">
            <InviteCard user={user} site={site} />
          </OverviewCell>
        ) : null}
        {data.budgets.kind === 'off' ? null : (
          <OverviewCell span="half-then-third">
            <BudgetsCard budgets={data.budgets} keys={data.budgetKeys} money={site} />
          </OverviewCell>
        )}
        {site.uptimeEnabled ? (
          <OverviewCell span="full">
            <UptimeCard pageUrl={site.uptimePageUrl} />
          </OverviewCell>
        ) : null}
      </OverviewGrid>
    </div>
  );
}
