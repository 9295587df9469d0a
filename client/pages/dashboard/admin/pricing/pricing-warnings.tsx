import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { OwnedBy, Price } from '#shared/api/schemas/model.ts';
import { hasUnknownOwner, unpricedModels } from './pricing-state.ts';

/** How many names a warning lists before "and N more". */
const LISTED = 12;

function listed(names: readonly string[], more: (count: number) => string): string {
  const shown = names.slice(0, LISTED).join(', ');
  return names.length > LISTED ? `${shown} ${more(names.length - LISTED)}` : shown;
}

interface PricingWarningsProps {
  prices: readonly Price[];
  owners: OwnedBy;
  /** `/api/prices/model_list`, or null when the gateway could not say. */
  modelList: readonly string[] | null;
  onPrice(models: string[]): void;
}

/**
 * What an admin should fix: models channels offer without a price (billed at the default 30/30)
 * and prices whose owner is unknown (shown as "unknown" everywhere users see them).
 */
export function PricingWarnings({ prices, owners, modelList, onPrice }: PricingWarningsProps) {
  const { t } = useTranslation('pricing');
  const unpriced = modelList ? unpricedModels(modelList, prices) : [];
  const orphans = prices.filter((price) => hasUnknownOwner(price, owners)).map((price) => price.model);
  const more = (count: number) => t('warnings.more', { count });
  if (unpriced.length === 0 && orphans.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ px: 2, pb: 2 }}>
      {unpriced.length > 0 ? (
        <Alert
          severity="warning"
          data-testid="warning-unpriced"
          action={
            <Button color="inherit" size="small" onClick={() => onPrice(unpriced)}>
              {t('warnings.priceThem')}
            </Button>
          }
        >
          {t('warnings.unpriced', { count: unpriced.length, models: listed(unpriced, more) })}
        </Alert>
      ) : null}
      {orphans.length > 0 ? (
        <Alert severity="warning" data-testid="warning-owner">
          {t('warnings.unknownOwner', { count: orphans.length, models: listed(orphans, more) })}
        </Alert>
      ) : null}
    </Stack>
  );
}
