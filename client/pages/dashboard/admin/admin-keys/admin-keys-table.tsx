import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminKey } from '#shared/api/schemas/admin-keys.ts';
import { TOKEN_STATUS } from '#shared/api/schemas/token.ts';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import type { TagColor } from '#client/components/status-tag/status-tag.tsx';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { HeaderCell, RowActionButton } from '#client/components/table/table-cells.tsx';
import { UserLink } from '#client/components/admin-kit/user-link.tsx';
import { useKeyText } from '#client/components/key-editor/key-cells.tsx';
import type { Money } from '#client/components/key-editor/key-form-values.ts';
import { groupLabel } from '#client/components/key-editor/key-options.ts';
import type { GroupOption } from '#client/components/key-editor/key-options.ts';
import type { OrderField } from '#client/components/key-editor/key-query.ts';
import { ownerLabel } from './admin-keys-state.ts';

type Column = 'id' | 'owner' | 'name' | 'group' | 'status' | 'quota' | 'time' | 'accessed' | 'actions';

const COLUMNS: Column[] = ['id', 'owner', 'name', 'group', 'status', 'quota', 'time', 'accessed', 'actions'];

// Columns the gateway can order by (its key whitelist, contract §2.5); two-line cells sort by their first line.
const SORT_FIELDS: Partial<Record<Column, OrderField>> = {
  id: 'id',
  name: 'name',
  status: 'status',
  quota: 'used_quota',
  time: 'created_time',
};

const STATUS: Record<number, { key: 'enabled' | 'disabled' | 'expired' | 'exhausted'; color: TagColor }> = {
  [TOKEN_STATUS.enabled]: { key: 'enabled', color: 'success' },
  [TOKEN_STATUS.disabled]: { key: 'disabled', color: 'default' },
  [TOKEN_STATUS.expired]: { key: 'expired', color: 'warning' },
  [TOKEN_STATUS.exhausted]: { key: 'exhausted', color: 'warning' },
};

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const CAPTION_SX = { color: 'text.secondary' } as const;
const NAME_SX = { fontWeight: 600, minWidth: 96, overflowWrap: 'anywhere' } as const;

interface AdminKeysTableProps {
  keys: readonly AdminKey[];
  order: string;
  money: Money;
  groups: readonly GroupOption[];
  onSort(field: OrderField): void;
  onEdit(key: AdminKey): void;
}

/** A cell of two lines: the first as it is, the second as a caption (`used` over `remaining`). */
function TwoLines({ first, second, testId }: { first: string; second: string; testId?: string }) {
  return (
    <TableCell sx={NOWRAP} {...(testId ? { 'data-testid': testId } : {})}>
      {first}
      <Typography variant="caption" component="div" sx={CAPTION_SX}>
        {second}
      </Typography>
    </TableCell>
  );
}

/**
 * Every user's keys, one page: the owner (`id – name`, linked to the Users page), the name and
 * the masked key, groups, status, quotas and times, and "edit". No copy: the key stays masked.
 */
export function AdminKeysTable({ keys, order, money, groups, onSort, onEdit }: AdminKeysTableProps) {
  const { t, i18n } = useTranslation(['admin_keys', 'token']);
  const text = useKeyText(money, groups);
  const group = (symbol: string, empty: string) => (symbol ? groupLabel(symbol, groups, i18n.language) : empty);
  return (
    <TableContainer>
      <Table size="small" aria-label={t('admin_keys:table.label')} sx={{ '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <HeaderCell
                key={column}
                field={SORT_FIELDS[column]}
                defaultField="id"
                order={order}
                onSort={onSort}
                sx={NOWRAP}
                align={column === 'actions' ? 'right' : 'left'}
              >
                {t(`admin_keys:columns.${column}`)}
              </HeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.length === 0 ? <EmptyRow colSpan={COLUMNS.length}>{t('admin_keys:table.empty')}</EmptyRow> : null}
          {keys.map((key) => {
            const status = STATUS[key.status];
            return (
              <TableRow key={key.id} hover data-testid="admin-key-row" data-key-id={key.id} data-owner-id={key.user_id}>
                <TableCell>{key.id}</TableCell>
                <TableCell sx={NOWRAP} data-testid="admin-key-owner">
                  <UserLink id={key.user_id} label={ownerLabel(key.user_id, key.owner_name)} />
                </TableCell>
                <TableCell>
                  <Typography variant="body2" sx={NAME_SX}>
                    {key.name}
                  </Typography>
                  <Typography variant="caption" component="div" sx={CAPTION_SX} data-testid="admin-key-masked">
                    {`sk-${key.key}`}
                  </Typography>
                </TableCell>
                <TwoLines
                  first={group(key.group, t('admin_keys:values.followOwner'))}
                  second={`${t('token:columns.backupGroup')}: ${group(key.backup_group, t('token:values.noBackup'))}`}
                />
                <TableCell data-testid="admin-key-status">
                  <StatusTag color={status?.color ?? 'default'} variant="outlined" label={t(`token:status.${status?.key ?? 'unknown'}`)} />
                </TableCell>
                <TwoLines first={text.used(key)} second={text.remaining(key)} testId="admin-key-quota" />
                <TwoLines first={text.created(key)} second={text.expires(key)} />
                <TableCell sx={NOWRAP}>{text.accessed(key)}</TableCell>
                <TableCell align="right">
                  <RowActionButton
                    icon="edit"
                    title={t('admin_keys:actions.edit')}
                    label={t('admin_keys:actions.editKey', { name: key.name })}
                    onClick={() => onEdit(key)}
                    testId="admin-key-edit"
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
