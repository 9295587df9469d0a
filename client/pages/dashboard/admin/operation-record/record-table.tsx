import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationRecord } from '#shared/api/schemas/operation-record.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { ActionLabel, useTargetTypeLabel } from './action-label.tsx';
import { RecordDiff } from './record-diff.tsx';

type SortField = 'created_at' | 'user_id' | 'action';

const TABLE_SX = { '& th, & td': { px: 1.5 }, '& td': { verticalAlign: 'top' } } as const;
// Constant styles (one class for the whole column, README "Styles and page weight").
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const MONO = { fontFamily: 'monospace' } as const;
const SECONDARY = { color: 'text.secondary' } as const;
const DETAIL_SX = { bgcolor: 'action.hover' } as const;
const panelId = (record: OperationRecord) => `record-${record.id}-changes`;

interface RecordTableProps {
  records: readonly OperationRecord[];
  order: string;
  onSort(field: SortField): void;
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

  const header = (id: string) => t(`column.${id}`);
  const columns: DataColumn<OperationRecord, SortField>[] = [
    {
      id: 'time',
      header: header('time'),
      sortField: 'created_at',
      sx: NOWRAP,
      cell: (record) => formatDateTime(record.created_at, timeZone),
    },
    {
      id: 'actor',
      header: header('actor'),
      sortField: 'user_id',
      testId: 'record-actor',
      cell: (record) => (
        <>
          {record.username}{' '}
          <Box component="span" sx={SECONDARY}>
            #{record.user_id}
          </Box>
        </>
      ),
    },
    {
      id: 'action',
      header: header('action'),
      sortField: 'action',
      testId: 'record-action',
      cell: (record) => <ActionLabel action={record.action} />,
    },
    {
      id: 'target',
      header: header('target'),
      testId: 'record-target',
      cell: (record) => (
        <>
          {typeLabel(record.target_type)}
          {record.target_id ? ` #${record.target_id}` : ''}
        </>
      ),
    },
    { id: 'ip', header: header('ip'), sx: MONO, cell: (record) => record.ip },
    {
      id: 'changes',
      header: header('changes'),
      cell: (record) => {
        const expanded = open.has(record.id);
        return (
          <Button
            size="small"
            aria-expanded={expanded}
            aria-controls={expanded ? panelId(record) : undefined}
            onClick={() => toggle(record.id)}
            data-testid="record-toggle"
          >
            {expanded ? t('hideChanges') : t('showChanges')}
          </Button>
        );
      },
    },
  ];
  return (
    <DataTable
      testId="record-table"
      sx={TABLE_SX}
      hover={false}
      columns={columns}
      rows={records}
      rowId={(record) => record.id}
      rowProps={(record) => ({ 'data-testid': 'record-row', 'data-action': record.action, 'data-record-id': record.id })}
      order={order}
      onSort={onSort}
      emptyTestId="record-empty"
      emptyText={t('empty')}
      detail={{
        cell: (record) => (open.has(record.id) ? <RecordDiff detail={record.detail} /> : null),
        id: panelId,
        sx: DETAIL_SX,
        testId: 'record-changes',
      }}
    />
  );
}
