import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { KeyForm } from './key-form-schema.ts';
import { groupLabel } from './key-options.ts';
import type { GroupOption } from './key-options.ts';

interface GroupSelectProps {
  control: Control<KeyForm>;
  name: 'group' | 'backupGroup' | 'billingTag';
  label: string;
  emptyLabel: string;
  groups: readonly GroupOption[];
  helperText?: string;
}

function GroupSelect({ control, name, label, emptyLabel, groups, helperText }: GroupSelectProps) {
  const { i18n } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        // A symbol the user can no longer pick still shows instead of a blank select.
        const known = field.value === '' || groups.some((group) => group.symbol === field.value);
        return (
          <TextField
            select
            fullWidth
            name={field.name}
            label={label}
            value={field.value}
            onChange={field.onChange}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText ?? ' '}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{emptyLabel}</MenuItem>
            {known ? null : <MenuItem value={field.value}>{field.value}</MenuItem>}
            {groups.map((group) => (
              <MenuItem key={group.symbol} value={group.symbol}>
                {groupLabel(group.symbol, groups, i18n.language)}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/** Group, backup group (both with their discount) and, for operators and up, the billing tag. */
export function KeyFormGroups({ control, groups, canTag }: { control: Control<KeyForm>; groups: readonly GroupOption[]; canTag: boolean }) {
  const { t } = useTranslation('key');
  return (
    <>
      <Typography variant="subtitle2">{t('form.groupSection')}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('form.groupInfo')}
      </Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <GroupSelect control={control} name="group" label={t('form.group')} emptyLabel={t('values.followGroup')} groups={groups} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <GroupSelect
            control={control}
            name="backupGroup"
            label={t('form.backupGroup')}
            emptyLabel={t('values.noBackup')}
            groups={groups}
          />
        </Grid>
        {canTag ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <GroupSelect
              control={control}
              name="billingTag"
              label={t('form.billingTag')}
              emptyLabel={t('form.noTag')}
              groups={groups}
              helperText={t('form.billingTagHint')}
            />
          </Grid>
        ) : null}
      </Grid>
    </>
  );
}
