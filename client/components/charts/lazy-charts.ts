import { lazy } from 'react';

/**
 * The chart components, loaded on demand. Charts only render after hydration (ChartFrame), so
 * neither the server render nor the page's own chunk needs the library: it arrives in its own
 * chunks while the cards are already usable.
 */
export const LazySparkLineChart = lazy(() => import('@mui/x-charts/SparkLineChart').then((m) => ({ default: m.SparkLineChart })));
export const LazyBarChart = lazy(() => import('@mui/x-charts/BarChart').then((m) => ({ default: m.BarChart })));
export const LazyLineChart = lazy(() => import('@mui/x-charts/LineChart').then((m) => ({ default: m.LineChart })));
export const LazyPieChart = lazy(() => import('@mui/x-charts/PieChart').then((m) => ({ default: m.PieChart })));
export const LazyGauge = lazy(() => import('@mui/x-charts/Gauge').then((m) => ({ default: m.Gauge })));

/**
 * Class names of chart parts for `sx` overrides, as plain strings: importing the library's
 * class objects would pull the library into the importing chunk.
 */
export const CHART_CLASSES = {
  lineArea: 'MuiLineChart-area',
  gaugeValueArc: 'MuiGauge-valueArc',
  gaugeReferenceArc: 'MuiGauge-referenceArc',
  gaugeValueText: 'MuiGauge-valueText',
  axisTickLabel: 'MuiChartsAxis-tickLabel',
} as const;
