import Avatar from '@mui/material/Avatar';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentCallbackUrl } from '#shared/api/schemas/payment-gateway.ts';
import type { PaymentGateway, PaymentOrderField } from '#shared/api/schemas/payment-gateway.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { useTimeZone } from '#client/app/time-zone.tsx';
import { useCopy } from '#client/hooks/use-copy.ts';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { EmptyRow } from '#client/components/table/empty-row.tsx';
import { HeaderCell, RowActionButton } from '#client/components/table/table-cells.tsx';
import { NumberCell } from '#client/components/table/number-cell.tsx';

type Column = 'id' | 'uuid' | 'name' | 'type' | 'icon' | 'fees' | 'currency' | 'sort' | 'enable' | 'created' | 'actions';
const COLUMNS: readonly Column[] = ['id', 'uuid', 'name', 'type', 'icon', 'fees', 'currency', 'sort', 'enable', 'created', 'actions'];
const SORTABLE: Partial<Record<Column, PaymentOrderField>> = {
  id: 'id',
  uuid: 'uuid',
  name: 'name',
  type: 'type',
  sort: 'sort',
  enable: 'enable',
  created: 'created_at',
};

// Constant styles (one class for the whole table, README "Styles and page weight").
const TABLE_SX = {
  '& th, & td': { px: 1 },
  '& th:first-of-type, & td:first-of-type': { pl: 2 },
  '& th:last-of-type, & td:last-of-type': { pr: 2, whiteSpace: 'nowrap' },
} as const;
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
  return (
    <TableContainer>
      <Table size="small" aria-label={t('payment_gateway:table.label')} sx={TABLE_SX}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <HeaderCell
                key={column}
                field={SORTABLE[column]}
                order={order}
                onSort={onSort}
                align={column === 'actions' ? 'right' : 'left'}
              >
                {t(`payment_gateway:columns.${column}`)}
              </HeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {gateways.length === 0 ? (
            <EmptyRow colSpan={COLUMNS.length} testId="payment-empty">
              {t('table:empty')}
            </EmptyRow>
          ) : null}
          {gateways.map((gateway) => (
            <TableRow key={gateway.id} hover data-testid="payment-row" data-uuid={gateway.uuid} data-name={gateway.name}>
              <TableCell>{gateway.id}</TableCell>
              <TableCell sx={MONO_SX}>{gateway.uuid}</TableCell>
              <TableCell>{gateway.name}</TableCell>
              <TableCell>
                <StatusTag
                  variant="outlined"
                  color="info"
                  label={t(`payment_gateway:types.${gateway.type}`, { defaultValue: gateway.type })}
                />
              </TableCell>
              <TableCell>
                {/* Decorative: the name is in its own column. */}
                {gateway.icon ? <Avatar src={gateway.icon} alt="" variant="rounded" sx={ICON_SX} /> : null}
              </TableCell>
              <TableCell sx={NOWRAP}>
                {/* The fee the payer is charged: one-hub takes the percentage when there is one and
                    the fixed fee only otherwise, never both (shared/billing/order-amount.ts). */}
                {gateway.percent_fee > 0
                  ? t('payment_gateway:table.feePercent', { percent: Math.round(gateway.percent_fee * 1e6) / 1e4 })
                  : gateway.fixed_fee > 0
                    ? t('payment_gateway:table.feeFixed', { fixed: gateway.fixed_fee })
                    : t('payment_gateway:table.feeNone')}
              </TableCell>
              <TableCell>{gateway.currency}</TableCell>
              <TableCell>
                <NumberCell
                  value={gateway.sort}
                  min={-1_000_000}
                  label={t('payment_gateway:table.sortNamed', { name: gateway.name })}
                  onSave={(sort) => onSortValue(gateway, sort)}
                />
              </TableCell>
              <TableCell>
                <EnableCell gateway={gateway} onToggle={(enable) => onToggle(gateway, enable)} />
              </TableCell>
              <TableCell sx={NOWRAP}>{formatDateTime(gateway.created_at, timeZone)}</TableCell>
              <TableCell align="right">
                <CopyCallbackButton gateway={gateway} serverAddress={serverAddress} copy={copy} />
                <RowActionButton
                  icon="edit"
                  title={t('payment_gateway:actions.edit')}
                  label={t('payment_gateway:actions.editNamed', { name: gateway.name })}
                  onClick={() => onEdit(gateway)}
                  testId="payment-edit"
                />
                <RowActionButton
                  icon="delete"
                  danger
                  title={t('payment_gateway:actions.delete')}
                  label={t('payment_gateway:actions.deleteNamed', { name: gateway.name })}
                  onClick={() => onDelete(gateway)}
                  testId="payment-delete"
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
