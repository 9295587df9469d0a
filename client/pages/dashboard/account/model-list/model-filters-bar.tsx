import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnerOption } from '#shared/pricing/price-rows.ts';
import { hasActiveState } from '#shared/url-state/search-state.ts';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { MODEL_SORTS, MODEL_STATE, toggleOwner } from './model-filters.ts';
import type { ModelFilters, ModelSort } from './model-filters.ts';
import { PriceUnitToggle } from '#client/components/price-unit-toggle/price-unit-toggle.tsx';

interface ModelFiltersBarProps {
  state: UrlState<ModelFilters>;
  owners: readonly OwnerOption[];
  /** Empty when the gateway gives no modality data: the filter is then hidden. */
  modalities: readonly string[];
  /** False when the user's group is unknown, which makes "only my group" meaningless. */
  canFilterMine: boolean;
}

function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }} role="group" aria-label={label}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mr: 1 }}>
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

function FilterChip({ label, selected, testId, onClick }: { label: string; selected: boolean; testId: string; onClick(): void }) {
  return (
    <Chip
      label={label}
      clickable
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-pressed={selected}
      data-testid={testId}
      onClick={onClick}
    />
  );
}

/** Search, "only my group", unit, sort, and the owner and modality chips; all kept in the URL. */
export function ModelFiltersBar({ state, owners, modalities, canFilterMine }: ModelFiltersBarProps) {
  const { t } = useTranslation('model_list');
  const { draft: filters, set: setFilter } = state;
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          type="search"
          size="small"
          label={t('model_list:search.label')}
          placeholder={t('model_list:search.placeholder')}
          value={filters.search}
          onChange={(event) => setFilter({ search: event.target.value }, { debounce: true })}
          slotProps={{ htmlInput: { 'data-testid': 'models-search' } }}
          sx={{ width: { xs: '100%', md: 240 } }}
        />
        <TextField
          select
          size="small"
          label={t('model_list:sort.label')}
          value={filters.sort}
          onChange={(event) => setFilter({ sort: event.target.value as ModelSort })}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'models-sort' }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          {MODEL_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`model_list:sort.${sort}`)}
            </option>
          ))}
        </TextField>
        <PriceUnitToggle
          value={filters.unit}
          onChange={(unit) => setFilter({ unit })}
          label={t('model_list:unit.label')}
          unitLabel={(unit) => t(`model_list:unit.${unit}`)}
          testIdPrefix="models-unit"
        />
        {canFilterMine ? (
          <FormControlLabel
            control={
              <Switch
                checked={filters.mine}
                onChange={(event) => setFilter({ mine: event.target.checked })}
                slotProps={{ input: { 'data-testid': 'models-mine' } as object }}
              />
            }
            label={t('model_list:mine')}
          />
        ) : null}
        {hasActiveState(MODEL_STATE, filters) ? (
          <Button onClick={() => state.reset()} data-testid="models-clear">
            {t('model_list:clear')}
          </Button>
        ) : null}
      </Stack>
      <ChipRow label={t('model_list:owner.label')}>
        <FilterChip
          label={t('model_list:owner.all')}
          selected={filters.owners.length === 0}
          testId="models-owner-all"
          onClick={() => setFilter({ owners: [] })}
        />
        {owners.map((owner) => (
          <FilterChip
            key={owner.id}
            label={owner.name}
            selected={filters.owners.includes(owner.id)}
            testId={`models-owner-${owner.id}`}
            onClick={() => setFilter((latest) => ({ owners: toggleOwner(latest.owners, owner.id) }))}
          />
        ))}
      </ChipRow>
      {modalities.length > 0 ? (
        <ChipRow label={t('model_list:modality.label')}>
          <FilterChip
            label={t('model_list:modality.all')}
            selected={filters.modality === null}
            testId="models-modality-all"
            onClick={() => setFilter({ modality: null })}
          />
          {modalities.map((modality) => (
            <FilterChip
              key={modality}
              label={t(`model_list:modality.names.${modality}`, { defaultValue: modality })}
              selected={filters.modality === modality}
              testId={`models-modality-${modality}`}
              onClick={() => setFilter((latest) => ({ modality: latest.modality === modality ? null : modality }))}
            />
          ))}
        </ChipRow>
      ) : null}
    </Stack>
  );
}
