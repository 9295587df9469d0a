import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserGroupRate } from '#shared/api/schemas/group.ts';
import { formatDiscount } from '#shared/format/discount.ts';
import { hasActiveState } from '#shared/url-state/search-state.ts';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { PRICE_STATE } from '#shared/pricing/price-rows.ts';
import type { OwnerOption, PriceFilters } from '#shared/pricing/price-rows.ts';
import { PriceUnitToggle } from '#client/components/price-unit-toggle/price-unit-toggle.tsx';

interface PriceFiltersBarProps {
  state: UrlState<PriceFilters>;
  owners: readonly OwnerOption[];
  groups: readonly UserGroupRate[];
}

/** Search box, group select, unit toggle and provider chips of the price table. */
export function PriceFiltersBar({ state, owners, groups }: PriceFiltersBarProps) {
  const { t, i18n } = useTranslation('prices');
  const { draft: filters, set } = state;
  const active = hasActiveState(PRICE_STATE, filters);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          type="search"
          size="small"
          label={t('prices:prices.search.label')}
          placeholder={t('prices:prices.search.placeholder')}
          value={filters.search}
          onChange={(event) => set({ search: event.target.value }, { debounce: true })}
          slotProps={{ htmlInput: { 'data-testid': 'prices-search' } }}
          sx={{ minWidth: { md: 260 } }}
        />
        <TextField
          select
          size="small"
          label={t('prices:prices.group.label')}
          value={filters.group ?? ''}
          onChange={(event) => set({ group: event.target.value || null })}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'prices-group' }, inputLabel: { shrink: true } }}
          sx={{ minWidth: { md: 260 } }}
        >
          <option value="">{t('prices:prices.group.listPrice')}</option>
          {groups.map((group) => (
            <option key={group.id} value={group.symbol}>
              {t('prices:prices.group.option', {
                name: group.name,
                discount: formatDiscount(group.discount, i18n.language) || t('prices:prices.group.noDiscount'),
              })}
            </option>
          ))}
        </TextField>
        <PriceUnitToggle
          value={filters.unit}
          onChange={(unit) => set({ unit })}
          label={t('prices:prices.unit.label')}
          unitLabel={(unit) => t(`prices:prices.unit.${unit}`)}
          testIdPrefix="prices-unit"
        />
        <Box sx={{ flexGrow: 1 }} />
        {active ? <Button onClick={() => state.reset()}>{t('prices:prices.clear')}</Button> : null}
      </Stack>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        role="group"
        aria-label={t('prices:prices.owner.label')}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary', mr: 1 }}>
          {t('prices:prices.owner.label')}
        </Typography>
        {[{ id: null, name: t('prices:prices.owner.all') }, ...owners].map((owner) => {
          const selected = filters.owner === owner.id;
          return (
            <Chip
              key={owner.id ?? 'all'}
              label={owner.name}
              clickable
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              data-testid={`prices-owner-${owner.id ?? 'all'}`}
              onClick={() => set({ owner: owner.id })}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
