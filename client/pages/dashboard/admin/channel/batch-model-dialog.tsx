import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel } from '#shared/api/schemas/channel.ts';
import { TextInput } from '#client/components/text-input/text-input.tsx';
import type { ModelBatchAction } from './use-channel-mutations.ts';

interface BatchModelDialogProps {
  action: ModelBatchAction;
  channels: readonly Channel[];
  /** Runs the batch; answers the gateway's refusal, or null when done. */
  onRun(model: string): Promise<string | null>;
  onClose(): void;
}

/** Adds a model to, or removes one from, the selected channels; the button names how many. */
export function BatchModelDialog({ action, channels, onRun, onClose }: BatchModelDialogProps) {
  const { t } = useTranslation('channel');
  const [model, setModel] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const count = channels.length;
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="channel-batch-model-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (model.trim() === '') return;
          setBusy(true);
          void onRun(model.trim()).then((answer) => {
            setBusy(false);
            if (answer) setRefusal(answer);
            else onClose();
          });
        }}
      >
        <DialogTitle id="channel-batch-model-title">{t(`batch.model.${action}Title`, { count })}</DialogTitle>
        <DialogContent>
          {refusal ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          ) : null}
          <DialogContentText sx={{ mb: 2 }}>
            {t(`batch.model.${action}Body`, { count, names: channels.map((channel) => channel.name).join(', ') })}
          </DialogContentText>
          <TextInput
            name="batch-model"
            label={t('batch.model.name')}
            value={model}
            onChange={(event) => setModel(event.target.value)}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={action === 'remove' ? 'error' : 'primary'}
            loading={busy}
            disabled={model.trim() === ''}
            data-testid="channel-batch-model-run"
          >
            {t(`batch.model.${action}Confirm`, { count })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
