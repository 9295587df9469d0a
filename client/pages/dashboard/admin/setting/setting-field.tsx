import Box from '@mui/material/Box';
import { Controller, useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVITER_REWARD_TYPES } from '#shared/api/schemas/option.ts';
import { siteTextOf } from '#shared/api/schemas/site.ts';
import { LANGUAGE_OPTIONS } from '#shared/i18n/settings.ts';
import type { OptionKey } from '#shared/api/schemas/option.ts';
import { formatAmount } from '#shared/format/quota.ts';
import { ListFilter } from '#client/components/list-toolbar/list-filter.tsx';
import { ChatLinksField } from './chat-links-field.tsx';
import { DomainChipsField } from './domain-chips-field.tsx';
import { MarkdownField } from './markdown-field.tsx';
import { PlainSwitch, PlainTextField } from './plain-fields.tsx';
import type { SectionForm } from './setting-form.ts';
import { settingRule } from './setting-sections.ts';
import type { SettingField as Field, SettingKey } from './setting-sections.ts';

interface SettingFieldProps {
  field: Field;
  control: Control<SectionForm>;
  safeTools: readonly string[];
  /** The gateway's quota per dollar, to show what a quota amount is worth. */
  quotaPerUnit: number;
}

/** Options that hold quota: their hint says what the typed amount is worth in dollars. */
const QUOTA_KEYS: ReadonlySet<SettingKey> = new Set<OptionKey>([
  'QuotaForNewUser',
  'PreConsumedQuota',
  'QuotaForInviter',
  'QuotaForInvitee',
  'QuotaRemindThreshold',
  'InviterRewardMax',
]);

/** "≈ $1" under a quota field, following what is typed. */
function useQuotaWorth(control: Control<SectionForm>, key: SettingKey, quotaPerUnit: number): string {
  const { t } = useTranslation('setting');
  const value = useWatch({ control, name: key, disabled: !QUOTA_KEYS.has(key) });
  const quota = Number(value);
  if (!QUOTA_KEYS.has(key) || typeof value !== 'string' || value.trim() === '' || !Number.isFinite(quota)) return '';
  return t('worth', { amount: formatAmount(quota, quotaPerUnit) });
}

/** A switch bound to a `"true"`/`"false"` option, its hint (or error) under it. */
function OptionSwitch({ control, name, label, hint }: { control: Control<SectionForm>; name: string; label: string; hint: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="setting-option-switch" {...(fieldState.error ? { 'data-error': '' } : {})}>
          <PlainSwitch
            name={field.name}
            checked={field.value === 'true'}
            onChange={(checked) => field.onChange(checked ? 'true' : 'false')}
            label={label}
            describedBy={`${name}-hint`}
          />
          <p id={`${name}-hint`}>{fieldState.error?.message ?? hint}</p>
        </div>
      )}
    />
  );
}

/** A text option bound to the section's form: its error in place of its hint. */
function OptionText(props: {
  control: Control<SectionForm>;
  name: string;
  label: string;
  helperText: string;
  type?: 'password';
  autoComplete?: string;
  multiline?: boolean;
  inputMode?: 'decimal';
}) {
  const { control, name, helperText, ...rest } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PlainTextField
          {...rest}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          {...(props.multiline ? { minRows: 4 } : {})}
        />
      )}
    />
  );
}

/** A select bound to an option (the inviter reward's kind, the safety tool). */
function OptionSelect(props: { control: Control<SectionForm>; name: string; label: string; options: { value: string; label: string }[] }) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <Box sx={{ pb: 2.5 }}>
          <ListFilter
            fullWidth
            name={field.name}
            label={props.label}
            value={field.value ?? ''}
            options={props.options}
            onChange={field.onChange}
          />
        </Box>
      )}
    />
  );
}

/** One option of a section, edited the way its kind (`OPTION_RULES`) or the section says. */
export function SettingField({ field, control, safeTools, quotaPerUnit }: SettingFieldProps) {
  const { t } = useTranslation('setting');
  const { key, widget } = field;
  const rule = settingRule(key);
  const worth = useQuotaWorth(control, key, quotaPerUnit);
  const text = siteTextOf(key);
  // A page text: the page's name and the language it is written in.
  const label = text
    ? t('siteText.label', { page: t(`siteText.pages.${text.name}`), language: LANGUAGE_OPTIONS[text.lng].label })
    : t(`keys.${key as OptionKey}`);
  const hint = text
    ? t('siteText.hint')
    : [t(`hints.${key as OptionKey}`, { defaultValue: '' }), worth].filter((part) => part !== '').join(' · ');
  if (rule.kind === 'bool') return <OptionSwitch control={control} name={key} label={label} hint={hint} />;
  if (rule.kind === 'choice')
    return (
      <OptionSelect
        control={control}
        name={key}
        label={label}
        options={INVITER_REWARD_TYPES.map((value) => ({ value, label: t(`rewardType.${value}`) }))}
      />
    );
  if (widget === 'safe-tool')
    return <OptionSelect control={control} name={key} label={label} options={safeTools.map((tool) => ({ value: tool, label: tool }))} />;
  if (widget === 'chat-links') return <ChatLinksField control={control} name={key} label={label} />;
  if (widget === 'domain-chips') return <DomainChipsField control={control} name={key} label={label} hint={hint} />;
  if (widget === 'markdown') return <MarkdownField control={control} name={key} label={label} hint={hint} />;
  if (rule.kind === 'secret')
    return (
      <OptionText control={control} name={key} label={label} type="password" autoComplete="new-password" helperText={t('secretHint')} />
    );
  return (
    <OptionText
      control={control}
      name={key}
      label={label}
      helperText={hint}
      {...(widget === 'multiline' ? { multiline: true } : {})}
      {...(rule.kind === 'number' ? { inputMode: 'decimal' as const } : {})}
    />
  );
}
