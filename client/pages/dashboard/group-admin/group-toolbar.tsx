import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { UrlState } from '../../../hooks/use-url-state.ts';
import { ActionIcon } from '../../../components/icons/action-icon.tsx';
import { ENABLE_FILTERS } from './group-list-state.ts';
import type { GroupListQuery } from './group-list-state.ts';

/** Name search and the enable filter (both in the URL), refresh and "new group". */
export function GroupToolbar({ state, onCreate }: { state: UrlState<GroupListQuery>; onCreate(): void }) {
  const { t } = useTranslation('admin_group');
  const revalidator = useRevalidator();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ p: 2, alignItems: { md: 'center' } }}>
      <Stack
        component="form"
        role="search"
        direction="row"
        spacing={1}
        sx={{ flexGrow: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          state.set({ name: state.draft.name.trim() });
        }}
      >
        <OutlinedInput
          size="small"
          name="name"
          value={state.draft.name}
          onChange={(event) => state.set({ name: event.target.value }, { debounce: true })}
          placeholder={t('toolbar.search')}
          inputProps={{ 'aria-label': t('toolbar.search') }}
          startAdornment={
            <InputAdornment position="start">
              <ActionIcon name="search" fontSize="small" />
            </InputAdornment>
          }
          sx={{ flexGrow: 1, maxWidth: { md: 320 } }}
        />
      </Stack>
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
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title={t('toolbar.refresh')}>
          <IconButton
            aria-label={t('toolbar.refresh')}
            onClick={() => void revalidator.revalidate()}
            loading={revalidator.state === 'loading'}
          >
            <ActionIcon name="refresh" />
          </IconButton>
        </Tooltip>
        <Button variant="contained" startIcon={<ActionIcon name="add" />} onClick={onCreate} data-testid="group-create">
          {t('toolbar.create')}
        </Button>
      </Stack>
    </Stack>
  );
}
