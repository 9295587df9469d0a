import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { apiOf, loadStatus } from '#client/routing/loader-helpers.ts';
import { sessionContext } from '#client/routing/router-context.ts';
import { parseRechargeDiscount } from '#shared/billing/recharge.ts';
import { PageHero } from './common/page-hero.tsx';
import { PaymentForm } from './payment/payment-form.tsx';
import { PaymentUnavailable } from './payment/payment-unavailable.tsx';
import { PaymentMethodListSchema, sortMethods } from '#shared/billing/payment-methods.ts';

export async function loader({ context }: LoaderFunctionArgs) {
  // The page is public (spec §2); the methods are the gateway's answer to a signed-in user only.
  const guest = context.get(sessionContext) === null;
  const [status, methods] = await Promise.all([
    loadStatus(context),
    // A gateway without online payment (or one that does not know the route) is a normal state.
    guest
      ? null
      : apiOf(context)
          .get('/api/user/payment', PaymentMethodListSchema)
          .catch(() => null),
  ]);
  return {
    guest,
    methods: sortMethods(methods ?? []),
    discounts: parseRechargeDiscount(status?.RechargeDiscount ?? ''),
    minAmount: Math.max(1, Math.ceil(status?.PaymentMinAmount ?? 1)),
    usdRate: status?.PaymentUSDRate ?? 0,
  };
}

/**
 * Choose a payment method and an amount, see what it costs, then go on to the top-up page; a
 * guest sees the amounts and what they cost, then signs in with the amount kept.
 */
export function Component() {
  const { t } = useTranslation('pages');
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const requested = Number(params.get('amount'));
  const initialAmount = Number.isInteger(requested) && requested >= data.minAmount ? requested : Math.max(data.minAmount, 10);
  return (
    <>
      <PageHero title={t('payment.title')} lead={t('payment.lead')} />
      <Container maxWidth="md" sx={{ pb: 8 }}>
        {!data.guest && data.methods.length === 0 ? (
          <PaymentUnavailable />
        ) : (
          <PaymentForm
            guest={data.guest}
            methods={data.methods}
            discounts={data.discounts}
            minAmount={data.minAmount}
            usdRate={data.usdRate}
            initialAmount={initialAmount}
          />
        )}
      </Container>
    </>
  );
}
