import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderTotals } from '#shared/api/schemas/order-admin.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatQuota, type QuotaDisplay } from '#shared/format/quota.ts';

// One class: the figures wrap on narrow screens.
const FIGURES_SX = { px: 2, pb: 2, flexWrap: 'wrap', rowGap: 1 } as const;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="subtitle1" component="div" data-testid={testId}>
        {value}
      </Typography>
    </div>
  );
}

/**
 * The filtered set's totals (every matching order, the paid ones, credit bought, quota granted,
 * money paid per currency), or why they are missing: the totals are an extension of the double
 * that an unmodified one-hub lacks.
 */
export function OrderTotalsBar({ totals, money }: { totals: OrderTotals | null; money: QuotaDisplay }) {
  const { t, i18n } = useTranslation('order');
  if (!totals)
    return (
      <Typography variant="body2" sx={{ px: 2, pb: 2, color: 'text.secondary' }} data-testid="order-totals-unsupported">
        {t('totals.unsupported')}
      </Typography>
    );
  const number = (value: number) => formatNumber(value, i18n.language);
  const paid = totals.money.length === 0 ? '–' : totals.money.map((row) => `${number(row.order_amount)} ${row.currency}`).join(' + ');
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={FIGURES_SX} data-testid="order-totals" aria-label={t('totals.label')} role="group">
      <Figure label={t('totals.count')} value={number(totals.count)} testId="order-total-count" />
      <Figure label={t('totals.paidCount')} value={number(totals.paid_count)} testId="order-total-paid-count" />
      <Figure label={t('totals.amount')} value={`$${number(totals.amount)}`} testId="order-total-amount" />
      <Figure label={t('totals.paid')} value={paid} testId="order-total-paid" />
      <Figure
        label={t('totals.quota')}
        value={formatQuota(totals.quota, { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency })}
        testId="order-total-quota"
      />
    </Stack>
  );
}
