import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#shared/format/number.ts';
import { formatQuota, type QuotaDisplay } from '#shared/format/quota.ts';

const GRID_SX = { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2, m: 0 } as const;

/** Invitees (`aff_count`), pending rewards (`aff_quota`) and everything earned (`aff_history_quota`). */
export function RewardFigures({
  invitees,
  pending,
  total,
  money,
}: {
  invitees: number;
  pending: number;
  total: number;
  money: QuotaDisplay;
}) {
  const { t, i18n } = useTranslation('affiliate');
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const figures = [
    { key: 'invitees', value: formatNumber(invitees, i18n.language) },
    { key: 'pending', value: formatQuota(pending, status) },
    { key: 'total', value: formatQuota(total, status) },
  ] as const;
  return (
    <Box component="dl" sx={GRID_SX}>
      {figures.map((figure) => (
        <div key={figure.key}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
            {t(`figures.${figure.key}`)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }} data-testid={`affiliate-${figure.key}`}>
            {figure.value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
