import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListFilter } from '#client/components/list-toolbar/list-filter.tsx';
import { maxTokensOf, PLAYGROUND_KEY, temperatureOf } from './playground-settings.ts';
import type { Playground } from './use-playground.ts';

/** Model, key, temperature, max tokens and system prompt; saved in this browser as they change. */
export function SettingsPanel({ playground }: { playground: Playground }) {
  const { t } = useTranslation('playground');
  const { settings, setSettings, keys, models, model, group } = playground;
  const temperatureBad = temperatureOf(settings.temperature) === null;
  const maxTokensBad = maxTokensOf(settings.maxTokens) === null;
  const keyOptions = [
    { value: PLAYGROUND_KEY, label: t('settings.playgroundKey') },
    ...(keys.state === 'ready' ? keys.keys.map((key) => ({ value: `key:${key.id}`, label: key.name })) : []),
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('settings.title')}
        </Typography>
        <Stack spacing={2}>
          <ListFilter
            label={t('settings.model')}
            name="model"
            value={settings.model}
            fullWidth
            options={models.map((option) => ({
              value: option.name,
              label: option.usable ? option.name : t('settings.otherGroup', { model: option.name, groups: option.groups.join(', ') }),
            }))}
            onChange={(value) => setSettings({ model: value })}
          />
          {model && !model.usable ? (
            <Alert severity="warning" data-testid="playground-model-unusable">
              {t('settings.notUsable', { group, model: model.name, groups: model.groups.join(', ') })}
            </Alert>
          ) : null}
          <ListFilter
            label={t('settings.key')}
            name="key"
            value={keyOptions.some((option) => option.value === settings.keyChoice) ? settings.keyChoice : PLAYGROUND_KEY}
            fullWidth
            options={keyOptions}
            onChange={(value) => setSettings({ keyChoice: value })}
          />
          {keys.state === 'failed' ? <Alert severity="warning">{t('settings.keysFailed', { message: keys.message })}</Alert> : null}
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="playground-group">
            {t('settings.group', { group })}
          </Typography>
          <TextField
            size="small"
            label={t('settings.temperature')}
            name="temperature"
            value={settings.temperature}
            onChange={(event) => setSettings({ temperature: event.target.value })}
            error={temperatureBad}
            helperText={t(temperatureBad ? 'settings.temperatureInvalid' : 'settings.temperatureHelp')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            size="small"
            label={t('settings.maxTokens')}
            name="max_tokens"
            value={settings.maxTokens}
            onChange={(event) => setSettings({ maxTokens: event.target.value })}
            error={maxTokensBad}
            helperText={t(maxTokensBad ? 'settings.maxTokensInvalid' : 'settings.maxTokensHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            size="small"
            label={t('settings.system')}
            name="system"
            value={settings.system}
            onChange={(event) => setSettings({ system: event.target.value })}
            multiline
            minRows={3}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
