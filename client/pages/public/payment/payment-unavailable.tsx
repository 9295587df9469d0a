import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathOf } from '#shared/route-paths.ts';

/** Shown when the gateway offers no online payment: how else to get credit. */
export function PaymentUnavailable() {
  const { t } = useTranslation('pages');
  return (
    <Alert severity="info" variant="outlined" data-testid="payment-unavailable">
      <AlertTitle>{t('payment.unavailable.title')}</AlertTitle>
      {t('payment.unavailable.body')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        <Button variant="contained" component={Link} to={pathOf('dashboard.topup')}>
          {t('payment.unavailable.redeem')}
        </Button>
        <Button variant="outlined" component={Link} to={pathOf('contactUs')}>
          {t('payment.unavailable.contact')}
        </Button>
      </Stack>
    </Alert>
  );
}
