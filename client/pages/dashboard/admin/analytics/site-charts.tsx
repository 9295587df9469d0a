import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#shared/format/number.ts';
import { formatQuota, type QuotaDisplay } from '#shared/format/quota.ts';
import { ChartFrame } from '#client/components/charts/chart-frame.tsx';
import { LazyLineChart } from '#client/components/charts/lazy-charts.ts';
import { useChartTheme } from '#client/components/charts/use-chart-theme.ts';
import { ChartCard } from '#client/components/dashboard-cards/chart-card.tsx';
import { shortDay } from '#client/components/dashboard-cards/format.ts';
import { dailySeries } from './analytics-figures.ts';
import type { AnalyticsData } from './analytics-loader.ts';
import { ChartTable } from './chart-table.tsx';

const HEIGHT = 240;

function SiteChart({
  name,
  days,
  values,
  format,
  color,
}: {
  name: 'registrations' | 'redemptions' | 'orders';
  days: readonly string[];
  values: number[];
  format: (value: number) => string;
  color: string;
}) {
  const { t, i18n } = useTranslation('analytics');
  const chart = useChartTheme();
  const title = t(`site.${name}.title`);
  return (
    <ChartCard title={title} caption={t(`site.${name}.caption`)} testId={`analytics-chart-${name}`}>
      <ChartFrame height={HEIGHT} label={t('chart.label', { title })}>
        <LazyLineChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: days.map((day) => shortDay(day, i18n.language)), reverse: chart.rtl }]}
          yAxis={[{ valueFormatter: (value: number) => format(value), width: 64, position: chart.rtl ? 'right' : 'left' }]}
          series={[
            {
              id: name,
              label: title,
              data: values,
              color,
              curve: 'linear',
              valueFormatter: (value: number | null) => (value === null ? '' : format(value)),
            },
          ]}
          grid={{ horizontal: true }}
          hideLegend
          localeText={{ noData: t('chart.empty'), loading: t('chart.loading') }}
        />
      </ChartFrame>
      <ChartTable
        caption={title}
        days={days}
        columns={[{ id: name, label: title, values: values.map(format) }]}
        testId={`analytics-table-${name}`}
      />
    </ChartCard>
  );
}

/** Site-wide registrations, redemptions and paid orders per day of the range. */
export function SiteCharts({ data, money }: { data: AnalyticsData; money: QuotaDisplay }) {
  const { i18n } = useTranslation('analytics');
  const chart = useChartTheme();
  const days = data.range.days;
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const charts = [
    {
      name: 'registrations',
      values: dailySeries(data.registrations, days, (row) => row.user_count),
      format: (value: number) => formatNumber(value, i18n.language, 0),
    },
    {
      name: 'redemptions',
      values: dailySeries(data.redemptions, days, (row) => row.quota),
      format: (value: number) => formatQuota(value, status),
    },
    {
      name: 'orders',
      values: dailySeries(data.orders, days, (row) => row.order_amount),
      format: (value: number) => formatNumber(value, i18n.language, 2),
    },
  ] as const;
  return (
    <Grid container spacing={2}>
      {charts.map((site, index) => (
        <Grid key={site.name} size={{ xs: 12, md: 4 }}>
          <SiteChart name={site.name} days={days} values={site.values} format={site.format} color={chart.colors[index] ?? ''} />
        </Grid>
      ))}
    </Grid>
  );
}
