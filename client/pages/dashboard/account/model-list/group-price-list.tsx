import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDiscount } from '#shared/format/discount.ts';
import type { PriceDisplay, PriceType } from '#shared/format/price.ts';
import type { GroupPrice } from './group-prices.ts';
import { markupText, priceText } from './price-text.ts';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';

interface GroupPriceListProps {
  prices: readonly GroupPrice[];
  type: PriceType;
  display: PriceDisplay;
}

function Amount({ quota, perCall, display, testId }: { quota: number; perCall: boolean; display: PriceDisplay; testId: string }) {
  const { t } = useTranslation('model_list');
  const text = priceText(quota, display);
  const label = text === null ? t('model_list:price.free') : perCall ? t('model_list:price.perCall', { price: text }) : text;
  return (
    <Typography
      component="span"
      variant="body2"
      data-testid={testId}
      sx={{ fontFamily: 'monospace', fontWeight: 600, color: text === null ? 'success.main' : 'text.primary' }}
    >
      {label}
    </Typography>
  );
}

/** One line per group: name, "my group" badge, discount, input and output price (or per call). */
export function GroupPriceList({ prices, type, display }: GroupPriceListProps) {
  const { t, i18n } = useTranslation('model_list');
  return (
    <Stack spacing={0.5}>
      {prices.map((price) => {
        const discount =
          price.discount === null
            ? t('model_list:group.unknown')
            : formatDiscount(price.multiplier, i18n.language) || markupText(price.multiplier) || t('model_list:group.noDiscount');
        return (
          <Box
            key={price.symbol}
            data-testid={`group-price-${price.symbol}`}
            data-mine={price.mine ? 'true' : 'false'}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1.5,
              rowGap: 0.5,
              px: 1,
              py: 0.75,
              borderRadius: 1,
              border: 1,
              borderColor: price.mine ? 'primary.main' : 'transparent',
              // The user's group stands out by its border, tag and weight; a darker fill would
              // take its secondary text under 4.5:1 in the dark scheme.
              bgcolor: 'action.hover',
            }}
          >
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: price.mine ? 700 : 500 }}>
                {price.name}
              </Typography>
              {price.mine ? <StatusTag color="primary" label={t('model_list:group.mine')} data-testid="group-mine" /> : null}
              <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }} data-testid="group-discount">
                {discount}
              </Typography>
            </Stack>
            {type === 'times' ? (
              <Amount quota={price.input} perCall display={display} testId="price-input" />
            ) : (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('model_list:price.input')}
                </Typography>
                <Amount quota={price.input} perCall={false} display={display} testId="price-input" />
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('model_list:price.output')}
                </Typography>
                <Amount quota={price.output ?? 0} perCall={false} display={display} testId="price-output" />
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
