import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import type { UrlState } from '#client/hooks/use-url-state.ts';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';

/** The texts of a list's search bar, in the page's own namespace. */
export interface ListSearchBarLabels {
  /** The field's placeholder and accessible name. */
  search: string;
  /** What the field matches, as a tooltip (optional). */
  searchHint?: string;
  /** A search button beside the field; without it, Enter and a pause in typing apply the search. */
  searchButton?: string;
  refresh: string;
  /** The create button's text (unused without `onCreate`). */
  create?: string;
}

/** The fields of a list's URL state that hold text, so one of them can be the search field. */
type TextField<Q> = { [K in keyof Q]: Q[K] extends string ? K : never }[keyof Q] & string;

interface ListSearchBarProps<Q extends object, K extends TextField<Q>> {
  state: UrlState<Q>;
  /** The URL-state field the search writes (`keyword`, `name`…). */
  field: K;
  labels: ListSearchBarLabels;
  /** Shows the "new …" button; a list without one (a review queue) leaves it out. */
  onCreate?(): void;
  /** A test id for the create button. */
  createTestId?: string;
  /** The list's filters (toggles, selects), between the search and the buttons. */
  children?: ReactNode;
  /** Padding around the bar, for a bar that is the first row of a card. */
  padded?: boolean;
}

/**
 * The first row of every list page: a search field (kept in the URL; the list follows a pause
 * in typing, Enter or the button applies it at once), the list's filters, refresh, and the
 * "new …" button.
 */
export function ListSearchBar<Q extends object, K extends TextField<Q>>({
  state,
  field,
  labels,
  onCreate,
  createTestId,
  children,
  padded = false,
}: ListSearchBarProps<Q, K>) {
  const revalidator = useRevalidator();
  const draft = state.draft[field];
  const text = typeof draft === 'string' ? draft : '';
  // Only `field` changes; TypeScript cannot see that a computed key of Q makes a Partial<Q>.
  const setText = (value: string, debounce: boolean) => state.set({ [field]: value } as Partial<Q>, { debounce });
  const wide = children ? 'md' : 'sm';
  return (
    <Stack direction={{ xs: 'column', [wide]: 'row' }} spacing={1.5} sx={{ alignItems: { [wide]: 'center' }, ...(padded ? { p: 2 } : {}) }}>
      <Stack
        component="form"
        role="search"
        direction="row"
        spacing={1}
        sx={{ flexGrow: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          setText(text.trim(), false);
        }}
      >
        <OutlinedInput
          size="small"
          name={field}
          value={text}
          onChange={(event) => setText(event.target.value, true)}
          placeholder={labels.search}
          inputProps={{ 'aria-label': labels.search, ...(labels.searchHint ? { title: labels.searchHint } : {}) }}
          startAdornment={
            <InputAdornment position="start">
              <ActionIcon name="search" fontSize="small" />
            </InputAdornment>
          }
          sx={{ flexGrow: 1, maxWidth: { [wide]: 360 } }}
        />
        {labels.searchButton ? (
          <Button type="submit" variant="outlined">
            {labels.searchButton}
          </Button>
        ) : null}
      </Stack>
      {children}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title={labels.refresh}>
          <IconButton aria-label={labels.refresh} onClick={() => void revalidator.revalidate()} loading={revalidator.state === 'loading'}>
            <ActionIcon name="refresh" />
          </IconButton>
        </Tooltip>
        {onCreate ? (
          <Button
            variant="contained"
            startIcon={<ActionIcon name="add" />}
            onClick={onCreate}
            {...(createTestId ? { 'data-testid': createTestId } : {})}
          >
            {labels.create}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
