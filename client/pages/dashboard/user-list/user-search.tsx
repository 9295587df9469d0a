import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input/text-input.tsx';
import type { UrlState } from '../../../hooks/use-url-state.ts';
import type { UserListQuery } from './user-list-state.ts';

/** The keyword box: an id, or the start of a username, display name, e-mail or group; the list follows a pause in typing. */
export function UserSearch({ state }: { state: UrlState<UserListQuery> }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack
      component="form"
      role="search"
      direction="row"
      spacing={1}
      sx={{ p: 2, alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        state.set({ keyword: state.draft.keyword.trim() });
      }}
    >
      <TextInput
        name="keyword"
        label={t('users.search')}
        value={state.draft.keyword}
        onChange={(event) => state.set({ keyword: event.target.value }, { debounce: true })}
        helperText={t('users.searchHint')}
      />
      <Button type="submit" variant="contained" sx={{ height: 56, flexShrink: 0 }}>
        {t('users.searchButton')}
      </Button>
    </Stack>
  );
}
