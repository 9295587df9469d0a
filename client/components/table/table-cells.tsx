import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ActionIcon } from '#client/components/icons/action-icon.tsx';
import type { RowId } from './row-selection.ts';
import type { ActionIconName } from '#client/components/icons/action-icon.tsx';

/** The header box of an admin list: ticks or unticks every selectable row of the page. */
export function SelectAllCell<Id extends RowId>({
  ids,
  selected,
  onSelect,
  label,
}: {
  /** The page's selectable rows. */
  ids: readonly Id[];
  selected: ReadonlySet<Id>;
  onSelect(ids: readonly Id[], on: boolean): void;
  label: string;
}) {
  const chosen = ids.filter((id) => selected.has(id)).length;
  const all = ids.length > 0 && chosen === ids.length;
  return (
    <TableCell padding="checkbox">
      <Checkbox
        size="small"
        checked={all}
        indeterminate={chosen > 0 && !all}
        disabled={ids.length === 0}
        onChange={() => onSelect(ids, !all)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    </TableCell>
  );
}

/** A row's box; rows that may not be picked (built-ins, the default group, root) show it disabled. */
export function SelectRowCell<Id extends RowId>({
  id,
  selected,
  disabled = false,
  onSelect,
  label,
}: {
  id: Id;
  selected: ReadonlySet<Id>;
  disabled?: boolean;
  onSelect(ids: readonly Id[], on: boolean): void;
  label: string;
}) {
  return (
    <TableCell padding="checkbox">
      <Checkbox
        size="small"
        checked={selected.has(id)}
        disabled={disabled}
        onChange={(_event, checked) => onSelect([id], checked)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    </TableCell>
  );
}

/**
 * A column header. With a `field`, it sorts through the list's `order` (`field` ascending,
 * `-field` descending; `defaultField` is the gateway's order when none is asked for).
 */
export function HeaderCell<Field extends string>({
  field,
  order,
  onSort,
  defaultField,
  align = 'left',
  sx,
  children,
}: {
  field?: Field | undefined;
  order: string;
  onSort(field: Field): void;
  defaultField?: Field;
  align?: 'left' | 'right';
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  if (field === undefined)
    return (
      <TableCell align={align} {...(sx ? { sx } : {})}>
        {children}
      </TableCell>
    );
  const active = order === field || order === `-${field}` || (order === '' && field === defaultField);
  const direction = order.startsWith('-') ? 'desc' : 'asc';
  return (
    <TableCell align={align} {...(sx ? { sx } : {})} {...(active ? { sortDirection: direction } : {})}>
      <TableSortLabel active={active} direction={direction} onClick={() => onSort(field)}>
        {children}
      </TableSortLabel>
    </TableCell>
  );
}

/** A row's icon button with its tooltip (the tooltip says what, the label says on what). */
export function RowActionButton({
  icon,
  title,
  label,
  danger = false,
  onClick,
  testId,
}: {
  icon: ActionIconName;
  title: string;
  label: string;
  danger?: boolean;
  onClick(): void;
  testId?: string;
}) {
  return (
    <Tooltip title={title}>
      <IconButton
        size="small"
        {...(danger ? { color: 'error' as const } : {})}
        aria-label={label}
        onClick={onClick}
        {...(testId ? { 'data-testid': testId } : {})}
      >
        <ActionIcon name={icon} fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
