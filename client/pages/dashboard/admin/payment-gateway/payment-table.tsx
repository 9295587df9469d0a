import Avatar from '@mui/material/Avatar';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentCallbackUrl } from '#shared/api/schemas/payment-gateway.ts';
import type { PaymentGateway, PaymentOrderField } from '#shared/api/schemas/payment-gateway.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { useCopy } from '#client/hooks/use-copy.ts';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { actionsColumn, deleteAction, rowAction } from '#client/components/admin-kit/row-actions.tsx';
import { RowActionButton } from '#client/components/table/table-cells.tsx';
import { NumberCell } from '#client/components/table/number-cell.tsx';

// Constant styles (one class for the whole column, README "Styles and page weight").
const MONO_SX = { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all', minWidth: 120 } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const ICON_SX = { width: 28, height: 28 } as const;

interface PaymentTableProps {
  gateways: readonly PaymentGateway[];
  /** ServerAddress from `/api/status`, for the callback URLs. */
  serverAddress: string;
  order: string;
  onSort(field: PaymentOrderField): void;
  onToggle(gateway: PaymentGateway, enable: boolean): Promise<void>;
  onSortValue(gateway: PaymentGateway, sort: number): Promise<void>;
  onEdit(gateway: PaymentGateway): void;
  onDelete(gateway: PaymentGateway): void;
}

/** The enable switch of one row, off while its save runs. */
function EnableCell({ gateway, onToggle }: { gateway: PaymentGateway; onToggle(enable: boolean): Promise<void> }) {
  const { t } = useTranslation('payment_gateway');
  const [busy, setBusy] = useState(false);
  return (
    <Switch
      size="small"
      checked={gateway.enable}
      disabled={busy}
      slotProps={{ input: { 'aria-label': t('table.toggle', { name: gateway.name }) } }}
      data-testid="payment-enable"
      onChange={(_event, checked) => {
        setBusy(true);
        void onToggle(checked).finally(() => setBusy(false));
      }}
    />
  );
}

/** Copies the URL to paste at the provider; absent when there is no address to call back (the page warns). */
function CopyCallbackButton({
  gateway,
  serverAddress,
  copy,
}: {
  gateway: PaymentGateway;
  serverAddress: string;
  copy: ReturnType<typeof useCopy>;
}) {
  const { t } = useTranslation('payment_gateway');
  const url = paymentCallbackUrl(gateway.notify_domain, serverAddress, gateway.uuid);
  if (url === null) return null;
  return (
    <RowActionButton
      icon="copy"
      title={t('actions.copyCallback')}
      label={t('actions.copyCallbackNamed', { name: gateway.name })}
      onClick={() => void copy(url, t('callback.url'))}
      testId="payment-copy-callback"
    />
  );
}

/** One page of gateways: sortable columns, the enable switch and the sort edited in place, row actions. */
export function PaymentTable({ gateways, serverAddress, order, onSort, onToggle, onSortValue, onEdit, onDelete }: PaymentTableProps) {
  const { t } = useTranslation(['payment_gateway', 'table']);
  const timeZone = useTimeZone();
  const copy = useCopy();
  const header = (id: string) => t(`payment_gateway:columns.${id}`);
  const columns: DataColumn<PaymentGateway, PaymentOrderField>[] = [
    { id: 'id', header: header('id'), sortField: 'id', cell: (gateway) => gateway.id },
    { id: 'uuid', header: header('uuid'), sortField: 'uuid', sx: MONO_SX, cell: (gateway) => gateway.uuid },
    { id: 'name', header: header('name'), sortField: 'name', cell: (gateway) => gateway.name },
    {
      id: 'type',
      header: header('type'),
      sortField: 'type',
      cell: (gateway) => (
        <StatusTag variant="outlined" color="info" label={t(`payment_gateway:types.${gateway.type}`, { defaultValue: gateway.type })} />
      ),
    },
    {
      id: 'icon',
      header: header('icon'),
      // Decorative: the name is in its own column.
      cell: (gateway) => (gateway.icon ? <Avatar src={gateway.icon} alt="" variant="rounded" sx={ICON_SX} /> : null),
    },
    {
      id: 'fees',
      header: header('fees'),
      sx: NOWRAP,
      // The fee the payer is charged: one-hub takes the percentage when there is one and
      // the fixed fee only otherwise, never both (shared/billing/order-amount.ts).
      cell: (gateway) =>
        gateway.percent_fee > 0
          ? t('payment_gateway:table.feePercent', { percent: Math.round(gateway.percent_fee * 1e6) / 1e4 })
          : gateway.fixed_fee > 0
            ? t('payment_gateway:table.feeFixed', { fixed: gateway.fixed_fee })
            : t('payment_gateway:table.feeNone'),
    },
    { id: 'currency', header: header('currency'), cell: (gateway) => gateway.currency },
    {
      id: 'sort',
      header: header('sort'),
      sortField: 'sort',
      cell: (gateway) => (
        <NumberCell
          value={gateway.sort}
          min={-1_000_000}
          label={t('payment_gateway:table.sortNamed', { name: gateway.name })}
          onSave={(sort) => onSortValue(gateway, sort)}
        />
      ),
    },
    {
      id: 'enable',
      header: header('enable'),
      sortField: 'enable',
      cell: (gateway) => <EnableCell gateway={gateway} onToggle={(enable) => onToggle(gateway, enable)} />,
    },
    {
      id: 'created',
      header: header('created'),
      sortField: 'created_at',
      sx: NOWRAP,
      cell: (gateway) => formatDateTime(gateway.created_at, timeZone),
    },
    actionsColumn(
      header('actions'),
      [
        rowAction(
          'edit',
          t('payment_gateway:actions.edit'),
          (gateway) => t('payment_gateway:actions.editNamed', { name: gateway.name }),
          onEdit,
          {
            testId: 'payment-edit',
          },
        ),
        deleteAction(
          t('payment_gateway:actions.delete'),
          (gateway) => t('payment_gateway:actions.deleteNamed', { name: gateway.name }),
          onDelete,
          {
            testId: 'payment-delete',
          },
        ),
      ],
      { lead: (gateway) => <CopyCallbackButton gateway={gateway} serverAddress={serverAddress} copy={copy} /> },
    ),
  ];
  return (
    <DataTable
      label={t('payment_gateway:table.label')}
      columns={columns}
      rows={gateways}
      rowId={(gateway) => gateway.id}
      rowProps={(gateway) => ({ 'data-testid': 'payment-row', 'data-uuid': gateway.uuid, 'data-name': gateway.name })}
      order={order}
      onSort={onSort}
      emptyTestId="payment-empty"
    />
  );
}
