import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keyLines } from '../../../../shared/api/schemas/channel.ts';
import type { Channel, ChannelInput, ChannelUpdate } from '../../../../shared/api/schemas/channel.ts';
import { ListFilter } from '../../../components/list-toolbar/list-filter.tsx';
import { errorMessage } from '../../../forms/error-message.ts';
import { browserApi } from '../../../session/credentials.ts';
import { pageErrorMap } from '../admin-common/form-checks.ts';
import { FormSwitch } from '../../../forms/form-switch.tsx';
import { FormTextField } from '../../../forms/form-text-field.tsx';
import { EMPTY_CHANNEL_FORM, channelFormSchema, channelToForm, formToBody, mappingRows } from './channel-form.ts';
import type { ChannelForm } from './channel-form.ts';
import { CHANNEL_TYPES, CUSTOM_TYPE } from './channel-types.ts';
import { ModelChips } from './model-chips.tsx';
import { PluginSection } from './plugin-section.tsx';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';

/** What the dialog edits: a new channel, a saved one, or a copy of one (a new channel that starts from its values). */
export type ChannelDialogMode = { kind: 'create' } | { kind: 'edit'; channel: Channel } | { kind: 'copy'; channel: Channel };

interface ChannelDialogProps {
  mode: ChannelDialogMode;
  /** The gateway's groups a channel may serve. */
  groups: readonly string[];
  /** Saves; answers the gateway's refusal, or null when saved. */
  onSave(body: ChannelInput | ChannelUpdate): Promise<string | null>;
  onClose(): void;
}

const GRID_SX = { display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const MAPPING_SX = { m: 0, mb: 2, pl: 2.5, fontFamily: 'monospace', fontSize: 13 } as const;

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
  const { t } = useTranslation(['channel', 'zod', 'zod_custom', 'error']);
  const editing = mode.kind === 'edit' ? mode.channel : null;
  const form = useForm<ChannelForm>({
    resolver: zodResolver(channelFormSchema(editing === null), { error: pageErrorMap(t, 'channel') }),
    defaultValues: initialValues(mode, '_copy'),
  });
  const [mapping, chosenGroups] = useWatch({ control: form.control, name: ['modelMapping', 'groups'] });
  const rows = mappingRows(mapping);
  const groupChoices = [...new Set([...groups, ...chosenGroups])];

  const submit = form.handleSubmit(async (values) => {
    const refusal = await onSave(formToBody(values, editing));
    if (refusal) form.setError('root', { message: refusal });
    else onClose();
  });

  /** The provider's models for what the form holds now (the saved channel's key when none is typed). */
  async function fetchModels(): Promise<string[] | string> {
    const values = form.getValues();
    const key = keyLines(values.key)[0];
    try {
      return await browserApi().post(
        '/api/channel/provider_models_list',
        {
          type: Number(values.type),
          base_url: values.baseUrl.trim(),
          ...(key ? { key } : {}),
          ...(editing && !key ? { id: editing.id } : {}),
        },
        z.array(z.string()),
      );
    } catch (error) {
      return errorMessage(error, t);
    }
  }

  const title = mode.kind === 'create' ? t('channel:form.createTitle') : t(`channel:form.${mode.kind}Title`, { name: mode.channel.name });

  return (
    <FormDialog
      title={title}
      error={form.formState.errors.root?.message}
      submitLabel={t(editing ? 'channel:form.save' : 'channel:form.create')}
      cancelLabel={t('channel:form.cancel')}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
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
                label={t('channel:form.type')}
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
        <FormTextField control={form.control} name="name" label={t('channel:form.name')} />
        <FormTextField control={form.control} name="baseUrl" label={t('channel:form.baseUrl')} helperText={t('channel:form.baseUrlHint')} />
        <FormTextField control={form.control} name="proxy" label={t('channel:form.proxy')} helperText={t('channel:form.proxyHint')} />
        <FormTextField control={form.control} name="other" label={t('channel:form.other')} helperText={t('channel:form.otherHint')} />
      </Box>
      <FormTextField
        control={form.control}
        name="key"
        multiline
        label={t('channel:form.key')}
        helperText={editing ? t('channel:form.keyKeep') : t('channel:form.keyHint')}
      />
      <Controller
        control={form.control}
        name="models"
        render={({ field, fieldState }) => (
          <ModelChips
            models={field.value}
            onChange={field.onChange}
            onFetch={fetchModels}
            {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
          />
        )}
      />
      <Box sx={{ mt: 2 }}>
        <FormTextField
          control={form.control}
          name="modelMapping"
          multiline
          label={t('channel:form.mapping')}
          helperText={t('channel:form.mappingHint')}
        />
        {rows && rows.length > 0 ? (
          <Box component="ul" sx={MAPPING_SX} aria-label={t('channel:form.mappingRows')} data-testid="channel-mapping-rows">
            {rows.map((row) => (
              <li key={row.asked}>
                {t(row.billedAsAsked ? 'channel:form.mappingRowBilled' : 'channel:form.mappingRow', {
                  asked: row.asked,
                  sent: row.sent,
                })}
              </li>
            ))}
          </Box>
        ) : null}
      </Box>
      <Controller
        control={form.control}
        name="groups"
        render={({ field, fieldState }) => (
          <Box sx={{ mb: 2 }} role="group" aria-label={t('channel:form.groups')}>
            <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
              {t('channel:form.groups')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {groupChoices.map((group) => {
                const on = field.value.includes(group);
                return (
                  <Chip
                    key={group}
                    label={group}
                    size="small"
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    aria-pressed={on}
                    onClick={() => field.onChange(on ? field.value.filter((item) => item !== group) : [...field.value, group])}
                  />
                );
              })}
            </Stack>
            <FormHelperText error={Boolean(fieldState.error)}>{fieldState.error?.message ?? t('channel:form.groupsHint')}</FormHelperText>
          </Box>
        )}
      />
      <Box sx={GRID_SX}>
        <FormTextField control={form.control} name="tag" label={t('channel:form.tag')} />
        <FormTextField control={form.control} name="testModel" label={t('channel:form.testModel')} />
        <FormTextField
          control={form.control}
          name="priority"
          label={t('channel:form.priority')}
          helperText={t('channel:form.priorityHint')}
        />
        <FormTextField control={form.control} name="weight" label={t('channel:form.weight')} helperText={t('channel:form.weightHint')} />
        <Controller
          control={form.control}
          name="preCost"
          render={({ field }) => (
            <Box sx={{ pb: 2.5 }}>
              <ListFilter
                label={t('channel:form.preCost')}
                name="pre_cost"
                fullWidth
                value={field.value}
                options={['1', '2'].map((value) => ({ value, label: t(`channel:form.preCosts.${value}`) }))}
                onChange={field.onChange}
              />
            </Box>
          )}
        />
        <FormTextField
          control={form.control}
          name="disabledStream"
          label={t('channel:form.disabledStream')}
          helperText={t('channel:form.disabledStreamHint')}
        />
      </Box>
      <PluginSection control={form.control} editing={editing !== null} />
      <FormSwitch control={form.control} name="onlyChat" label={t('channel:form.onlyChat')} />
      <FormSwitch control={form.control} name="compatibleResponse" label={t('channel:form.compatibleResponse')} />
      <FormSwitch control={form.control} name="allowExtraBody" label={t('channel:form.allowExtraBody')} />
      <Box sx={{ ...GRID_SX, mt: 1 }}>
        <FormTextField
          control={form.control}
          name="modelHeaders"
          multiline
          label={t('channel:form.headers')}
          helperText={t('channel:form.headersHint')}
        />
        <FormTextField
          control={form.control}
          name="customParameter"
          multiline
          label={t('channel:form.customParameter')}
          helperText={t('channel:form.customParameterHint')}
        />
      </Box>
    </FormDialog>
  );
}
