import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { formatBalance, formatQuota } from '../../../shared/format/quota.ts';
import { useSessionUser } from '../../session/session-store.ts';
import { formatNumber } from '../../../shared/format/number.ts';

interface SiteMoney {
  quotaPerUnit: number;
  displayInCurrency: boolean;
}

/** Dashboard overview: the signed-in user's balance, spending and calls. */
export function Component() {
  const { t, i18n } = useTranslation('dashboard');
  const site = useOutletContext<SiteMoney>();
  const user = useSessionUser();
  if (!user) return null;
  const money = { quota_per_unit: site.quotaPerUnit, display_in_currency: site.displayInCurrency };
  const cards = [
    { key: 'balance', value: site.displayInCurrency ? formatBalance(user.quota, site.quotaPerUnit) : formatQuota(user.quota, money) },
    { key: 'used', value: formatQuota(user.used_quota, money) },
    { key: 'requests', value: formatNumber(user.request_count, i18n.language) },
  ];
  return (
    <>
      <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
        {t('overview.greeting', { name: user.display_name || user.username })}
      </Typography>
      <Grid container spacing={3}>
        {cards.map((card) => (
          <Grid key={card.key} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography sx={{ color: 'text.secondary' }}>{t(`overview.${card.key}`)}</Typography>
                <Typography variant="h3" component="p" sx={{ mt: 1 }} data-testid={`overview-${card.key}`}>
                  {card.value}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
