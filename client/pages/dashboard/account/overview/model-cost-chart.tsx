import { useTranslation } from 'react-i18next';
import type { DashboardStat } from '#shared/api/schemas/dashboard.ts';
import { formatQuota } from '#shared/format/quota.ts';
import { ChartFrame } from '#client/components/charts/chart-frame.tsx';
import { LazyBarChart } from '#client/components/charts/lazy-charts.ts';
import { useChartTheme } from '#client/components/charts/use-chart-theme.ts';
import type { SiteInfo } from '#client/site/site-info.ts';
import { ChartCard } from '#client/components/dashboard-cards/chart-card.tsx';
import { PanelEmpty } from '#client/components/dashboard-cards/panel-card.tsx';
import { shortDay } from '#client/components/dashboard-cards/format.ts';
import { LoadMessage } from '#client/components/dashboard-cards/load-message.tsx';
import type { LoadResult } from '#client/components/dashboard-cards/load-result.ts';
import { modelStacks, OTHER_MODELS } from './series.ts';

const HEIGHT = 320;
const TOP_MODELS = 5;

/** The daily cost over the window, one stacked bar segment per top model plus "other". */
export function ModelCostChart({ stats, days, site }: { stats: LoadResult<DashboardStat[]>; days: string[]; site: SiteInfo }) {
  const { t, i18n } = useTranslation('dashboard');
  const chart = useChartTheme();
  const money = { quota_per_unit: site.quotaPerUnit, display_in_currency: site.displayInCurrency };
  const format = (value: number | null) => (value === null ? '' : formatQuota(value, money));
  const stacks = stats.ok ? modelStacks(stats.data, days, TOP_MODELS) : [];
  const colors = chart.colorsFor(
    stacks.map((stack) => stack.model),
    OTHER_MODELS,
  );
  return (
    <ChartCard title={t('overview.cost.title')} caption={t('overview.cost.caption')} testId="overview-cost-chart">
      {!stats.ok ? (
        <LoadMessage failure={stats} />
      ) : stacks.length === 0 ? (
        <PanelEmpty>{t('overview.noUsage')}</PanelEmpty>
      ) : (
        <ChartFrame height={HEIGHT} label={t('overview.cost.label')}>
          <LazyBarChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'band', data: days.map((day) => shortDay(day, i18n.language)), reverse: chart.rtl }]}
            yAxis={[{ valueFormatter: (value: number) => format(value), width: 64, position: chart.rtl ? 'right' : 'left' }]}
            series={stacks.map((stack, index) => ({
              id: stack.model,
              label: stack.model === OTHER_MODELS ? t('overview.other') : stack.model,
              data: stack.data,
              stack: 'cost',
              color: colors[index] ?? chart.colors[0] ?? '',
              valueFormatter: format,
            }))}
            grid={{ horizontal: true }}
            localeText={{ noData: t('overview.chart.noData'), loading: t('overview.chart.loading') }}
            slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
          />
        </ChartFrame>
      )}
    </ChartCard>
  );
}
