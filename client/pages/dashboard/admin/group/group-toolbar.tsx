import { useTranslation } from 'react-i18next';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { ListSearchBar } from '#client/components/list-toolbar/list-search-bar.tsx';
import { ENABLE_FILTERS } from './group-list-state.ts';
import type { GroupListQuery } from './group-list-state.ts';
import { toolbarLabels } from '#client/components/list-toolbar/toolbar-labels.ts';
import { ChoiceToggle } from '#client/components/list-toolbar/choice-toggle.tsx';

/** Name search and the enable filter (both in the URL), refresh and "new group". */
export function GroupToolbar({ state, onCreate }: { state: UrlState<GroupListQuery>; onCreate(): void }) {
  const { t } = useTranslation('group');
  return (
    <ListSearchBar state={state} field="name" padded onCreate={onCreate} createTestId="group-create" labels={toolbarLabels(t, ['create'])}>
      <ChoiceToggle
        value={state.draft.enable}
        choices={ENABLE_FILTERS}
        label={t('toolbar.enableFilter')}
        choiceLabel={(value) => t(`toolbar.enable.${value}`)}
        testIdPrefix="group-filter-"
        onChoose={(enable) => state.set({ enable })}
      />
    </ListSearchBar>
  );
}
