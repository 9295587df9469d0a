import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gatewayFailureKind } from '#shared/api/gateway-failure.ts';
import { affTransferMinimum, affTransferProblem } from '#shared/billing/aff-transfer.ts';
import { amountToQuota, formatQuota, quotaToAmount, type QuotaDisplay } from '#shared/format/quota.ts';
import { useToast } from '#client/context/toast-context.ts';
import { errorMessage } from '#client/forms/error-message.ts';
import { browserApi } from '#client/session/credentials.ts';
import { RewardFigures } from './reward-figures.tsx';
import { transferRewards } from './transfer-rewards.ts';

const FIELD_SX = { flexGrow: 1 } as const;

interface TransferCardProps {
  invitees: number;
  pending: number;
  total: number;
  money: QuotaDisplay;
  /** After a transfer: the session user and the page's data are read again. */
  onTransferred(): Promise<void>;
}

/** The amount field's text for a quota: money with 2 decimals, or whole quota. */
function amountText(quota: number, money: QuotaDisplay): string {
  return money.displayInCurrency ? String(Math.floor(quotaToAmount(quota, money.quotaPerUnit) * 100) / 100) : String(quota);
}

/** The quota the field's text stands for; NaN for anything that is not a number. */
function quotaOf(text: string, money: QuotaDisplay): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return Number.NaN;
  return money.displayInCurrency ? amountToQuota(value, money.quotaPerUnit) : value;
}

/**
 * The rewards and their transfer into the balance: the rule in words (one to one, at least one
 * unit, at most what is pending), an amount field that starts at everything pending, and the
 * gateway's answer. A gateway without a transfer endpoint gets a clear "not supported".
 */
export function TransferCard({ invitees, pending, total, money, onTransferred }: TransferCardProps) {
  const { t } = useTranslation(['affiliate', 'error']);
  const toast = useToast();
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const minimum = affTransferMinimum(money.quotaPerUnit);
  const [text, setText] = useState(() => amountText(pending, money));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [unsupported, setUnsupported] = useState(false);
  const quota = quotaOf(text, money);
  const problem = Number.isNaN(quota) ? 'belowMinimum' : affTransferProblem(quota, pending, minimum);
  const canTransfer = pending >= minimum && !unsupported;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await transferRewards(browserApi(), quota);
      toast.show(t('affiliate:transfer.done', { amount: formatQuota(quota, status) }), { severity: 'success' });
      await onTransferred();
      setText(amountText(pending - quota, money));
    } catch (error) {
      if (gatewayFailureKind(error) === 'unsupported') setUnsupported(true);
      else setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  const fieldError = text.trim() !== '' && problem !== null && canTransfer;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={2} component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="affiliate-transfer">
          <Typography variant="h6" component="h2">
            {t('affiliate:transfer.title')}
          </Typography>
          <RewardFigures invitees={invitees} pending={pending} total={total} money={money} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="affiliate-rule">
            {t('affiliate:transfer.rule', { minimum: formatQuota(minimum, status), pending: formatQuota(pending, status) })}
          </Typography>
          {unsupported ? (
            <Alert severity="info" data-testid="affiliate-transfer-unsupported">
              {t('affiliate:transfer.unsupported')}
            </Alert>
          ) : null}
          {!unsupported && pending < minimum ? (
            <Alert severity="info" data-testid="affiliate-transfer-empty">
              {t('affiliate:transfer.notEnough', { minimum: formatQuota(minimum, status) })}
            </Alert>
          ) : null}
          {failure ? (
            <Alert severity="error" data-testid="affiliate-transfer-error">
              {failure}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              sx={FIELD_SX}
              size="small"
              label={money.displayInCurrency ? t('affiliate:transfer.amountMoney') : t('affiliate:transfer.amountQuota')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              disabled={!canTransfer || busy}
              error={fieldError}
              helperText={
                fieldError
                  ? t(`affiliate:transfer.${problem}`, { minimum: formatQuota(minimum, status), pending: formatQuota(pending, status) })
                  : ' '
              }
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'affiliate-amount' } }}
            />
            <Button variant="outlined" onClick={() => setText(amountText(pending, money))} disabled={!canTransfer || busy}>
              {t('affiliate:transfer.all')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!canTransfer || busy || problem !== null}
              data-testid="affiliate-transfer-submit"
            >
              {t('affiliate:transfer.submit')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
