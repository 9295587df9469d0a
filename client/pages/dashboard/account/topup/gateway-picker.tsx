import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '#shared/billing/payment-methods.ts';
import { formatMoney } from '#shared/billing/topup-math.ts';

/** "1 % + ¥0.50", "1 %", "¥0.50" or "no fee". */
function useFeeText(): (method: PaymentMethod) => string {
  const { t } = useTranslation('topup');
  return (method) => {
    const parts: string[] = [];
    if (method.percent_fee > 0) parts.push(`${Number((method.percent_fee * 100).toFixed(2))} %`);
    if (method.fixed_fee > 0) parts.push(formatMoney(method.fixed_fee, method.currency));
    return parts.length > 0 ? t('online.fee', { fee: parts.join(' + ') }) : t('online.noFee');
  };
}

/** The gateway's payment methods as cards (icon, name, fee, currency). */
export function GatewayPicker({
  methods,
  value,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  value: string;
  onChange(uuid: string): void;
}) {
  const { t } = useTranslation('topup');
  const feeText = useFeeText();
  const headingId = useId();
  return (
    <Box>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('online.method')}
      </Typography>
      <RadioGroup
        aria-labelledby={headingId}
        value={value}
        onChange={(_, uuid) => onChange(uuid)}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}
      >
        {methods.map((method) => (
          <Box
            key={method.uuid}
            sx={{ border: 1, borderColor: value === method.uuid ? 'primary.main' : 'divider', borderRadius: 1, px: 1.5, py: 0.5 }}
          >
            <FormControlLabel
              value={method.uuid}
              control={<Radio />}
              sx={{ width: '100%', m: 0 }}
              data-testid={`gateway-${method.uuid}`}
              label={
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  {method.icon ? (
                    <Box component="img" src={method.icon} alt="" sx={{ width: 28, height: 28, objectFit: 'contain' }} />
                  ) : null}
                  <Box>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {method.name}
                    </Typography>
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      {feeText(method)} · {method.currency}
                    </Typography>
                  </Box>
                </Box>
              }
            />
          </Box>
        ))}
      </RadioGroup>
    </Box>
  );
}
