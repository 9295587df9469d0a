import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/**
 * The looks of MUI's small body TableRow and TableCell, written once on the `<table>` for body
 * rows that are plain `<tr>`/`<td>` (issue 37: TableRow and TableCell put four class names on
 * every cell, a tenth of an admin list's HTML). A row under the pointer highlights with
 * `data-hover`, a picked one shades with `data-selected`; a cell aligns right with
 * `data-align="right"` and holds a row's box with `data-checkbox`.
 *
 * The rules weigh one class (`&>:where(tbody)>:where(tr)>…`), as TableCell's did, so what won
 * over TableCell's class still wins: the table's own rules (`& td`), the phone's cards
 * (STACKED_ON_PHONE_SX), and a column's class, which comes later in the sheet. The box's cell keeps MUI's weight (two
 * classes' worth), so a table's `& td` padding does not move the box. (A selector that starts
 * with `:where(&…)` would not do: Emotion reads a leading `:` as a pseudo-class of the table.)
 *
 * Put on the `<table>` before the table's own rules: `[STACKED_ON_PHONE_SX, PLAIN_ROWS_SX, ownSx]`.
 */
export const PLAIN_ROWS_SX = (theme: Theme) => {
  const palette = (theme.vars ?? theme).palette;
  const border = theme.vars ? theme.vars.palette.TableCell.border : theme.palette.divider;
  const selected = theme.vars
    ? `rgba(${theme.vars.palette.primary.mainChannel} / ${theme.vars.palette.action.selectedOpacity})`
    : alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
  const selectedHover = theme.vars
    ? `rgba(${theme.vars.palette.primary.mainChannel} / calc(${theme.vars.palette.action.selectedOpacity} + ${theme.vars.palette.action.hoverOpacity}))`
    : alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity);
  return {
    '&>:where(tbody)>:where(tr)': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
    '&>:where(tbody)>:where(tr[data-hover]:hover)': { backgroundColor: palette.action.hover },
    '&>:where(tbody)>:where(tr[data-selected])': { backgroundColor: selected },
    '&>:where(tbody)>:where(tr[data-selected]:hover)': { backgroundColor: selectedHover },
    '&>:where(tbody)>:where(tr)>:where(td,th)': {
      ...theme.typography.body2,
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${border}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: palette.text.primary,
    },
    '&>:where(tbody)>:where(tr)>:where([data-align=right])': { textAlign: 'right' },
    '& [data-checkbox]': { width: '24px', padding: '0 12px 0 16px' },
    '& [data-checkbox]>*': { padding: 0 },
  } as const;
};

/**
 * MUI's small head TableCell look for a header row of plain `<th>`s (the charts' tables, a cell a
 * series), with the same `data-align="right"`; no weight of its own either.
 */
export const PLAIN_HEAD_SX = (theme: Theme) => {
  const border = theme.vars ? theme.vars.palette.TableCell.border : theme.palette.divider;
  return {
    '&>:where(thead)>:where(tr)': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
    '&>:where(thead)>:where(tr)>:where(th)': {
      ...theme.typography.body2,
      color: (theme.vars ?? theme).palette.text.primary,
      lineHeight: theme.typography.pxToRem(24),
      fontWeight: theme.typography.fontWeightMedium,
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${border}`,
      textAlign: 'left',
      padding: '6px 16px',
    },
    '&>:where(thead)>:where(tr)>:where([data-align=right])': { textAlign: 'right' },
  } as const;
};
