import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OrderCreatedSchema } from '#shared/api/schemas/billing.ts';
import type { OrderCreated } from '#shared/api/schemas/billing.ts';
import { formatDiscount } from '#shared/format/discount.ts';
import { formatAmount, formatRawQuota, type QuotaDisplay } from '#shared/format/quota.ts';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { zodErrorMap } from '#client/forms/zod-error-map.ts';
import { browserApi } from '#client/session/credentials.ts';
import type { RechargeDiscountMap } from '#shared/billing/recharge.ts';
import type { PaymentMethod } from '#shared/billing/payment-methods.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { PaymentMethodPicker } from '#client/components/payment-choice/payment-method-picker.tsx';
import { AmountPresets } from '#client/components/payment-choice/amount-presets.tsx';
import { openPaymentPage } from './pay-redirect.ts';
import { TopUpBreakdown } from './topup-breakdown.tsx';
import { amountFormSchema, formatMoney, quickAmounts, topUpBreakdown } from '#shared/billing/topup-math.ts';
import type { AmountForm } from '#shared/billing/topup-math.ts';
import { useOrderPoll } from './use-order-poll.ts';
import { WhenOpened } from '#client/components/lazy/when-opened.tsx';
import { lazyNamed } from '#client/components/lazy/lazy-named.ts';
import { SectionHeading } from '#client/components/section-heading/section-heading.tsx';

// Dialogs load when they first open, not with the page.
const OrderDialog = lazyNamed(() => import('./order-dialog.tsx'), 'OrderDialog');

export interface OnlinePaymentProps {
  methods: readonly PaymentMethod[];
  discounts: RechargeDiscountMap;
  minAmount: number;
  usdRate: number;
  money: QuotaDisplay;
  initialAmount: number;
  initialGateway: string | null;
  onPaid(): Promise<void>;
}

/** Online top-up: method, amount (typed or a quick chip), the live breakdown, then the order and its payment. */
export function OnlinePayment({
  methods,
  discounts,
  minAmount,
  usdRate,
  money,
  initialAmount,
  initialGateway,
  onPaid,
}: OnlinePaymentProps) {
  const { t, i18n } = useTranslation(['topup', 'zod', 'zod_custom', 'error']);
  const toast = useToast();
  const [methodId, setMethodId] = useState(methods.find((m) => m.uuid === initialGateway)?.uuid ?? methods[0]?.uuid ?? '');
  const [order, setOrder] = useState<OrderCreated | null>(null);
  const [round, setRound] = useState(0);
  const schema = useMemo(() => amountFormSchema(minAmount, (key, options) => t(key, options ?? {})), [minAmount, t]);
  const form = useForm<AmountForm>({
    mode: 'onChange',
    resolver: zodResolver(schema, { error: zodErrorMap(t) }),
    defaultValues: { amount: String(initialAmount) },
  });
  const field = fieldBinder(form.control, t);
  const amountText = useWatch({ control: form.control, name: 'amount' });
  const method = methods.find((m) => m.uuid === methodId) ?? methods[0] ?? null;
  const valid = schema.safeParse({ amount: amountText }).success;
  const amount = Number(amountText.trim());
  const breakdown = valid && method ? topUpBreakdown(amount, discounts, method, usdRate, money.quotaPerUnit) : null;
  const creditOf = (quota: number) => (money.displayInCurrency ? formatAmount(quota, money.quotaPerUnit) : formatRawQuota(quota));
  const chipLabel = (preset: number) => {
    const discount = formatDiscount(discounts[String(preset)] ?? 1, i18n.language);
    return discount ? `$${preset} · ${discount}` : `$${preset}`;
  };
  const poll = useOrderPoll(order?.trade_no ?? null, {}, round);
  const [orderFigures, setOrderFigures] = useState({ summary: '', credit: '' });
  const credited = useRef<string | null>(null);

  useEffect(() => {
    if (poll !== 'paid' || !order || credited.current === order.trade_no) return;
    credited.current = order.trade_no;
    toast.show(t('topup:order.paid', { amount: orderFigures.credit }), { severity: 'success' });
    void onPaid();
  }, [poll, order, orderFigures.credit, onPaid, t, toast]);

  const handlePay = form.handleSubmit(async ({ amount: text }) => {
    if (!method || !breakdown) return;
    try {
      const created = await browserApi().post('/api/user/order', { uuid: method.uuid, amount: Number(text) }, OrderCreatedSchema);
      // Before the dialog: a payment address that is not a web page is an error, not a dialog.
      if (created.type !== 2) openPaymentPage(created);
      setOrderFigures({ summary: formatMoney(breakdown.total, breakdown.currency), credit: creditOf(breakdown.quota) });
      setOrder(created);
    } catch (error) {
      form.setError('root', { message: errorMessage(error, t) });
    }
  });

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" noValidate spacing={3} onSubmit={(event) => void handlePay(event)} data-testid="online-form">
          <Box>
            <SectionHeading
              title={t('topup:online.title')}
              caption={t('topup:online.description', { min: formatMoney(minAmount, 'USD') })}
            />
          </Box>
          {form.formState.errors.root?.message ? <Alert severity="error">{form.formState.errors.root.message}</Alert> : null}
          <PaymentMethodPicker
            methods={methods}
            value={method?.uuid ?? ''}
            onChange={setMethodId}
            title={t('topup:online.method')}
            headingLevel="h3"
          />
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {t('topup:online.amount')}
            </Typography>
            <AmountPresets
              presets={quickAmounts(discounts, minAmount)}
              amount={amount}
              label={chipLabel}
              onPick={(preset) => form.setValue('amount', String(preset), { shouldValidate: true })}
            />
            <Box sx={{ maxWidth: 320 }}>
              <FormTextField
                {...field('amount', 'topup:online.amountLabel')}
                type="number"
                helperText={t('topup:online.amountHelp', { min: formatMoney(minAmount, 'USD') })}
              />
            </Box>
          </Box>
          {breakdown ? <TopUpBreakdown breakdown={breakdown} creditText={creditOf(breakdown.quota)} /> : null}
          <Button
            type="submit"
            size="large"
            variant="contained"
            disabled={!breakdown}
            loading={form.formState.isSubmitting}
            data-testid="topup-pay"
          >
            {breakdown ? t('topup:online.pay', { total: formatMoney(breakdown.total, breakdown.currency) }) : t('topup:online.payPlain')}
          </Button>
        </Stack>
      </CardContent>
      <WhenOpened open={order !== null}>
        <OrderDialog
          order={order}
          state={poll}
          summary={orderFigures.summary}
          creditText={orderFigures.credit}
          onClose={() => setOrder(null)}
          onRetry={() => setRound((r) => r + 1)}
        />
      </WhenOpened>
    </Card>
  );
}
