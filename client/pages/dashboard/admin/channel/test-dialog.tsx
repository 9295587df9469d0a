import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commaList } from '#shared/api/schemas/channel.ts';
import type { Channel } from '#shared/api/schemas/channel.ts';
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
  const { t } = useTranslation('channel');
  const choices = [...new Set([channel.test_model, ...commaList(channel.models).filter((name) => !name.endsWith('*'))].filter(Boolean))];
  const [chosen, setChosen] = useState(model || choices[0] || '');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="channel-test-title">
      <DialogTitle id="channel-test-title">{t('test.title', { name: channel.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('test.body')}</DialogContentText>
        <ListFilter
          label={t('test.model')}
          name="test-model"
          value={chosen}
          options={[{ value: '', label: t('table.defaultModel') }, ...choices.map((name) => ({ value: name, label: name }))]}
          onChange={setChosen}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button
          variant="contained"
          loading={busy}
          data-testid="channel-test-run"
          onClick={() => {
            setBusy(true);
            void onTest(chosen).finally(() => {
              setBusy(false);
              onClose();
            });
          }}
        >
          {t('test.run')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
