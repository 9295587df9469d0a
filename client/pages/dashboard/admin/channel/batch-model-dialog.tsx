import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel } from '#shared/api/schemas/channel.ts';
import { TextInput } from '#client/components/text-input/text-input.tsx';
import { ActionDialog } from '#client/components/action-dialog/action-dialog.tsx';
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
  const { t } = useTranslation(['channel', 'channel_dialogs']);
  const [model, setModel] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const count = channels.length;
  return (
    <ActionDialog
      title={t(`batch.model.${action}Title`, { count })}
      closeLabel={t('channel_dialogs:form.cancel')}
      busy={busy}
      error={refusal}
      action={{
        label: t(`batch.model.${action}Confirm`, { count }),
        color: action === 'remove' ? 'error' : 'primary',
        disabled: model.trim() === '',
        testId: 'channel-batch-model-run',
      }}
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
      onClose={onClose}
    >
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
    </ActionDialog>
  );
}
