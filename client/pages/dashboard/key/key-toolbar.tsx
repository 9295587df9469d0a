import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { UrlState } from '../../../hooks/use-url-state.ts';
import { KeyIcon } from './key-icons.tsx';
import type { KeyQuery } from './key-query.ts';

interface KeyToolbarProps {
  state: UrlState<KeyQuery>;
  onCreate(): void;
}

/** Keyword search (a name prefix, kept in the URL; the list follows a pause in typing), refresh and "new key". */
export function KeyToolbar({ state, onCreate }: KeyToolbarProps) {
  const { t } = useTranslation('token');
  const revalidator = useRevalidator();

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ p: 2, alignItems: { sm: 'center' } }}>
      <Stack
        component="form"
        role="search"
        direction="row"
        spacing={1}
        sx={{ flexGrow: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          state.set({ keyword: state.draft.keyword.trim() });
        }}
      >
        <OutlinedInput
          size="small"
          name="keyword"
          value={state.draft.keyword}
          onChange={(event) => state.set({ keyword: event.target.value }, { debounce: true })}
          placeholder={t('toolbar.search')}
          inputProps={{ 'aria-label': t('toolbar.search') }}
          startAdornment={
            <InputAdornment position="start">
              <KeyIcon name="search" fontSize="small" />
            </InputAdornment>
          }
          sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}
        />
        <Button type="submit" variant="outlined">
          {t('toolbar.searchButton')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title={t('toolbar.refresh')}>
          <IconButton
            aria-label={t('toolbar.refresh')}
            onClick={() => void revalidator.revalidate()}
            loading={revalidator.state === 'loading'}
          >
            <KeyIcon name="refresh" />
          </IconButton>
        </Tooltip>
        <Button variant="contained" startIcon={<KeyIcon name="add" />} onClick={onCreate}>
          {t('toolbar.create')}
        </Button>
      </Stack>
    </Stack>
  );
}
