import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import type { Theme } from '@mui/material/styles';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Log } from '#shared/api/schemas/log.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { columnLabelKey } from './column-menu.tsx';
import type { LogColumn } from './log-columns.ts';
import { LOG_PAGE_SIZES } from '#shared/logs/log-filters.ts';
import { LOG_BODY_SX, LogRow } from './log-row.tsx';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { PagePager } from '#client/components/table/page-pager.tsx';
import { VISUALLY_HIDDEN } from '#client/theme/visually-hidden.ts';
import { VIRTUAL_FROM, VirtualLogRows } from './virtual-log-rows.tsx';
import type { QuotaDisplay } from '#shared/format/quota.ts';

/** Visually hidden, still read out (a screen reader's name of a column or a header row). */
const HIDDEN = { ...VISUALLY_HIDDEN, padding: 0 } as const;

const CONTAINER_SX = { overflowX: 'auto' } as const;

/**
 * The header: plain cells with the look of MUI's small head TableCell (a TableRow and a
 * TableCell per column were styled instances serialised again on every render), the same
 * spacing as the rows (LOG_BODY_SX), the counts right-aligned over their figures; the detail
 * toggles' column keeps its name for screen readers only. On a phone the rows are cards and
 * the header row is for screen readers only.
 */
const TABLE_SX = (theme: Theme) =>
  ({
    '& > thead > tr': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
    // MUI's head cell, then the tighter spacing (one rule: a more specific selector would win over
    // the rules after it).
    '& th': {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${theme.vars ? theme.vars.palette.TableCell.border : theme.palette.divider}`,
      textAlign: 'left',
      color: (theme.vars ?? theme).palette.text.primary,
      lineHeight: theme.typography.pxToRem(24),
      fontWeight: theme.typography.fontWeightMedium,
      padding: '6px 16px',
      whiteSpace: 'nowrap',
      px: 1,
    },
    '& th:first-of-type': { pl: 2 },
    '& th:last-of-type': { pr: 2 },
    '& th[data-column=quota]': { textAlign: 'right' },
    // The token counts' headers are longer than their figures: they may take two lines, the rows never.
    '& th[data-column=prompt], & th[data-column=completion]': { textAlign: 'right', whiteSpace: 'normal' },
    '& .log-head-hidden': HIDDEN,
    [theme.breakpoints.down('sm')]: { display: 'block', '& > thead': HIDDEN },
  }) as const;

interface LogTableProps {
  rows: Log[];
  total: number;
  page: number;
  size: number;
  columns: LogColumn[];
  money: QuotaDisplay;
  onPage(page: number): void;
  onSize(size: number): void;
  /** In place of the pager: what moves the list on by time (an admin's log in time order). */
  footer?: ReactNode;
}

/**
 * One page of log rows, or an admin's longer list by time cursor, rendered only near the screen
 * from VIRTUAL_FROM rows on (then the table says how many rows it has in all). MUI's pager is
 * 0-based, the gateway's 1-based (contract §1.4).
 */
export function LogTable({ rows, total, page, size, columns, money, onPage, onSize, footer }: LogTableProps) {
  const { t } = useTranslation('log');
  const timeZone = useTimeZone();
  const head = useRef<HTMLTableSectionElement>(null);
  const virtual = rows.length >= VIRTUAL_FROM;
  return (
    <>
      <TableContainer sx={CONTAINER_SX}>
        <Table
          size="small"
          data-testid="log-table"
          aria-label={t('log:title')}
          aria-rowcount={virtual ? total + 1 : undefined}
          sx={TABLE_SX}
        >
          <thead ref={head}>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" data-column={column}>
                  {column === 'detail' ? <span className="log-head-hidden">{t(columnLabelKey(column))}</span> : t(columnLabelKey(column))}
                </th>
              ))}
            </tr>
          </thead>
          {virtual ? (
            <VirtualLogRows rows={rows} columns={columns} money={money} timeZone={timeZone} head={head} />
          ) : (
            <TableBody sx={LOG_BODY_SX}>
              {rows.map((row, index) => (
                // `/api/log/self` sends id 0 on every row, so the position completes the key.
                <LogRow key={`${row.id}-${row.created_at}-${index}`} row={row} columns={columns} money={money} timeZone={timeZone} />
              ))}
              {rows.length === 0 ? (
                <EmptyRow colSpan={columns.length} testId="log-empty">
                  {t('log:row.empty')}
                </EmptyRow>
              ) : null}
            </TableBody>
          )}
        </Table>
      </TableContainer>
      {footer ?? (
        <PagePager total={total} page={page} size={size} sizes={LOG_PAGE_SIZES} onPage={onPage} onSize={onSize} testId="log-pagination" />
      )}
    </>
  );
}
