import { useTranslation } from 'react-i18next';
import type { ModelOwnedBy } from '#shared/api/schemas/model.ts';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { actionsColumn, deleteAction, rowAction } from '#client/components/admin-kit/row-actions.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { OwnerAvatar } from '#client/components/owner-avatar/owner-avatar.tsx';
import { isBuiltIn } from './owner-list-state.ts';
import type { OwnerOrderField } from './owner-list-state.ts';

// Constant styles (one class for the whole table): the box column sits closer to the edge than DATA_TABLE_SX's.
const TABLE_SX = {
  '& th, & td': { px: 1 },
  '& th:first-of-type, & td:first-of-type': { pl: 1.5 },
  '& th:last-of-type, & td:last-of-type': { pr: 2, whiteSpace: 'nowrap' },
} as const;

interface OwnerTableProps {
  owners: readonly ModelOwnedBy[];
  order: string;
  selected: ReadonlySet<number>;
  onSelect(ids: readonly number[], on: boolean): void;
  onSort(field: OwnerOrderField): void;
  onEdit(owner: ModelOwnedBy): void;
  onDelete(owner: ModelOwnedBy): void;
  /** The gateway refuses this reader's writes: no selection, no row actions. */
  readOnly?: boolean;
}

/** Owners with their icons; only custom owners (id above 1000) can be selected or deleted. */
export function OwnerTable({ owners, order, selected, onSelect, onSort, onEdit, onDelete, readOnly = false }: OwnerTableProps) {
  const { t } = useTranslation(['model_owner', 'table']);
  const columns: DataColumn<ModelOwnedBy, OwnerOrderField>[] = [
    {
      id: 'icon',
      header: t('model_owner:columns.icon'),
      cell: (owner) => <OwnerAvatar name={owner.name} icon={owner.icon} size={32} />,
    },
    { id: 'id', header: t('model_owner:columns.id'), sortField: 'id', cell: (owner) => owner.id },
    { id: 'name', header: t('model_owner:columns.name'), sortField: 'name', testId: 'owner-name', cell: (owner) => owner.name },
    {
      id: 'kind',
      header: t('model_owner:columns.kind'),
      cell: (owner) => (
        <StatusTag
          variant="outlined"
          color={isBuiltIn(owner) ? 'info' : 'default'}
          label={t(isBuiltIn(owner) ? 'model_owner:table.builtIn' : 'model_owner:table.custom')}
        />
      ),
    },
  ];
  if (!readOnly)
    columns.push(
      actionsColumn(t('model_owner:columns.actions'), [
        rowAction('edit', t('model_owner:actions.edit'), (owner) => t('model_owner:actions.editNamed', { name: owner.name }), onEdit),
        deleteAction(t('model_owner:actions.delete'), (owner) => t('model_owner:actions.deleteNamed', { name: owner.name }), onDelete, {
          shown: (owner) => !isBuiltIn(owner),
        }),
      ]),
    );
  return (
    <DataTable
      label={t('model_owner:table.label')}
      columns={columns}
      rows={owners}
      rowId={(owner) => owner.id}
      rowProps={(owner) => ({ 'data-testid': 'owner-row', 'data-owner-id': owner.id })}
      order={order}
      onSort={onSort}
      defaultSort="id"
      selection={
        readOnly
          ? undefined
          : {
              selected,
              onSelect,
              locked: isBuiltIn,
              allLabel: t('model_owner:table.selectAll'),
              rowLabel: (owner) => t('model_owner:table.select', { name: owner.name }),
            }
      }
      emptyTestId="owners-empty"
      sx={TABLE_SX}
    />
  );
}
