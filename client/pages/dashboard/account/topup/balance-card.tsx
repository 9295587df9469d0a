import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBalance, formatQuota, type QuotaDisplay } from '#shared/format/quota.ts';
import { pathOf } from '#shared/route-paths.ts';

/** The balance (in currency, or raw quota when the site shows no currency) and what was used. */
export function BalanceCard({ quota, usedQuota, money }: { quota: number; usedQuota: number; money: QuotaDisplay }) {
  const { t } = useTranslation('topup');
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
          {t('balance.title')}
        </Typography>
        <Typography variant="h3" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="topup-balance" data-quota={quota}>
          {money.displayInCurrency ? formatBalance(quota, money.quotaPerUnit) : formatQuota(quota, status)}
        </Typography>
        <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('balance.used', { amount: formatQuota(usedQuota, status) })}
          </Typography>
          <Button size="small" component={Link} to={pathOf('dashboard')} data-testid="topup-invite-link">
            {t('balance.invite')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
