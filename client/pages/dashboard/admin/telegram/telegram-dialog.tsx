import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TELEGRAM_PARSE_MODES } from '#shared/api/schemas/telegram.ts';
import type { TelegramMenu, TelegramMenuInput } from '#shared/api/schemas/telegram.ts';
import { FORM_GRID_SX, FormDialog } from '#client/components/form-dialog/form-dialog.tsx';
import { FormSelect } from '#client/components/form-fields/form-select.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { editOrCreate } from '#client/forms/stored-record.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';
import { recordDialogTexts } from '#client/components/form-dialog/record-dialog-texts.ts';
import { EMPTY_TELEGRAM_FORM, formToBody, menuToForm, telegramFormSchema } from './telegram-form.ts';
import type { TelegramForm } from './telegram-form.ts';

interface TelegramDialogProps {
  /** The command to edit, or null to create one. */
  menu: TelegramMenu | null;
  /** Saves; answers the gateway's refusal, or null when saved. */
  /** A new command, or an edit (the untouched form's body and the saved one). */
  onSave(change: TelegramMenuInput | FormEdit<TelegramMenuInput>): Promise<string | null>;
  onClose(): void;
}

/** Create or edit a bot command: every field is required; a refused save keeps the form and says why. */
export function TelegramDialog({ menu, onSave, onClose }: TelegramDialogProps) {
  const { t } = useTranslation(['telegram', 'zod', 'zod_custom', 'error']);
  const creating = menu === null;
  const form = useForm<TelegramForm>({
    resolver: zodResolver(telegramFormSchema, { error: pageErrorMap(t, 'telegram') }),
    defaultValues: menu ? menuToForm(menu) : EMPTY_TELEGRAM_FORM,
  });
  const field = fieldBinder(form.control, t);

  const dialog = bindFormDialog(form, (values) => onSave(editOrCreate(menu, values, menuToForm, formToBody)), onClose);

  return (
    <FormDialog
      {...dialog}
      {...recordDialogTexts(t, 'telegram', creating, { command: menu?.command ?? '' })}
      testId="telegram-form"
      saveTestId="telegram-save"
    >
      <Box sx={FORM_GRID_SX}>
        <FormTextField {...field('command', 'telegram:form.command', 'telegram:form.commandHint')} autoComplete="off" />
        <Box sx={{ pb: 2.5 }}>
          <FormSelect
            {...field('parseMode', 'telegram:form.parseMode')}
            options={TELEGRAM_PARSE_MODES.map((mode) => ({ value: mode, label: mode }))}
          />
        </Box>
      </Box>
      <FormTextField {...field('description', 'telegram:form.description')} />
      <FormTextField {...field('replyMessage', 'telegram:form.replyMessage', 'telegram:form.replyHint')} multiline minRows={4} />
    </FormDialog>
  );
}
