import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RedeemResultSchema } from '#shared/api/schemas/billing.ts';
import { formatAmount, formatRawQuota, type QuotaDisplay } from '#shared/format/quota.ts';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { FormTextField } from '#client/components/form-fields/form-text-field.tsx';
import { zodErrorMap } from '#client/forms/zod-error-map.ts';
import { browserApi } from '#client/session/credentials.ts';
import { fieldBinder } from '#client/forms/field-binder.ts';
import { RedeemFormSchema } from '#shared/billing/topup-math.ts';
import type { RedeemForm } from '#shared/billing/topup-math.ts';
import { SectionHeading } from '#client/components/section-heading/section-heading.tsx';
import { webHref } from '#shared/web-url.ts';

/** The quota a code added, as the site shows money. */
function addedText(quota: number, money: QuotaDisplay): string {
  return money.displayInCurrency ? formatAmount(quota, money.quotaPerUnit) : formatRawQuota(quota);
}

/** Redemption code box: the gateway credits the code once; the added credit is shown in currency. */
export function RedeemCard({ money, topUpLink, onRedeemed }: { money: QuotaDisplay; topUpLink: string; onRedeemed(): Promise<void> }) {
  const { t } = useTranslation(['topup', 'zod', 'zod_custom', 'error']);
  const toast = useToast();
  const [added, setAdded] = useState<string | null>(null);
  // The operator's shop address, opened only when it is a web page.
  const getCodeHref = topUpLink ? webHref(topUpLink) : null;
  const form = useForm<RedeemForm>({ resolver: zodResolver(RedeemFormSchema, { error: zodErrorMap(t) }), defaultValues: { key: '' } });

  const handleSubmit = form.handleSubmit(async ({ key }) => {
    setAdded(null);
    try {
      const quota = await browserApi().post('/api/user/topup', { key }, RedeemResultSchema);
      const text = addedText(quota, money);
      setAdded(text);
      toast.show(t('topup:redeem.success', { amount: text }), { severity: 'success' });
      form.reset({ key: '' });
      await onRedeemed();
    } catch (error) {
      form.setError('root', { message: errorMessage(error, t) });
    }
  });
  const field = fieldBinder(form.control, t);

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSubmit(event)} data-testid="redeem-form">
          <SectionHeading title={t('topup:redeem.title')} caption={t('topup:redeem.description')} />
          {added ? (
            <Alert severity="success" data-testid="redeem-success">
              {t('topup:redeem.success', { amount: added })}
            </Alert>
          ) : null}
          {form.formState.errors.root?.message ? (
            <Alert severity="error" data-testid="redeem-error">
              {form.formState.errors.root.message}
            </Alert>
          ) : null}
          <FormTextField {...field('key', 'topup:redeem.code')} autoComplete="off" />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            {getCodeHref ? (
              <Link href={getCodeHref} target="_blank" rel="noopener noreferrer" data-testid="redeem-get-code">
                {t('topup:redeem.getCode')}
              </Link>
            ) : (
              <span />
            )}
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {t('topup:redeem.submit')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
