import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Redemption } from '#shared/api/schemas/billing.ts';
import type { RedemptionOrderField } from '#shared/api/schemas/redemption-admin.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { formatQuota } from '#shared/format/quota.ts';
import { useTimeZone } from '#client/app/time-zone.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { HeaderCell, RowActionButton, SelectAllCell, SelectRowCell } from '#client/components/table/table-cells.tsx';
import type { SiteMoney } from '#client/components/user-menu/user-menu.tsx';
import { shownStatus, StatusSwitch, TAG_COLOR } from './redemption-status.tsx';
import { UserLink } from '#client/components/admin-kit/user-link.tsx';

type Column = 'id' | 'name' | 'status' | 'quota' | 'created_time' | 'redeemed_time' | 'expired_time' | 'actions';
const SORTABLE: Partial<Record<Column, RedemptionOrderField>> = {
  id: 'id',
  name: 'name',
  status: 'status',
  quota: 'quota',
  created_time: 'created_time',
  redeemed_time: 'redeemed_time',
};

// Constant styles (one class for the whole table).
const TABLE_SX = {
  '& th, & td': { px: 1, whiteSpace: 'nowrap' },
  '& th:first-of-type, & td:first-of-type': { pl: 1.5 },
  '& th:last-of-type, & td:last-of-type': { pr: 2 },
} as const;

interface RedemptionTableProps {
  codes: readonly Redemption[];
  order: string;
  money: SiteMoney;
  /** The loader's clock (Unix seconds), so server and browser agree on what has expired. */
  now: number;
  /** The gateway has the expiry extension: show its column. */
  withExpiry: boolean;
  selected: ReadonlySet<number>;
  onSelect(ids: readonly number[], on: boolean): void;
  onSort(field: RedemptionOrderField): void;
  onToggle(code: Redemption, enable: boolean): Promise<void>;
  onCopy(code: Redemption): void;
  onEdit(code: Redemption): void;
  onDelete(code: Redemption): void;
}

/** One page of codes: selection, sortable headers, status, value as the site shows money, and row actions. */
export function RedemptionTable({ codes, order, money, now, withExpiry, selected, onSelect, onSort, ...handlers }: RedemptionTableProps) {
  const { t } = useTranslation(['admin_redemption', 'table']);
  const timeZone = useTimeZone();
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const columns: Column[] = [
    'id',
    'name',
    'status',
    'quota',
    'created_time',
    'redeemed_time',
    ...(withExpiry ? ['expired_time' as const] : []),
    'actions',
  ];

  return (
    <TableContainer>
      <Table size="small" aria-label={t('admin_redemption:table.label')} sx={TABLE_SX}>
        <TableHead>
          <TableRow>
            <SelectAllCell
              ids={codes.map((code) => code.id)}
              selected={selected}
              onSelect={onSelect}
              label={t('admin_redemption:table.selectAll')}
            />
            {columns.map((column) => (
              <HeaderCell
                key={column}
                field={SORTABLE[column]}
                order={order}
                onSort={onSort}
                defaultField="id"
                align={column === 'actions' ? 'right' : 'left'}
              >
                {t(`admin_redemption:columns.${column}`)}
              </HeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {codes.length === 0 ? (
            <EmptyRow colSpan={columns.length + 1} testId="redemptions-empty">
              {t('table:empty')}
            </EmptyRow>
          ) : null}
          {codes.map((code) => {
            const shown = shownStatus(code, now);
            return (
              <TableRow key={code.id} hover data-testid="redemption-row" data-id={code.id} data-status={shown}>
                <SelectRowCell
                  id={code.id}
                  selected={selected}
                  onSelect={onSelect}
                  label={t('admin_redemption:table.select', { id: code.id })}
                />
                <TableCell>{code.id}</TableCell>
                <TableCell>{code.name}</TableCell>
                <TableCell>
                  <StatusTag variant="outlined" color={TAG_COLOR[shown]} label={t(`admin_redemption:status.${shown}`)} />
                </TableCell>
                <TableCell>{formatQuota(code.quota, status)}</TableCell>
                <TableCell>{formatDateTime(code.created_time, timeZone)}</TableCell>
                <TableCell>
                  {code.redeemed_time > 0 ? (
                    <>
                      {formatDateTime(code.redeemed_time, timeZone)}
                      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                        <UserLink id={code.user_id} label={t('admin_redemption:table.redeemedBy', { id: code.user_id })} />
                      </Typography>
                    </>
                  ) : (
                    t('admin_redemption:values.notRedeemed')
                  )}
                </TableCell>
                {withExpiry ? (
                  <TableCell>
                    {(code.expired_time ?? 0) > 0 ? formatDateTime(code.expired_time ?? 0, timeZone) : t('admin_redemption:values.never')}
                  </TableCell>
                ) : null}
                <TableCell align="right">
                  <StatusSwitch code={code} onToggle={handlers.onToggle} />
                  <RowActionButton
                    icon="copy"
                    title={t('admin_redemption:actions.copy')}
                    label={t('admin_redemption:actions.copyNamed', { id: code.id })}
                    onClick={() => handlers.onCopy(code)}
                  />
                  <RowActionButton
                    icon="edit"
                    title={t('admin_redemption:actions.edit')}
                    label={t('admin_redemption:actions.editNamed', { id: code.id })}
                    onClick={() => handlers.onEdit(code)}
                  />
                  <RowActionButton
                    icon="delete"
                    danger
                    title={t('admin_redemption:actions.delete')}
                    label={t('admin_redemption:actions.deleteNamed', { id: code.id })}
                    onClick={() => handlers.onDelete(code)}
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
