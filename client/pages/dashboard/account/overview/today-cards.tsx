import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { DashboardStat } from '#shared/api/schemas/dashboard.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatUsage } from '#shared/format/quota.ts';
import type { SiteInfo } from '#client/site/site-info.ts';
import { shortDay } from '#client/components/dashboard-cards/format.ts';
import { LoadMessage } from '#client/components/dashboard-cards/load-message.tsx';
import type { LoadResult } from '#client/components/dashboard-cards/load-result.ts';
import { dailySeries, lastDayTotals } from './series.ts';
import { Spark } from './spark.tsx';
import { StatCard } from '#client/components/dashboard-cards/stat-card.tsx';
import { OverviewCell } from './overview-grid.tsx';

interface TodayCardsProps {
  stats: LoadResult<DashboardStat[]>;
  days: string[];
  site: SiteInfo;
}

/** Today's requests, cost and tokens, each with its sparkline over the window. */
export function TodayCards({ stats, days, site }: TodayCardsProps) {
  const { t, i18n } = useTranslation('dashboard');
  const { palette } = useTheme();
  const language = i18n.language;
  const money = { quota_per_unit: site.quotaPerUnit, display_in_currency: site.displayInCurrency };
  const series = dailySeries(stats.ok ? stats.data : [], days);
  const today = lastDayTotals(series);
  const labels = days.map((day) => shortDay(day, language));
  const count = (value: number) => formatNumber(value, language);
  const cost = (value: number) => formatUsage(value, money);
  const cards = [
    { key: 'requests', value: today.requests, data: series.requests, format: count, color: palette.primary.main },
    { key: 'cost', value: today.quota, data: series.quota, format: cost, color: palette.warning.main },
    { key: 'tokens', value: today.tokens, data: series.tokens, format: count, color: palette.success.main },
  ] as const;
  return (
    <>
      {cards.map((card) => {
        const title = t(`overview.today.${card.key}`);
        return (
          <OverviewCell key={card.key} span="quarter">
            <StatCard
              title={title}
              value={stats.ok ? card.format(card.value) : undefined}
              caption={stats.ok ? t('overview.today.trend') : undefined}
              testId={`overview-today-${card.key}`}
            >
              {stats.ok ? (
                <Spark
                  data={[...card.data]}
                  labels={labels}
                  format={card.format}
                  label={t('overview.today.trendLabel', { name: title })}
                  color={card.color}
                  testId={`overview-spark-${card.key}`}
                />
              ) : (
                <LoadMessage failure={stats} />
              )}
            </StatCard>
          </OverviewCell>
        );
      })}
    </>
  );
}
