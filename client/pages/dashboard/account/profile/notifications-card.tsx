import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALERTS_API, NotificationsSchema, TestResultSchema } from '#shared/api/schemas/alerts.ts';
import type { Notifications } from '#shared/api/schemas/alerts.ts';
import { LANGUAGE_OPTIONS, LANGUAGES } from '#shared/i18n/settings.ts';
import type { LoadResult } from '#client/components/dashboard-cards/load-result.ts';
import { SectionHeading } from '#client/components/section-heading/section-heading.tsx';
import { useToast } from '#client/context/toast-context.ts';
import { pageErrorMap } from '#client/components/admin-kit/form-checks.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { FormSelect } from '#client/components/form-fields/form-select.tsx';
import { FormSwitch } from '#client/components/form-fields/form-switch.tsx';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { browserApi } from '#client/session/credentials.ts';
import { formToNotifications, notificationsFormSchema, notificationsToForm } from './notifications-form.ts';
import type { Money, NotificationsForm } from './notifications-form.ts';

const NAMESPACES = ['profile', 'zod', 'zod_custom', 'error'] as const;

/**
 * The user's own alerts (the console's `/console-api/alerts/self`): a balance below their own
 * level and their keys' budgets at 80 % and 100 %, by e-mail to their gateway address or to a
 * webhook of theirs, in the language they choose; "send a test" tries it now.
 */
export function NotificationsCard({ notifications, money }: { notifications: LoadResult<Notifications>; money: Money }) {
  const { t } = useTranslation(NAMESPACES);
  return (
    <Card variant="outlined" data-testid="notifications">
      <CardContent>
        <Stack spacing={2}>
          <SectionHeading title={t('profile:notifications.heading')} caption={t('profile:notifications.caption')} />
          {notifications.ok ? (
            <NotificationsEditor key={JSON.stringify(notifications.data)} saved={notifications.data} money={money} />
          ) : (
            <Alert severity="warning" data-testid="notifications-unavailable">
              {notifications.message}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function NotificationsEditor({ saved, money }: { saved: Notifications; money: Money }) {
  const { t } = useTranslation(NAMESPACES);
  const toast = useToast();
  const form = useForm<NotificationsForm>({
    resolver: zodResolver(notificationsFormSchema(saved, money), { error: pageErrorMap(t, 'profile') }),
    defaultValues: notificationsToForm(saved, money),
  });
  const field = fieldBinder(form.control, t);
  const via = useWatch({ control: form.control, name: 'via' });
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await browserApi().put(`${ALERTS_API}/self`, formToNotifications(values, money), NotificationsSchema);
      toast.show(t('profile:notifications.saved'), { severity: 'success' });
      form.reset(notificationsToForm(answer, money));
    } catch (error) {
      form.setError('root', { message: errorMessage(error, t) });
    }
  });
  const sendTest = async () => {
    try {
      const result = await browserApi().post(`${ALERTS_API}/self/test`, {}, TestResultSchema);
      if (result.state === 'sent') toast.show(t('profile:notifications.testSent'), { severity: 'success' });
      else toast.show(t('profile:notifications.testFailed', { reason: result.error ?? '' }), { severity: 'error', duration: 8000 });
    } catch (error) {
      toast.show(errorMessage(error, t), { severity: 'error', duration: 6000 });
    }
  };
  const viaOptions = [
    {
      value: 'email',
      label: saved.email ? t('profile:notifications.viaEmail', { email: saved.email }) : t('profile:notifications.viaEmailNone'),
    },
    { value: 'webhook', label: t('profile:notifications.viaWebhook') },
  ];
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSubmit(event)} data-testid="notifications-form">
      {saved.off === 'no-admin-token' ? <Alert severity="info">{t('profile:notifications.off')}</Alert> : null}
      {form.formState.errors.root?.message ? <Alert severity="error">{form.formState.errors.root.message}</Alert> : null}
      <FormSwitch {...field('enabled', 'profile:notifications.enabled')} />
      <FormSelect {...field('via', 'profile:notifications.via')} options={viaOptions} />
      {via === 'webhook' ? (
        <>
          <FormTextField
            {...field('webhook_url', 'profile:notifications.webhookUrl')}
            {...(saved.has_webhook ? { helperText: t('profile:notifications.keep', { host: saved.webhook_host }) } : {})}
            autoComplete="off"
          />
          <FormTextField
            {...field('webhook_secret', 'profile:notifications.webhookSecret')}
            {...(saved.has_secret ? { helperText: t('profile:notifications.secretKeep') } : {})}
            type="password"
            autoComplete="off"
          />
        </>
      ) : null}
      <FormSelect
        {...field('language', 'profile:notifications.language')}
        options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_OPTIONS[value].label }))}
      />
      <FormTextField
        {...field(
          'threshold',
          money.inCurrency ? 'profile:notifications.threshold' : 'profile:notifications.thresholdRaw',
          'profile:notifications.thresholdHint',
        )}
        inputMode="decimal"
        autoComplete="off"
      />
      <FormSwitch {...field('budget_alerts', 'profile:notifications.budget')} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          loading={form.formState.isSubmitting}
          disabled={!saved.available}
          data-testid="notifications-save"
        >
          {t('profile:notifications.save')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => void sendTest()}
          disabled={!saved.available || form.formState.isDirty}
          data-testid="notifications-test"
        >
          {t('profile:notifications.test')}
        </Button>
      </Box>
    </Stack>
  );
}
