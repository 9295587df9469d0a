import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '#shared/billing/payment-methods.ts';

/** The fee as a translation key and its values (one-hub: a fixed fee wins over a percentage). */
function feeKey(method: PaymentMethod): [string, Record<string, string | number>] {
  if (method.fixed_fee > 0) return ['payment.method.fixedFee', { fee: `$${method.fixed_fee.toFixed(2)}` }];
  if (method.percent_fee > 0) return ['payment.method.percentFee', { percent: Number((method.percent_fee * 100).toFixed(2)) }];
  return ['payment.method.noFee', {}];
}

/** The enabled payment gateways as radio cards, with their fee and currency. */
export function PaymentMethodPicker({
  methods,
  value,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  value: string;
  onChange(uuid: string): void;
}) {
  const { t } = useTranslation('pages');
  const headingId = useId();
  return (
    <>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('payment.method.title')}
      </Typography>
      <RadioGroup aria-labelledby={headingId} value={value} onChange={(_, uuid) => onChange(uuid)} sx={{ gap: 1 }}>
        {methods.map((method) => (
          <Box
            key={method.uuid}
            sx={{ border: 1, borderColor: value === method.uuid ? 'primary.main' : 'divider', borderRadius: 1, px: 2, py: 0.5 }}
          >
            <FormControlLabel
              value={method.uuid}
              control={<Radio />}
              sx={{ width: '100%', m: 0 }}
              label={
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  {method.icon ? (
                    <Box component="img" src={method.icon} alt="" sx={{ width: 24, height: 24, objectFit: 'contain' }} />
                  ) : null}
                  <span>{method.name}</span>
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(...feeKey(method))} · {method.currency}
                  </Typography>
                </Box>
              }
            />
          </Box>
        ))}
      </RadioGroup>
    </>
  );
}
