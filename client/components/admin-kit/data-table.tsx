import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import TableFooter from '@mui/material/TableFooter';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import type { RowId } from '#client/components/table/row-selection.ts';
import { HeaderCell, PlainSelectCell, SelectAllCell } from '#client/components/table/table-cells.tsx';
import { PlainTableBody } from '#client/components/table/plain-rows.tsx';
import { RowIcons } from '#client/components/table/row-icons.tsx';
import type { ActionIconName } from '#client/components/icons/action-icon.tsx';
import { cellLabel, STACKED_ON_PHONE_SX } from '#client/components/table/stacked-table.ts';

/** One column: its header, how a row fills its cell, and the gateway field it sorts by, if any. */
export interface DataColumn<Row, Field extends string = never> {
  id: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  sortField?: Field;
  align?: 'left' | 'right';
  /** The icons its cells' row actions draw: the table writes each once (`RowIcons`). */
  icons?: readonly ActionIconName[];
  /** Constant styles of the column's cells (one class for the whole column). */
  sx?: SxProps<Theme>;
  /** `data-testid` of the column's cells. */
  testId?: string;
  /** Constant `data-*` attributes of the column's cells, for table styles that select them (`td[data-mono]`). */
  cellData?: Readonly<Record<`data-${string}`, string>>;
  /** The cells are the rows' headers (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Constant styles of the column's header cell. */
  headerSx?: SxProps<Theme>;
  /** Constant `data-*` attributes of the header cell (`th[data-column]`); an unsortable column's header only. */
  headerData?: Readonly<Record<`data-${string}`, string>>;
  /** The header's alignment when not `align` (`inherit`: none set); an unsortable column's header only. */
  headerAlign?: 'left' | 'right' | 'inherit';
}

/** Row selection: the ids picked, which rows may be picked, and the boxes' labels. */
export interface DataTableSelection<Row, Id extends RowId> {
  selected: ReadonlySet<Id>;
  onSelect(ids: readonly Id[], on: boolean): void;
  /** Rows that may not be picked (built-ins, the default group, root) show their box disabled. */
  locked?(row: Row): boolean;
  allLabel: string;
  rowLabel(row: Row): string;
  /** Picked rows also get MUI's selected shading; off by default, where the ticked box alone marks them. */
  highlight?: boolean;
}

/** A row's detail, shown as one full-width row below it while open (an audit record's changes). */
export interface DataTableDetail<Row> {
  /** What the open row shows below it; null while it is closed. */
  cell(row: Row): ReactNode;
  /** The detail cell's id, which the row's toggle names in `aria-controls`. */
  id(row: Row): string;
  sx?: SxProps<Theme>;
  testId?: string;
}

/** A row drawn by the same columns in the table's footer (a month's totals under its model rows). */
export interface DataTableFooter<Row> {
  row: Row;
  props?: Record<`data-${string}`, string | number | undefined>;
}

/** MUI's own cell spacing, for the tables in cards and dialogs that are not admin lists. */
const PLAIN_TABLE_SX = {} as const;

/** The admin lists' spacing: tight cells, the first and last a little wider. */
export const DATA_TABLE_SX = {
  '& th, & td': { px: 1 },
  '& th:first-of-type, & td:first-of-type': { pl: 2 },
  '& th:last-of-type, & td:last-of-type': { pr: 2, whiteSpace: 'nowrap' },
} as const;

interface DataTableProps<Row, Id extends RowId, Field extends string> {
  /** The table's accessible name (none for a table that has none today). */
  label?: string;
  /** `data-testid` of the `<Table>`. */
  testId?: string;
  /** Constant styles of the `TableContainer`. */
  containerSx?: SxProps<Theme>;
  /**
   * A table of long texts and no links, which may scroll sideways on a phone: its container
   * becomes a labelled region in the tab order, so a keyboard can scroll it (WCAG 2.1.1).
   */
  scrollable?: boolean;
  /** Rows highlight under the pointer (the default). */
  hover?: boolean;
  /**
   * A table in a card or dialog, not an admin list: MUI's own cell spacing and rows that do not
   * highlight under the pointer (`sx` and `hover` still win where given).
   */
  plain?: boolean;
  columns: readonly DataColumn<Row, Field>[];
  rows: readonly Row[];
  /** A row's key (and its selection id); `index` for rows the gateway gives no id. */
  rowId(row: Row, index: number): Id;
  /** Attributes of a row (`data-testid`, `data-*` the tests and styles find it by). */
  rowProps?(row: Row): Record<`data-${string}`, string | number | undefined>;
  /** The list's `order` (`field` ascending, `-field` descending) and how a header changes it. */
  order?: string;
  onSort?(field: Field): void;
  /** The gateway's order when none is asked for: its header shows as sorted. */
  defaultSort?: Field;
  selection?: DataTableSelection<Row, Id>;
  /** `data-testid` of the empty row's cell; optional because some lists' tests find it by its text. */
  emptyTestId?: string;
  /** What the empty row says; the table namespace's "nothing here" by default. */
  emptyText?: ReactNode;
  /** The empty row says why the rows could not be had (error colour, read out as an alert). */
  emptyError?: boolean;
  detail?: DataTableDetail<Row>;
  footer?: DataTableFooter<Row>;
  sx?: SxProps<Theme>;
}

const noSort = () => undefined;

/** One entry of an `sx` array. */
type SxEntry = Extract<SxProps<Theme>, readonly unknown[]>[number];

function isSxList(sx: SxProps<Theme>): sx is readonly SxEntry[] {
  return Array.isArray(sx);
}

/** The table's own styles after the phone's cards (STACKED_ON_PHONE_SX), which they may refine. */
function withStacked(sx: SxProps<Theme>): SxProps<Theme> {
  return isSxList(sx) ? [STACKED_ON_PHONE_SX, ...sx] : [STACKED_ON_PHONE_SX, sx];
}

/** A body cell with a column's constant `sx`: one class for the column (the rest from the table). */
const BodyCell = styled('td')();

/** A body cell with nothing of its own: no class at all. */
function BodyPlainCell({
  as,
  ...props
}: { as: 'td' | 'th'; scope?: string; children: ReactNode } & Record<`data-${string}`, string | undefined>) {
  const Cell = as;
  return <Cell {...props} />;
}

/**
 * The table namespace's "nothing here", asked for only where it shows: a table with its own empty
 * text (the month's bill) may sit on a route that does not load that namespace.
 */
function NothingHere() {
  const { t } = useTranslation('table');
  return t('table:empty');
}

/**
 * THE admin list table: sortable headers, optional row selection (the header box ticks every
 * pickable row of the page), one empty row, and cells from the column list. Pages keep only
 * what is theirs: the columns and the row actions. On a phone its rows are cards, each cell
 * labelled by its column's header (`STACKED_ON_PHONE_SX`).
 */
export function DataTable<Row, Id extends RowId, Field extends string = never>({
  label,
  columns,
  rows,
  rowId,
  rowProps,
  order = '',
  onSort = noSort,
  defaultSort,
  selection,
  emptyTestId,
  emptyText,
  emptyError = false,
  detail,
  footer,
  plain = false,
  sx = plain ? PLAIN_TABLE_SX : DATA_TABLE_SX,
  testId,
  containerSx,
  scrollable = false,
  hover = !plain,
}: DataTableProps<Row, Id, Field>) {
  // The label only where the route has the table texts (every admin page; not every user page).
  const { t, i18n } = useTranslation();
  const sortable = onSort !== noSort && columns.some((column) => column.sortField !== undefined) && i18n.exists('table:sortBy');
  // Body cells are plain `<td>`s styled by the table's body (PlainTableBody); a column with its own
  // constant `sx` gets one class for all its cells (BodyCell).
  const cells = (row: Row) =>
    columns.map((column) => {
      const props = {
        ...(column.align === 'right' ? { 'data-align': 'right' } : {}),
        ...cellLabel(column.header),
        ...column.cellData,
        'data-testid': column.testId,
        children: column.cell(row),
      };
      const as = column.rowHeader ? 'th' : 'td';
      const scope = column.rowHeader ? { scope: 'row' } : {};
      return column.sx === undefined ? (
        <BodyPlainCell key={column.id} as={as} {...scope} {...props} />
      ) : (
        <BodyCell key={column.id} as={as} {...scope} sx={column.sx} {...props} />
      );
    });
  // The sprite of the row actions' icons pays from two rows on; one row draws its icons itself.
  // Ids by the row's own place, as `rowId` may key rows by their index.
  const pickable = selection ? rows.flatMap((row, index) => (selection.locked?.(row) ? [] : [rowId(row, index)])) : [];
  return (
    <TableContainer sx={containerSx} {...(scrollable ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
      <RowIcons
        icons={
          rows.length > 1
            ? [...(selection ? (['checkBoxBlank', 'checkBox'] as const) : []), ...columns.flatMap((column) => column.icons ?? [])]
            : []
        }
      >
        <Table size="small" aria-label={label} sx={withStacked(sx)} data-testid={testId}>
          <TableHead>
            {/* On a phone the header is a bar of sort buttons under this label (STACKED_ON_PHONE_SX). */}
            <TableRow {...(sortable ? { 'data-sort-label': t('table:sortBy') } : {})}>
              {selection ? (
                <SelectAllCell ids={pickable} selected={selection.selected} onSelect={selection.onSelect} label={selection.allLabel} />
              ) : null}
              {columns.map((column) =>
                column.headerData === undefined && column.headerAlign === undefined ? (
                  <HeaderCell
                    key={column.id}
                    field={column.sortField}
                    order={order}
                    onSort={onSort}
                    align={column.align ?? 'left'}
                    {...(column.headerSx === undefined ? {} : { sx: column.headerSx })}
                    {...(defaultSort === undefined ? {} : { defaultField: defaultSort })}
                  >
                    {column.header}
                  </HeaderCell>
                ) : (
                  <TableCell
                    key={column.id}
                    align={column.headerAlign ?? column.align ?? 'left'}
                    sx={column.headerSx}
                    {...column.headerData}
                  >
                    {column.header}
                  </TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <PlainTableBody>
            {rows.length === 0 ? (
              <EmptyRow colSpan={columns.length + (selection ? 1 : 0)} error={emptyError} testId={emptyTestId}>
                {emptyText ?? <NothingHere />}
              </EmptyRow>
            ) : null}
            {rows.map((row, index) => {
              const id = rowId(row, index);
              const shown = detail?.cell(row) ?? null;
              return (
                <Fragment key={id}>
                  <tr
                    {...(hover ? { 'data-hover': '' } : {})}
                    {...(selection?.highlight && selection.selected.has(id) ? { 'data-selected': '' } : {})}
                    {...rowProps?.(row)}
                  >
                    {selection ? (
                      <PlainSelectCell
                        id={id}
                        selected={selection.selected}
                        disabled={selection.locked?.(row) ?? false}
                        onSelect={selection.onSelect}
                        label={selection.rowLabel(row)}
                      />
                    ) : null}
                    {cells(row)}
                  </tr>
                  {detail && shown !== null ? (
                    <tr>
                      <BodyCell
                        colSpan={columns.length + (selection ? 1 : 0)}
                        id={detail.id(row)}
                        {...(detail.sx === undefined ? {} : { sx: detail.sx })}
                        data-testid={detail.testId}
                      >
                        {shown}
                      </BodyCell>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </PlainTableBody>
          {footer ? (
            <TableFooter>
              <TableRow {...footer.props}>
                {/* Under the selection boxes: the footer row is not picked. */}
                {selection ? <TableCell /> : null}
                {cells(footer.row)}
              </TableRow>
            </TableFooter>
          ) : null}
        </Table>
      </RowIcons>
    </TableContainer>
  );
}
