import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { ModelOwnedBy } from '#shared/api/schemas/model.ts';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { HeaderCell, RowActionButton, SelectAllCell, SelectRowCell } from '#client/components/table/table-cells.tsx';
import { OwnerAvatar } from '#client/components/owner-avatar/owner-avatar.tsx';
import { isBuiltIn } from './owner-list-state.ts';
import type { OwnerOrderField } from './owner-list-state.ts';

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
}

/** Owners with their icons; only custom owners (id above 1000) can be selected or deleted. */
export function OwnerTable({ owners, order, selected, onSelect, onSort, onEdit, onDelete }: OwnerTableProps) {
  const { t } = useTranslation(['admin_owner', 'table']);
  const selectable = owners.filter((owner) => !isBuiltIn(owner)).map((owner) => owner.id);
  const sortProps = { order, onSort, defaultField: 'id' as const };
  return (
    <TableContainer>
      <Table size="small" aria-label={t('admin_owner:table.label')} sx={TABLE_SX}>
        <TableHead>
          <TableRow>
            <SelectAllCell ids={selectable} selected={selected} onSelect={onSelect} label={t('admin_owner:table.selectAll')} />
            <TableCell>{t('admin_owner:columns.icon')}</TableCell>
            <HeaderCell field="id" {...sortProps}>
              {t('admin_owner:columns.id')}
            </HeaderCell>
            <HeaderCell field="name" {...sortProps}>
              {t('admin_owner:columns.name')}
            </HeaderCell>
            <TableCell>{t('admin_owner:columns.kind')}</TableCell>
            <TableCell align="right">{t('admin_owner:columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {owners.length === 0 ? (
            <EmptyRow colSpan={6} testId="owners-empty">
              {t('table:empty')}
            </EmptyRow>
          ) : null}
          {owners.map((owner) => {
            const builtIn = isBuiltIn(owner);
            return (
              <TableRow key={owner.id} hover data-testid="owner-row" data-owner-id={owner.id}>
                <SelectRowCell
                  id={owner.id}
                  selected={selected}
                  disabled={builtIn}
                  onSelect={onSelect}
                  label={t('admin_owner:table.select', { name: owner.name })}
                />
                <TableCell>
                  <OwnerAvatar name={owner.name} icon={owner.icon} size={32} />
                </TableCell>
                <TableCell>{owner.id}</TableCell>
                <TableCell data-testid="owner-name">{owner.name}</TableCell>
                <TableCell>
                  <StatusTag
                    variant="outlined"
                    color={builtIn ? 'info' : 'default'}
                    label={t(builtIn ? 'admin_owner:table.builtIn' : 'admin_owner:table.custom')}
                  />
                </TableCell>
                <TableCell align="right">
                  <RowActionButton
                    icon="edit"
                    title={t('admin_owner:actions.edit')}
                    label={t('admin_owner:actions.editNamed', { name: owner.name })}
                    onClick={() => onEdit(owner)}
                  />
                  {builtIn ? null : (
                    <RowActionButton
                      icon="delete"
                      danger
                      title={t('admin_owner:actions.delete')}
                      label={t('admin_owner:actions.deleteNamed', { name: owner.name })}
                      onClick={() => onDelete(owner)}
                    />
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
