import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commaList } from '#shared/api/schemas/channel.ts';
import type { Channel } from '#shared/api/schemas/channel.ts';
import { ActionDialog } from '#client/components/action-dialog/action-dialog.tsx';
import { ListFilter } from '#client/components/list-toolbar/list-filter.tsx';

interface TestDialogProps {
  channel: Channel;
  /** The model chosen last time for this channel. */
  model: string;
  /** Remembers the choice (the response-time cell tests with it from then on) and tests. */
  onTest(model: string): Promise<void>;
  onClose(): void;
}

/** Picks the model a channel is tested with (its test model or one of its models) and tests it. */
export function TestDialog({ channel, model, onTest, onClose }: TestDialogProps) {
  const { t } = useTranslation(['channel', 'channel_dialogs']);
  const choices = [...new Set([channel.test_model, ...commaList(channel.models).filter((name) => !name.endsWith('*'))].filter(Boolean))];
  const [chosen, setChosen] = useState(model || choices[0] || '');
  const [busy, setBusy] = useState(false);
  return (
    <ActionDialog
      title={t('channel_dialogs:test.title', { name: channel.name })}
      closeLabel={t('channel_dialogs:form.cancel')}
      busy={busy}
      action={{
        label: t('channel_dialogs:test.run'),
        testId: 'channel-test-run',
        onClick: () => {
          setBusy(true);
          void onTest(chosen).finally(() => {
            setBusy(false);
            onClose();
          });
        },
      }}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>{t('channel_dialogs:test.body')}</DialogContentText>
      <ListFilter
        label={t('channel_dialogs:test.model')}
        name="test-model"
        value={chosen}
        options={[{ value: '', label: t('table.defaultModel') }, ...choices.map((name) => ({ value: name, label: name }))]}
        onChange={setChosen}
      />
    </ActionDialog>
  );
}
