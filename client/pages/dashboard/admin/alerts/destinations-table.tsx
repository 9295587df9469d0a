import { useTranslation } from 'react-i18next';
import type { Destination } from '#shared/api/schemas/alerts.ts';
import { LANGUAGE_OPTIONS } from '#shared/i18n/settings.ts';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { actionsColumn, deleteAction, rowAction } from '#client/components/admin-kit/row-actions.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';

interface DestinationsTableProps {
  destinations: readonly Destination[];
  onTest(destination: Destination): void;
  onEdit(destination: Destination): void;
  onDelete(destination: Destination): void;
}

/** Where a destination sends, as much as may be shown: the URL's host, a chat id, the addresses. */
function whereOf(destination: Destination): string {
  if (destination.kind === 'email') return destination.to;
  if (destination.kind === 'telegram') return destination.chat_id;
  return destination.url_host;
}

/** The destinations with their kind, language and state; each row tests, edits or deletes. */
export function DestinationsTable({ destinations, onTest, onEdit, onDelete }: DestinationsTableProps) {
  const { t } = useTranslation(['alerts', 'table']);
  const columns: DataColumn<Destination>[] = [
    { id: 'name', header: t('alerts:destination.name'), rowHeader: true, cell: (destination) => destination.name },
    { id: 'kind', header: t('alerts:destination.kindLabel'), cell: (destination) => t(`alerts:destination.kind.${destination.kind}`) },
    { id: 'where', header: t('alerts:destination.where'), cell: whereOf },
    { id: 'language', header: t('alerts:destination.language'), cell: (destination) => LANGUAGE_OPTIONS[destination.language].label },
    {
      id: 'enabled',
      header: t('alerts:destination.enabled'),
      cell: (destination) => (
        <StatusTag
          color={destination.enabled ? 'success' : 'default'}
          label={t(destination.enabled ? 'alerts:rule.on' : 'alerts:rule.off')}
        />
      ),
    },
    actionsColumn(t('table:actions'), [
      rowAction('send', t('alerts:destination.test'), (destination) => `${t('alerts:destination.test')}: ${destination.name}`, onTest, {
        testId: 'alert-destination-test',
      }),
      rowAction('edit', t('alerts:destination.edit'), (destination) => t('alerts:form.editTitle', { name: destination.name }), onEdit),
      deleteAction(t('alerts:destination.delete'), (destination) => `${t('alerts:destination.delete')}: ${destination.name}`, onDelete),
    ]),
  ];
  return (
    <DataTable
      label={t('alerts:destination.heading')}
      columns={columns}
      rows={destinations}
      rowId={(destination) => destination.id}
      rowProps={(destination) => ({ 'data-testid': 'alert-destination', 'data-kind': destination.kind })}
      emptyText={t('alerts:destination.empty')}
      emptyTestId="alert-destinations-empty"
    />
  );
}
