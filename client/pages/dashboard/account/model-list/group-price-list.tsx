import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatDiscount } from '#shared/format/discount.ts';
import type { PriceType } from '#shared/format/price.ts';
import type { GroupPrice } from './group-prices.ts';
import { markupText, priceText } from './price-text.ts';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import type { QuotaDisplay } from '#shared/format/quota.ts';

interface GroupPriceListProps {
  prices: readonly GroupPrice[];
  type: PriceType;
  display: QuotaDisplay;
}

/*
 * Plain elements styled once by the list's root: each line was a Box, two Stacks and up to five
 * Typography, each serialised again by Emotion for every group of every model card on every
 * render (the model list draws a few hundred). They look as before.
 */
const GROUP_PRICES_SX = {
  display: 'flex',
  flexDirection: 'column',
  gap: 0.5,
  '& .group-price': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: 1.5,
    rowGap: 0.5,
    px: 1,
    py: 0.75,
    borderRadius: 1,
    border: 1,
    borderColor: 'transparent',
    // The user's group stands out by its border, tag and weight; a darker fill would take its
    // secondary text under 4.5:1 in the dark scheme.
    bgcolor: 'action.hover',
  },
  '& .group-price[data-mine="true"]': { borderColor: 'primary.main' },
  '& .group-head': { display: 'flex', alignItems: 'center', gap: 0.75, flexGrow: 1, minWidth: 0 },
  '& .group-name': { typography: 'body2', fontWeight: 500, m: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .group-price[data-mine="true"] .group-name': { fontWeight: 700 },
  '& .group-discount, & .price-label': { typography: 'caption', color: 'text.secondary' },
  '& .group-discount': { whiteSpace: 'nowrap' },
  '& .group-amounts': { display: 'flex', alignItems: 'baseline', gap: 1.5 },
  '& .price-amount': { typography: 'body2', fontFamily: 'monospace', fontWeight: 600, color: 'text.primary' },
  '& .price-amount[data-free]': { color: 'success.main' },
} as const;

function Amount({ quota, perCall, display, testId }: { quota: number; perCall: boolean; display: QuotaDisplay; testId: string }) {
  const { t } = useTranslation('model_list');
  const text = priceText(quota, display);
  const label = text === null ? t('model_list:price.free') : perCall ? t('model_list:price.perCall', { price: text }) : text;
  return (
    <span className="price-amount" data-testid={testId} data-free={text === null ? '' : undefined}>
      {label}
    </span>
  );
}

/** One line per group: name, "my group" badge, discount, input and output price (or per call). */
export function GroupPriceList({ prices, type, display }: GroupPriceListProps) {
  const { t, i18n } = useTranslation('model_list');
  return (
    <Box sx={GROUP_PRICES_SX}>
      {prices.map((price) => {
        const discount =
          price.discount === null
            ? t('model_list:group.unknown')
            : formatDiscount(price.multiplier, i18n.language) || markupText(price.multiplier) || t('model_list:group.noDiscount');
        return (
          <div
            key={price.symbol}
            className="group-price"
            data-testid={`group-price-${price.symbol}`}
            data-mine={price.mine ? 'true' : 'false'}
          >
            <div className="group-head">
              <p className="group-name">{price.name}</p>
              {price.mine ? <StatusTag color="primary" label={t('model_list:group.mine')} data-testid="group-mine" /> : null}
              <span className="group-discount" data-testid="group-discount">
                {discount}
              </span>
            </div>
            {type === 'times' ? (
              <Amount quota={price.input} perCall display={display} testId="price-input" />
            ) : (
              <div className="group-amounts">
                <span className="price-label">{t('model_list:price.input')}</span>
                <Amount quota={price.input} perCall={false} display={display} testId="price-input" />
                <span className="price-label">{t('model_list:price.output')}</span>
                <Amount quota={price.output ?? 0} perCall={false} display={display} testId="price-output" />
              </div>
            )}
          </div>
        );
      })}
    </Box>
  );
}
