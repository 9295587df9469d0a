import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDiscount } from '#shared/format/discount.ts';
import { cny, usd } from '#shared/billing/recharge.ts';
import type { Breakdown } from '#shared/billing/recharge.ts';
import type { PaymentMethod } from '#shared/billing/payment-methods.ts';

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.75 }}>
      <Typography sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** What the chosen amount costs: credit, discount, fee (none before a method is known), and the total in US$ and in CNY. */
export function PaymentBreakdown({ breakdown, method, usdRate }: { breakdown: Breakdown; method: PaymentMethod | null; usdRate: number }) {
  const { t, i18n } = useTranslation('pages');
  const discountLabel = formatDiscount(breakdown.factor, i18n.language);
  return (
    <Box sx={{ mt: 4, p: 2, borderRadius: 1, bgcolor: 'action.hover' }} aria-live="polite" data-testid="payment-breakdown">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('payment.breakdown.title')}
      </Typography>
      <Row label={t('payment.breakdown.amount')} value={usd(breakdown.amount)} />
      <Row
        label={discountLabel ? t('payment.breakdown.discountWith', { label: discountLabel }) : t('payment.breakdown.discount')}
        value={breakdown.factor < 1 ? `−${usd(breakdown.amount - breakdown.discounted)}` : t('payment.breakdown.none')}
      />
      {breakdown.fee > 0 && method ? <Row label={t('payment.breakdown.fee', { name: method.name })} value={usd(breakdown.fee)} /> : null}
      <Divider sx={{ my: 1 }} />
      <Row label={t('payment.breakdown.totalUsd')} value={usd(breakdown.totalUsd)} />
      {usdRate > 0 ? (
        <Row strong label={t('payment.breakdown.totalCny', { rate: usdRate })} value={cny(breakdown.totalCny)} testId="payment-total-cny" />
      ) : null}
    </Box>
  );
}
