import Checkbox from '@mui/material/Checkbox';
import ButtonBase from '@mui/material/ButtonBase';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ComponentProps, ReactNode } from 'react';
import { PlainRowBox } from './plain-row-box.tsx';
import { RowIcon } from './row-icons.tsx';
import type { RowId } from './row-selection.ts';
import type { ActionIconName } from '#client/components/icons/action-icon.tsx';
import { iconButtonLook, SVG_ICON_LOOK } from '#client/theme/button-reset.ts';

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
export function SelectRowCell<Id extends RowId>(props: SelectRowProps<Id>) {
  return (
    <TableCell padding="checkbox">
      <RowBox {...props} />
    </TableCell>
  );
}

/**
 * The same box in a plain `<td>`, for body rows styled by their body (`PlainTableBody`): no
 * TableCell classes on every row, and the light box (plain-row-box.tsx) instead of Checkbox.
 */
export function PlainSelectCell<Id extends RowId>({ id, selected, disabled = false, onSelect, label }: SelectRowProps<Id>) {
  return (
    <td data-checkbox="">
      <PlainRowBox checked={selected.has(id)} disabled={disabled} label={label} onChange={(checked) => onSelect([id], checked)} />
    </td>
  );
}

interface SelectRowProps<Id extends RowId> {
  id: Id;
  selected: ReadonlySet<Id>;
  disabled?: boolean;
  onSelect(ids: readonly Id[], on: boolean): void;
  label: string;
}

function RowBox<Id extends RowId>({ id, selected, disabled = false, onSelect, label }: SelectRowProps<Id>) {
  return (
    <Checkbox
      size="small"
      checked={selected.has(id)}
      disabled={disabled}
      onChange={(_event, checked) => onSelect([id], checked)}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}

/**
 * TableSortLabel's arrow, from the table's sprite where its RowIcons draws `arrowDownward` (MUI's
 * SvgIcon wrote its path and three more class names in every sortable header: about 120 bytes
 * each). Its size and fill are the theme's (create-theme.ts, MuiTableSortLabel), as SvgIcon's.
 */
function SortArrow({ className }: { className?: string }) {
  return <RowIcon name="arrowDownward" className={className} />;
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
      <TableSortLabel active={active} direction={direction} onClick={() => onSort(field)} IconComponent={SortArrow}>
        {children}
      </TableSortLabel>
    </TableCell>
  );
}

/**
 * A row's icon button: MUI's small IconButton with its small icon, drawn as one ButtonBase whose
 * constant `sx` (`rowActionRules`) every row action of the page shares (the danger colour by
 * `data-danger`, the icon a plain `<svg>` drawn from the table's sprite: row-icons.tsx).
 * IconButton wrote four class names on the button and SvgIcon three on its icon, in every row,
 * and a whole second class for the error colour. ButtonBase keeps the ripple and the keyboard's
 * focus ring (`.MuiButtonBase-root.Mui-focusVisible`).
 */
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
      <ButtonBase
        sx={rowActionRules}
        aria-label={label}
        onClick={onClick}
        {...(danger ? { 'data-danger': '' } : {})}
        {...(testId ? { 'data-testid': testId } : {})}
      >
        <RowIcon name={icon} />
      </ButtonBase>
    </Tooltip>
  );
}

/**
 * MUI's small IconButton and its icon without ButtonBase's reset, for a row's icon buttons: the
 * `sx` of `RowActionButton`'s ButtonBase, and the rule a table writes once for its plain ones
 * (`'& td[data-actions] > button': rowActionRules(theme)`, over a `buttonReset` of its cells'
 * buttons: client/theme/button-reset.ts). Plain, a button carries no class names or `tabindex`
 * (48 bytes a button, 2.4 KB on a page of channels) and is no styled instance; no ripple.
 */
export function rowActionRules(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  const dangerHover = theme.vars
    ? `rgba(${theme.vars.palette.error.mainChannel} / calc(${theme.vars.palette.action.hoverOpacity}))`
    : alpha(theme.palette.error.main, theme.palette.action.hoverOpacity);
  return {
    ...iconButtonLook(theme, 'small'),
    '&[data-danger]': { color: palette.error.main },
    '@media (hover: hover)': { '&[data-danger]:hover': { backgroundColor: dangerHover } },
    '& > svg': { ...SVG_ICON_LOOK, fontSize: '1.25rem' },
  } as const;
}

/** `RowActionButton` as a plain `<button>`, styled by its table (`rowActionRules`). */
export function PlainRowActionButton({
  icon,
  title,
  label,
  danger = false,
  onClick,
}: {
  icon: ActionIconName;
  title: string;
  label: string;
  danger?: boolean;
  onClick(): void;
}) {
  return (
    <Tooltip title={title}>
      <TooltipButton aria-label={label} onClick={onClick} {...(danger ? { 'data-danger': '' } : {})}>
        <RowIcon name={icon} />
      </TooltipButton>
    </Tooltip>
  );
}

/**
 * A plain `<button type="button">` for a Tooltip's child: Tooltip hands its child the child's
 * class names joined with its own, an empty `class=""` on a button without any (9 bytes a
 * button, seven a channel row); this leaves it out. The ref is Tooltip's anchor (React 19: a prop).
 */
export function TooltipButton({ className, ...props }: ComponentProps<'button'>) {
  return <button type="button" {...props} className={className || undefined} />;
}
