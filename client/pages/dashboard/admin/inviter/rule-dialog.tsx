import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InviterRewardRule } from '#shared/billing/inviter-reward.ts';
import { FormDialog } from '#client/components/form-dialog/form-dialog.tsx';
import { FormSelect } from '#client/components/form-fields/form-select.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';
import { formToRule, ruleFormSchema, ruleToForm } from './rule-form.ts';
import type { RuleForm } from './rule-form.ts';

interface RuleDialogProps {
  rule: InviterRewardRule;
  quotaPerUnit: number;
  /** Saves; answers the gateway's refusal, or null when saved. */
  onSave(current: InviterRewardRule, next: InviterRewardRule): Promise<string | null>;
  onClose(): void;
}

/**
 * The reward rule's editor (a lazy module): a fixed amount or a percentage of each top-up, and
 * the most one invitee can earn the inviter ($0 = no cap). A value of 0 turns the rule off.
 */
export function RuleDialog({ rule, quotaPerUnit, onSave, onClose }: RuleDialogProps) {
  const { t } = useTranslation(['inviter', 'zod', 'zod_custom', 'error']);
  const form = useForm<RuleForm>({
    resolver: zodResolver(ruleFormSchema, { error: pageErrorMap(t, 'inviter') }),
    defaultValues: ruleToForm(rule, quotaPerUnit),
  });
  const field = fieldBinder(form.control, t);
  const type = useWatch({ control: form.control, name: 'type' });

  const dialog = bindFormDialog(form, (values) => onSave(rule, formToRule(values, quotaPerUnit)), onClose);

  return (
    <FormDialog
      {...dialog}
      title={t('inviter:rule.editTitle')}
      submitLabel={t('inviter:rule.save')}
      cancelLabel={t('inviter:rule.cancel')}
      testId="inviter-rule-form"
      saveTestId="inviter-rule-save"
    >
      <Stack spacing={1}>
        <Box sx={{ pb: 2.5 }}>
          <FormSelect
            {...field('type', 'inviter:rule.type')}
            options={[
              { value: 'percent', label: t('inviter:rule.types.percent') },
              { value: 'fixed', label: t('inviter:rule.types.fixed') },
            ]}
          />
        </Box>
        <FormTextField
          control={form.control}
          name="value"
          label={t(type === 'percent' ? 'inviter:rule.percentValue' : 'inviter:rule.fixedValue')}
          helperText={t(type === 'percent' ? 'inviter:rule.percentHint' : 'inviter:rule.fixedHint')}
          autoComplete="off"
          inputMode="decimal"
        />
        <FormTextField {...field('max', 'inviter:rule.max', 'inviter:rule.maxHint')} autoComplete="off" inputMode="decimal" />
      </Stack>
    </FormDialog>
  );
}
