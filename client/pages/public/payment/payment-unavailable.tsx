import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { pathOf } from '#shared/route-paths.ts';
import { LinkButtons } from '#client/components/link-buttons/link-buttons.tsx';

/** Shown when the gateway offers no online payment: how else to get credit. */
export function PaymentUnavailable() {
  const { t } = useTranslation('pages');
  return (
    <Alert severity="info" variant="outlined" data-testid="payment-unavailable">
      <AlertTitle>{t('payment.unavailable.title')}</AlertTitle>
      {t('payment.unavailable.body')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        <LinkButtons
          links={[
            { to: pathOf('dashboard.topup'), label: t('payment.unavailable.redeem'), variant: 'contained' },
            { to: pathOf('contactUs'), label: t('payment.unavailable.contact') },
          ]}
        />
      </Stack>
    </Alert>
  );
}
