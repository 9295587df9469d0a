import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OwnedBy, Price } from '#shared/api/schemas/model.ts';
import { EXTRA_RATIO_KEYS } from '#shared/api/schemas/pricing.ts';
import { formatDecimal } from '#shared/format/price.ts';
import type { PriceUnit } from '#shared/format/price.ts';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import { PriceUnitToggle } from '#client/components/price-unit-toggle/price-unit-toggle.tsx';
import { pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { FormSwitch } from '#client/components/form-fields/form-switch.tsx';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';
import { recordDialogTexts } from '#client/components/form-dialog/record-dialog-texts.ts';
import { dollarsToRatio, formModels, formToPrice, priceFormSchema, priceToForm, ratioToDollars } from './price-form.ts';
import type { PriceForm } from './price-form.ts';
import type { PriceSave } from './use-price-mutations.ts';
import { FormDialog } from '#client/components/form-dialog/form-dialog.tsx';

interface PriceDialogProps {
  /** The price edited (null to create), and the models it applies to (prefilled when creating). */
  price: Price | null;
  models: readonly string[];
  /** The models being edited ([] when creating): members left out lose their price. */
  original: readonly string[];
  modelOptions: readonly string[];
  owners: OwnedBy;
  quotaPerUnit: number;
  unit: PriceUnit;
  onSave(change: PriceSave): Promise<string | null>;
  onClose(): void;
}

function ModelsField({ control, options }: { control: Control<PriceForm>; options: readonly string[] }) {
  const { t } = useTranslation('pricing');
  return (
    <Controller
      control={control}
      name="models"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          freeSolo
          autoSelect
          disableCloseOnSelect
          options={[...options]}
          value={field.value}
          onChange={(_event, value) => field.onChange(value.map((model) => model.trim()).filter((model) => model !== ''))}
          renderValue={(value, getItemProps) =>
            value.map((model, index) => <Chip size="small" label={model} {...getItemProps({ index })} key={model} />)
          }
          renderInput={(params) => (
            <TextField
              {...params}
              name="models"
              label={t('form.models')}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('form.modelsHint')}
            />
          )}
        />
      )}
    />
  );
}

function OwnerField({ control, owners }: { control: Control<PriceForm>; owners: OwnedBy }) {
  const { t } = useTranslation('pricing');
  const id = useId();
  const choices = Object.values(owners)
    .filter((owner) => owner.id >= 1)
    .sort((a, b) => a.id - b.id);
  return (
    <Controller
      control={control}
      name="owner"
      render={({ field, fieldState }) => (
        <FormControl fullWidth error={Boolean(fieldState.error)} sx={{ mb: 1 }}>
          <InputLabel htmlFor={id} shrink>
            {t('form.owner')}
          </InputLabel>
          <NativeSelect
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            input={<OutlinedInput notched label={t('form.owner')} id={id} name="owner" />}
          >
            <option value="">{t('form.ownerPick')}</option>
            {choices.map((owner) => (
              <option key={owner.id} value={String(owner.id)}>
                {owner.name}
              </option>
            ))}
          </NativeSelect>
          <FormHelperText>{fieldState.error?.message ?? ' '}</FormHelperText>
        </FormControl>
      )}
    />
  );
}

function ExtraRatioFields({ control }: { control: Control<PriceForm> }) {
  const { t } = useTranslation('pricing');
  const { fields, append, remove } = useFieldArray({ control, name: 'extras' });
  const used = useWatch({ control, name: 'extras' });
  const free = EXTRA_RATIO_KEYS.find((key) => !used.some((extra) => extra.key === key));
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {t('form.extras')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('form.extrasHint')}
      </Typography>
      {fields.map((row, index) => (
        <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="extra-ratio-row">
          <Controller
            control={control}
            name={`extras.${index}.key`}
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} sx={{ flexGrow: 1 }}>
                <NativeSelect
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  input={<OutlinedInput name={field.name} inputProps={{ 'aria-label': t('form.extraKey', { index: index + 1 }) }} />}
                >
                  {EXTRA_RATIO_KEYS.map((key) => (
                    <option key={key} value={key}>
                      {t(`extra.keys.${key}`)}
                    </option>
                  ))}
                </NativeSelect>
                <FormHelperText>{fieldState.error?.message ?? ' '}</FormHelperText>
              </FormControl>
            )}
          />
          <Box sx={{ width: 140 }}>
            <FormTextField control={control} name={`extras.${index}.value`} label={t('form.extraRatio')} />
          </Box>
          <IconButton aria-label={t('form.extraRemove', { index: index + 1 })} onClick={() => remove(index)} sx={{ mt: 1 }}>
            <ActionIcon name="delete" fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        startIcon={<ActionIcon name="add" />}
        disabled={free === undefined}
        onClick={() => free && append({ key: free, value: '1' })}
      >
        {t('form.extraAdd')}
      </Button>
    </Box>
  );
}

/**
 * Create a price, or edit one model's or a group's: models (free entry, with the gateway's
 * model list as suggestions), type, owner, input and output in US$ per 1K or 1M tokens (per call
 * for `times`, where output does not apply) converted to one-hub's ratio, locked, extra ratios.
 */
export function PriceDialog({ price, models, original, modelOptions, owners, quotaPerUnit, unit, onSave, onClose }: PriceDialogProps) {
  const { t } = useTranslation(['pricing', 'zod', 'zod_custom', 'error']);
  const creating = original.length === 0;
  const form = useForm<PriceForm>({
    resolver: zodResolver(priceFormSchema, { error: pageErrorMap(t, 'pricing') }),
    defaultValues: priceToForm(price, models, quotaPerUnit, unit),
  });
  const field = fieldBinder(form.control, t);
  const [type, formUnit, input, output] = useWatch({ control: form.control, name: ['type', 'unit', 'input', 'output'] });
  const ratioHint = (text: string) => {
    const value = Number(text.trim());
    return text.trim() === '' || !Number.isFinite(value)
      ? ' '
      : t('form.ratioHint', { ratio: formatDecimal(dollarsToRatio(value, type, formUnit, quotaPerUnit), 6) });
  };
  // Switching units keeps the price: what was typed is converted to the new unit.
  function switchUnit(next: PriceUnit) {
    for (const name of ['input', 'output'] as const) {
      const value = Number(form.getValues(name).trim());
      if (form.getValues(name).trim() !== '' && Number.isFinite(value))
        form.setValue(name, ratioToDollars(dollarsToRatio(value, type, formUnit, quotaPerUnit), type, next, quotaPerUnit));
    }
    form.setValue('unit', next);
  }
  const dialog = bindFormDialog(
    form,
    async (values) => {
      const chosen = formModels(values);
      return onSave({
        original,
        models: chosen,
        price: formToPrice({ ...values, models: chosen }, quotaPerUnit),
        ...(creating ? {} : { before: formToPrice(priceToForm(price, original, quotaPerUnit, unit), quotaPerUnit) }),
      });
    },
    onClose,
  );
  const unitText = t(type === 'times' ? 'form.perCall' : `form.per.${formUnit}`);
  return (
    <FormDialog
      {...dialog}
      {...recordDialogTexts(t, 'pricing', creating, { count: original.length, model: original[0] ?? '' })}
      testId="price-form"
      saveTestId="price-save"
    >
      <ModelsField control={form.control} options={modelOptions} />
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <FormControl sx={{ my: 1 }}>
            <FormLabel id="price-type-label">{t('pricing:form.type')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="price-type-label"
              name="type"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel value="tokens" control={<Radio />} label={t('pricing:types.tokens')} />
              <FormControlLabel value="times" control={<Radio />} label={t('pricing:types.times')} />
            </RadioGroup>
          </FormControl>
        )}
      />
      <OwnerField control={form.control} owners={owners} />
      {type === 'tokens' ? (
        <Box sx={{ mb: 2 }}>
          <PriceUnitToggle
            value={formUnit}
            onChange={switchUnit}
            label={t('pricing:form.unit')}
            unitLabel={(u) => t(`pricing:units.${u}`)}
            testIdPrefix="price-form-unit"
          />
        </Box>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <Box sx={{ flex: 1 }}>
          <FormTextField
            control={form.control}
            name="input"
            label={t('pricing:form.input', { unit: unitText })}
            helperText={ratioHint(input)}
          />
        </Box>
        {type === 'tokens' ? (
          <Box sx={{ flex: 1 }}>
            <FormTextField
              control={form.control}
              name="output"
              label={t('pricing:form.output', { unit: unitText })}
              helperText={ratioHint(output)}
            />
          </Box>
        ) : null}
      </Stack>
      <FormSwitch {...field('locked', 'pricing:form.locked')} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('pricing:form.lockedHint')}
      </Typography>
      <ExtraRatioFields control={form.control} />
    </FormDialog>
  );
}
