import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useRevalidator } from 'react-router';
import type { UrlState } from '../../hooks/use-url-state.ts';
import { ActionIcon } from '../icons/action-icon.tsx';

/** The texts of a list's search bar, in the page's own namespace. */
export interface ListSearchBarLabels {
  /** The field's placeholder and accessible name. */
  search: string;
  /** What the field matches, as a tooltip (optional). */
  searchHint?: string;
  searchButton: string;
  refresh: string;
  create: string;
}

interface ListSearchBarProps<Q extends { keyword: string }> {
  state: UrlState<Q>;
  labels: ListSearchBarLabels;
  onCreate(): void;
  /** A test id for the create button. */
  createTestId?: string;
}

/**
 * The first row of every list page: keyword search (kept in the URL; the list follows a pause
 * in typing, Enter or the button applies it at once), refresh, and the "new …" button.
 */
export function ListSearchBar<Q extends { keyword: string }>({ state, labels, onCreate, createTestId }: ListSearchBarProps<Q>) {
  const revalidator = useRevalidator();
  // The keyword is the only field this bar writes; the cast names it for UrlState's generic set.
  const setKeyword = (keyword: string, debounce: boolean) => state.set({ keyword } as Partial<Q>, { debounce });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <Stack
        component="form"
        role="search"
        direction="row"
        spacing={1}
        sx={{ flexGrow: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          setKeyword(state.draft.keyword.trim(), false);
        }}
      >
        <OutlinedInput
          size="small"
          name="keyword"
          value={state.draft.keyword}
          onChange={(event) => setKeyword(event.target.value, true)}
          placeholder={labels.search}
          inputProps={{ 'aria-label': labels.search, ...(labels.searchHint ? { title: labels.searchHint } : {}) }}
          startAdornment={
            <InputAdornment position="start">
              <ActionIcon name="search" fontSize="small" />
            </InputAdornment>
          }
          sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}
        />
        <Button type="submit" variant="outlined">
          {labels.searchButton}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title={labels.refresh}>
          <IconButton aria-label={labels.refresh} onClick={() => void revalidator.revalidate()} loading={revalidator.state === 'loading'}>
            <ActionIcon name="refresh" />
          </IconButton>
        </Tooltip>
        <Button
          variant="contained"
          startIcon={<ActionIcon name="add" />}
          onClick={onCreate}
          {...(createTestId ? { 'data-testid': createTestId } : {})}
        >
          {labels.create}
        </Button>
      </Stack>
    </Stack>
  );
}
