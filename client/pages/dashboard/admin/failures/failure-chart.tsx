import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { FailureReport } from '#shared/api/schemas/insight.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { ChartFrame } from '#client/components/charts/chart-frame.tsx';
import { LazyLineChart } from '#client/components/charts/lazy-charts.ts';
import { useChartTheme } from '#client/components/charts/use-chart-theme.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';

const HEIGHT = 240;

/** Attempts and failures per bucket of the range (the figure's numbers are the tables' too). */
export function FailureChart({ report }: { report: FailureReport }) {
  const { t, i18n } = useTranslation('insight');
  const chart = useChartTheme();
  const theme = useTheme();
  const timeZone = useTimeZone();
  const times = report.series.map((point) => formatDateTime(point.bucket_start / 1000, timeZone));
  const format = (value: number | null) => (value === null ? '' : formatNumber(value, i18n.language));
  return (
    <ChartFrame height={HEIGHT} label={t('insight:chartLabel', { count: report.totals.failures })}>
      <LazyLineChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'point', data: times, reverse: chart.rtl }]}
        yAxis={[{ width: 56, position: chart.rtl ? 'right' : 'left' }]}
        series={[
          {
            id: 'requests',
            label: t('insight:columns.requests'),
            data: report.series.map((point) => point.requests),
            valueFormatter: format,
          },
          {
            id: 'failures',
            label: t('insight:columns.failures'),
            data: report.series.map((point) => point.failures),
            color: theme.palette.error.main,
            valueFormatter: format,
          },
        ]}
        grid={{ horizontal: true }}
        localeText={{ noData: t('insight:empty'), loading: t('insight:loading') }}
      />
    </ChartFrame>
  );
}
