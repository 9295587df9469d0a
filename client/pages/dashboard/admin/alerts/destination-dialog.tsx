import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DESTINATION_FIELDS, DESTINATION_KINDS } from '#shared/api/schemas/alerts.ts';
import type { Destination, DestinationInput } from '#shared/api/schemas/alerts.ts';
import { LANGUAGE_OPTIONS, LANGUAGES } from '#shared/i18n/settings.ts';
import type { Language } from '#shared/i18n/settings.ts';
import { FORM_GRID_SX, FormDialog } from '#client/components/form-dialog/form-dialog.tsx';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';
import { recordDialogTexts } from '#client/components/form-dialog/record-dialog-texts.ts';
import { pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { FormSelect } from '#client/components/form-fields/form-select.tsx';
import { FormSwitch } from '#client/components/form-fields/form-switch.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { destinationFormSchema, destinationToForm, emptyDestinationForm, storedSecret } from './destination-form.ts';
import type { DestinationForm } from './destination-form.ts';

interface DestinationDialogProps {
  /** The destination to edit, or null to add one. */
  destination: Destination | null;
  language: Language;
  /** Saves; answers the console's refusal, or null when saved. */
  onSave(input: DestinationInput): Promise<string | null>;
  onClose(): void;
}

const SECRET_FIELDS = new Set(['url', 'secret', 'bot_token']);

/**
 * Add or edit a destination: its kind's fields only; the URL, secret and bot token are
 * write-only (a stored one shows "set", and left empty it stays). The console refuses an address
 * it may not reach with the reason, above the fields.
 */
export function DestinationDialog({ destination, language, onSave, onClose }: DestinationDialogProps) {
  const { t } = useTranslation(['alerts', 'zod', 'zod_custom', 'error']);
  const form = useForm<DestinationForm>({
    resolver: zodResolver(destinationFormSchema(destination), { error: pageErrorMap(t, 'alerts') }),
    defaultValues: destination ? destinationToForm(destination) : emptyDestinationForm(language),
  });
  const field = fieldBinder(form.control, t);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const keeps = destination?.kind === kind ? destination : null;
  const dialog = bindFormDialog(form, (values) => onSave(values), onClose);
  return (
    <FormDialog
      {...dialog}
      {...recordDialogTexts(t, 'alerts', destination === null, { name: destination?.name ?? '' })}
      testId="alert-destination-form"
      saveTestId="alert-destination-save"
    >
      <Box sx={FORM_GRID_SX}>
        <FormTextField {...field('name', 'alerts:destination.name')} autoComplete="off" />
        <Box sx={{ pb: 2.5 }}>
          <FormSelect
            {...field('kind', 'alerts:destination.kindLabel')}
            options={DESTINATION_KINDS.map((value) => ({ value, label: t(`alerts:destination.kind.${value}`) }))}
          />
        </Box>
      </Box>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t(`alerts:destination.hints.${kind}`)}
      </Alert>
      {DESTINATION_FIELDS[kind].map((name) => (
        <FormTextField
          key={`${kind}-${name}`}
          {...field(name, `alerts:destination.fields.${name}`)}
          {...(SECRET_FIELDS.has(name) && storedSecret(keeps, name === 'url' ? 'url' : name === 'secret' ? 'secret' : 'bot_token')
            ? { helperText: t('alerts:destination.secretKeep') }
            : {})}
          {...(name === 'secret' || name === 'bot_token' ? { type: 'password' } : {})}
          autoComplete="off"
        />
      ))}
      <Box sx={FORM_GRID_SX}>
        <Box sx={{ pb: 2.5 }}>
          <FormSelect
            {...field('language', 'alerts:destination.language')}
            options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_OPTIONS[value].label }))}
          />
        </Box>
        <FormSwitch {...field('enabled', 'alerts:destination.enabled')} />
      </Box>
    </FormDialog>
  );
}
