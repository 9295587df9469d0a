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
 * Plain elements styled once by the list's root, by their place rather than a class each: a
 * model list draws a few hundred of these lines, and a class name and test id on every part of
 * every line were two thirds of its HTML (issue 37). A line is
 * `<div data-group [data-mine]>` holding the head `<div>` (the name `<p>`, the "my group" tag,
 * the discount `<small>`) and then either the amounts `<div>` (`<span>` label, `<b>` price, twice)
 * or, per call, one `<b>`. They look as before.
 */
const GROUP_PRICES_SX = {
  display: 'flex',
  flexDirection: 'column',
  gap: 0.5,
  '& > div': {
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
  '& > [data-mine]': { borderColor: 'primary.main' },
  // The head: name, tag, discount.
  '& > div > div:first-of-type': { display: 'flex', alignItems: 'center', gap: 0.75, flexGrow: 1, minWidth: 0 },
  '& p': { typography: 'body2', fontWeight: 500, m: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& > [data-mine] p': { fontWeight: 700 },
  '& small': { typography: 'caption', color: 'text.secondary', whiteSpace: 'nowrap' },
  // The amounts, after the head (the head's only <span> is the tag, which keeps its own look).
  '& > div > div + div': { display: 'flex', alignItems: 'baseline', gap: 1.5 },
  '& > div > div + div > span': { typography: 'caption', color: 'text.secondary' },
  '& b': { typography: 'body2', fontFamily: 'monospace', fontWeight: 600, color: 'text.primary' },
  '& b[data-free]': { color: 'success.main' },
} as const;

function Amount({ quota, perCall, display }: { quota: number; perCall: boolean; display: QuotaDisplay }) {
  const { t } = useTranslation('model_list');
  const text = priceText(quota, display);
  const label = text === null ? t('model_list:price.free') : perCall ? t('model_list:price.perCall', { price: text }) : text;
  return <b {...(text === null ? { 'data-free': '' } : {})}>{label}</b>;
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
          <div key={price.symbol} data-group={price.symbol} {...(price.mine ? { 'data-mine': '' } : {})}>
            <div>
              <p>{price.name}</p>
              {price.mine ? <StatusTag color="primary" label={t('model_list:group.mine')} /> : null}
              <small>{discount}</small>
            </div>
            {type === 'times' ? (
              <Amount quota={price.input} perCall display={display} />
            ) : (
              <div>
                <span>{t('model_list:price.input')}</span>
                <Amount quota={price.input} perCall={false} display={display} />
                <span>{t('model_list:price.output')}</span>
                <Amount quota={price.output ?? 0} perCall={false} display={display} />
              </div>
            )}
          </div>
        );
      })}
    </Box>
  );
}
