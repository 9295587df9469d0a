import { ChartFrame } from '#client/components/charts/chart-frame.tsx';
import { CHART_CLASSES, LazySparkLineChart } from '#client/components/charts/lazy-charts.ts';
import { useChartTheme } from '#client/components/charts/use-chart-theme.ts';

interface SparkProps {
  data: number[];
  /** Localized short dates, one per value, shown in the tooltip. */
  labels: string[];
  format: (value: number) => string;
  label: string;
  color: string;
  testId: string;
}

const HEIGHT = 72;

/** A 7-day area sparkline with a tooltip naming the day and the formatted value. */
export function Spark({ data, labels, format, label, color, testId }: SparkProps) {
  const { rtl } = useChartTheme();
  return (
    <ChartFrame height={HEIGHT} label={label} testId={testId}>
      <LazySparkLineChart
        data={data}
        height={HEIGHT}
        area
        curve="natural"
        color={color}
        showTooltip
        showHighlight
        xAxis={{ scaleType: 'point', data: labels, reverse: rtl }}
        valueFormatter={(value) => (value === null ? '' : format(value))}
        margin={{ top: 6, bottom: 4, left: 4, right: 4 }}
        // A light area under a solid line: a full-strength fill reads as a block, not a trend.
        sx={{ [`& .${CHART_CLASSES.lineArea}`]: { fillOpacity: 0.18 } }}
      />
    </ChartFrame>
  );
}
