import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserGroup } from '#shared/api/schemas/group.ts';
import { DEFAULT_GROUP_SYMBOL } from '#shared/api/schemas/group-admin.ts';
import type { GroupOrderField } from '#shared/api/schemas/group-admin.ts';
import { formatDiscount } from '#shared/format/discount.ts';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { actionsColumn, deleteAction, rowAction } from '#client/components/admin-kit/row-actions.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';

// Constant styles (one class for the whole table, README "Styles and page weight").
const TABLE_SX = {
  '& th, & td': { px: 1, whiteSpace: 'nowrap' },
  '& th:first-of-type, & td:first-of-type': { pl: 1.5 },
  '& th:last-of-type, & td:last-of-type': { pr: 2 },
} as const;
const SYMBOL_SX = { fontFamily: 'monospace', fontWeight: 600 } as const;

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
  const { t } = useTranslation('group');
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
  const { t, i18n } = useTranslation(['group', 'table']);
  const header = (id: string) => t(`group:columns.${id}`);
  const columns: DataColumn<UserGroup, GroupOrderField>[] = [
    { id: 'id', header: header('id'), sortField: 'id', cell: (group) => group.id },
    {
      id: 'symbol',
      header: header('symbol'),
      sortField: 'symbol',
      cell: (group) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={SYMBOL_SX}>
            {group.symbol}
          </Typography>
          {isProtected(group) ? <StatusTag variant="outlined" color="info" label={t('group:table.defaultTag')} /> : null}
        </Stack>
      ),
    },
    { id: 'name', header: header('name'), sortField: 'name', cell: (group) => group.name },
    {
      id: 'ratio',
      header: header('ratio'),
      sortField: 'ratio',
      testId: 'group-ratio',
      cell: (group) => (
        <>
          {t('group:table.ratio', { ratio: group.ratio })}
          <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }} data-testid="group-discount">
            {formatDiscount(group.ratio, i18n.language) || t('group:table.noDiscount')}
          </Typography>
        </>
      ),
    },
    {
      id: 'api_rate',
      header: header('api_rate'),
      sortField: 'api_rate',
      cell: (group) => t('group:table.rpm', { rate: group.api_rate }),
    },
    {
      id: 'public',
      header: header('public'),
      sortField: 'public',
      cell: (group) => (
        <StatusTag
          variant="outlined"
          color={group.public ? 'success' : 'default'}
          label={t(group.public ? 'group:table.public' : 'group:table.private')}
        />
      ),
    },
    {
      id: 'promotion',
      header: header('promotion'),
      sortField: 'promotion',
      testId: 'group-promotion',
      cell: (group) =>
        group.promotion
          ? t(group.max > 0 ? 'group:table.range' : 'group:table.rangeOpen', { min: group.min, max: group.max })
          : t('group:table.noPromotion'),
    },
    { id: 'enable', header: header('enable'), sortField: 'enable', cell: (group) => <EnableSwitch group={group} onToggle={onToggle} /> },
    actionsColumn(header('actions'), [
      rowAction('edit', t('group:actions.edit'), (group) => t('group:actions.editNamed', { name: group.name }), onEdit),
      deleteAction(t('group:actions.delete'), (group) => t('group:actions.deleteNamed', { name: group.name }), onDelete, {
        shown: (group) => !isProtected(group),
      }),
    ]),
  ];
  return (
    <DataTable
      label={t('group:table.label')}
      columns={columns}
      rows={groups}
      rowId={(group) => group.id}
      rowProps={(group) => ({ 'data-testid': 'group-row', 'data-symbol': group.symbol })}
      order={order}
      onSort={onSort}
      selection={{
        selected,
        onSelect,
        locked: isProtected,
        allLabel: t('group:table.selectAll'),
        rowLabel: (group) => t('group:table.select', { name: group.name }),
      }}
      emptyTestId="groups-empty"
      sx={TABLE_SX}
    />
  );
}
