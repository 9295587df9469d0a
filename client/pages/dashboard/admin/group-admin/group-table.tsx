import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserGroup } from '#shared/api/schemas/group.ts';
import { DEFAULT_GROUP_SYMBOL } from '#shared/api/schemas/group-admin.ts';
import type { GroupOrderField } from '#shared/api/schemas/group-admin.ts';
import { formatDiscount } from '#shared/format/discount.ts';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { HeaderCell, RowActionButton, SelectAllCell, SelectRowCell } from '#client/components/table/table-cells.tsx';

type Column = 'id' | 'symbol' | 'name' | 'ratio' | 'api_rate' | 'public' | 'promotion' | 'enable' | 'actions';
const COLUMNS: readonly Column[] = ['id', 'symbol', 'name', 'ratio', 'api_rate', 'public', 'promotion', 'enable', 'actions'];
const SORTABLE: Partial<Record<Column, GroupOrderField>> = {
  id: 'id',
  symbol: 'symbol',
  name: 'name',
  ratio: 'ratio',
  api_rate: 'api_rate',
  public: 'public',
  promotion: 'promotion',
  enable: 'enable',
};

// Constant styles (one class for the whole table, README "Styles and page weight").
const TABLE_SX = {
  '& th, & td': { px: 1, whiteSpace: 'nowrap' },
  '& th:first-of-type, & td:first-of-type': { pl: 1.5 },
  '& th:last-of-type, & td:last-of-type': { pr: 2 },
} as const;

interface GroupTableProps {
  groups: readonly UserGroup[];
  order: string;
  selected: ReadonlySet<number>;
  onSelect(ids: readonly number[], on: boolean): void;
  onSort(field: GroupOrderField): void;
  onToggle(group: UserGroup, enable: boolean): Promise<void>;
  onEdit(group: UserGroup): void;
  onDelete(group: UserGroup): void;
}

/** `default` is the gateway's fallback group: it is never disabled, deleted, or picked for a batch. */
export function isProtected(group: UserGroup): boolean {
  return group.symbol === DEFAULT_GROUP_SYMBOL;
}

function EnableSwitch({ group, onToggle }: { group: UserGroup; onToggle: GroupTableProps['onToggle'] }) {
  const { t } = useTranslation('admin_group');
  const [busy, setBusy] = useState(false);
  const locked = isProtected(group);
  const control = (
    <Switch
      size="small"
      checked={group.enable}
      disabled={busy || locked}
      slotProps={{ input: { 'aria-label': t('table.toggle', { name: group.name }) } }}
      onChange={(_event, checked) => {
        setBusy(true);
        void onToggle(group, checked).finally(() => setBusy(false));
      }}
    />
  );
  // A disabled switch takes no pointer events: the tooltip needs a wrapper to explain why.
  return locked ? (
    <Tooltip title={t('table.defaultLocked')}>
      <span data-testid="group-default-locked">{control}</span>
    </Tooltip>
  ) : (
    control
  );
}

/** One page of groups with row selection, sortable headers, the enable switch and row actions. */
export function GroupTable({ groups, order, selected, onSelect, onSort, onToggle, onEdit, onDelete }: GroupTableProps) {
  const { t, i18n } = useTranslation(['admin_group', 'table']);
  const selectable = groups.filter((group) => !isProtected(group)).map((group) => group.id);

  return (
    <TableContainer>
      <Table size="small" aria-label={t('admin_group:table.label')} sx={TABLE_SX}>
        <TableHead>
          <TableRow>
            <SelectAllCell ids={selectable} selected={selected} onSelect={onSelect} label={t('admin_group:table.selectAll')} />
            {COLUMNS.map((column) => (
              <HeaderCell
                key={column}
                field={SORTABLE[column]}
                order={order}
                onSort={onSort}
                align={column === 'actions' ? 'right' : 'left'}
              >
                {t(`admin_group:columns.${column}`)}
              </HeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.length === 0 ? (
            <EmptyRow colSpan={COLUMNS.length + 1} testId="groups-empty">
              {t('table:empty')}
            </EmptyRow>
          ) : null}
          {groups.map((group) => {
            const locked = isProtected(group);
            const discount = formatDiscount(group.ratio, i18n.language);
            return (
              <TableRow key={group.id} hover data-testid="group-row" data-symbol={group.symbol}>
                <SelectRowCell
                  id={group.id}
                  selected={selected}
                  disabled={locked}
                  onSelect={onSelect}
                  label={t('admin_group:table.select', { name: group.name })}
                />
                <TableCell>{group.id}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                      {group.symbol}
                    </Typography>
                    {locked ? <StatusTag variant="outlined" color="info" label={t('admin_group:table.defaultTag')} /> : null}
                  </Stack>
                </TableCell>
                <TableCell>{group.name}</TableCell>
                <TableCell data-testid="group-ratio">
                  {t('admin_group:table.ratio', { ratio: group.ratio })}
                  <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }} data-testid="group-discount">
                    {discount || t('admin_group:table.noDiscount')}
                  </Typography>
                </TableCell>
                <TableCell>{t('admin_group:table.rpm', { rate: group.api_rate })}</TableCell>
                <TableCell>
                  <StatusTag
                    variant="outlined"
                    color={group.public ? 'success' : 'default'}
                    label={t(group.public ? 'admin_group:table.public' : 'admin_group:table.private')}
                  />
                </TableCell>
                <TableCell data-testid="group-promotion">
                  {group.promotion
                    ? t(group.max > 0 ? 'admin_group:table.range' : 'admin_group:table.rangeOpen', { min: group.min, max: group.max })
                    : t('admin_group:table.noPromotion')}
                </TableCell>
                <TableCell>
                  <EnableSwitch group={group} onToggle={onToggle} />
                </TableCell>
                <TableCell align="right">
                  <RowActionButton
                    icon="edit"
                    title={t('admin_group:actions.edit')}
                    label={t('admin_group:actions.editNamed', { name: group.name })}
                    onClick={() => onEdit(group)}
                  />
                  {locked ? null : (
                    <RowActionButton
                      icon="delete"
                      danger
                      title={t('admin_group:actions.delete')}
                      label={t('admin_group:actions.deleteNamed', { name: group.name })}
                      onClick={() => onDelete(group)}
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
