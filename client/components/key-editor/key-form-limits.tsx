import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from '#client/components/form-fields/form-switch.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { fieldBinder } from '#client/forms/field-binder.ts';
import type { KeyForm } from './key-form-schema.ts';
import type { ModelOption } from './key-options.ts';
import type { Catalogue } from './use-model-catalogue.ts';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';

function ModelPicker({ control, catalogue }: { control: Control<KeyForm>; catalogue: Catalogue }) {
  const { t } = useTranslation('key');
  const options: ModelOption[] = catalogue.state === 'ready' ? catalogue.options : [];
  const owners = new Map(options.map((option) => [option.model, option.owner]));
  if (catalogue.state === 'error')
    return <Alert severity="error">{t('form.modelsFailed', { message: translateGatewayMessage(catalogue.message, t) })}</Alert>;
  return (
    <Controller
      control={control}
      name="models"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          disableCloseOnSelect
          loading={catalogue.state === 'loading'}
          loadingText={t('form.modelsLoading')}
          // While the catalogue loads, the chosen models are the only options (no "unknown value" warnings).
          options={catalogue.state === 'ready' ? options.map((option) => option.model) : field.value}
          groupBy={(model) => owners.get(model) ?? t('form.otherOwner')}
          value={field.value}
          onChange={(_event, value) => field.onChange(value)}
          renderValue={(value, getItemProps) =>
            value.map((model, index) => <Chip size="small" label={model} {...getItemProps({ index })} key={model} />)
          }
          renderInput={(params) => (
            <TextField
              {...params}
              name="models"
              label={t('form.models')}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? ' '}
            />
          )}
        />
      )}
    />
  );
}

/** Model and IP limits and the streaming heartbeat. */
export function KeyFormLimits({ control, catalogue }: { control: Control<KeyForm>; catalogue: Catalogue }) {
  const { t } = useTranslation('key');
  const field = fieldBinder(control, t);
  const [limitModels, limitIps, heartbeat] = useWatch({ control, name: ['limitModels', 'limitIps', 'heartbeat'] });
  return (
    <>
      <Typography variant="subtitle2">{t('form.limitsSection')}</Typography>
      <FormSwitch {...field('limitModels', 'form.limitModels')} />
      {limitModels ? <ModelPicker control={control} catalogue={catalogue} /> : null}
      <FormSwitch {...field('limitIps', 'form.limitIps')} />
      {limitIps ? (
        <FormTextField {...field('ips', 'form.ips', 'form.ipsHint')} multiline minRows={3} placeholder={'192.168.1.1\n10.0.0.0/8'} />
      ) : null}
      <FormSwitch {...field('heartbeat', 'form.heartbeat')} />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: heartbeat ? 2 : 0 }}>
        {t('form.heartbeatInfo')}
      </Typography>
      {heartbeat ? (
        <FormTextField {...field('heartbeatTimeout', 'form.heartbeatTimeout', 'form.heartbeatHint')} inputMode="numeric" />
      ) : null}
    </>
  );
}
