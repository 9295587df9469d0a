import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDiscount } from '#shared/format/discount.ts';
import { formatMoney, isCny } from '#shared/billing/topup-math.ts';
import type { TopUpBreakdown as Breakdown } from '#shared/billing/topup-math.ts';

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The live price of the chosen amount: credit, discount, conversion, fee, total. */
export function TopUpBreakdown({ breakdown, creditText }: { breakdown: Breakdown; creditText: string }) {
  const { t, i18n } = useTranslation('topup');
  const discount = formatDiscount(breakdown.factor, i18n.language);
  const currency = breakdown.currency;
  return (
    <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }} aria-live="polite" data-testid="topup-breakdown">
      <Row label={t('breakdown.amount')} value={formatMoney(breakdown.amount, 'USD')} testId="breakdown-amount" />
      <Row label={t('breakdown.credit')} value={creditText} testId="breakdown-credit" />
      <Row
        label={discount ? t('breakdown.discountWith', { label: discount }) : t('breakdown.discount')}
        value={breakdown.factor < 1 ? `−${formatMoney(breakdown.amount - breakdown.discounted, 'USD')}` : t('breakdown.none')}
        testId="breakdown-discount"
      />
      {isCny(currency) ? (
        <Row
          label={t('breakdown.converted', { rate: breakdown.rate })}
          value={formatMoney(breakdown.orderAmount, currency)}
          testId="breakdown-converted"
        />
      ) : null}
      <Row label={t('breakdown.fee')} value={formatMoney(breakdown.fee, currency)} testId="breakdown-fee" />
      <Divider sx={{ my: 1 }} />
      <Row strong label={t('breakdown.total')} value={formatMoney(breakdown.total, currency)} testId="breakdown-total" />
    </Box>
  );
}
