import { useTranslation } from 'react-i18next';
import type { DashboardStat } from '#shared/api/schemas/dashboard.ts';
import { formatNumber } from '#shared/format/number.ts';
import { ChartFrame } from '#client/components/charts/chart-frame.tsx';
import { LazyPieChart } from '#client/components/charts/lazy-charts.ts';
import { useChartTheme } from '#client/components/charts/use-chart-theme.ts';
import { ChartCard } from '#client/components/dashboard-cards/chart-card.tsx';
import { PanelEmpty } from '#client/components/dashboard-cards/panel-card.tsx';
import { percentOf } from '#client/components/dashboard-cards/format.ts';
import { LoadMessage } from '#client/components/dashboard-cards/load-message.tsx';
import type { LoadResult } from '#client/components/dashboard-cards/load-result.ts';
import { modelShares, OTHER_MODELS } from './series.ts';
import { UsageLegend } from './usage-legend.tsx';

const HEIGHT = 220;
const TOP_MODELS = 6;

/** Each model's share of the requests over the window, as a donut with the total in its legend. */
export function ModelUsageChart({ stats, days }: { stats: LoadResult<DashboardStat[]>; days: string[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const chart = useChartTheme();
  const shares = stats.ok ? modelShares(stats.data, days, TOP_MODELS) : [];
  const total = shares.reduce((sum, share) => sum + share.requests, 0);
  const colors = chart.colorsFor(
    shares.map((share) => share.model),
    OTHER_MODELS,
  );
  const describe = (value: number) => `${formatNumber(value, i18n.language)} · ${formatNumber(percentOf(value, total), i18n.language, 1)}%`;
  const items = shares.map((share, index) => ({
    id: share.model,
    label: share.model === OTHER_MODELS ? t('overview.other') : share.model,
    color: colors[index] ?? chart.colors[0] ?? '',
    value: describe(share.requests),
  }));
  const totalText = t('overview.usage.total', { total: formatNumber(total, i18n.language) });
  const caption = stats.ok && total > 0 ? `${t('overview.usage.caption')} · ${totalText}` : t('overview.usage.caption');
  return (
    <ChartCard title={t('overview.usage.title')} caption={caption} testId="overview-usage-chart">
      {!stats.ok ? (
        <LoadMessage failure={stats} />
      ) : total === 0 ? (
        <PanelEmpty>{t('overview.noUsage')}</PanelEmpty>
      ) : (
        <>
          <ChartFrame height={HEIGHT} label={t('overview.usage.label')}>
            <LazyPieChart
              height={HEIGHT}
              series={[
                {
                  data: items.map((item, index) => ({
                    id: item.id,
                    value: shares[index]?.requests ?? 0,
                    label: item.label,
                    color: item.color,
                  })),
                  innerRadius: '55%',
                  outerRadius: '90%',
                  paddingAngle: 1,
                  cornerRadius: 4,
                  valueFormatter: (item) => describe(item.value),
                  highlightScope: { fade: 'global', highlight: 'item' },
                },
              ]}
              localeText={{ noData: t('overview.chart.noData'), loading: t('overview.chart.loading') }}
              hideLegend
            />
          </ChartFrame>
          <UsageLegend items={items} />
        </>
      )}
    </ChartCard>
  );
}
