import { useTranslation } from 'react-i18next';
import type { ChannelTestAllRow } from '#shared/api/schemas/channel.ts';
import { ActionDialog } from '#client/components/action-dialog/action-dialog.tsx';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { ResultTag } from './result-tag.tsx';

/** Every channel's result of "test all": passed or failed, the time, the provider's message and the status after it. */
export function TestAllDialog({ rows, onClose }: { rows: readonly ChannelTestAllRow[]; onClose(): void }) {
  const { t } = useTranslation('channel');
  const failed = rows.filter((row) => !row.success).length;
  const columns: DataColumn<ChannelTestAllRow>[] = [
    { id: 'id', header: t('columns.id'), cell: (row) => row.id },
    { id: 'name', header: t('columns.name'), cell: (row) => row.name },
    { id: 'result', header: t('testAll.result'), cell: (row) => <ResultTag passed={row.success} /> },
    { id: 'time', header: t('columns.response_time'), cell: (row) => t('table.seconds', { seconds: row.time.toFixed(2) }) },
    { id: 'status', header: t('columns.status'), cell: (row) => t(`status.${row.status}`, { defaultValue: t('status.unknown') }) },
    { id: 'message', header: t('testAll.message'), cell: (row) => row.message },
  ];
  return (
    <ActionDialog
      title={t('testAll.title', { count: rows.length, failed })}
      closeLabel={t('testAll.close')}
      onClose={onClose}
      maxWidth="md"
      dividers
    >
      <DataTable
        label={t('testAll.title', { count: rows.length, failed })}
        testId="channel-test-all-results"
        plain
        columns={columns}
        rows={rows}
        rowId={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': 'channel-test-result', 'data-id': row.id, 'data-success': String(row.success) })}
      />
    </ActionDialog>
  );
}
