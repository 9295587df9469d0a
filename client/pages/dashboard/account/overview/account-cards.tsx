import { useTranslation } from 'react-i18next';
import type { User } from '#shared/api/schemas/user.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatBalance, formatQuota, formatUsage } from '#shared/format/quota.ts';
import type { SiteInfo } from '#client/site/site-info.ts';
import { StatCard } from '#client/components/dashboard-cards/stat-card.tsx';
import { OverviewCell } from './overview-grid.tsx';

/** Balance, used quota and request count of the account, from a fresh `/api/user/self`. */
export function AccountCards({ user, site }: { user: User; site: SiteInfo }) {
  const { t, i18n } = useTranslation('dashboard');
  const money = { quota_per_unit: site.quotaPerUnit, display_in_currency: site.displayInCurrency };
  const cards = [
    { key: 'balance', value: site.displayInCurrency ? formatBalance(user.quota, site.quotaPerUnit) : formatQuota(user.quota, money) },
    { key: 'used', value: formatUsage(user.used_quota, money) },
    { key: 'requests', value: formatNumber(user.request_count, i18n.language) },
  ] as const;
  return (
    <>
      {cards.map((card) => (
        <OverviewCell key={card.key} span="third">
          <StatCard
            title={t(`overview.${card.key}`)}
            value={card.value}
            caption={card.key === 'balance' ? undefined : t('overview.accountCaption')}
            testId={`overview-${card.key}`}
          />
        </OverviewCell>
      ))}
    </>
  );
}
