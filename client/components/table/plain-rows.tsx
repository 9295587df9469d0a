import TableBody from '@mui/material/TableBody';
import TableHead from '@mui/material/TableHead';
import { alpha, styled } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/**
 * The looks of MUI's small body TableRow and TableCell, written once on the table's body for
 * rows that are plain `<tr>`/`<td>` (issue 37: TableRow and TableCell put four class names on
 * every cell, a tenth of an admin list's HTML). One class for every such body of the page, as
 * its styles are constant: a page with three lists writes them once. A row under the pointer
 * highlights with `data-hover`, a picked one shades with `data-selected`; a cell aligns right
 * with `data-align="right"` and holds a row's box with `data-checkbox` (`PlainSelectCell`).
 *
 * The rules weigh one class (`&>:where(tr)>…`), as TableCell's did, so what won over TableCell's
 * class still wins: the table's own rules (`& td`), the phone's cards (STACKED_ON_PHONE_SX), and
 * a column's class, which comes later in the sheet. The box's cell keeps MUI's weight (two
 * classes' worth), so a table's `& td` padding does not move the box. Not written: TableRow's
 * and TableCell's `vertical-align` (the browser's own: a row takes the body's `middle`, a cell
 * the row's) and TableRow's `color: inherit` and `outline: 0`.
 */
function plainRows(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  const border = theme.vars ? theme.vars.palette.TableCell.border : theme.palette.divider;
  const action = theme.vars?.palette.action;
  const primary = theme.vars?.palette.primary.mainChannel;
  return {
    '&>:where(tr[data-hover]:hover)': { backgroundColor: palette.action.hover },
    '&>:where(tr[data-selected])': {
      backgroundColor: action
        ? `rgba(${primary} / ${action.selectedOpacity})`
        : alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
    },
    '&>:where(tr[data-selected]:hover)': {
      backgroundColor: action
        ? `rgba(${primary} / calc(${action.selectedOpacity} + ${action.hoverOpacity}))`
        : alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity),
    },
    '&>:where(tr)>:where(td,th)': {
      ...theme.typography.body2,
      borderBottom: `1px solid ${border}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: palette.text.primary,
    },
    '&>:where(tr)>:where([data-align=right])': { textAlign: 'right' },
    '& [data-checkbox]': { width: '24px', padding: '0 12px 0 16px' },
    '& [data-checkbox]>*': { padding: 0 },
  } as const;
}

/** MUI's TableBody for plain rows: its cells' looks in one class the page's lists share. */
export const PlainTableBody = styled(TableBody)(({ theme }) => plainRows(theme));

/**
 * MUI's TableHead for a header row of plain `<th>`s (the charts' tables, a cell a series): the
 * small head TableCell look, with the same `data-align="right"` and weight.
 */
export const PlainTableHead = styled(TableHead)(({ theme }) => {
  const border = theme.vars ? theme.vars.palette.TableCell.border : theme.palette.divider;
  return {
    '&>:where(tr)>:where(th)': {
      ...theme.typography.body2,
      color: (theme.vars ?? theme).palette.text.primary,
      lineHeight: theme.typography.pxToRem(24),
      fontWeight: theme.typography.fontWeightMedium,
      borderBottom: `1px solid ${border}`,
      textAlign: 'left',
      padding: '6px 16px',
    },
    '&>:where(tr)>:where([data-align=right])': { textAlign: 'right' },
  };
});
