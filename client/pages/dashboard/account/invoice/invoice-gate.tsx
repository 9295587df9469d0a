import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { RouterContextProvider } from 'react-router';
import { loadStatus } from '#client/routing/loader-helpers.ts';

/**
 * Whether the gateway offers monthly bills: `/api/status` `UserInvoiceMonth` (upstream's
 * config switch). Off, absent or unreadable all mean no: the pages then say so and never ask
 * for bills.
 */
export async function invoicesEnabled(context: Readonly<RouterContextProvider>): Promise<boolean> {
  return (await loadStatus(context))?.UserInvoiceMonth === true;
}

/** What a stale link or bookmark shows when the site does not offer monthly bills. */
export function InvoicesDisabled() {
  const { t } = useTranslation('invoice');
  return (
    <Alert severity="info" data-testid="invoice-disabled">
      {t('disabled')}
    </Alert>
  );
}
