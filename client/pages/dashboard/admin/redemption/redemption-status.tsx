import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Redemption } from '#shared/api/schemas/billing.ts';
import { isExpiredRedemption, REDEMPTION_STATUS } from '#shared/api/schemas/redemption-admin.ts';
import type { TagColor } from '#client/components/status-tag/status-tag.tsx';
import { isUsed } from './use-redemption-mutations.ts';

/** What a row's status tag says: the gateway's status, and "expired" for an unused code past its expiry. */
export type Shown = 'unused' | 'disabled' | 'used' | 'expired' | 'unknown';
export const TAG_COLOR: Record<Shown, TagColor> = {
  unused: 'success',
  disabled: 'default',
  used: 'info',
  expired: 'warning',
  unknown: 'default',
};

/** The status a row shows at the loader's clock. */
export function shownStatus(code: Redemption, now: number): Shown {
  if (code.status === REDEMPTION_STATUS.used) return 'used';
  if (isExpiredRedemption(code, now)) return 'expired';
  if (code.status === REDEMPTION_STATUS.unused) return 'unused';
  return code.status === REDEMPTION_STATUS.disabled ? 'disabled' : 'unknown';
}

/** Unused ⇄ disabled; a used code has no switch. */
export function StatusSwitch({ code, onToggle }: { code: Redemption; onToggle(code: Redemption, enable: boolean): Promise<void> }) {
  const { t } = useTranslation('redemption');
  const [busy, setBusy] = useState(false);
  // A used code is final; the switch is left out rather than shown frozen.
  if (isUsed(code)) return null;
  return (
    <Switch
      size="small"
      checked={code.status === REDEMPTION_STATUS.unused}
      disabled={busy}
      slotProps={{ input: { 'aria-label': t('table.toggle', { id: code.id }) } }}
      onChange={(_event, checked) => {
        setBusy(true);
        void onToggle(code, checked).finally(() => setBusy(false));
      }}
    />
  );
}
