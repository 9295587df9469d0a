import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paymentCallbackUrl } from '#shared/api/schemas/payment-gateway.ts';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import { useCopy } from '#client/hooks/use-copy.ts';

const VALUE_SX = { fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 } as const;

/** A labelled value in monospace with a copy button. */
function CopyLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('payment_gateway');
  const copy = useCopy();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 96 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={VALUE_SX} data-testid={testId}>
        {value}
      </Typography>
      <Tooltip title={t('callback.copy')}>
        <IconButton size="small" aria-label={t('callback.copyNamed', { name: label })} onClick={() => void copy(value, label)}>
          <ActionIcon name="copy" fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

interface CallbackPanelProps {
  /** The gateway's uuid; null for a gateway not saved yet (the gateway assigns it). */
  uuid: string | null;
  /** The callback domain typed in the form ('' = the site's ServerAddress). */
  notifyDomain: string;
  /** ServerAddress from `/api/status`. */
  serverAddress: string;
}

/**
 * What the admin pastes at the provider: the gateway's uuid and the exact callback URL
 * (`<notify domain or ServerAddress>/api/payment/notify/<uuid>`). With neither address set the
 * provider has nowhere to call, and orders stay pending forever (one-hub #453): said plainly.
 */
export function CallbackPanel({ uuid, notifyDomain, serverAddress }: CallbackPanelProps) {
  const { t } = useTranslation('payment_gateway');
  const url = uuid ? paymentCallbackUrl(notifyDomain, serverAddress, uuid) : null;
  const noAddress = notifyDomain.trim() === '' && serverAddress.trim() === '';
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="payment-callback">
      {noAddress ? (
        <Alert severity="error" data-testid="payment-no-callback-domain">
          {t('callback.noDomain')}
        </Alert>
      ) : null}
      {uuid ? (
        <>
          <CopyLine label={t('callback.uuid')} value={uuid} testId="payment-uuid" />
          {url ? <CopyLine label={t('callback.url')} value={url} testId="payment-callback-url" /> : null}
        </>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('callback.afterCreate')}
        </Typography>
      )}
    </Stack>
  );
}
