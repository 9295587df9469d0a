import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { downloadText } from '#client/components/download/download-file.ts';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import { useCopy } from '#client/hooks/use-copy.ts';
import { codesCsv, codesCsvFileName } from './redemption-csv.ts';
import type { CreatedBatch } from './redemption-csv.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

// One class for the key list: monospace, scrolls when a batch is long.
const KEYS_SX = {
  m: 0,
  mt: 2,
  p: 1.5,
  maxHeight: 280,
  overflow: 'auto',
  fontFamily: 'monospace',
  fontSize: 13,
  bgcolor: 'action.hover',
  borderRadius: 1,
  whiteSpace: 'pre',
} as const;

/**
 * The keys of a batch just created, shown once: copy them all (one a line) or download them as
 * CSV (built in the browser). Closing does not lose them: each row's copy button still has its key.
 */
export function CreatedCodesDialog({ batch, money, onClose }: { batch: CreatedBatch; money: QuotaDisplay; onClose(): void }) {
  const { t } = useTranslation('redemption');
  const timeZone = useTimeZone();
  const copy = useCopy();
  const titleId = useId();

  function download() {
    const csv = codesCsv(
      batch,
      { header: [t('csv.name'), t('csv.key'), t('csv.value'), t('csv.expiry')], never: t('values.never') },
      money,
      timeZone,
    );
    downloadText(csv, codesCsvFileName(batch.name, Math.floor(Date.now() / 1000), timeZone));
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('created.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('created.body', { count: batch.keys.length, name: batch.name })}</DialogContentText>
        <Box component="pre" sx={KEYS_SX} data-testid="redemption-created-keys" tabIndex={0} aria-label={t('created.keys')}>
          {batch.keys.join('\n')}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('created.close')}</Button>
        <Button
          startIcon={<ActionIcon name="copy" />}
          onClick={() => void copy(batch.keys.join('\n'), t('created.copyName'))}
          data-testid="redemption-copy-all"
        >
          {t('created.copy')}
        </Button>
        <Button variant="contained" startIcon={<ActionIcon name="download" />} onClick={download} data-testid="redemption-download">
          {t('created.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
