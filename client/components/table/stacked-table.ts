import type { Theme } from '@mui/material/styles';
import { VISUALLY_HIDDEN } from '#client/theme/visually-hidden.ts';

/**
 * Below `sm` (a phone) a table's rows become cards (issue 36 item 12): each row a block, each
 * cell a line "label … value" with the column's name from the cell's `data-label` in front, so
 * every figure of a row is on screen without a sideways swipe nothing hints at. CSS only: the
 * server renders one table for every width and nothing changes at hydration.
 *
 * The header row stays for what can be used in it (a sortable column's button, the select-all
 * box), wrapped as a bar above the cards; header cells with nothing to use are kept for screen
 * readers only. Cells without a `data-label` (a row's detail, the empty row, a box) run the
 * card's width.
 *
 * Put on the `<table>` (MUI `Table`'s `sx`): `[STACKED_ON_PHONE_SX, ownSx]`.
 */
export const STACKED_ON_PHONE_SX = (theme: Theme) => {
  const border = theme.vars ? theme.vars.palette.TableCell.border : theme.palette.divider;
  const secondary = (theme.vars ?? theme).palette.text.secondary;
  return {
    [theme.breakpoints.down('sm')]: {
      display: 'block',
      width: '100%',
      '& > thead, & > tbody, & > tfoot': { display: 'block' },
      // A calm bar: "Sort by" and the sortable columns' names in small secondary text, the column
      // the list is sorted by in the body's colour (a wrapped row of bold headers looked busy).
      '& > thead > tr': {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.spacing(0.25, 1.5),
        padding: theme.spacing(1, 2),
        borderBottom: `1px solid ${border}`,
        ...theme.typography.body2,
        color: secondary,
      },
      '& > thead > tr[data-sort-label]::before': { content: 'attr(data-sort-label)' },
      '& > thead > tr > th': { display: 'block', border: 'none', p: 0, width: 'auto', minWidth: 0, font: 'inherit', color: 'inherit' },
      // An unsorted column's arrow is invisible but keeps its room: off, so the names sit close.
      '& > thead .MuiTableSortLabel-root:not(.Mui-active) > svg': { display: 'none' },
      // Each name stays a 24 px touch target (WCAG 2.2 target size).
      '& > thead .MuiTableSortLabel-root': { minHeight: '24px', minWidth: '24px' },
      '& > thead > tr > th:has(input)': { order: -1 },
      '& > thead > tr > th[aria-sort]': { color: (theme.vars ?? theme).palette.text.primary, fontWeight: 600 },
      '& > thead > tr > th:not(:has(button, input, [role="button"]))': { ...VISUALLY_HIDDEN, padding: 0 },
      '& > tbody > tr, & > tfoot > tr': { display: 'block', py: 1, borderBottom: `1px solid ${border}` },
      // `:nth-child(n)` lifts these above a list's own cell rules (`td:last-of-type`).
      '& > tbody > tr > :nth-child(n), & > tfoot > tr > :nth-child(n)': {
        display: 'block',
        border: 'none',
        padding: theme.spacing(0.25, 2),
        textAlign: 'right',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
        maxWidth: 'none',
        width: 'auto',
        minHeight: 0,
      },
      '& > tbody > tr > :not([data-label]), & > tfoot > tr > :not([data-label])': { textAlign: 'left' },
      '& > tbody > tr > [data-empty]': { textAlign: 'center', py: 4 },
      '& > tbody > tr > [data-label]::before, & > tfoot > tr > [data-label]::before': {
        content: 'attr(data-label)',
        float: 'left',
        marginRight: theme.spacing(2),
        textAlign: 'left',
        color: secondary,
        fontFamily: theme.typography.fontFamily,
        fontWeight: 400,
      },
    },
  } as const;
};

/** The `data-label` a stacked cell shows its column by: only where the header is text. */
export function cellLabel(header: unknown): { 'data-label'?: string } {
  return typeof header === 'string' && header !== '' ? { 'data-label': header } : {};
}
