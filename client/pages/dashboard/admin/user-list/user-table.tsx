import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { USER_ORDER_FIELDS_EXTENDED, USER_STATUS } from '#shared/api/schemas/admin-user.ts';
import type { AdminUser, UserOrderField } from '#shared/api/schemas/admin-user.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { formatQuota, formatUsage } from '#shared/format/quota.ts';
import { useTimeZone } from '#client/app/time-zone.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { UserRowActions } from './user-row-actions.tsx';
import type { RowHandlers } from './user-row-actions.tsx';
import { mayManage, roleKey } from './user-roles.ts';
import { HeaderCell, SelectAllCell, SelectRowCell } from '#client/components/table/table-cells.tsx';

type Column = 'id' | 'user' | 'group' | 'quota' | 'used' | 'requests' | 'role' | 'status' | 'created' | 'lastLogin' | 'actions';

const COLUMNS: Column[] = ['id', 'user', 'group', 'quota', 'used', 'requests', 'role', 'status', 'created', 'lastLogin', 'actions'];

// Columns the gateway can order by (contract §2.4, plus the double's extension fields).
const SORT_FIELDS: Partial<Record<Column, UserOrderField>> = {
  id: 'id',
  user: 'username',
  quota: 'quota',
  used: 'used_quota',
  requests: 'request_count',
  role: 'role',
  status: 'status',
  created: 'created_time',
  lastLogin: 'last_login_time',
};

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const CAPTION_SX = { color: 'text.secondary' } as const;

export interface Money {
  quotaPerUnit: number;
  displayInCurrency: boolean;
}

interface UserTableProps extends RowHandlers {
  users: readonly AdminUser[];
  order: string;
  /** The gateway sorts by the extension fields too. */
  extended: boolean;
  money: Money;
  viewerRole: number;
  selected: ReadonlySet<number>;
  onSelect(ids: readonly number[], selected: boolean): void;
  onSort(field: UserOrderField): void;
}

/** One page of users with selection, sortable headers and each row's actions. */
export function UserTable({ users, order, extended, money, viewerRole, selected, onSelect, onSort, ...handlers }: UserTableProps) {
  const { t } = useTranslation(['admin_user', 'table']);
  const timeZone = useTimeZone();
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const selectable = users.filter((user) => mayManage(viewerRole, user.role)).map((user) => user.id);
  const sortable = (column: Column) => {
    const field = SORT_FIELDS[column];
    return field && (extended || !(USER_ORDER_FIELDS_EXTENDED as readonly string[]).includes(field)) ? field : undefined;
  };

  return (
    <TableContainer>
      <Table size="small" aria-label={t('admin_user:table.label')} sx={{ '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <SelectAllCell ids={selectable} selected={selected} onSelect={onSelect} label={t('admin_user:table.selectPage')} />
            {COLUMNS.map((column) => (
              <HeaderCell
                key={column}
                field={sortable(column)}
                order={order}
                onSort={onSort}
                sx={NOWRAP}
                align={column === 'actions' ? 'right' : 'left'}
              >
                {t(`admin_user:columns.${column}`)}
              </HeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {users.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                {t('table:empty')}
              </TableCell>
            </TableRow>
          ) : null}
          {users.map((user) => {
            const manageable = mayManage(viewerRole, user.role);
            return (
              <TableRow key={user.id} hover data-testid="user-row" data-username={user.username} selected={selected.has(user.id)}>
                <SelectRowCell
                  id={user.id}
                  selected={selected}
                  disabled={!manageable}
                  onSelect={onSelect}
                  label={t('admin_user:table.selectRow', { name: user.username })}
                />
                <TableCell>{user.id}</TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {user.username}
                  </Typography>
                  <Typography variant="caption" sx={CAPTION_SX}>
                    {[user.display_name, user.email].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell>{user.group}</TableCell>
                <TableCell sx={NOWRAP} data-testid="user-quota">
                  {formatQuota(user.quota, status)}
                </TableCell>
                <TableCell sx={NOWRAP}>{formatUsage(user.used_quota, status)}</TableCell>
                <TableCell>{user.request_count}</TableCell>
                <TableCell sx={NOWRAP} data-testid="user-role">
                  {t(`admin_user:roles.${roleKey(user.role)}`)}
                </TableCell>
                <TableCell data-testid="user-status">
                  <StatusTag
                    color={user.status === USER_STATUS.enabled ? 'success' : 'default'}
                    label={t(user.status === USER_STATUS.enabled ? 'admin_user:status.enabled' : 'admin_user:status.disabled')}
                  />
                </TableCell>
                <TableCell sx={NOWRAP}>{formatDateTime(user.created_time, timeZone)}</TableCell>
                <TableCell sx={NOWRAP}>
                  {user.last_login_time ? formatDateTime(user.last_login_time, timeZone) : t('admin_user:never')}
                  <Typography variant="caption" component="div" sx={CAPTION_SX}>
                    {user.last_login_ip}
                  </Typography>
                </TableCell>
                <TableCell align="right">
                  <UserRowActions user={user} viewerRole={viewerRole} manageable={manageable} {...handlers} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
