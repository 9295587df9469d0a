import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { TextInput } from '#client/components/text-input/text-input.tsx';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';

/** The two runs over a month: generate its bills (the main action), or update them. */
const INVOICE_RUNS = [
  { run: 'gen', label: 'setting:invoice.generate', variant: 'contained' },
  { run: 'update', label: 'setting:invoice.update', variant: 'outlined' },
] as const;

/** The buttons' margin is the row's: an `sx` on a Button writes all of its styles again (issue 37). */
const ROW_SX = { display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', '& > button': { mt: 1 } } as const;

/**
 * The monthly bills of a month that is over (upstream `POST /api/option/invoice/gen|update/:date`,
 * any day of the month): generate them once, or build them again when late logs arrived. The
 * gateway refuses the running month and, for generate, a month that has bills.
 */
export function InvoiceActions() {
  const { t } = useTranslation(['setting', 'error']);
  const toast = useToast();
  const [month, setMonth] = useState('');
  const [busy, setBusy] = useState<'gen' | 'update' | null>(null);
  const valid = /^\d{4}-\d{2}$/.test(month);

  async function run(mode: 'gen' | 'update') {
    setBusy(mode);
    try {
      const date = `${month}-01`;
      if (mode === 'gen') await browserApi().post(`/api/option/invoice/gen/${date}`, {}, z.unknown());
      else await browserApi().post(`/api/option/invoice/update/${date}`, {}, z.unknown());
      toast.show(t(mode === 'gen' ? 'setting:invoice.generated' : 'setting:invoice.updated', { month }), { severity: 'success' });
    } catch (error) {
      toast.show(errorMessage(error, t), { severity: 'error', duration: 6000 });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Box sx={ROW_SX} data-testid="invoice-actions">
      <TextInput
        name="invoice-month"
        type="month"
        label={t('setting:invoice.month')}
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        helperText={t('setting:invoice.hint')}
      />
      {INVOICE_RUNS.map(({ run: kind, label, variant }) => (
        <Button key={kind} variant={variant} disabled={!valid || busy !== null} loading={busy === kind} onClick={() => void run(kind)}>
          {t(label)}
        </Button>
      ))}
    </Box>
  );
}
