import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminKey } from '#shared/api/schemas/admin-keys.ts';
import { TOKEN_STATUS } from '#shared/api/schemas/key.ts';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { actionsColumn, rowAction } from '#client/components/admin-kit/row-actions.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import type { TagColor } from '#client/components/status-tag/status-tag.tsx';
import { UserLink } from '#client/components/admin-kit/user-link.tsx';
import { useKeyText } from '#client/components/key-editor/key-cells.tsx';
import { groupLabel } from '#client/components/key-editor/key-options.ts';
import type { GroupOption } from '#client/components/key-editor/key-options.ts';
import type { OrderField } from '#client/components/key-editor/key-query.ts';
import { ownerLabel } from './admin-keys-state.ts';
import type { QuotaDisplay } from '#shared/format/quota.ts';

const STATUS: Record<number, { key: 'enabled' | 'disabled' | 'expired' | 'exhausted'; color: TagColor }> = {
  [TOKEN_STATUS.enabled]: { key: 'enabled', color: 'success' },
  [TOKEN_STATUS.disabled]: { key: 'disabled', color: 'default' },
  [TOKEN_STATUS.expired]: { key: 'expired', color: 'warning' },
  [TOKEN_STATUS.exhausted]: { key: 'exhausted', color: 'warning' },
};

// Constant styles (one class for the whole table or column): headers never wrap.
const TABLE_SX = { '& th, & td': { px: 1 }, '& th': { whiteSpace: 'nowrap' } } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const CAPTION_SX = { color: 'text.secondary' } as const;
const NAME_SX = { fontWeight: 600, minWidth: 96, overflowWrap: 'anywhere' } as const;

interface AdminKeysTableProps {
  keys: readonly AdminKey[];
  order: string;
  money: QuotaDisplay;
  groups: readonly GroupOption[];
  onSort(field: OrderField): void;
  onEdit(key: AdminKey): void;
}

/** A cell of two lines: the first as it is, the second as a caption (`used` over `remaining`). */
function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <>
      {first}
      <Typography variant="caption" component="div" sx={CAPTION_SX}>
        {second}
      </Typography>
    </>
  );
}

/**
 * Every user's keys, one page: the owner (`id – name`, linked to the Users page), the name and
 * the masked key, groups, status, quotas and times, and "edit". No copy: the key stays masked.
 */
export function AdminKeysTable({ keys, order, money, groups, onSort, onEdit }: AdminKeysTableProps) {
  const { t, i18n } = useTranslation(['admin_keys', 'key']);
  const text = useKeyText(money, groups);
  const group = (symbol: string, empty: string) => (symbol ? groupLabel(symbol, groups, i18n.language) : empty);
  const header = (id: string) => t(`admin_keys:columns.${id}`);
  // Sort fields are the gateway's key whitelist (contract §2.5); two-line cells sort by their first line.
  const columns: DataColumn<AdminKey, OrderField>[] = [
    { id: 'id', header: header('id'), sortField: 'id', cell: (key) => key.id },
    {
      id: 'owner',
      header: header('owner'),
      sx: NOWRAP,
      testId: 'admin-key-owner',
      cell: (key) => <UserLink id={key.user_id} label={ownerLabel(key.user_id, key.owner_name)} />,
    },
    {
      id: 'name',
      header: header('name'),
      sortField: 'name',
      cell: (key) => (
        <>
          <Typography variant="body2" sx={NAME_SX}>
            {key.name}
          </Typography>
          <Typography variant="caption" component="div" sx={CAPTION_SX} data-testid="admin-key-masked">
            {`sk-${key.key}`}
          </Typography>
        </>
      ),
    },
    {
      id: 'group',
      header: header('group'),
      sx: NOWRAP,
      cell: (key) => (
        <TwoLines
          first={group(key.group, t('admin_keys:values.followOwner'))}
          second={`${t('key:columns.backupGroup')}: ${group(key.backup_group, t('key:values.noBackup'))}`}
        />
      ),
    },
    {
      id: 'status',
      header: header('status'),
      sortField: 'status',
      testId: 'admin-key-status',
      cell: (key) => {
        const status = STATUS[key.status];
        return <StatusTag color={status?.color ?? 'default'} variant="outlined" label={t(`key:status.${status?.key ?? 'unknown'}`)} />;
      },
    },
    {
      id: 'quota',
      header: header('quota'),
      sortField: 'used_quota',
      sx: NOWRAP,
      testId: 'admin-key-quota',
      cell: (key) => <TwoLines first={text.used(key)} second={text.remaining(key)} />,
    },
    {
      id: 'time',
      header: header('time'),
      sortField: 'created_time',
      sx: NOWRAP,
      cell: (key) => <TwoLines first={text.created(key)} second={text.expires(key)} />,
    },
    { id: 'accessed', header: header('accessed'), sx: NOWRAP, cell: (key) => text.accessed(key) },
    actionsColumn(header('actions'), [
      rowAction('edit', t('admin_keys:actions.edit'), (key) => t('admin_keys:actions.editKey', { name: key.name }), onEdit, {
        testId: 'admin-key-edit',
      }),
    ]),
  ];
  return (
    <DataTable
      label={t('admin_keys:table.label')}
      columns={columns}
      rows={keys}
      rowId={(key) => key.id}
      rowProps={(key) => ({ 'data-testid': 'admin-key-row', 'data-key-id': key.id, 'data-owner-id': key.user_id })}
      order={order}
      onSort={onSort}
      defaultSort="id"
      emptyText={t('admin_keys:table.empty')}
      sx={TABLE_SX}
    />
  );
}
