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
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';

/** The two numeric settings: what the request sends once valid, checked as typed. */
const NUMBER_SETTINGS = [
  { field: 'temperature', name: 'temperature', inputMode: 'decimal', bad: (text: string) => temperatureOf(text) === null },
  { field: 'maxTokens', name: 'max_tokens', inputMode: 'numeric', bad: (text: string) => maxTokensOf(text) === null },
] as const;

/** Model, key, temperature, max tokens and system prompt; saved in this browser as they change. */
export function SettingsPanel({ playground }: { playground: Playground }) {
  const { t } = useTranslation('playground');
  const { settings, setSettings, keys, models, model, group } = playground;
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
          {keys.state === 'failed' ? (
            <Alert severity="warning">{t('settings.keysFailed', { message: translateGatewayMessage(keys.message, t) })}</Alert>
          ) : null}
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="playground-group">
            {t('settings.group', { group })}
          </Typography>
          {NUMBER_SETTINGS.map((setting) => {
            const bad = setting.bad(settings[setting.field]);
            return (
              <TextField
                key={setting.name}
                size="small"
                label={t(`settings.${setting.field}`)}
                name={setting.name}
                value={settings[setting.field]}
                onChange={(event) => setSettings({ [setting.field]: event.target.value })}
                error={bad}
                helperText={t(`settings.${setting.field}${bad ? 'Invalid' : 'Help'}`)}
                slotProps={{ htmlInput: { inputMode: setting.inputMode } }}
              />
            );
          })}
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
