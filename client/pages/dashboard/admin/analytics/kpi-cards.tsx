import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#shared/format/number.ts';
import { formatQuota, formatUsage, type QuotaDisplay } from '#shared/format/quota.ts';
import { StatCard } from '#client/components/dashboard-cards/stat-card.tsx';
import { changeOf } from './analytics-figures.ts';
import type { AnalyticsData } from './analytics-loader.ts';

/** One KPI: its key (title, test id), the figure now and before (null: unknown), how to write it. */
interface Kpi {
  key: 'users' | 'newUsers' | 'paid' | 'redemptions' | 'requests' | 'cost' | 'tokens';
  value: number | null;
  previous: number | null;
  format: (value: number) => string;
  /** Site-wide figures ignore the user filter; the card says so while one is set. */
  siteWide: boolean;
}

/** A KPI read by one picker from the range's totals and from the period before (null: unknown). */
function kpiOf<T>(key: Kpi['key'], now: T, before: T | null, pick: (totals: T) => number, format: Kpi['format'], siteWide: boolean): Kpi {
  return { key, value: pick(now), previous: before === null ? null : pick(before), format, siteWide };
}

function ChangeLine({ value, previous, days }: { value: number; previous: number | null; days: number }) {
  const { t, i18n } = useTranslation('analytics');
  if (previous === null) return <>{t('kpi.change.unknown')}</>;
  const change = changeOf(value, previous);
  const text =
    change.kind === 'up' || change.kind === 'down'
      ? t(`kpi.change.${change.kind}`, { percent: formatNumber(change.percent, i18n.language, 1), days })
      : t(`kpi.change.${change.kind}`, { days });
  // The arrow is decoration: the words say up or down.
  const arrow = change.kind === 'up' ? '▲ ' : change.kind === 'down' ? '▼ ' : '';
  return (
    <>
      <span aria-hidden="true">{arrow}</span>
      {text}
    </>
  );
}

/**
 * Users, new users, paid amount, redemptions, requests, cost and tokens of the range, each
 * against the period of the same length right before it (a change in %, "new" from 0).
 */
export function KpiCards({ data, money }: { data: AnalyticsData; money: QuotaDisplay }) {
  const { t, i18n } = useTranslation('analytics');
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const number = (value: number) => formatNumber(value, i18n.language, 0);
  const usersBefore = data.usersAtEnd === null ? null : data.usersAtEnd - data.site.newUsers;
  // The site's figures ignore the user filter; the usage follows it.
  const site = (key: Kpi['key'], pick: (totals: typeof data.site) => number, format: Kpi['format']) =>
    kpiOf(key, data.site, data.previousSite, pick, format, true);
  const usage = (key: Kpi['key'], pick: (totals: typeof data.usage) => number, format: Kpi['format']) =>
    kpiOf(key, data.usage, data.previousUsage, pick, format, false);
  const kpis: Kpi[] = [
    { key: 'users', value: data.usersAtEnd, previous: usersBefore, format: number, siteWide: true },
    site('newUsers', (totals) => totals.newUsers, number),
    site(
      'paid',
      (totals) => totals.paidAmount,
      (value) => formatNumber(value, i18n.language, 2),
    ),
    site(
      'redemptions',
      (totals) => totals.redemptionQuota,
      (value) => formatQuota(value, status),
    ),
    usage('requests', (totals) => totals.requests, number),
    // Written like the logs page writes its sum, so the two can be compared to the unit.
    usage(
      'cost',
      (totals) => totals.quota,
      (value) => formatUsage(value, status),
    ),
    usage('tokens', (totals) => totals.tokens, number),
  ];
  const filtered = data.query.userId !== null;
  return (
    <Grid container spacing={2} component="section" aria-label={t('kpi.label')} data-testid="analytics-kpis">
      {kpis.map((kpi) => (
        <Grid key={kpi.key} size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            title={t(`kpi.${kpi.key}`)}
            value={kpi.value === null ? '–' : kpi.format(kpi.value)}
            testId={`analytics-kpi-${kpi.key}`}
            caption={
              <>
                {kpi.value === null ? (
                  t('kpi.unavailable')
                ) : (
                  <ChangeLine value={kpi.value} previous={kpi.previous} days={data.range.days.length} />
                )}
                {filtered && kpi.siteWide ? (
                  <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                    {t('kpi.siteWide')}
                  </Typography>
                ) : null}
              </>
            }
          />
          {/* The raw figure, for scripts and tests that compare it with the logs. */}
          <span hidden data-testid={`analytics-kpi-${kpi.key}-raw`} data-value={kpi.value ?? ''} />
        </Grid>
      ))}
    </Grid>
  );
}
