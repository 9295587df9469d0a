import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { ListSearchBar } from '#client/components/list-toolbar/list-search-bar.tsx';
import { ENABLE_FILTERS } from './group-list-state.ts';
import type { GroupListQuery } from './group-list-state.ts';
import { toolbarLabels } from '#client/components/list-toolbar/toolbar-labels.ts';

/** Name search and the enable filter (both in the URL), refresh and "new group". */
export function GroupToolbar({ state, onCreate }: { state: UrlState<GroupListQuery>; onCreate(): void }) {
  const { t } = useTranslation('group');
  return (
    <ListSearchBar state={state} field="name" padded onCreate={onCreate} createTestId="group-create" labels={toolbarLabels(t, ['create'])}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state.draft.enable}
        onChange={(_event, value: GroupListQuery['enable'] | null) => {
          if (value) state.set({ enable: value });
        }}
        aria-label={t('toolbar.enableFilter')}
      >
        {ENABLE_FILTERS.map((value) => (
          <ToggleButton key={value} value={value} data-testid={`group-filter-${value}`}>
            {t(`toolbar.enable.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </ListSearchBar>
  );
}
