import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input/text-input.tsx';

/** The keyword box: an id, or the start of a username, display name, e-mail or group. */
export function UserSearch({ keyword, onSearch }: { keyword: string; onSearch(keyword: string): void }) {
  const { t } = useTranslation('dashboard');
  const [value, setValue] = useState(keyword);
  return (
    <Stack
      component="form"
      role="search"
      direction="row"
      spacing={1}
      sx={{ p: 2, alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <TextInput name="keyword" label={t('users.search')} value={value} onChange={(event) => setValue(event.target.value)} helperText={t('users.searchHint')} />
      <Button type="submit" variant="contained" sx={{ height: 56, flexShrink: 0 }}>
        {t('users.searchButton')}
      </Button>
    </Stack>
  );
}
