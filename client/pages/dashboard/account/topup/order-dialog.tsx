import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { OrderCreated } from '#shared/api/schemas/billing.ts';
import { paymentHref } from './pay-redirect.ts';
import type { PollState } from './use-order-poll.ts';

interface OrderDialogProps {
  order: OrderCreated | null;
  state: PollState;
  /** What the order costs and credits, e.g. "¥73.00 → $10". */
  summary: string;
  creditText: string;
  onClose(): void;
  onRetry(): void;
}

/** Paying an order: the QR code (type 2) or a link to the payment tab (type 1), then its outcome. */
export function OrderDialog({ order, state, summary, creditText, onClose, onRetry }: OrderDialogProps) {
  const { t } = useTranslation('topup');
  const href = order ? paymentHref(order) : null;
  return (
    <Dialog open={order !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="topup-order-title">
      <DialogTitle id="topup-order-title">{t('order.title')}</DialogTitle>
      <DialogContent>
        {order ? (
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="order-dialog" data-state={state}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('order.summary', { summary, tradeNo: order.trade_no })}
            </Typography>
            {state === 'paid' ? (
              <Alert severity="success" sx={{ width: 1 }} data-testid="order-paid">
                {t('order.paid', { amount: creditText })}
              </Alert>
            ) : state === 'expired' ? (
              <Alert
                severity="warning"
                sx={{ width: 1 }}
                action={
                  <Button color="inherit" size="small" onClick={onRetry}>
                    {t('order.retry')}
                  </Button>
                }
              >
                {t('order.expired')}
              </Alert>
            ) : (
              <>
                {order.type === 2 ? (
                  <>
                    <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 1, lineHeight: 0 }} data-testid="order-qr">
                      <QRCodeSVG value={order.data.url} size={200} title={t('order.qrTitle')} />
                    </Box>
                    <Typography>{t('order.scan')}</Typography>
                  </>
                ) : (
                  <>
                    <Typography>{t('order.newTab')}</Typography>
                    {href ? (
                      <Button variant="outlined" href={href} target="_blank" rel="noopener" data-testid="order-open">
                        {t('order.open')}
                      </Button>
                    ) : null}
                  </>
                )}
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
                  <CircularProgress size={18} />
                  <Typography variant="body2">{t('order.waiting')}</Typography>
                </Stack>
              </>
            )}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{state === 'paid' ? t('order.done') : t('order.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
