import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Destination, Rule, RuleInput } from '#shared/api/schemas/alerts.ts';
import { FormDialog } from '#client/components/form-dialog/form-dialog.tsx';
import { bindFormDialog } from '#client/components/form-dialog/bind-form-dialog.ts';
import { pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { FormSwitch } from '#client/components/form-fields/form-switch.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { formToRule, ruleFormSchema, ruleToForm, RULES_WITH_LEVEL } from './rule-form.ts';
import type { RuleForm } from './rule-form.ts';

interface RuleDialogProps {
  rule: Rule;
  destinations: readonly Destination[];
  onSave(input: RuleInput): Promise<string | null>;
  onClose(): void;
}

/** A rule: on or off, its level where it has one, and every destination or the ticked ones. */
export function RuleDialog({ rule, destinations, onSave, onClose }: RuleDialogProps) {
  const { t } = useTranslation(['alerts', 'zod', 'zod_custom', 'error']);
  const form = useForm<RuleForm>({
    resolver: zodResolver(ruleFormSchema(rule.kind), { error: pageErrorMap(t, 'alerts') }),
    defaultValues: ruleToForm(rule),
  });
  const field = fieldBinder(form.control, t);
  const every = useWatch({ control: form.control, name: 'every' });
  const dialog = bindFormDialog(form, (values) => onSave(formToRule(values, rule)), onClose);
  return (
    <FormDialog
      {...dialog}
      title={t('alerts:rule.editTitle', { name: t(`alerts:rule.name.${rule.kind}`) })}
      submitLabel={t('alerts:form.save')}
      cancelLabel={t('alerts:form.cancel')}
      testId="alert-rule-form"
      saveTestId="alert-rule-save"
    >
      <FormSwitch {...field('enabled', 'alerts:rule.enabled')} />
      {RULES_WITH_LEVEL.has(rule.kind) ? (
        <FormTextField {...field('threshold', `alerts:rule.threshold.${rule.kind}`)} inputMode="decimal" autoComplete="off" />
      ) : null}
      <FormSwitch {...field('every', 'alerts:rule.everyDestination')} />
      {every ? null : (
        <Controller
          control={form.control}
          name="destinations"
          render={({ field: chosen }) => (
            <FormGroup>
              <FormLabel component="legend">{t('alerts:rule.destinationsLabel')}</FormLabel>
              {destinations.map((destination) => (
                <FormControlLabel
                  key={destination.id}
                  label={destination.name}
                  control={
                    <Checkbox
                      checked={chosen.value.includes(destination.id)}
                      onChange={(_event, checked) =>
                        chosen.onChange(checked ? [...chosen.value, destination.id] : chosen.value.filter((id) => id !== destination.id))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
        />
      )}
    </FormDialog>
  );
}
