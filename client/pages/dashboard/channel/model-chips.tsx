import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commaList } from '../../../../shared/api/schemas/channel.ts';

interface ModelChipsProps {
  models: readonly string[];
  onChange(models: string[]): void;
  /** Asks the provider for its models with the form's current values; answers them, or the refusal. */
  onFetch(): Promise<string[] | string>;
  error?: string;
}

const CHIPS_SX = { flexWrap: 'wrap', gap: 0.5, mb: 1 } as const;

/**
 * The channel's models as chips: type names (a comma list or Enter adds them; a trailing `*`
 * matches by prefix), remove one, clear all, or merge in what the provider lists.
 */
export function ModelChips({ models, onChange, onFetch, error }: ModelChipsProps) {
  const { t } = useTranslation('channel');
  const [text, setText] = useState('');
  const [fetching, setFetching] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const add = () => {
    const added = commaList(text);
    if (added.length > 0) onChange([...new Set([...models, ...added])]);
    setText('');
  };
  return (
    <div data-testid="channel-models">
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {t('form.models')}
      </Typography>
      <Stack direction="row" sx={CHIPS_SX}>
        {models.map((model) => (
          <Chip key={model} size="small" label={model} onDelete={() => onChange(models.filter((item) => item !== model))} />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <OutlinedInput
          size="small"
          name="model-input"
          value={text}
          placeholder={t('form.addModels')}
          inputProps={{ 'aria-label': t('form.addModels') }}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" size="small" onClick={add}>
          {t('form.add')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          loading={fetching}
          data-testid="channel-fetch-models"
          onClick={() => {
            setFetching(true);
            setNote(null);
            void onFetch()
              .then((answer) => {
                if (typeof answer === 'string') setNote(answer);
                else {
                  onChange([...new Set([...models, ...answer])]);
                  setNote(t('form.fetched', { count: answer.length }));
                }
              })
              .finally(() => setFetching(false));
          }}
        >
          {t('form.fetchModels')}
        </Button>
        <Button size="small" onClick={() => onChange([])} disabled={models.length === 0}>
          {t('form.clearModels')}
        </Button>
      </Stack>
      <FormHelperText error={Boolean(error)} role={note ? 'status' : undefined}>
        {error ?? note ?? t('form.modelsHint')}
      </FormHelperText>
    </div>
  );
}
