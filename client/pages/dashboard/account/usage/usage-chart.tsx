import { useTranslation } from 'react-i18next';
import type { UsageReport } from '#shared/api/schemas/insight.ts';
import { formatUsage } from '#shared/format/quota.ts';
import { ChartFrame } from '#client/components/charts/chart-frame.tsx';
import { LazyBarChart } from '#client/components/charts/lazy-charts.ts';
import { useChartTheme } from '#client/components/charts/use-chart-theme.ts';

const HEIGHT = 220;

/** Spend per day of the range, from the same report as the table. */
export function UsageChart({ report, status }: { report: UsageReport; status: { quota_per_unit: number; display_in_currency: boolean } }) {
  const { t } = useTranslation('insight');
  const chart = useChartTheme();
  const format = (value: number | null) => (value === null ? '' : formatUsage(value, status));
  return (
    <ChartFrame height={HEIGHT} label={t('insight:usage.chartLabel', { days: report.days.length })}>
      <LazyBarChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'band', data: report.days.map((day) => day.day), reverse: chart.rtl }]}
        yAxis={[{ width: 64, position: chart.rtl ? 'right' : 'left', valueFormatter: (value: number) => format(value) }]}
        series={[
          { id: 'spend', label: t('insight:usage.columns.spend'), data: report.days.map((day) => day.quota), valueFormatter: format },
        ]}
        hideLegend
        localeText={{ noData: t('insight:usage.empty'), loading: t('insight:loading') }}
      />
    </ChartFrame>
  );
}
