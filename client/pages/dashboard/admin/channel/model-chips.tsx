import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commaList } from '#shared/api/schemas/channel.ts';
import { mergeModels } from './catalog-models.ts';
import type { FillScope } from './catalog-models.ts';

interface ModelChipsProps {
  models: readonly string[];
  onChange(models: string[]): void;
  /** Asks the provider for its models with the form's current values; answers them, or the refusal. */
  onFetch(): Promise<string[] | string>;
  /** The gateway's priced models of this channel's type, or all of them; answers them, or the refusal. */
  onFill(scope: FillScope): Promise<string[] | string>;
  error?: string;
}

/** Where models come from besides typing them: the provider, or the gateway's priced models. */
type Source = 'provider' | FillScope;

const CHIPS_SX = { flexWrap: 'wrap', gap: 0.5, mb: 1 } as const;
const FILL_SX = { mt: 1, alignItems: { sm: 'center' } } as const;

/**
 * The channel's models as chips: type names (a comma list or Enter adds them; a trailing `*`
 * matches by prefix), remove one, clear all, or fill in what the provider lists, the gateway's
 * priced models of the channel's type or all of them (added to the list, or replacing it).
 */
export function ModelChips({ models, onChange, onFetch, onFill, error }: ModelChipsProps) {
  const { t } = useTranslation(['channel', 'channel_dialogs', 'channel_tools']);
  const [text, setText] = useState('');
  const [fetching, setFetching] = useState<Source | null>(null);
  const [replace, setReplace] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const load = (source: Source) => {
    setFetching(source);
    setNote(null);
    void (source === 'provider' ? onFetch() : onFill(source))
      .then((answer) => {
        if (typeof answer === 'string') setNote(answer);
        else {
          onChange(mergeModels(models, answer, replace));
          setNote(t(source === 'provider' ? 'channel_dialogs:form.fetched' : 'channel_tools:fill.filled', { count: answer.length }));
        }
      })
      .finally(() => setFetching(null));
  };
  const add = () => {
    const added = commaList(text);
    if (added.length > 0) onChange([...new Set([...models, ...added])]);
    setText('');
  };
  return (
    <div data-testid="channel-models">
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {t('channel_dialogs:form.models')}
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
          placeholder={t('channel_dialogs:form.addModels')}
          inputProps={{ 'aria-label': t('channel_dialogs:form.addModels') }}
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
          {t('channel_dialogs:form.add')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          loading={fetching === 'provider'}
          disabled={fetching !== null}
          data-testid="channel-fetch-models"
          onClick={() => load('provider')}
        >
          {t('channel_dialogs:form.fetchModels')}
        </Button>
        <Button size="small" onClick={() => onChange([])} disabled={models.length === 0}>
          {t('channel_dialogs:form.clearModels')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={FILL_SX}>
        {(['type', 'all'] as const).map((scope) => (
          <Button
            key={scope}
            variant="outlined"
            size="small"
            loading={fetching === scope}
            disabled={fetching !== null}
            data-testid={`channel-fill-${scope}`}
            onClick={() => load(scope)}
          >
            {t(`channel_tools:fill.${scope}`)}
          </Button>
        ))}
        <FormControlLabel
          control={<Checkbox size="small" checked={replace} onChange={(event) => setReplace(event.target.checked)} name="models-replace" />}
          label={t('channel_tools:fill.replace')}
        />
      </Stack>
      <FormHelperText error={Boolean(error)} role={note ? 'status' : undefined}>
        {error ?? note ?? t('channel_dialogs:form.modelsHint')}
      </FormHelperText>
    </div>
  );
}
