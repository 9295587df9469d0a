import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { AnalyticsGroupType } from '#shared/api/schemas/analytics.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatUsage, type QuotaDisplay } from '#shared/format/quota.ts';
import { ChartFrame } from '#client/components/charts/chart-frame.tsx';
import { LazyBarChart } from '#client/components/charts/lazy-charts.ts';
import { useChartTheme } from '#client/components/charts/use-chart-theme.ts';
import { ChartCard } from '#client/components/dashboard-cards/chart-card.tsx';
import { PanelEmpty } from '#client/components/dashboard-cards/panel-card.tsx';
import { shortDay } from '#client/components/dashboard-cards/format.ts';
import { OTHER_GROUPS, USAGE_METRICS } from './analytics-figures.ts';
import type { GroupSeries, UsageMetric } from './analytics-figures.ts';
import { ChartLegend } from './chart-legend.tsx';
import { ChartTable } from './chart-table.tsx';

const HEIGHT = 300;

function UsageChart({
  metric,
  series,
  days,
  groupType,
  money,
}: {
  metric: UsageMetric;
  series: readonly GroupSeries[];
  days: readonly string[];
  groupType: AnalyticsGroupType;
  money: QuotaDisplay;
}) {
  const { t, i18n } = useTranslation('analytics');
  const chart = useChartTheme();
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const format = (value: number | null) =>
    value === null
      ? ''
      : metric === 'quota'
        ? formatUsage(value, status)
        : metric === 'latency'
          ? t('chart.ms', { value: formatNumber(value, i18n.language, 0) })
          : formatNumber(value, i18n.language, 0);
  const colors = chart.colorsFor(
    series.map((item) => item.group),
    OTHER_GROUPS,
  );
  const labelOf = (group: string) => (group === OTHER_GROUPS ? t('chart.other') : group === '' ? t('chart.none') : group);
  const title = t(`chart.${metric}.title`, { group: t(`group.${groupType}`) });
  return (
    <ChartCard title={title} caption={t(`chart.${metric}.caption`)} testId={`analytics-chart-${metric}`}>
      {series.length === 0 ? (
        <PanelEmpty>{t('chart.empty')}</PanelEmpty>
      ) : (
        <>
          <ChartFrame height={HEIGHT} label={t('chart.label', { title })}>
            <LazyBarChart
              height={HEIGHT}
              xAxis={[{ scaleType: 'band', data: days.map((day) => shortDay(day, i18n.language)), reverse: chart.rtl }]}
              yAxis={[{ valueFormatter: (value: number) => format(value), width: 72, position: chart.rtl ? 'right' : 'left' }]}
              series={series.map((item, index) => ({
                id: item.group,
                label: labelOf(item.group),
                data: item.data,
                // Averages do not add up: latency bars stand side by side.
                ...(metric === 'latency' ? {} : { stack: metric }),
                color: colors[index] ?? chart.colors[0] ?? '',
                valueFormatter: format,
              }))}
              grid={{ horizontal: true }}
              hideLegend
              localeText={{ noData: t('chart.empty'), loading: t('chart.loading') }}
            />
          </ChartFrame>
          <ChartLegend
            items={series.map((item, index) => ({
              id: item.group,
              label: labelOf(item.group),
              color: colors[index] ?? chart.colors[0] ?? '',
            }))}
          />
          <ChartTable
            caption={title}
            days={days}
            columns={series.map((item) => ({
              id: item.group,
              label: labelOf(item.group),
              values: item.data.map((value) => format(value)),
            }))}
            testId={`analytics-table-${metric}`}
          />
        </>
      )}
    </ChartCard>
  );
}

/** Cost, tokens, requests (stacked) and the average latency per day, by the chosen grouping. */
export function UsageCharts({
  series,
  ...props
}: {
  series: Readonly<Record<UsageMetric, readonly GroupSeries[]>>;
  days: readonly string[];
  groupType: AnalyticsGroupType;
  money: QuotaDisplay;
}) {
  return (
    <Grid container spacing={2}>
      {USAGE_METRICS.map((metric) => (
        <Grid key={metric} size={{ xs: 12, lg: 6 }}>
          <UsageChart metric={metric} series={series[metric]} {...props} />
        </Grid>
      ))}
    </Grid>
  );
}
