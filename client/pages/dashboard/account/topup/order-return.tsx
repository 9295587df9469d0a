import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderPoll } from './use-order-poll.ts';

/**
 * Back from the payment page with `?trade_no=`: asks the gateway for a short while whether
 * that order is paid and says so (the gateway may confirm a little after the redirect).
 */
export function OrderReturn({ tradeNo, onPaid }: { tradeNo: string; onPaid(): Promise<void> }) {
  const { t } = useTranslation('topup');
  const [round, setRound] = useState(0);
  const state = useOrderPoll(tradeNo, { intervalMs: 2000, timeoutMs: 12_000 }, round);
  const refreshed = useRef(false);

  useEffect(() => {
    if (state !== 'paid' || refreshed.current) return;
    refreshed.current = true;
    void onPaid();
  }, [state, onPaid]);

  if (state === 'paid') {
    return (
      <Alert severity="success" data-testid="order-return" data-state={state}>
        {t('return.paid', { tradeNo })}
      </Alert>
    );
  }
  if (state === 'expired') {
    return (
      <Alert
        severity="warning"
        data-testid="order-return"
        data-state={state}
        action={
          <Button color="inherit" size="small" onClick={() => setRound((r) => r + 1)}>
            {t('order.retry')}
          </Button>
        }
      >
        {t('return.pending', { tradeNo })}
      </Alert>
    );
  }
  return (
    <Alert severity="info" data-testid="order-return" data-state={state}>
      {t('return.checking', { tradeNo })}
    </Alert>
  );
}
