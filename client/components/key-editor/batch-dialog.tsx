import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import { downloadText } from '#client/components/download/download-file.ts';
import { keysCsv, keysCsvFileName } from './key-csv.ts';
import type { SavedBatch } from './use-save-key.ts';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

/** Offers the created keys as a CSV file (built in the browser; the keys never leave it otherwise). */
export function BatchDialog({ batch, money, onClose }: { batch: SavedBatch; money: QuotaDisplay; onClose(): void }) {
  const { t } = useTranslation('key');
  const timeZone = useTimeZone();

  function download() {
    const csv = keysCsv(
      batch.tokens,
      {
        header: [t('batch.csv.name'), t('batch.csv.key'), t('batch.csv.quota'), t('batch.csv.expiry'), t('batch.csv.group')],
        unlimited: t('values.unlimited'),
        never: t('values.never'),
        followGroup: t('values.followGroup'),
      },
      money,
      timeZone,
    );
    downloadText(csv, keysCsvFileName(batch.name, Math.floor(Date.now() / 1000), timeZone));
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="key-batch-title">
      <DialogTitle id="key-batch-title">{t('batch.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('batch.body', { count: batch.tokens.length })}</DialogContentText>
        {batch.failed.length > 0 ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('batch.failed', { count: batch.failed.length, message: translateGatewayMessage(batch.failed[0]?.message ?? '', t) })}
          </Alert>
        ) : null}
        {batch.findError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('batch.findFailed', { message: batch.findError })}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('batch.close')}</Button>
        <Button variant="contained" startIcon={<ActionIcon name="download" />} disabled={batch.tokens.length === 0} onClick={download}>
          {t('batch.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
