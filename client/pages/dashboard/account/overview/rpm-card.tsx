import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { DashboardRate } from '#shared/api/schemas/dashboard.ts';
import { formatNumber } from '#shared/format/number.ts';
import { ChartFrame } from '#client/components/charts/chart-frame.tsx';
import { CHART_CLASSES, LazyGauge } from '#client/components/charts/lazy-charts.ts';
import { LoadMessage } from '#client/components/dashboard-cards/load-message.tsx';
import type { LoadResult } from '#client/components/dashboard-cards/load-result.ts';
import { rpmLevel, rpmPercent } from './rate.ts';
import { StatCard } from '#client/components/dashboard-cards/stat-card.tsx';

const HEIGHT = 120;

/** Requests of the last minute against the group's RPM limit, as a half-circle gauge. */
export function RpmCard({ rate }: { rate: LoadResult<DashboardRate> }) {
  const { t, i18n } = useTranslation('dashboard');
  const theme = useTheme();
  const { palette } = theme;
  // CSS variables follow the colour scheme; the plain palette holds the light scheme's values.
  const vars = theme.vars?.palette ?? palette;
  const title = t('overview.rpm.title');
  if (!rate.ok) {
    return (
      <StatCard title={title} testId="overview-rpm">
        <LoadMessage failure={rate} />
      </StatCard>
    );
  }
  const data = rate.data;
  const percent = rpmPercent(data);
  const rpm = formatNumber(data.rpm, i18n.language);
  const value =
    data.maxRPM > 0
      ? t('overview.rpm.value', { rpm, max: formatNumber(data.maxRPM, i18n.language) })
      : t('overview.rpm.unlimited', { rpm });
  // Green while there is room, amber near the limit, red at it.
  const color = { ok: palette.success.main, high: palette.warning.main, full: palette.error.main }[rpmLevel(percent)];
  return (
    <StatCard title={title} value={value} caption={t('overview.rpm.caption')} testId="overview-rpm">
      <ChartFrame
        height={HEIGHT}
        label={t('overview.rpm.label', { percent: formatNumber(percent, i18n.language) })}
        testId="overview-rpm-gauge"
      >
        <LazyGauge
          value={percent}
          valueMin={0}
          valueMax={100}
          startAngle={-110}
          endAngle={110}
          innerRadius="72%"
          outerRadius="100%"
          cornerRadius="50%"
          height={HEIGHT}
          text={() => `${formatNumber(percent, i18n.language, 1)}%`}
          sx={{
            [`& .${CHART_CLASSES.gaugeValueArc}`]: { fill: color },
            [`& .${CHART_CLASSES.gaugeReferenceArc}`]: { fill: vars.action.disabledBackground },
            [`& .${CHART_CLASSES.gaugeValueText} text`]: { fill: vars.text.primary, fontWeight: 700 },
          }}
        />
      </ChartFrame>
    </StatCard>
  );
}
