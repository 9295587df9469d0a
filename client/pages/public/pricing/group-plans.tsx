import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserGroupRate } from '#shared/api/schemas/group.ts';
import { formatDiscount } from '#shared/format/discount.ts';
import { useSessionUser } from '#client/session/session-store.ts';
import { pathOf } from '#shared/route-paths.ts';
import { useAuthPaths } from '#client/routing/use-auth-paths.ts';
import { PlanCard, PricingSection } from './plan-grid.tsx';

/** The user groups visitors can join or reach: their price multiplier and request rate. */
export function GroupPlans({ groups }: { groups: readonly UserGroupRate[] }) {
  const { t, i18n } = useTranslation('pages');
  const authPaths = useAuthPaths();
  const user = useSessionUser();
  return (
    <PricingSection title={t('pricing.groups.title')} body={t('pricing.groups.body')} top={8}>
      {groups.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('pricing.groups.empty')}</Typography>
      ) : (
        <Grid container spacing={3}>
          {groups.map((group) => {
            const discount = formatDiscount(group.discount, i18n.language);
            return (
              <PlanCard
                key={group.id}
                testId={`group-${group.symbol}`}
                md={4}
                action={
                  user ? (
                    <Button fullWidth variant="outlined" component={Link} to={pathOf('payment')}>
                      {t('pricing.groups.topUp')}
                    </Button>
                  ) : (
                    <Button fullWidth variant="outlined" component={Link} to={authPaths.signUp()}>
                      {t('pricing.groups.signUp')}
                    </Button>
                  )
                }
              >
                <Typography variant="h4" component="h3">
                  {group.name}
                </Typography>
                <Typography variant="h3" component="p" sx={{ mt: 1, color: discount ? 'error.main' : 'text.primary' }}>
                  {discount || t('pricing.groups.standard')}
                </Typography>
                <Box component="ul" sx={{ pl: 2.5, mt: 2, mb: 0, color: 'text.secondary' }}>
                  <li>{t('pricing.groups.ratio', { ratio: group.ratio })}</li>
                  <li>{group.api_rate > 0 ? t('pricing.groups.rate', { rate: group.api_rate }) : t('pricing.groups.unlimited')}</li>
                  <li>{group.public ? t('pricing.groups.public') : t('pricing.groups.private')}</li>
                </Box>
              </PlanCard>
            );
          })}
        </Grid>
      )}
    </PricingSection>
  );
}
