import Button from '@mui/material/Button';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { CHANNEL_TAG_FILTERS } from '#shared/api/schemas/channel.ts';
import { hasActiveState } from '#shared/url-state/search-state.ts';
import { ListFilter } from '#client/components/list-toolbar/list-filter.tsx';
import { ListSearchBar } from '#client/components/list-toolbar/list-search-bar.tsx';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { FilterRow } from '#client/components/list-toolbar/filter-row.tsx';
import { CHANNEL_LIST_STATE, STATUS_CHOICES } from './channel-list-state.ts';
import type { ChannelListQuery } from './channel-list-state.ts';
import { CHANNEL_TYPES, CUSTOM_TYPE } from '#shared/channel-types.ts';
import { toolbarLabels } from '#client/components/list-toolbar/toolbar-labels.ts';
import type { ListFilterOption } from '#client/components/list-toolbar/list-filter.tsx';
import { useHydrated } from '#client/context/use-hydrated.ts';
import { FirstRenderFilter, FirstRenderText } from './first-render-controls.tsx';

interface ChannelToolbarProps {
  state: UrlState<ChannelListQuery>;
  groups: readonly string[];
  tags: readonly string[];
  /** How many channels are disabled (by hand or by a test), when the gateway said. */
  disabledCount: number | null;
  onCreate(): void;
  onTestAll(): void;
  onDeleteDisabled(): void;
  onRefreshBalances(): void;
}

const TEXT_SX = { width: { xs: '100%', sm: 180 } } as const;

/*
 * The bulk buttons' row. The delete button is the other two's outlined small Button, turned red
 * here through the variables MUI's Button draws its colours from (the values of `color="error"`):
 * its own class for the error colour was 2.2 KB of CSS that only this page writes, and so
 * inlined on every load of it (issue 37). Disabled, MUI's disabled colours still win.
 */
const BULK_ROW_SX = (theme: Theme) => {
  const vars = theme.vars;
  if (!vars) return { flexWrap: 'wrap' } as const;
  const error = vars.palette.error;
  const hover = `rgba(${error.mainChannel} / calc(${vars.palette.action.hoverOpacity}))`;
  return {
    flexWrap: 'wrap',
    '& > [data-danger]': {
      '--variant-textColor': error.main,
      '--variant-outlinedColor': error.main,
      '--variant-outlinedBorder': `rgba(${error.mainChannel} / 0.5)`,
    },
    '@media (hover: hover)': {
      '& > [data-danger]:hover': { '--variant-outlinedBorder': error.main, '--variant-outlinedBg': hover, '--variant-textBg': hover },
    },
  } as const;
};

/** `ListFilter` once hydrated, its resting look before (first-render-controls.tsx). */
function Filter(props: { label: string; name: string; value: string; options: ListFilterOption[]; onChange(value: string): void }) {
  const hydrated = useHydrated();
  return hydrated ? <ListFilter {...props} /> : <FirstRenderFilter {...props} />;
}

type TextFilter = 'models' | 'testModel' | 'key';

function textPatch(field: TextFilter, value: string): Partial<ChannelListQuery> {
  if (field === 'models') return { models: value };
  return field === 'testModel' ? { testModel: value } : { key: value };
}

/**
 * The name search, the filters (model, test model, key, type, status, group, tag, tag mode),
 * all in the URL, and the list-wide actions: test all, refresh every balance, delete the
 * disabled channels.
 */
export function ChannelToolbar({
  state,
  groups,
  tags,
  disabledCount,
  onCreate,
  onTestAll,
  onDeleteDisabled,
  onRefreshBalances,
}: ChannelToolbarProps) {
  const { t } = useTranslation('channel');
  // MUI's fields once hydrated; their resting look before (first-render-controls.tsx).
  const hydrated = useHydrated();
  const any = { value: '', label: t('filters.any') };
  const withCurrent = (list: readonly string[], current: string | null) =>
    current !== null && !list.includes(current) ? [current, ...list] : list;
  const text = (field: TextFilter, name: string) =>
    !hydrated ? (
      <FirstRenderText label={t(`filters.${field}`)} name={name} value={state.draft[field]} />
    ) : (
      <OutlinedInput
        size="small"
        name={name}
        value={state.draft[field]}
        placeholder={t(`filters.${field}`)}
        inputProps={{ 'aria-label': t(`filters.${field}`) }}
        onChange={(event) => state.set(textPatch(field, event.target.value), { debounce: true })}
        sx={TEXT_SX}
      />
    );

  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <ListSearchBar
        state={state}
        field="keyword"
        onCreate={onCreate}
        createTestId="channel-create"
        labels={toolbarLabels(t, ['searchButton', 'create'])}
      />
      <FilterRow
        testId="channel-filters"
        active={hasActiveState(CHANNEL_LIST_STATE, state.draft, ['size', 'order', 'page'])}
        clearLabel={t('filters.clear')}
        onClear={() => state.reset(['size'])}
      >
        {text('models', 'models')}
        {text('testModel', 'test_model')}
        {text('key', 'key')}
        <Filter
          label={t('filters.type')}
          name="type"
          value={state.draft.type === null ? '' : String(state.draft.type)}
          options={[
            any,
            ...CHANNEL_TYPES.map(([id, name]) => ({ value: String(id), label: id === CUSTOM_TYPE ? t('types.custom') : name })),
          ]}
          onChange={(value) => state.set({ type: value === '' ? null : Number(value) })}
        />
        <Filter
          label={t('filters.status')}
          name="status"
          value={String(state.draft.status)}
          options={[any, ...STATUS_CHOICES.map((status) => ({ value: String(status), label: t(`status.${status}`) }))]}
          onChange={(value) => state.set({ status: STATUS_CHOICES.find((status) => String(status) === value) ?? '' })}
        />
        <Filter
          label={t('filters.group')}
          name="group"
          value={state.draft.group ?? ''}
          options={[any, ...withCurrent(groups, state.draft.group).map((group) => ({ value: group, label: group }))]}
          onChange={(value) => state.set({ group: value === '' ? null : value })}
        />
        <Filter
          label={t('filters.tag')}
          name="tag"
          value={state.draft.tag ?? ''}
          options={[any, ...withCurrent(tags, state.draft.tag).map((tag) => ({ value: tag, label: tag }))]}
          onChange={(value) => state.set({ tag: value === '' ? null : value })}
        />
        <Filter
          label={t('filters.tagMode')}
          name="filter_tag"
          value={String(state.draft.filterTag)}
          options={CHANNEL_TAG_FILTERS.map((mode) => ({ value: String(mode), label: t(`filters.tagModes.${mode}`) }))}
          onChange={(value) => state.set({ filterTag: CHANNEL_TAG_FILTERS.find((mode) => String(mode) === value) ?? 0 })}
        />
      </FilterRow>
      <Stack direction="row" useFlexGap spacing={1} sx={BULK_ROW_SX}>
        <Button variant="outlined" size="small" onClick={onTestAll} data-testid="channel-test-all">
          {t('toolbar.testAll')}
        </Button>
        <Button variant="outlined" size="small" onClick={onRefreshBalances} data-testid="channel-refresh-balances">
          {t('toolbar.refreshBalances')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          data-danger=""
          onClick={onDeleteDisabled}
          disabled={disabledCount === 0}
          data-testid="channel-delete-disabled"
        >
          {disabledCount === null ? t('toolbar.deleteDisabled') : t('toolbar.deleteDisabledCount', { count: disabledCount })}
        </Button>
      </Stack>
    </Stack>
  );
}
