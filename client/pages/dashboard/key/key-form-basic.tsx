import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/format/number.ts';
import type { KeyForm } from './key-form-schema.ts';
import { fieldToQuota } from './key-form-values.ts';
import type { Money } from './key-form-values.ts';

interface SectionProps {
  control: Control<KeyForm>;
}

/** A switch bound to a boolean field. */
export function SwitchField({
  control,
  name,
  label,
  onToggle,
}: SectionProps & {
  name: 'neverExpires' | 'unlimited' | 'limitModels' | 'limitIps' | 'heartbeat';
  label: string;
  onToggle?(checked: boolean): void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={{ display: 'flex', width: 'fit-content' }}
          label={label}
          control={
            <Switch
              name={field.name}
              checked={field.value}
              onChange={(_event, checked) => {
                field.onChange(checked);
                onToggle?.(checked);
              }}
            />
          }
        />
      )}
    />
  );
}

/** A text field bound to a string field, with its translated error. */
export function TextFieldFor({
  control,
  name,
  label,
  helperText,
  ...rest
}: SectionProps & {
  name: 'name' | 'expiresAt' | 'quota' | 'ips' | 'heartbeatTimeout' | 'count';
  label: string;
  helperText?: string;
  type?: string;
  multiline?: boolean;
  minRows?: number;
  placeholder?: string;
  autoFocus?: boolean;
  inputMode?: 'numeric' | 'decimal';
}) {
  const { inputMode, ...props } = rest;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText ?? ' '}
          slotProps={{
            inputLabel: { shrink: props.type === 'datetime-local' ? true : undefined },
            htmlInput: inputMode ? { inputMode } : {},
          }}
        />
      )}
    />
  );
}

/** Name, batch count (creating only), expiry, quota. */
export function KeyFormBasic({
  control,
  money,
  creating,
  onExpiryNeeded,
}: SectionProps & { money: Money; creating: boolean; onExpiryNeeded(): void }) {
  const { t, i18n } = useTranslation('token');
  const [neverExpires, unlimited, quota] = useWatch({ control, name: ['neverExpires', 'unlimited', 'quota'] });
  const quotaHint =
    money.displayInCurrency && quota.trim() !== ''
      ? t('form.quotaEquals', { quota: formatNumber(fieldToQuota(quota, money), i18n.language) })
      : t('form.quotaNote');
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: creating ? 8 : 12 }}>
        <TextFieldFor control={control} name="name" label={t('form.name')} autoFocus />
      </Grid>
      {creating ? (
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextFieldFor control={control} name="count" label={t('form.count')} inputMode="numeric" helperText={t('form.countHint')} />
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, sm: 6 }}>
        <SwitchField control={control} name="neverExpires" label={t('form.neverExpires')} onToggle={(never) => never || onExpiryNeeded()} />
        {neverExpires ? null : <TextFieldFor control={control} name="expiresAt" label={t('form.expiresAt')} type="datetime-local" />}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SwitchField control={control} name="unlimited" label={t('form.unlimited')} />
        {unlimited ? null : (
          <TextFieldFor
            control={control}
            name="quota"
            label={money.displayInCurrency ? t('form.quotaAmount') : t('form.quotaRaw')}
            inputMode="decimal"
            helperText={quotaHint}
          />
        )}
      </Grid>
    </Grid>
  );
}
