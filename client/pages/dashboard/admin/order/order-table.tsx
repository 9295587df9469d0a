import { useTranslation } from 'react-i18next';
import type { Order } from '#shared/api/schemas/billing.ts';
import type { OrderOrderField, PaymentGateway } from '#shared/api/schemas/order-admin.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { formatNumber } from '#shared/format/number.ts';
import { formatQuota, type QuotaDisplay } from '#shared/format/quota.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import type { TagColor } from '#client/components/status-tag/status-tag.tsx';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { actionsColumn, rowAction } from '#client/components/admin-kit/row-actions.tsx';
import { UserLink } from '#client/components/admin-kit/user-link.tsx';

const STATUS_COLOR: Record<Order['status'], TagColor> = { pending: 'warning', success: 'success', failed: 'error', closed: 'default' };

const TABLE_SX = {
  '& th, & td': { px: 1, whiteSpace: 'nowrap' },
  '& th:first-of-type, & td:first-of-type': { pl: 2 },
  '& th:last-of-type, & td:last-of-type': { pr: 2 },
  '& td[data-mono]': { fontFamily: 'monospace' },
} as const;
// The trade numbers' cells: the table's monospace rule selects them.
const MONO = { 'data-mono': '' } as const;

interface OrderTableProps {
  orders: readonly Order[];
  order: string;
  gateways: readonly PaymentGateway[] | null;
  money: QuotaDisplay;
  /** The gateway completes orders by hand (the double's extension): pending rows offer it. */
  canComplete: boolean;
  onSort(field: OrderOrderField): void;
  onComplete(order: Order): void;
}

/** One page of orders with every contract column; a pending order can be completed by hand. */
export function OrderTable({ orders, order, gateways, money, canComplete, onSort, onComplete }: OrderTableProps) {
  const { t, i18n } = useTranslation(['order', 'table']);
  const timeZone = useTimeZone();
  const names = new Map((gateways ?? []).map((gateway) => [gateway.id, gateway.name]));
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const inCurrency = (value: number, currency: string) => `${formatNumber(value, i18n.language)} ${currency}`;
  const header = (id: string) => t(`order:columns.${id}`);
  /** Every field of the contract's Order (§2.14), the currency beside the money it names. */
  const columns: DataColumn<Order, OrderOrderField>[] = [
    { id: 'id', header: header('id'), sortField: 'id', cell: (row) => row.id },
    { id: 'created_at', header: header('created_at'), sortField: 'created_at', cell: (row) => formatDateTime(row.created_at, timeZone) },
    {
      id: 'user_id',
      header: header('user_id'),
      sortField: 'user_id',
      cell: (row) => <UserLink id={row.user_id} label={t('order:table.user', { id: row.user_id })} />,
    },
    {
      id: 'gateway_id',
      header: header('gateway_id'),
      sortField: 'gateway_id',
      cell: (row) => names.get(row.gateway_id) ?? t('order:table.gateway', { id: row.gateway_id }),
    },
    { id: 'trade_no', header: header('trade_no'), cellData: MONO, cell: (row) => row.trade_no },
    { id: 'gateway_no', header: header('gateway_no'), cellData: MONO, cell: (row) => row.gateway_no || '–' },
    { id: 'amount', header: header('amount'), cell: (row) => <>${formatNumber(row.amount, i18n.language)}</> },
    { id: 'fee', header: header('fee'), cell: (row) => inCurrency(row.fee, row.order_currency) },
    { id: 'discount', header: header('discount'), cell: (row) => inCurrency(row.discount, row.order_currency) },
    { id: 'order_amount', header: header('order_amount'), cell: (row) => inCurrency(row.order_amount, row.order_currency) },
    { id: 'quota', header: header('quota'), cell: (row) => formatQuota(row.quota, status) },
    {
      id: 'status',
      header: header('status'),
      sortField: 'status',
      cell: (row) => <StatusTag variant="outlined" color={STATUS_COLOR[row.status]} label={t(`order:status.${row.status}`)} />,
    },
    actionsColumn(header('actions'), [
      rowAction('check', t('order:actions.complete'), (row) => t('order:actions.completeNamed', { tradeNo: row.trade_no }), onComplete, {
        testId: 'order-complete',
        shown: (row) => canComplete && row.status === 'pending',
      }),
    ]),
  ];
  return (
    <DataTable
      label={t('order:table.label')}
      columns={columns}
      rows={orders}
      rowId={(row) => row.id}
      rowProps={(row) => ({ 'data-testid': 'order-row', 'data-trade-no': row.trade_no, 'data-status': row.status })}
      order={order}
      onSort={onSort}
      defaultSort="id"
      emptyTestId="orders-empty"
      sx={TABLE_SX}
    />
  );
}
