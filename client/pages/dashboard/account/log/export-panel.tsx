import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useToast } from '#client/context/toast-context.ts';
import { progressPercent } from './csv-progress.ts';
import { useCsvExport } from './use-csv-export.ts';
import type { ExportState } from './use-csv-export.ts';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';

/** "Export CSV": streams the console's export of the current filter with progress and cancel. */
export function ExportPanel({ url }: { url: string }) {
  const { t } = useTranslation('log');
  const toast = useToast();
  const { state, start, cancel } = useCsvExport((done: ExportState) => {
    if (done.phase === 'done') toast.show(t('log:export.done', { rows: done.rows }), { severity: 'success' });
    if (done.phase === 'failed')
      toast.show(t('log:export.failed', { message: translateGatewayMessage(done.message, t) }), { severity: 'error' });
    if (done.phase === 'cancelled') toast.show(t('log:export.cancelled'), { severity: 'info' });
  });

  if (state.phase !== 'running') {
    return (
      <Button variant="contained" color="secondary" size="small" onClick={() => start(url)} data-testid="log-export">
        {t('log:export.button')}
      </Button>
    );
  }
  const percent = progressPercent(state.rows, state.total);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: { xs: '100%', sm: 320 } }} data-testid="log-export-progress">
      <Box sx={{ flexGrow: 1 }}>
        <LinearProgress variant={state.total > 0 ? 'determinate' : 'indeterminate'} value={percent} aria-label={t('log:export.button')} />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('log:export.progress', { rows: state.rows, total: state.total, percent })}
        </Typography>
      </Box>
      <Button size="small" color="inherit" onClick={cancel} data-testid="log-export-cancel">
        {t('log:export.cancel')}
      </Button>
    </Stack>
  );
}
