import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Channel, ChannelInput, ChannelUpdate } from '#shared/api/schemas/channel.ts';
import type { FormEdit } from '#client/forms/stored-record.ts';
import { ListFilter } from '#client/components/list-toolbar/list-filter.tsx';
import { pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';
import { EMPTY_CHANNEL_FORM, channelFormSchema, channelToForm, formToBody } from './channel-form.ts';
import type { ChannelForm } from './channel-form.ts';
import { CHANNEL_TYPES, CUSTOM_TYPE } from '#shared/channel-types.ts';
import { CHANNEL_GRID_SX, GroupsField, MappingField, ModelsField, OptionFields } from './channel-fields.tsx';
import { PluginSection } from './plugin-section.tsx';
import { FormDialog } from '#client/components/form-dialog/form-dialog.tsx';
import { editOf } from '#client/forms/stored-record.ts';

/** What the dialog edits: a new channel, a saved one, or a copy of one (a new channel that starts from its values). */
export type ChannelDialogMode = { kind: 'create' } | { kind: 'edit'; channel: Channel } | { kind: 'copy'; channel: Channel };

interface ChannelDialogProps {
  mode: ChannelDialogMode;
  /** The gateway's groups a channel may serve. */
  groups: readonly string[];
  /** Saves a new channel or an edit; answers the gateway's refusal, or null when saved. */
  onSave(change: ChannelInput | FormEdit<ChannelUpdate>): Promise<string | null>;
  onClose(): void;
}

const GRID_SX = CHANNEL_GRID_SX;

function initialValues(mode: ChannelDialogMode, copySuffix: string): ChannelForm {
  if (mode.kind === 'create') return EMPTY_CHANNEL_FORM;
  const values = channelToForm(mode.channel);
  return mode.kind === 'copy' ? { ...values, name: `${values.name}${copySuffix}` } : values;
}

/**
 * Create, edit or copy a channel: type, name, base URL, key (write-only: several lines make
 * several channels; empty on edit keeps the key; a copy needs its own), models with "fetch from
 * provider", the model mapping with its "client asks → upstream gets" rows, groups, tag,
 * priority, weight, proxy, test model, only_chat, pre_cost, disabled_stream, model_headers and
 * custom_parameter (JSON checked). A refused save keeps the form and says why.
 */
export function ChannelDialog({ mode, groups, onSave, onClose }: ChannelDialogProps) {
  const { t } = useTranslation(['channel', 'channel_dialogs', 'zod', 'zod_custom', 'error']);
  const editing = mode.kind === 'edit' ? mode.channel : null;
  const form = useForm<ChannelForm>({
    resolver: zodResolver(channelFormSchema(editing === null), { error: pageErrorMap(t, 'channel_dialogs') }),
    defaultValues: initialValues(mode, '_copy'),
  });
  const field = fieldBinder(form.control, t);

  const dialog = bindFormDialog(
    form,
    (values) =>
      onSave(editing ? editOf(editing, values, channelToForm, (form, stored) => formToBody(form, stored)) : formToBody(values, null)),
    onClose,
  );

  const title =
    mode.kind === 'create'
      ? t('channel_dialogs:form.createTitle')
      : t(`channel_dialogs:form.${mode.kind}Title`, { name: mode.channel.name });

  return (
    <FormDialog
      {...dialog}
      title={title}
      submitLabel={t(editing ? 'channel_dialogs:form.save' : 'channel_dialogs:form.create')}
      cancelLabel={t('channel_dialogs:form.cancel')}
      testId="channel-form"
      saveTestId="channel-save"
      maxWidth="md"
    >
      <Box sx={GRID_SX}>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Box sx={{ pb: 2.5 }}>
              <ListFilter
                label={t('channel_dialogs:form.type')}
                name="type"
                fullWidth
                value={field.value}
                options={CHANNEL_TYPES.map(([id, name]) => ({
                  value: String(id),
                  label: id === CUSTOM_TYPE ? t('channel:types.custom') : name,
                }))}
                onChange={field.onChange}
              />
            </Box>
          )}
        />
        <FormTextField {...field('name', 'channel_dialogs:form.name')} />
        <FormTextField {...field('baseUrl', 'channel_dialogs:form.baseUrl', 'channel_dialogs:form.baseUrlHint')} />
        <FormTextField {...field('proxy', 'channel_dialogs:form.proxy', 'channel_dialogs:form.proxyHint')} />
        <FormTextField {...field('other', 'channel_dialogs:form.other', 'channel_dialogs:form.otherHint')} />
      </Box>
      <FormTextField
        {...field('key', 'channel_dialogs:form.key')}
        multiline
        helperText={editing ? t('channel_dialogs:form.keyKeep') : t('channel_dialogs:form.keyHint')}
      />
      <ModelsField form={form} savedId={editing?.id ?? null} />
      <MappingField form={form} />
      <GroupsField form={form} groups={groups} />
      <OptionFields form={form} perChannel plugin={<PluginSection control={form.control} editing={editing !== null} />} />
    </FormDialog>
  );
}
