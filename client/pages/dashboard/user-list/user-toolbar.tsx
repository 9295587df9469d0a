import { useId } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { hasActiveState } from '../../../../shared/url-state/search-state.ts';
import type { UrlState } from '../../../hooks/use-url-state.ts';
import { UserIcon } from './user-icons.tsx';
import { ROLE_CHOICES, STATUS_CHOICES, USER_LIST_STATE } from './user-list-state.ts';
import type { UserListQuery } from './user-list-state.ts';
import { roleKey } from './user-roles.ts';

interface UserToolbarProps {
  state: UrlState<UserListQuery>;
  groups: readonly string[];
  /** The gateway filters by group, role and status (the double's extension). */
  extended: boolean;
  onCreate(): void;
}

interface FilterProps {
  label: string;
  value: string;
  name: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
}

// A native select: MUI's Select would bring its menu, popover and modal into the page's first load.
function Filter({ label, value, name, options, onChange }: FilterProps) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 140 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput notched label={label} id={id} name={name} />}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

/**
 * Keyword search (an id, or the start of a username, display name, e-mail or group; the list
 * follows a pause in typing), the group, role and status filters where the gateway has them,
 * refresh and "new user". Everything lives in the URL.
 */
export function UserToolbar({ state, groups, extended, onCreate }: UserToolbarProps) {
  const { t } = useTranslation('admin_user');
  const revalidator = useRevalidator();
  const any = { value: '', label: t('filters.any') };
  const groupChoices = state.draft.group !== null && !groups.includes(state.draft.group) ? [state.draft.group, ...groups] : groups;

  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
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
            inputProps={{ 'aria-label': t('toolbar.search'), title: t('toolbar.searchHint') }}
            startAdornment={
              <InputAdornment position="start">
                <UserIcon name="search" fontSize="small" />
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
              <UserIcon name="refresh" />
            </IconButton>
          </Tooltip>
          <Button variant="contained" startIcon={<UserIcon name="add" />} onClick={onCreate} data-testid="user-create">
            {t('toolbar.create')}
          </Button>
        </Stack>
      </Stack>
      {extended ? (
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-testid="user-filters">
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
          {hasActiveState(USER_LIST_STATE, state.draft) ? (
            <Button size="small" onClick={() => state.reset(['size'])}>
              {t('filters.clear')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
