import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { KeyIcon } from './key-icons.tsx';
import { withQuery } from './key-query.ts';

interface KeyToolbarProps {
  keyword: string;
  onCreate(): void;
}

/** Keyword search (a name prefix, kept in the URL), refresh and "new key". */
export function KeyToolbar({ keyword, onCreate }: KeyToolbarProps) {
  const { t } = useTranslation('token');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [value, setValue] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  // Back/forward changes the URL's keyword: the box follows it.
  if (shown !== keyword) {
    setShown(keyword);
    setValue(keyword);
  }

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
          void navigate(withQuery(params, { keyword: value.trim(), page: 1 }));
        }}
      >
        <OutlinedInput
          size="small"
          name="keyword"
          value={value}
          onChange={(event) => setValue(event.target.value)}
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
          <IconButton aria-label={t('toolbar.refresh')} onClick={() => void revalidator.revalidate()} loading={revalidator.state === 'loading'}>
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
