import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { Log } from '../../../../shared/api/schemas/log.ts';
import { useTimeZone } from '../../../app/time-zone.tsx';
import { columnLabelKey } from './column-menu.tsx';
import type { LogColumn } from './log-columns.ts';
import { LOG_PAGE_SIZES } from './log-filters.ts';
import type { LogMoney } from './log-format.ts';
import { LogRow } from './log-row.tsx';
import { EmptyRow } from '../../../components/table/empty-row.tsx';

interface LogTableProps {
  rows: Log[];
  total: number;
  page: number;
  size: number;
  columns: LogColumn[];
  money: LogMoney;
  error: string | null;
  onPage(page: number): void;
  onSize(size: number): void;
}

/** One page of log rows; MUI's pager is 0-based, the gateway's 1-based (contract §1.4). */
export function LogTable({ rows, total, page, size, columns, money, error, onPage, onSize }: LogTableProps) {
  const { t } = useTranslation('log');
  const timeZone = useTimeZone();
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="log-table">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} data-column={column} sx={{ whiteSpace: 'nowrap' }}>
                  {t(columnLabelKey(column))}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              // `/api/log/self` sends id 0 on every row, so the position completes the key.
              <LogRow key={`${row.id}-${row.created_at}-${index}`} row={row} columns={columns} money={money} timeZone={timeZone} />
            ))}
            {rows.length === 0 ? (
              <EmptyRow colSpan={columns.length} error={Boolean(error)} testId="log-empty">
                {error ? t('log:row.failed', { message: error }) : t('log:row.empty')}
              </EmptyRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(Math.max(0, page - 1), lastPage)}
        rowsPerPage={size}
        rowsPerPageOptions={[...LOG_PAGE_SIZES]}
        labelRowsPerPage={t('log:pager.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('log:pager.displayedRows', { from, to, count })}
        onPageChange={(_event, next) => onPage(next + 1)}
        onRowsPerPageChange={(event) => onSize(Number(event.target.value))}
        data-testid="log-pagination"
      />
    </>
  );
}
