import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '#shared/billing/payment-methods.ts';
import { feeRule } from '#shared/billing/order-amount.ts';

interface PaymentMethodPickerProps {
  methods: readonly PaymentMethod[];
  value: string;
  onChange(uuid: string): void;
  /** The heading over the choices, at the level the page puts it. */
  title: string;
  headingLevel: 'h2' | 'h3';
}

/** "fee 1 %", "fee $0.50" or "no fee": what `orderAmount` will add (one of the two, never both). */
function useFeeText(): (method: PaymentMethod) => string {
  const { t } = useTranslation('components');
  return (method) => {
    const rule = feeRule(method);
    if (rule.kind === 'percent') return t('components:paymentMethod.percentFee', { percent: rule.percent });
    if (rule.kind === 'fixed') return t('components:paymentMethod.fixedFee', { fee: `$${rule.usd.toFixed(2)}` });
    return t('components:paymentMethod.noFee');
  };
}

/**
 * The gateway's enabled payment methods as radio cards (icon, name, fee, currency): the same
 * choice on the public payment page and the top-up page, with the fee the order will charge.
 */
export function PaymentMethodPicker({ methods, value, onChange, title, headingLevel }: PaymentMethodPickerProps) {
  const feeText = useFeeText();
  const headingId = useId();
  return (
    <Box>
      <Typography
        id={headingId}
        variant={headingLevel === 'h2' ? 'h5' : 'subtitle1'}
        component={headingLevel}
        sx={{ mb: headingLevel === 'h2' ? 2 : 1 }}
      >
        {title}
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
