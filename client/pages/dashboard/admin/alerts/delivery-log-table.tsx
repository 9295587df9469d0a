import { useTranslation } from 'react-i18next';
import type { Delivery } from '#shared/api/schemas/alerts.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import type { TagColor } from '#client/components/status-tag/status-tag.tsx';

const STATE_COLORS: Record<Delivery['state'], TagColor> = { pending: 'warning', sending: 'info', sent: 'success', failed: 'error' };
const OUTCOME_SX = { maxWidth: 420, wordBreak: 'break-word' } as const;

/** One page of the delivery log: when, which alert, to whom, the outcome (with the reason of a failure) and the attempts. */
export function DeliveryLogTable({ deliveries }: { deliveries: readonly Delivery[] }) {
  const { t } = useTranslation(['alerts', 'table']);
  const timeZone = useTimeZone();
  const columns: DataColumn<Delivery>[] = [
    { id: 'time', header: t('alerts:log.time'), cell: (row) => formatDateTime(Math.floor(row.created_at / 1000), timeZone) },
    { id: 'alert', header: t('alerts:log.alert'), rowHeader: true, cell: (row) => row.title },
    { id: 'recipient', header: t('alerts:log.recipient'), cell: (row) => `${t(`alerts:log.channel.${row.channel}`)} · ${row.recipient}` },
    {
      id: 'outcome',
      header: t('alerts:log.outcome'),
      sx: OUTCOME_SX,
      cell: (row) => (
        <>
          <StatusTag color={STATE_COLORS[row.state]} label={t(`alerts:log.state.${row.state}`)} />
          {row.status_code !== null ? ` ${t('alerts:log.status', { code: row.status_code })}` : ''}
          {row.error ? ` ${row.error}` : ''}
        </>
      ),
    },
    { id: 'attempts', header: t('alerts:log.attempts'), align: 'right', cell: (row) => row.attempts },
  ];
  return (
    <DataTable
      label={t('alerts:log.heading')}
      columns={columns}
      rows={deliveries}
      rowId={(row) => row.id}
      rowProps={(row) => ({ 'data-testid': 'alert-delivery', 'data-state': row.state })}
      emptyText={t('alerts:log.empty')}
      emptyTestId="alert-log-empty"
    />
  );
}
