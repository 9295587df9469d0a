import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationRecord } from '#shared/api/schemas/operation-record.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { useTimeZone } from '#client/app/time-zone.tsx';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { HeaderCell } from '#client/components/table/table-cells.tsx';
import { ActionLabel, useTargetTypeLabel } from './action-label.tsx';
import { RecordDiff } from './record-diff.tsx';

type Column = 'time' | 'actor' | 'action' | 'target' | 'ip' | 'changes';
const COLUMNS: readonly Column[] = ['time', 'actor', 'action', 'target', 'ip', 'changes'];
const SORTABLE: Partial<Record<Column, 'created_at' | 'user_id' | 'action'>> = { time: 'created_at', actor: 'user_id', action: 'action' };

const TABLE_SX = { '& th, & td': { px: 1.5 }, '& td': { verticalAlign: 'top' } } as const;

interface RecordTableProps {
  records: readonly OperationRecord[];
  order: string;
  onSort(field: 'created_at' | 'user_id' | 'action'): void;
}

/** The audit rows, newest first by default; each row opens its before → after fields below it. */
export function RecordTable({ records, order, onSort }: RecordTableProps) {
  const { t } = useTranslation('operation_record');
  const timeZone = useTimeZone();
  const typeLabel = useTargetTypeLabel();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  function toggle(id: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <TableContainer>
      <Table size="small" sx={TABLE_SX} data-testid="record-table">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <HeaderCell key={column} field={SORTABLE[column]} order={order} onSort={onSort}>
                {t(`column.${column}`)}
              </HeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.length === 0 ? (
            <EmptyRow colSpan={COLUMNS.length} testId="record-empty">
              {t('empty')}
            </EmptyRow>
          ) : null}
          {records.map((record) => {
            const expanded = open.has(record.id);
            const panelId = `record-${record.id}-changes`;
            return (
              <Fragment key={record.id}>
                <TableRow data-testid="record-row" data-action={record.action} data-record-id={record.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(record.created_at, timeZone)}</TableCell>
                  <TableCell data-testid="record-actor">
                    {record.username}{' '}
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      #{record.user_id}
                    </Box>
                  </TableCell>
                  <TableCell data-testid="record-action">
                    <ActionLabel action={record.action} />
                  </TableCell>
                  <TableCell data-testid="record-target">
                    {typeLabel(record.target_type)}
                    {record.target_id ? ` #${record.target_id}` : ''}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{record.ip}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      aria-expanded={expanded}
                      aria-controls={expanded ? panelId : undefined}
                      onClick={() => toggle(record.id)}
                      data-testid="record-toggle"
                    >
                      {expanded ? t('hideChanges') : t('showChanges')}
                    </Button>
                  </TableCell>
                </TableRow>
                {expanded ? (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length} id={panelId} sx={{ bgcolor: 'action.hover' }} data-testid="record-changes">
                      <RecordDiff detail={record.detail} />
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
