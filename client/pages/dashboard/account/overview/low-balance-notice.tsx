import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBalance, formatQuota, formatUsage } from '#shared/format/quota.ts';
import { pathOf } from '#shared/route-paths.ts';
import type { SiteInfo } from '#client/site/site-info.ts';

/**
 * The warning with a top-up link the overview shows while the balance is under the gateway's
 * reminder threshold (`isLowBalance`; `quota_remind_threshold` of `/api/status`, upstream's
 * 1000 quota when the gateway publishes none).
 */
export function LowBalanceNotice({ quota, site }: { quota: number; site: SiteInfo }) {
  const { t } = useTranslation('dashboard');
  const money = { quota_per_unit: site.quotaPerUnit, display_in_currency: site.displayInCurrency };
  return (
    <Alert
      severity="warning"
      data-testid="low-balance-notice"
      action={
        <Button color="inherit" size="small" component={Link} to={pathOf('dashboard.topup')}>
          {t('overview.lowBalance.action')}
        </Button>
      }
    >
      <AlertTitle>{t('overview.lowBalance.title')}</AlertTitle>
      {t('overview.lowBalance.body', {
        balance: site.displayInCurrency ? formatBalance(quota, site.quotaPerUnit) : formatQuota(quota, money),
        // Up to 6 decimals: upstream's default, 1000 quota, is $0.002, which 2 decimals show as $0.
        threshold: formatUsage(site.quotaRemindThreshold, money),
      })}
    </Alert>
  );
}
