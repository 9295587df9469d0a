import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { hasActiveState } from '#shared/url-state/search-state.ts';
import { ListFilter as Filter } from '#client/components/list-toolbar/list-filter.tsx';
import { ListSearchBar } from '#client/components/list-toolbar/list-search-bar.tsx';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { FilterRow } from '#client/components/list-toolbar/filter-row.tsx';
import { ROLE_CHOICES, STATUS_CHOICES, USER_LIST_STATE } from './user-list-state.ts';
import type { UserListQuery } from './user-list-state.ts';
import { roleKey } from './user-roles.ts';
import { toolbarLabels } from '#client/components/list-toolbar/toolbar-labels.ts';

interface UserToolbarProps {
  state: UrlState<UserListQuery>;
  groups: readonly string[];
  /** The gateway filters by group, role and status (the double's extension). */
  extended: boolean;
  onCreate(): void;
}

/**
 * Keyword search (an id, or the start of a username, display name, e-mail or group; the list
 * follows a pause in typing), the group, role and status filters where the gateway has them,
 * refresh and "new user". Everything lives in the URL.
 */
export function UserToolbar({ state, groups, extended, onCreate }: UserToolbarProps) {
  const { t } = useTranslation('user');
  const any = { value: '', label: t('filters.any') };
  const groupChoices = state.draft.group !== null && !groups.includes(state.draft.group) ? [state.draft.group, ...groups] : groups;

  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <ListSearchBar
        state={state}
        field="keyword"
        onCreate={onCreate}
        createTestId="user-create"
        labels={toolbarLabels(t, ['searchHint', 'searchButton', 'create'])}
      />
      {extended ? (
        <FilterRow
          testId="user-filters"
          active={hasActiveState(USER_LIST_STATE, state.draft)}
          clearLabel={t('filters.clear')}
          onClear={() => state.reset(['size'])}
        >
          <Filter
            label={t('filters.group')}
            name="group"
            value={state.draft.group ?? ''}
            options={[any, ...groupChoices.map((group) => ({ value: group, label: group }))]}
            onChange={(value) => state.set({ group: value === '' ? null : value })}
          />
          <Filter
            label={t('filters.role')}
            name="role"
            value={String(state.draft.role)}
            options={[any, ...ROLE_CHOICES.map((role) => ({ value: String(role), label: t(`roles.${roleKey(role)}`) }))]}
            onChange={(value) => state.set({ role: ROLE_CHOICES.find((role) => String(role) === value) ?? '' })}
          />
          <Filter
            label={t('filters.status')}
            name="status"
            value={String(state.draft.status)}
            options={[
              any,
              ...STATUS_CHOICES.map((status) => ({ value: String(status), label: t(status === 1 ? 'status.enabled' : 'status.disabled') })),
            ]}
            onChange={(value) => state.set({ status: STATUS_CHOICES.find((status) => String(status) === value) ?? '' })}
          />
        </FilterRow>
      ) : null}
    </Stack>
  );
}
