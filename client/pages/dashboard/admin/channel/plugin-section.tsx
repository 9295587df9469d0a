import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ChannelForm } from './channel-form.ts';
import { invalidPluginFields, pluginField, pluginGroupsOf } from './plugin-fields.ts';
import type { PluginGroup, PluginParam, PluginValues } from './plugin-fields.ts';

// Constant styles (one class each, client/README "Styles and page weight").
const SECTION_SX = { mt: 2, mb: 1 } as const;
const GROUP_SX = { border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 1.5 } as const;
const HINT_SX = { mt: 0, mb: 1 } as const;
const GROUP_TITLE_SX = { fontWeight: 600 } as const;
const GROUP_HINT_SX = { mt: 0 } as const;
const FIELDS_SX = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1 } as const;

/**
 * The channel type's plugin options (`plugin-fields.ts`), rendered from the table: a group with
 * one `enable` switch is that switch, other groups a titled box of fields. Types without
 * options render nothing. Values live in the form's `plugin` entry, one per `group.param`.
 */
export function PluginSection({ control, editing }: { control: Control<ChannelForm>; editing: boolean }) {
  const { t } = useTranslation(['channel', 'channel_dialogs']);
  const type = Number(useWatch({ control, name: 'type' }));
  const groups = pluginGroupsOf(type);
  if (groups.length === 0) return null;
  return (
    <Controller
      control={control}
      name="plugin"
      render={({ field }) => {
        const invalid = new Set(invalidPluginFields(type, field.value));
        const set = (id: string, value: string | boolean) => field.onChange({ ...field.value, [id]: value } satisfies PluginValues);
        return (
          <Box component="section" sx={SECTION_SX} aria-labelledby="channel-plugin-title" data-testid="channel-plugin">
            <Typography id="channel-plugin-title" variant="subtitle2" component="h3">
              {t('channel_dialogs:plugin.title')}
            </Typography>
            <FormHelperText sx={HINT_SX}>{t('channel_dialogs:plugin.hint')}</FormHelperText>
            {groups.map((group) => (
              <PluginGroupFields key={group.key} group={group} values={field.value} invalid={invalid} editing={editing} onChange={set} />
            ))}
          </Box>
        );
      }}
    />
  );
}

interface GroupProps {
  group: PluginGroup;
  values: PluginValues;
  invalid: ReadonlySet<string>;
  editing: boolean;
  onChange(id: string, value: string | boolean): void;
}

function PluginGroupFields({ group, values, invalid, editing, onChange }: GroupProps) {
  const { t } = useTranslation(['channel', 'channel_dialogs']);
  const title = t(`channel_dialogs:plugin.groups.${group.labelKey}.title`);
  const hint = t(`channel_dialogs:plugin.groups.${group.labelKey}.hint`);
  const only = group.params.length === 1 ? group.params[0] : undefined;
  if (only?.kind === 'bool') {
    const id = pluginField(group.key, only.key);
    return (
      <Box sx={GROUP_SX}>
        <FormControlLabel
          label={title}
          control={
            <Switch
              checked={values[id] === true}
              onChange={(_event, on) => onChange(id, on)}
              slotProps={{ input: { name: `plugin.${id}`, 'aria-describedby': `plugin-hint-${group.key}` } }}
            />
          }
        />
        <FormHelperText id={`plugin-hint-${group.key}`}>{hint}</FormHelperText>
      </Box>
    );
  }
  return (
    <Box sx={GROUP_SX} role="group" aria-labelledby={`plugin-title-${group.key}`}>
      <Typography id={`plugin-title-${group.key}`} variant="body2" sx={GROUP_TITLE_SX}>
        {title}
      </Typography>
      <FormHelperText sx={GROUP_HINT_SX}>{hint}</FormHelperText>
      <Box sx={FIELDS_SX}>
        {group.params.map((param) => (
          <PluginParamField
            key={param.key}
            group={group.key}
            param={param}
            values={values}
            invalid={invalid}
            editing={editing}
            onChange={onChange}
          />
        ))}
      </Box>
    </Box>
  );
}

function PluginParamField({
  group,
  param,
  values,
  invalid,
  editing,
  onChange,
}: Omit<GroupProps, 'group'> & { group: string; param: PluginParam }) {
  const { t } = useTranslation(['channel', 'channel_dialogs']);
  const id = pluginField(group, param.key);
  const label = param.label ?? t(`channel_dialogs:plugin.params.${param.labelKey ?? param.key}`);
  const value = values[id];
  if (param.kind === 'bool')
    return (
      <FormControlLabel
        label={label}
        control={
          <Switch checked={value === true} onChange={(_event, on) => onChange(id, on)} slotProps={{ input: { name: `plugin.${id}` } }} />
        }
      />
    );
  const helper = invalid.has(id)
    ? t('channel_dialogs:form.errors.json')
    : param.kind === 'secret'
      ? t(editing ? 'channel_dialogs:plugin.secretKeep' : 'channel_dialogs:plugin.secret')
      : param.kind === 'json'
        ? t('channel_dialogs:plugin.jsonHint')
        : param.placeholder
          ? t('channel_dialogs:plugin.default', { value: param.placeholder })
          : undefined;
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      name={`plugin.${id}`}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(id, event.target.value)}
      error={invalid.has(id)}
      helperText={helper}
      multiline={param.kind === 'json'}
      minRows={param.kind === 'json' ? 2 : undefined}
      type={param.kind === 'secret' ? 'password' : 'text'}
      autoComplete={param.kind === 'secret' ? 'new-password' : 'off'}
      placeholder={param.placeholder}
    />
  );
}
