import { useTranslation } from 'react-i18next';
import type { OwnedBy, Price } from '#shared/api/schemas/model.ts';
import { formatDecimal, formatPriceQuota, priceQuota } from '#shared/format/price.ts';
import type { PriceUnit } from '#shared/format/price.ts';
import { actionIconPath } from '#client/components/icons/action-icon.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { hasUnknownOwner } from './pricing-state.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

/*
 * A price table's cells are plain elements styled once by the table (PRICE_TABLE_SX, by their
 * class, a cell's text a bare <p>): a Typography, Stack or Box in each cell wrote its class names
 * in every row.
 */

/** The type, owner and lock of a price, as tags (the owner in the error colour when unknown). */
export function PriceTags({ price, owners }: { price: Price; owners: OwnedBy }) {
  const { t } = useTranslation('pricing');
  const unknown = hasUnknownOwner(price, owners);
  return (
    <div className="price-tags">
      <StatusTag variant="outlined" color={price.type === 'times' ? 'secondary' : 'info'} label={t(`types.${price.type}`)} />
      <StatusTag
        variant="outlined"
        color={unknown ? 'error' : 'default'}
        label={unknown ? t('owner.unknown', { id: price.channel_type }) : (owners[String(price.channel_type)]?.name ?? '')}
      />
      {price.locked ? (
        <span className="price-lock" role="img" aria-label={t('lock.locked')} title={t('lock.locked')}>
          <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
            <path d={actionIconPath('lock')} />
          </svg>
        </span>
      ) : null}
    </div>
  );
}

/** Input and output per display unit (per call for `times`), in $ or quota as the site shows money. */
export function PriceAmounts({ price, unit, display }: { price: Price; unit: PriceUnit; display: QuotaDisplay }) {
  const { t } = useTranslation('pricing');
  const text = (ratio: number) => (ratio === 0 ? t('amount.free') : formatPriceQuota(priceQuota(ratio, price.type, unit), display));
  if (price.type === 'times') return <p>{t('amount.perCall', { price: text(price.input) })}</p>;
  return <p>{t('amount.inputOutput', { input: text(price.input), output: text(price.output), unit: t(`units.${unit}`) })}</p>;
}

/** The extra-token ratios, one tag each (`cached_tokens ×0.5`), or a dash. */
export function ExtraRatios({ price }: { price: Price }) {
  const { t } = useTranslation('pricing');
  const entries = Object.entries(price.extra_ratios ?? {});
  if (entries.length === 0) return <p>–</p>;
  return (
    <div className="price-tags">
      {entries.map(([key, ratio]) => (
        <StatusTag
          key={key}
          variant="outlined"
          label={t('extra.tag', { name: t(`extra.keys.${key}`, { defaultValue: key }), ratio: formatDecimal(ratio, 6) })}
        />
      ))}
    </div>
  );
}
