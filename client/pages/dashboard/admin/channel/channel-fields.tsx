import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { z } from 'zod/mini';
import { Controller, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keyLines } from '#shared/api/schemas/channel.ts';
import { ListFilter } from '#client/components/list-toolbar/list-filter.tsx';
import { errorMessage } from '#client/forms/error-message.ts';
import { FormSwitch } from '#client/components/form-fields/form-switch.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { browserApi } from '#client/session/credentials.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { catalogModels } from './catalog-models.ts';
import type { ChannelForm } from './channel-form.ts';
import { mappingRows } from './channel-form.ts';
import { ModelChips } from './model-chips.tsx';

/**
 * The parts of the channel form that the channel dialog and the tag dialog share (a tag's
 * members share these fields), so both edit them the same way.
 */

type Form = UseFormReturn<ChannelForm>;

/** Two columns from `sm` up. */
export const CHANNEL_GRID_SX = { display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const MAPPING_SX = { m: 0, mb: 2, pl: 2.5, fontFamily: 'monospace', fontSize: 13 } as const;

interface ModelsFieldProps {
  form: Form;
  /** The saved channel whose key the provider is asked with when none is typed. */
  savedId: number | null;
}

/** The model list with "fetch from provider" and the gateway's "fill" buttons. */
export function ModelsField({ form, savedId }: ModelsFieldProps) {
  const { t } = useTranslation(['channel', 'channel_dialogs', 'error']);
  const type = useWatch({ control: form.control, name: 'type' });

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
          ...(savedId !== null && !key ? { id: savedId } : {}),
        },
        z.array(z.string()),
      );
    } catch (error) {
      return errorMessage(error, t);
    }
  }

  return (
    <Controller
      control={form.control}
      name="models"
      render={({ field, fieldState }) => (
        <ModelChips
          models={field.value}
          onChange={field.onChange}
          onFetch={fetchModels}
          onFill={(scope) => catalogModels(scope, Number(type)).catch((error: unknown) => errorMessage(error, t))}
          {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
        />
      )}
    />
  );
}

/** The model mapping as JSON, with its "client asks → upstream gets" rows. */
export function MappingField({ form }: { form: Form }) {
  const { t } = useTranslation(['channel', 'channel_dialogs']);
  const field = fieldBinder(form.control, t);
  const mapping = useWatch({ control: form.control, name: 'modelMapping' });
  const rows = mappingRows(mapping);
  return (
    <Box sx={{ mt: 2 }}>
      <FormTextField {...field('modelMapping', 'channel_dialogs:form.mapping', 'channel_dialogs:form.mappingHint')} multiline />
      {rows && rows.length > 0 ? (
        <Box component="ul" sx={MAPPING_SX} aria-label={t('channel_dialogs:form.mappingRows')} data-testid="channel-mapping-rows">
          {rows.map((row) => (
            <li key={row.asked}>
              {t(row.billedAsAsked ? 'channel_dialogs:form.mappingRowBilled' : 'channel_dialogs:form.mappingRow', {
                asked: row.asked,
                sent: row.sent,
              })}
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The groups the channel serves, as chips to toggle (a group no longer listed stays choosable). */
export function GroupsField({ form, groups }: { form: Form; groups: readonly string[] }) {
  const { t } = useTranslation(['channel', 'channel_dialogs']);
  const chosen = useWatch({ control: form.control, name: 'groups' });
  const choices = [...new Set([...groups, ...chosen])];
  return (
    <Controller
      control={form.control}
      name="groups"
      render={({ field, fieldState }) => (
        <Box sx={{ mb: 2 }} role="group" aria-label={t('channel_dialogs:form.groups')}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {t('channel_dialogs:form.groups')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {choices.map((group) => {
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
          <FormHelperText error={Boolean(fieldState.error)}>
            {fieldState.error?.message ?? t('channel_dialogs:form.groupsHint')}
          </FormHelperText>
        </Box>
      )}
    />
  );
}

/**
 * Tag, test model, (per channel: priority and weight), pre-cost, streams turned off, the
 * type's plugin options (`plugin`, the form's plugin section), the switches, model headers and
 * custom parameters.
 */
export function OptionFields({ form, perChannel, plugin }: { form: Form; perChannel: boolean; plugin: ReactNode }) {
  const { t } = useTranslation(['channel', 'channel_dialogs']);
  const field = fieldBinder(form.control, t);
  return (
    <>
      <Box sx={CHANNEL_GRID_SX}>
        <FormTextField {...field('tag', 'channel_dialogs:form.tag')} />
        <FormTextField {...field('testModel', 'channel_dialogs:form.testModel')} />
        {perChannel ? (
          <>
            <FormTextField {...field('priority', 'channel_dialogs:form.priority', 'channel_dialogs:form.priorityHint')} />
            <FormTextField {...field('weight', 'channel_dialogs:form.weight', 'channel_dialogs:form.weightHint')} />
          </>
        ) : null}
        <Controller
          control={form.control}
          name="preCost"
          render={({ field }) => (
            <Box sx={{ pb: 2.5 }}>
              <ListFilter
                label={t('channel_dialogs:form.preCost')}
                name="pre_cost"
                fullWidth
                value={field.value}
                options={['1', '2'].map((value) => ({ value, label: t(`channel_dialogs:form.preCosts.${value}`) }))}
                onChange={field.onChange}
              />
            </Box>
          )}
        />
        <FormTextField {...field('disabledStream', 'channel_dialogs:form.disabledStream', 'channel_dialogs:form.disabledStreamHint')} />
      </Box>
      {plugin}
      <FormSwitch {...field('onlyChat', 'channel_dialogs:form.onlyChat')} />
      <FormSwitch {...field('compatibleResponse', 'channel_dialogs:form.compatibleResponse')} />
      <FormSwitch {...field('allowExtraBody', 'channel_dialogs:form.allowExtraBody')} />
      <Box sx={{ ...CHANNEL_GRID_SX, mt: 1 }}>
        <FormTextField {...field('modelHeaders', 'channel_dialogs:form.headers', 'channel_dialogs:form.headersHint')} multiline />
        <FormTextField
          {...field('customParameter', 'channel_dialogs:form.customParameter', 'channel_dialogs:form.customParameterHint')}
          multiline
        />
      </Box>
    </>
  );
}
