import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { ModelOwnedBy } from '../../../../shared/api/schemas/model.ts';
import { EmptyRow } from '../../../components/table/empty-row.tsx';
import { StatusTag } from '../../../components/status-tag/status-tag.tsx';
import { ActionIcon } from '../../../components/icons/action-icon.tsx';
import { OwnerAvatar } from '../model-list/owner-avatar.tsx';
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
  onSelect(ids: ReadonlySet<number>): void;
  onSort(field: OwnerOrderField): void;
  onEdit(owner: ModelOwnedBy): void;
  onDelete(owner: ModelOwnedBy): void;
}

function SortHeader({
  field,
  order,
  onSort,
  label,
}: {
  field: OwnerOrderField;
  order: string;
  onSort(field: OwnerOrderField): void;
  label: string;
}) {
  const active = order === field || order === `-${field}` || (order === '' && field === 'id');
  const direction = order.startsWith('-') ? 'desc' : 'asc';
  return (
    <TableCell {...(active ? { sortDirection: direction } : {})}>
      <TableSortLabel active={active} direction={direction} onClick={() => onSort(field)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

/** Owners with their icons; only custom owners (id above 1000) can be selected or deleted. */
export function OwnerTable({ owners, order, selected, onSelect, onSort, onEdit, onDelete }: OwnerTableProps) {
  const { t } = useTranslation(['admin_owner', 'table']);
  const selectable = owners.filter((owner) => !isBuiltIn(owner));
  const allSelected = selectable.length > 0 && selectable.every((owner) => selected.has(owner.id));
  const someSelected = selectable.some((owner) => selected.has(owner.id));
  function toggle(owner: ModelOwnedBy) {
    const next = new Set(selected);
    if (next.has(owner.id)) next.delete(owner.id);
    else next.add(owner.id);
    onSelect(next);
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('admin_owner:table.label')} sx={TABLE_SX}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                disabled={selectable.length === 0}
                onChange={() => onSelect(allSelected ? new Set() : new Set(selectable.map((owner) => owner.id)))}
                slotProps={{ input: { 'aria-label': t('admin_owner:table.selectAll') } }}
              />
            </TableCell>
            <TableCell>{t('admin_owner:columns.icon')}</TableCell>
            <SortHeader field="id" order={order} onSort={onSort} label={t('admin_owner:columns.id')} />
            <SortHeader field="name" order={order} onSort={onSort} label={t('admin_owner:columns.name')} />
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
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={selected.has(owner.id)}
                    disabled={builtIn}
                    onChange={() => toggle(owner)}
                    slotProps={{ input: { 'aria-label': t('admin_owner:table.select', { name: owner.name }) } }}
                  />
                </TableCell>
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
                  <Tooltip title={t('admin_owner:actions.edit')}>
                    <IconButton
                      size="small"
                      aria-label={t('admin_owner:actions.editNamed', { name: owner.name })}
                      onClick={() => onEdit(owner)}
                    >
                      <ActionIcon name="edit" fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {builtIn ? null : (
                    <Tooltip title={t('admin_owner:actions.delete')}>
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={t('admin_owner:actions.deleteNamed', { name: owner.name })}
                        onClick={() => onDelete(owner)}
                      >
                        <ActionIcon name="delete" fontSize="small" />
                      </IconButton>
                    </Tooltip>
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
