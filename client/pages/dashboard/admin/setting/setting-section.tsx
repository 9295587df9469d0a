import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ROLE } from '#shared/access.ts';
import { useToast } from '#client/context/toast-context.ts';
import { useSessionUser } from '#client/session/session-store.ts';
import { pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { InvoiceActions } from './invoice-actions.tsx';
import { LogPurge } from './log-purge.tsx';
import { ServerOriginWarning } from './server-origin-warning.tsx';
import { SettingField } from './setting-field.tsx';
import { changedKeys, sectionFormOf, sectionSchema } from './setting-form.ts';
import type { OptionValues, SectionForm } from './setting-form.ts';
import { disablesLastSignIn, READ_AT_START_KEYS } from './setting-sections.ts';
import type { SettingSection as Section } from './setting-sections.ts';
import { useOptionSave } from './use-option-save.ts';
import { useConfirm } from '#client/components/confirm-dialog/use-confirm.tsx';
import { translateGatewayMessage } from '#shared/i18n/gateway-messages.ts';

/** The fields' grid; a wide field (`data-wide`) takes a row. The cells are plain divs: a Box each was a class name apiece. */
const FIELDS_SX = {
  display: 'grid',
  columnGap: 2,
  rowGap: 1.5,
  mb: 1,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  '& > [data-wide]': { gridColumn: '1 / -1' },
} as const;

/**
 * A section drawn as an outlined Card with its heading and description (Card, CardContent and
 * two Typographies were four elements of MUI classes, 330 bytes a section): plain elements
 * styled once by the page, which carries these styles.
 */
export function sectionStyles(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  const radius = theme.shape.borderRadius;
  return {
    '& .setting-section': {
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      border: `1px solid ${palette.divider}`,
      // The theme's Card radius (create-theme.ts: twice the shape's), as a length: sx multiplies a number by the shape's.
      borderRadius: typeof radius === 'number' ? `${radius * 2}px` : `calc(2 * ${radius})`,
      overflow: 'hidden',
      padding: theme.spacing(2, 2, 3),
      '& > h2': { ...theme.typography.h6, margin: 0 },
      '& > h2 + p': { ...theme.typography.body2, margin: 0, color: palette.text.secondary, marginBottom: theme.spacing(2) },
    },
  } as const;
}

interface SettingSectionProps {
  section: Section;
  values: OptionValues;
  /** The keys the console keeps itself (`/console-api/site`), not the gateway. */
  consoleKeys: readonly string[];
  safeTools: readonly string[];
}

/**
 * One block of settings with its own save: the changed keys are checked (each option's rule,
 * in the user's language), a save that would switch off the last sign-in method asks first,
 * and each key goes to the gateway in turn; a refusal shows under its field, with what was
 * saved before it named in the toast.
 */
export function SettingSection({ section, values, consoleKeys, safeTools }: SettingSectionProps) {
  const { t } = useTranslation(['setting', 'zod', 'zod_custom', 'error']);
  const toast = useToast();
  const save = useOptionSave(consoleKeys);
  const confirm = useConfirm(t('setting:cancel'));
  const user = useSessionUser();
  const title = t(`setting:sections.${section.id}.title`);
  const [restartNeeded, setRestartNeeded] = useState(false);
  const form = useForm<SectionForm>({
    resolver: zodResolver(sectionSchema(section, values), { error: pageErrorMap(t, 'setting') }),
    defaultValues: sectionFormOf(section, values),
  });

  async function send(submitted: SectionForm) {
    const keys = changedKeys(section, submitted, values);
    const outcome = await save(title, keys, submitted);
    if (!outcome.ok) {
      form.setError(outcome.key, { message: translateGatewayMessage(outcome.message, t) }, { shouldFocus: true });
      return;
    }
    // Saved: the form starts again from what is stored now (a typed secret is emptied again).
    form.reset(sectionFormOf(section, { ...values, ...submitted }));
    if (keys.some((key) => READ_AT_START_KEYS.includes(key))) setRestartNeeded(true);
  }

  const submit = form.handleSubmit(async (submitted) => {
    if (changedKeys(section, submitted, values).length === 0) {
      toast.show(t('setting:toast.unchanged'), { severity: 'info' });
      return;
    }
    if (disablesLastSignIn(values, submitted)) {
      confirm.ask({
        title: t('setting:lockout.title'),
        body: t('setting:lockout.body'),
        confirmLabel: t('setting:lockout.confirm'),
        destructive: true,
        run: () => send(submitted),
      });
      return;
    }
    await send(submitted);
  });

  const headingId = `setting-${section.id}`;
  const wide = (key: string) => section.fields.length === 1 || section.fields.find((field) => field.key === key)?.widget !== undefined;
  return (
    <section className="setting-section" aria-labelledby={headingId} data-testid={`section-${section.id}`}>
      <h2 id={headingId}>{title}</h2>
      <p>{t(`setting:sections.${section.id}.description`)}</p>
      {section.fields.length > 0 ? (
        // The browser offers no saved entries for options (a secret asks for a new password itself).
        <form noValidate autoComplete="off" onSubmit={(event) => void submit(event)}>
          <Box sx={FIELDS_SX}>
            {section.fields.map((field) => (
              <div key={field.key} {...(wide(field.key) ? { 'data-wide': '' } : {})}>
                <SettingField
                  field={field}
                  control={form.control}
                  safeTools={safeTools}
                  quotaPerUnit={Number(values.QuotaPerUnit) || 500_000}
                />
              </div>
            ))}
          </Box>
          {section.fields.some((field) => field.key === 'ServerAddress') ? <ServerOriginWarning control={form.control} /> : null}
          {restartNeeded ? (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="setting-restart-needed">
              {t('setting:restartNeeded')}
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting} data-testid={`save-${section.id}`}>
            {t('setting:save', { section: title })}
          </Button>
        </form>
      ) : null}
      {section.action === 'log-purge' ? (
        // The page is the operator's (spec §6); deleting logs stays an admin's, as upstream's.
        (user?.role ?? 0) >= ROLE.admin ? (
          <LogPurge />
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid="log-purge-admin-only">
            {t('setting:purge.adminOnly')}
          </Typography>
        )
      ) : null}
      {section.action === 'invoice' ? <InvoiceActions /> : null}
      {confirm.dialog}
    </section>
  );
}
