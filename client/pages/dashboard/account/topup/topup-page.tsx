import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { apiOf, loadStatus } from '#client/routing/loader-helpers.ts';
import { useSessionUser } from '#client/session/session-store.ts';
import { siteInfoFrom } from '#client/site/site-info.ts';
import { parseRechargeDiscount } from '#shared/billing/recharge.ts';
import { PaymentMethodListSchema, sortMethods } from '#shared/billing/payment-methods.ts';
import { BalanceCard } from './balance-card.tsx';
import { OnlinePayment } from './online-payment.tsx';
import { OrderReturn } from './order-return.tsx';
import { RedeemCard } from './redeem-card.tsx';
import { loadSelf, useRefreshUser } from '#client/routing/refresh-user.ts';
import { cleanTradeNo } from '#shared/billing/topup-math.ts';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [status, self, methods] = await Promise.all([
    loadStatus(context),
    loadSelf(context),
    // A gateway without online payment (or without the route at all) is a normal state.
    apiOf(context)
      .get('/api/user/payment', PaymentMethodListSchema)
      .then((list) => sortMethods(list ?? []))
      .catch(() => null),
  ]);
  const site = siteInfoFrom(status);
  const minAmount = Math.max(1, Math.ceil(status?.PaymentMinAmount ?? 1));
  const requested = Number(url.searchParams.get('amount'));
  return {
    self,
    money: { quotaPerUnit: site.quotaPerUnit, displayInCurrency: site.displayInCurrency },
    methods,
    discounts: parseRechargeDiscount(status?.RechargeDiscount ?? ''),
    minAmount,
    usdRate: status?.PaymentUSDRate ?? 0,
    topUpLink: status?.top_up_link ?? '',
    // The public /payment page hands over its choice.
    initialAmount: Number.isInteger(requested) && requested >= minAmount ? requested : Math.max(minAmount, 10),
    initialGateway: url.searchParams.get('gateway'),
    tradeNo: cleanTradeNo(url.searchParams.get('trade_no')),
  };
}

/** `/dashboard/topup`: balance, redemption code, online payment with its order and status. */
export function Component() {
  const { t } = useTranslation('topup');
  const data = useLoaderData<typeof loader>();
  const sessionUser = useSessionUser();
  const refresh = useRefreshUser();
  const user = data.self ?? sessionUser;
  return (
    <Stack spacing={3}>
      {data.tradeNo ? <OrderReturn key={data.tradeNo} tradeNo={data.tradeNo} onPaid={refresh} /> : null}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <BalanceCard quota={user?.quota ?? 0} usedQuota={user?.used_quota ?? 0} money={data.money} />
            <RedeemCard money={data.money} topUpLink={data.topUpLink} onRedeemed={refresh} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          {data.methods && data.methods.length > 0 ? (
            <OnlinePayment
              methods={data.methods}
              discounts={data.discounts}
              minAmount={data.minAmount}
              usdRate={data.usdRate}
              money={data.money}
              initialAmount={data.initialAmount}
              initialGateway={data.initialGateway}
              onPaid={refresh}
            />
          ) : (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {t('online.title')}
                </Typography>
                <Alert severity="info" data-testid="online-unavailable">
                  <AlertTitle>{t('online.unavailableTitle')}</AlertTitle>
                  {data.topUpLink ? t('online.unavailableWithLink') : t('online.unavailable')}
                </Alert>
              </CardContent>
            </Card>
          )}
        </Grid>
      </Grid>
    </Stack>
  );
}
