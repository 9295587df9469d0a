import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { apiOf, loadStatus } from '#client/routing/loader-helpers.ts';
import { parseRechargeDiscount, topUpTiers } from '#shared/billing/recharge.ts';
import { PageHero } from './common/page-hero.tsx';
import { GroupPlans } from './pricing/group-plans.tsx';
import { TopUpTiers } from './pricing/top-up-tiers.tsx';
import { fetchGroupRateMap } from '#client/data/group-rates.ts';

export async function loader({ context }: LoaderFunctionArgs) {
  const [status, rates] = await Promise.all([
    loadStatus(context),
    // The spec: a failed group-rate call counts as "no groups".
    fetchGroupRateMap(apiOf(context)).catch(() => ({})),
  ]);
  const discounts = parseRechargeDiscount(status?.RechargeDiscount ?? '');
  const minAmount = status?.PaymentMinAmount ?? 1;
  return {
    tiers: topUpTiers(discounts, minAmount),
    discounts,
    usdRate: status?.PaymentUSDRate ?? 0,
    quotaPerUnit: status?.quota_per_unit ?? 500_000,
    // Standard price first, then the cheaper (higher) groups.
    groups: Object.values(rates).sort((a, b) => b.ratio - a.ratio || a.id - b.id),
  };
}

/** Prices of credit (top-up tiers with their discounts) and of the user groups. */
export function Component() {
  const { t } = useTranslation('pages');
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={t('pricing.title')} lead={t('pricing.lead')} />
      <Container sx={{ pb: 8 }}>
        <TopUpTiers tiers={data.tiers} discounts={data.discounts} usdRate={data.usdRate} quotaPerUnit={data.quotaPerUnit} />
        <GroupPlans groups={data.groups} />
        <Typography variant="body2" sx={{ mt: 6, color: 'text.secondary', textAlign: 'center' }}>
          {t('pricing.note')}
        </Typography>
      </Container>
    </>
  );
}
