import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { Order } from '#shared/api/schemas/billing.ts';
import type { OrderOrderField, PaymentGateway } from '#shared/api/schemas/order-admin.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatQuota } from '#shared/format/quota.ts';
import { useTimeZone } from '#client/app/time-zone.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import type { TagColor } from '#client/components/status-tag/status-tag.tsx';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { HeaderCell, RowActionButton } from '#client/components/table/table-cells.tsx';
import type { SiteMoney } from '#client/components/user-menu/user-menu.tsx';
import { UserLink } from '#client/components/admin-kit/user-link.tsx';

/** Every field of the contract's Order (§2.14), the currency beside the money it names. */
type Column =
  | 'id'
  | 'created_at'
  | 'user_id'
  | 'gateway_id'
  | 'trade_no'
  | 'gateway_no'
  | 'amount'
  | 'fee'
  | 'discount'
  | 'order_amount'
  | 'quota'
  | 'status'
  | 'actions';
const COLUMNS: readonly Column[] = [
  'id',
  'created_at',
  'user_id',
  'gateway_id',
  'trade_no',
  'gateway_no',
  'amount',
  'fee',
  'discount',
  'order_amount',
  'quota',
  'status',
  'actions',
];
const SORTABLE: Partial<Record<Column, OrderOrderField>> = {
  id: 'id',
  created_at: 'created_at',
  user_id: 'user_id',
  gateway_id: 'gateway_id',
  status: 'status',
};
const STATUS_COLOR: Record<Order['status'], TagColor> = { pending: 'warning', success: 'success', failed: 'error', closed: 'default' };

const TABLE_SX = {
  '& th, & td': { px: 1, whiteSpace: 'nowrap' },
  '& th:first-of-type, & td:first-of-type': { pl: 2 },
  '& th:last-of-type, & td:last-of-type': { pr: 2 },
  '& td[data-mono]': { fontFamily: 'monospace' },
} as const;

interface OrderTableProps {
  orders: readonly Order[];
  order: string;
  gateways: readonly PaymentGateway[] | null;
  money: SiteMoney;
  /** The gateway completes orders by hand (the double's extension): pending rows offer it. */
  canComplete: boolean;
  onSort(field: OrderOrderField): void;
  onComplete(order: Order): void;
}

/** One page of orders with every contract column; a pending order can be completed by hand. */
export function OrderTable({ orders, order, gateways, money, canComplete, onSort, onComplete }: OrderTableProps) {
  const { t, i18n } = useTranslation(['admin_order', 'table']);
  const timeZone = useTimeZone();
  const names = new Map((gateways ?? []).map((gateway) => [gateway.id, gateway.name]));
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const inCurrency = (value: number, currency: string) => `${formatNumber(value, i18n.language)} ${currency}`;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('admin_order:table.label')} sx={TABLE_SX}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <HeaderCell
                key={column}
                field={SORTABLE[column]}
                order={order}
                onSort={onSort}
                defaultField="id"
                align={column === 'actions' ? 'right' : 'left'}
              >
                {t(`admin_order:columns.${column}`)}
              </HeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.length === 0 ? (
            <EmptyRow colSpan={COLUMNS.length} testId="orders-empty">
              {t('table:empty')}
            </EmptyRow>
          ) : null}
          {orders.map((row) => (
            <TableRow key={row.id} hover data-testid="order-row" data-trade-no={row.trade_no} data-status={row.status}>
              <TableCell>{row.id}</TableCell>
              <TableCell>{formatDateTime(row.created_at, timeZone)}</TableCell>
              <TableCell>
                <UserLink id={row.user_id} label={t('admin_order:table.user', { id: row.user_id })} />
              </TableCell>
              <TableCell>{names.get(row.gateway_id) ?? t('admin_order:table.gateway', { id: row.gateway_id })}</TableCell>
              <TableCell data-mono="">{row.trade_no}</TableCell>
              <TableCell data-mono="">{row.gateway_no || '–'}</TableCell>
              <TableCell>${formatNumber(row.amount, i18n.language)}</TableCell>
              <TableCell>{inCurrency(row.fee, row.order_currency)}</TableCell>
              <TableCell>{inCurrency(row.discount, row.order_currency)}</TableCell>
              <TableCell>{inCurrency(row.order_amount, row.order_currency)}</TableCell>
              <TableCell>{formatQuota(row.quota, status)}</TableCell>
              <TableCell>
                <StatusTag variant="outlined" color={STATUS_COLOR[row.status]} label={t(`admin_order:status.${row.status}`)} />
              </TableCell>
              <TableCell align="right">
                {canComplete && row.status === 'pending' ? (
                  <RowActionButton
                    icon="check"
                    title={t('admin_order:actions.complete')}
                    label={t('admin_order:actions.completeNamed', { tradeNo: row.trade_no })}
                    onClick={() => onComplete(row)}
                    testId="order-complete"
                  />
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
