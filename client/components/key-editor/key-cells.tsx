import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { TOKEN_STATUS } from '#shared/api/schemas/key.ts';
import type { Token } from '#shared/api/schemas/key.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { formatUsage, type QuotaDisplay } from '#shared/format/quota.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { groupLabel } from './key-options.ts';
import type { GroupOption } from './key-options.ts';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { RowSwitch } from '#client/components/first-render/first-render-switch.tsx';

const STATUS_KEYS: Record<number, 'enabled' | 'disabled' | 'expired' | 'exhausted'> = {
  [TOKEN_STATUS.enabled]: 'enabled',
  [TOKEN_STATUS.disabled]: 'disabled',
  [TOKEN_STATUS.expired]: 'expired',
  [TOKEN_STATUS.exhausted]: 'exhausted',
};

/** The texts of one key's cells, shared by the table and the phone cards. */
export function useKeyText(money: QuotaDisplay, groups: readonly GroupOption[]) {
  const { t, i18n } = useTranslation('key');
  const timeZone = useTimeZone();
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  return {
    group: (symbol: string) => (symbol ? groupLabel(symbol, groups, i18n.language) : t('values.followGroup')),
    backupGroup: (symbol: string) => (symbol ? groupLabel(symbol, groups, i18n.language) : t('values.noBackup')),
    used: (token: Token) => formatUsage(token.used_quota, status),
    remaining: (token: Token) => (token.unlimited_quota ? t('values.unlimited') : formatUsage(token.remain_quota, status)),
    created: (token: Token) => formatDateTime(token.created_time, timeZone),
    expires: (token: Token) => (token.expired_time === -1 ? t('values.never') : formatDateTime(token.expired_time, timeZone)),
    accessed: (token: Token) => formatDateTime(token.accessed_time, timeZone) || t('values.notAccessed'),
  };
}

interface StatusCellProps {
  token: Token;
  onToggle(token: Token, enabled: boolean): Promise<boolean>;
}

/**
 * The enable switch plus a label for every state but "enabled" (expired and exhausted stay
 * visible).
 */
export function StatusCell({ token, onToggle }: StatusCellProps) {
  const { t } = useTranslation('key');
  const key = STATUS_KEYS[token.status] ?? 'unknown';
  const color = key === 'expired' || key === 'exhausted' ? 'warning' : 'default';
  const enabled = token.status === TOKEN_STATUS.enabled;
  const label = t('status.toggle', { name: token.name });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <RowSwitch checked={enabled} label={label} onToggle={(checked) => onToggle(token, checked)} />
      {key === 'enabled' ? null : <StatusTag variant="outlined" color={color} label={t(`status.${key}`)} data-testid="key-status" />}
    </Stack>
  );
}
