import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDiscount } from '#shared/format/discount.ts';
import { cny, priceBreakdown, usd } from '#shared/billing/recharge.ts';
import type { RechargeDiscountMap } from '#shared/billing/recharge.ts';
import { pathOf } from '#shared/route-paths.ts';
import { numberFormat } from '#shared/format/intl-cache.ts';
import { PlanCard, PricingSection } from './plan-grid.tsx';

interface TopUpTiersProps {
  tiers: readonly number[];
  discounts: RechargeDiscountMap;
  usdRate: number;
  quotaPerUnit: number;
}

/** One card per top-up amount: the credit, what it costs after any discount, and a way to buy. */
export function TopUpTiers({ tiers, discounts, usdRate, quotaPerUnit }: TopUpTiersProps) {
  const { t, i18n } = useTranslation('pages');
  const numbers = numberFormat(i18n.language);
  return (
    <PricingSection title={t('pricing.tiers.title')} body={t('pricing.tiers.body')} top={2}>
      <Grid container spacing={3}>
        {tiers.map((amount) => {
          const price = priceBreakdown(amount, discounts, null, usdRate);
          const label = formatDiscount(price.factor, i18n.language);
          return (
            <PlanCard
              key={amount}
              testId={`tier-${amount}`}
              md={3}
              action={
                <Button
                  fullWidth
                  variant={price.factor < 1 ? 'contained' : 'outlined'}
                  component={Link}
                  to={pathOf('payment', { query: { amount } })}
                >
                  {t('pricing.tiers.buy', { amount: usd(amount) })}
                </Button>
              }
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography sx={{ color: 'text.secondary' }}>{t('pricing.tiers.credit')}</Typography>
                {label ? <Chip size="small" color="error" label={label} /> : null}
              </Box>
              <Typography variant="h3" component="p" sx={{ mt: 1 }}>
                {usd(amount)}
              </Typography>
              <Typography sx={{ mt: 2 }}>
                {price.factor < 1
                  ? t('pricing.tiers.youPayDiscounted', { price: usd(price.discounted), original: usd(amount) })
                  : t('pricing.tiers.youPay', { price: usd(price.discounted) })}
              </Typography>
              {usdRate > 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('pricing.tiers.inCny', { price: cny(price.discounted * usdRate), rate: usdRate })}
                </Typography>
              ) : null}
              <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                {t('pricing.tiers.quota', { quota: numbers.format(amount * quotaPerUnit) })}
              </Typography>
            </PlanCard>
          );
        })}
      </Grid>
    </PricingSection>
  );
}
