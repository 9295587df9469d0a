import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextInput } from '#client/components/text-input/text-input.tsx';
import { amountProblem, MAX_TOP_UP, priceBreakdown, topUpTiers, usd } from '#shared/billing/recharge.ts';
import type { RechargeDiscountMap } from '#shared/billing/recharge.ts';
import { PaymentBreakdown } from './payment-breakdown.tsx';
import { PaymentMethodPicker } from '#client/components/payment-choice/payment-method-picker.tsx';
import { AmountPresets } from '#client/components/payment-choice/amount-presets.tsx';
import type { PaymentMethod } from '#shared/billing/payment-methods.ts';
import { pathOf } from '#shared/route-paths.ts';
import { useAuthPaths } from '#client/routing/use-auth-paths.ts';

interface PaymentFormProps {
  /** The gateway's methods; empty for a guest, who sees the amounts and signs in to go on. */
  methods: readonly PaymentMethod[];
  /** A guest: the methods are the gateway's answer to a signed-in user only (`/api/user/payment`). */
  guest: boolean;
  discounts: RechargeDiscountMap;
  minAmount: number;
  usdRate: number;
  initialAmount: number;
}

/**
 * Method, amount (typed or picked from the tiers) and the live price breakdown. A guest (spec §2:
 * the page is public) sees the amounts, the discounts and the total before fees, and signs in
 * to go on with the amount kept.
 */
export function PaymentForm({ methods, guest, discounts, minAmount, usdRate, initialAmount }: PaymentFormProps) {
  const { t } = useTranslation('pages');
  const authPaths = useAuthPaths();
  const [methodId, setMethodId] = useState(methods[0]?.uuid ?? '');
  const [amountText, setAmountText] = useState(String(initialAmount));
  const method = methods.find((m) => m.uuid === methodId) ?? methods[0] ?? null;
  const amount = amountText.trim() === '' ? Number.NaN : Number(amountText);
  const problem = amountProblem(amount, minAmount);
  const breakdown = problem ? null : priceBreakdown(amount, discounts, method, usdRate);
  const presets = topUpTiers(discounts, minAmount);
  const errorText = problem
    ? t(`payment.amount.errors.${problem}`, { min: usd(minAmount), max: usd(MAX_TOP_UP) })
    : t('payment.amount.help', { min: usd(minAmount) });
  const next = !breakdown
    ? null
    : guest
      ? authPaths.signIn(pathOf('payment', { query: { amount } }))
      : method
        ? pathOf('dashboard.topup', { query: { amount, gateway: method.uuid } })
        : null;
  const continueLabel = guest ? t('payment.guest.signIn') : t('payment.continue');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
      {guest ? (
        <Alert severity="info" variant="outlined" data-testid="payment-guest">
          {t('payment.guest.body')}
        </Alert>
      ) : (
        <PaymentMethodPicker
          methods={methods}
          value={method?.uuid ?? ''}
          onChange={setMethodId}
          title={t('payment.method.title')}
          headingLevel="h2"
        />
      )}
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        {t('payment.amount.title')}
      </Typography>
      <AmountPresets presets={presets} amount={amount} label={usd} onPick={(preset) => setAmountText(String(preset))} />
      <Box sx={{ maxWidth: 320 }}>
        <TextInput
          name="amount"
          type="number"
          label={t('payment.amount.label')}
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          error={problem !== null}
          helperText={errorText}
        />
      </Box>
      {breakdown && (method || guest) ? <PaymentBreakdown breakdown={breakdown} method={method} usdRate={usdRate} /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        {next ? (
          <Button size="large" variant="contained" component={Link} to={next} data-testid="payment-continue">
            {continueLabel}
          </Button>
        ) : (
          <Button size="large" variant="contained" disabled data-testid="payment-continue">
            {continueLabel}
          </Button>
        )}
        <Button size="large" component={Link} to={pathOf('pricing')}>
          {t('payment.seePricing')}
        </Button>
      </Stack>
    </Paper>
  );
}
