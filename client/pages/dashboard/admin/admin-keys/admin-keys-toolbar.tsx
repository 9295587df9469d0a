import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { hasActiveState } from '#shared/url-state/search-state.ts';
import { ListSearchBar } from '#client/components/list-toolbar/list-search-bar.tsx';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { ADMIN_KEYS_STATE, typedUserId } from './admin-keys-state.ts';
import type { AdminKeysQuery } from './admin-keys-state.ts';
import { toolbarLabels } from '#client/components/list-toolbar/toolbar-labels.ts';

const ID_SX = { width: { xs: '100%', md: 150 } } as const;

/**
 * The key name search, the owner's user id and the key id (the list follows a pause in
 * typing), refresh and "clear". Everything lives in the URL.
 */
export function AdminKeysToolbar({ state }: { state: UrlState<AdminKeysQuery> }) {
  const { t } = useTranslation('admin_keys');
  const { draft } = state;
  const idField = (field: 'userId' | 'keyId', name: string) => (
    <TextField
      size="small"
      name={name}
      label={t(`toolbar.${field}`)}
      value={draft[field] ?? ''}
      onChange={(event) => state.set({ [field]: typedUserId(event.target.value) }, { debounce: true })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
      sx={ID_SX}
    />
  );
  return (
    <ListSearchBar state={state} field="keyword" padded labels={toolbarLabels(t, ['searchButton'])}>
      {idField('userId', 'user_id')}
      {idField('keyId', 'token_id')}
      {hasActiveState(ADMIN_KEYS_STATE, draft, ['order']) ? (
        <Button size="small" onClick={() => state.reset(['size', 'order'])}>
          {t('toolbar.clear')}
        </Button>
      ) : null}
    </ListSearchBar>
  );
}
