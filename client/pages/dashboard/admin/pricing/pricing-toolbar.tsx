import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { OwnedBy } from '#shared/api/schemas/model.ts';
import { ListFilter } from '#client/components/list-toolbar/list-filter.tsx';
import { ListSearchBar } from '#client/components/list-toolbar/list-search-bar.tsx';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import { PriceUnitToggle } from '#client/components/price-unit-toggle/price-unit-toggle.tsx';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { LOCK_FILTERS, PRICING_VIEWS, TYPE_FILTERS } from './pricing-state.ts';
import type { PricingQuery } from './pricing-state.ts';
import { toolbarLabels } from '#client/components/list-toolbar/toolbar-labels.ts';
import { ChoiceToggle } from '#client/components/list-toolbar/choice-toggle.tsx';

interface PricingToolbarProps {
  state: UrlState<PricingQuery>;
  owners: OwnedBy;
  onCreate(): void;
  onSync(): void;
}

/** Search, "new price", refresh; then the view, the type, owner and lock filters, the K/M unit and the feed sync. */
export function PricingToolbar({ state, owners, onCreate, onSync }: PricingToolbarProps) {
  const { t } = useTranslation('pricing');
  const query = state.draft;
  const ownerOptions = [
    { value: '', label: t('filters.any') },
    ...Object.values(owners)
      .sort((a, b) => a.id - b.id)
      .map((owner) => ({ value: String(owner.id), label: owner.name })),
  ];
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <ListSearchBar
        state={state}
        field="keyword"
        labels={toolbarLabels(t, ['searchButton', 'create'])}
        onCreate={onCreate}
        createTestId="price-create"
      />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ChoiceToggle
          value={query.view}
          choices={PRICING_VIEWS}
          label={t('toolbar.view')}
          choiceLabel={(view) => t(`toolbar.views.${view}`)}
          testIdPrefix="pricing-view-"
          onChoose={(view) => state.set({ view })}
        />
        <ListFilter
          label={t('filters.type')}
          name="type"
          value={query.type}
          options={TYPE_FILTERS.map((type) => ({ value: type, label: t(`filters.types.${type}`) }))}
          onChange={(value) => state.set({ type: TYPE_FILTERS.find((type) => type === value) ?? 'all' })}
        />
        <ListFilter
          label={t('filters.owner')}
          name="owner"
          value={query.owner}
          options={ownerOptions}
          onChange={(owner) => state.set({ owner })}
        />
        <ListFilter
          label={t('filters.locked')}
          name="locked"
          value={query.locked}
          options={LOCK_FILTERS.map((lock) => ({ value: lock, label: t(`filters.locks.${lock}`) }))}
          onChange={(value) => state.set({ locked: LOCK_FILTERS.find((lock) => lock === value) ?? 'all' })}
        />
        <PriceUnitToggle
          value={query.unit}
          onChange={(unit) => state.set({ unit })}
          label={t('toolbar.unit')}
          unitLabel={(unit) => t(`units.${unit}`)}
          testIdPrefix="pricing-unit"
        />
        <Button
          variant="outlined"
          startIcon={<ActionIcon name="refresh" />}
          onClick={onSync}
          sx={{ ml: { sm: 'auto' } }}
          data-testid="price-sync"
        >
          {t('toolbar.sync')}
        </Button>
      </Stack>
    </Stack>
  );
}
