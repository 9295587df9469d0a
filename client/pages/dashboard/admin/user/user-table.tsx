import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { USER_ORDER_FIELDS_EXTENDED, USER_STATUS } from '#shared/api/schemas/user-admin.ts';
import type { AdminUser, UserOrderField } from '#shared/api/schemas/user-admin.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { formatQuota, formatUsage, type QuotaDisplay } from '#shared/format/quota.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { UserRowActions } from './user-row-actions.tsx';
import type { RowHandlers } from './user-row-actions.tsx';
import { mayManage, roleKey } from './user-roles.ts';

// Constant styles (one class for the whole table or column): headers never wrap.
const TABLE_SX = { '& th, & td': { px: 1 }, '& th': { whiteSpace: 'nowrap' } } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const CAPTION_SX = { color: 'text.secondary' } as const;
const USERNAME_SX = { fontWeight: 600 } as const;

interface UserTableProps extends RowHandlers {
  users: readonly AdminUser[];
  order: string;
  /** The gateway sorts by the extension fields too. */
  extended: boolean;
  money: QuotaDisplay;
  viewerRole: number;
  selected: ReadonlySet<number>;
  onSelect(ids: readonly number[], selected: boolean): void;
  onSort(field: UserOrderField): void;
}

/** One page of users with selection, sortable headers and each row's actions. */
export function UserTable({ users, order, extended, money, viewerRole, selected, onSelect, onSort, ...handlers }: UserTableProps) {
  const { t } = useTranslation(['user', 'table']);
  const timeZone = useTimeZone();
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const header = (id: string) => t(`user:columns.${id}`);
  // Columns the gateway can order by (contract §2.4); the double's extension fields only when it sorts by them.
  const sortable = (field: UserOrderField) =>
    extended || !(USER_ORDER_FIELDS_EXTENDED as readonly string[]).includes(field) ? field : undefined;
  const columns: DataColumn<AdminUser, UserOrderField>[] = [
    { id: 'id', header: header('id'), sortField: sortable('id'), cell: (user) => user.id },
    {
      id: 'user',
      header: header('user'),
      sortField: sortable('username'),
      cell: (user) => (
        <>
          <Typography variant="body2" sx={USERNAME_SX}>
            {user.username}
          </Typography>
          <Typography variant="caption" sx={CAPTION_SX}>
            {[user.display_name, user.email].filter(Boolean).join(' · ')}
          </Typography>
        </>
      ),
    },
    { id: 'group', header: header('group'), cell: (user) => user.group },
    {
      id: 'quota',
      header: header('quota'),
      sortField: sortable('quota'),
      sx: NOWRAP,
      testId: 'user-quota',
      cell: (user) => formatQuota(user.quota, status),
    },
    {
      id: 'used',
      header: header('used'),
      sortField: sortable('used_quota'),
      sx: NOWRAP,
      cell: (user) => formatUsage(user.used_quota, status),
    },
    { id: 'requests', header: header('requests'), sortField: sortable('request_count'), cell: (user) => user.request_count },
    {
      id: 'role',
      header: header('role'),
      sortField: sortable('role'),
      sx: NOWRAP,
      testId: 'user-role',
      cell: (user) => t(`user:roles.${roleKey(user.role)}`),
    },
    {
      id: 'status',
      header: header('status'),
      sortField: sortable('status'),
      testId: 'user-status',
      cell: (user) => (
        <StatusTag
          color={user.status === USER_STATUS.enabled ? 'success' : 'default'}
          label={t(user.status === USER_STATUS.enabled ? 'user:status.enabled' : 'user:status.disabled')}
        />
      ),
    },
    {
      id: 'created',
      header: header('created'),
      sortField: sortable('created_time'),
      sx: NOWRAP,
      cell: (user) => formatDateTime(user.created_time, timeZone),
    },
    {
      id: 'lastLogin',
      header: header('lastLogin'),
      sortField: sortable('last_login_time'),
      sx: NOWRAP,
      cell: (user) => (
        <>
          {user.last_login_time ? formatDateTime(user.last_login_time, timeZone) : t('user:never')}
          <Typography variant="caption" component="div" sx={CAPTION_SX}>
            {user.last_login_ip}
          </Typography>
        </>
      ),
    },
    {
      id: 'actions',
      header: header('actions'),
      align: 'right',
      cell: (user) => <UserRowActions user={user} viewerRole={viewerRole} manageable={mayManage(viewerRole, user.role)} {...handlers} />,
    },
  ];
  return (
    <DataTable
      label={t('user:table.label')}
      columns={columns}
      rows={users}
      rowId={(user) => user.id}
      rowProps={(user) => ({ 'data-testid': 'user-row', 'data-username': user.username })}
      order={order}
      onSort={onSort}
      selection={{
        selected,
        onSelect,
        // A user the viewer may not manage (the gateway would refuse) is not picked for a batch.
        locked: (user) => !mayManage(viewerRole, user.role),
        allLabel: t('user:table.selectPage'),
        rowLabel: (user) => t('user:table.selectRow', { name: user.username }),
        highlight: true,
      }}
      sx={TABLE_SX}
    />
  );
}
