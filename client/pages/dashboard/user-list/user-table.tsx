import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ROLE } from '../../../../shared/access.ts';
import { formatDateTime } from '../../../../shared/format/date.ts';
import { formatQuota } from '../../../../shared/format/quota.ts';
import { useTimeZone } from '../../../app/time-zone.tsx';
import type { UserRow } from '../user-list-page.tsx';
import { PagePager } from '../../../components/table/page-pager.tsx';
import { StatusTag } from '../../../components/status-tag/status-tag.tsx';

interface UserTableProps {
  users: UserRow[];
  total: number;
  page: number;
  size: number;
  sizes: readonly number[];
  money: { quotaPerUnit: number; displayInCurrency: boolean };
  onPage(page: number): void;
  onSize(size: number): void;
}

function roleKey(role: number): string {
  if (role >= ROLE.root) return 'root';
  if (role >= ROLE.admin) return 'admin';
  if (role >= ROLE.operator) return 'operator';
  return 'common';
}

/** One page of users; MUI's pager is 0-based, the gateway's 1-based. */
export function UserTable({ users, total, page, size, sizes, money, onPage, onSize }: UserTableProps) {
  const { t } = useTranslation(['dashboard', 'table']);
  const timeZone = useTimeZone();
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const columns = ['id', 'user', 'group', 'quota', 'role', 'status', 'created', 'lastLogin'] as const;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('dashboard:users.title')}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{t(`dashboard:users.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {users.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                  {t('table:empty')}
                </TableCell>
              </TableRow>
            ) : null}
            {users.map((user) => (
              <TableRow key={user.id} hover data-testid="user-row">
                <TableCell>{user.id}</TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {user.username}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {[user.display_name, user.email].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell>{user.group}</TableCell>
                <TableCell>
                  {formatQuota(user.quota, status)}
                  <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                    {t('dashboard:users.usage', { used: formatQuota(user.used_quota, status), calls: user.request_count })}
                  </Typography>
                </TableCell>
                <TableCell>{t(`dashboard:users.roles.${roleKey(user.role)}`)}</TableCell>
                <TableCell>
                  <StatusTag
                    color={user.status === 1 ? 'success' : 'default'}
                    label={t(user.status === 1 ? 'dashboard:users.enabled' : 'dashboard:users.disabled')}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(user.created_time, timeZone)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(user.last_login_time ?? 0, timeZone)}
                  <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                    {user.last_login_ip}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PagePager total={total} page={page} size={size} sizes={sizes} onPage={onPage} onSize={onSize} />
    </>
  );
}
