import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Redemption } from '#shared/api/schemas/billing.ts';
import type { RedemptionOrderField } from '#shared/api/schemas/redemption-admin.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { formatQuota, type QuotaDisplay } from '#shared/format/quota.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { actionsColumn, deleteAction, rowAction } from '#client/components/admin-kit/row-actions.tsx';
import { shownStatus, StatusSwitch, TAG_COLOR } from './redemption-status.tsx';
import { UserLink } from '#client/components/admin-kit/user-link.tsx';

// Constant styles (one class for the whole table).
const TABLE_SX = {
  '& th, & td': { px: 1, whiteSpace: 'nowrap' },
  '& th:first-of-type, & td:first-of-type': { pl: 1.5 },
  '& th:last-of-type, & td:last-of-type': { pr: 2 },
} as const;
const CAPTION_SX = { color: 'text.secondary' } as const;

interface RedemptionTableProps {
  codes: readonly Redemption[];
  order: string;
  money: QuotaDisplay;
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
  const { t } = useTranslation(['redemption', 'table']);
  const timeZone = useTimeZone();
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };
  const header = (id: string) => t(`redemption:columns.${id}`);
  const columns: DataColumn<Redemption, RedemptionOrderField>[] = [
    { id: 'id', header: header('id'), sortField: 'id', cell: (code) => code.id },
    { id: 'name', header: header('name'), sortField: 'name', cell: (code) => code.name },
    {
      id: 'status',
      header: header('status'),
      sortField: 'status',
      cell: (code) => {
        const shown = shownStatus(code, now);
        return <StatusTag variant="outlined" color={TAG_COLOR[shown]} label={t(`redemption:status.${shown}`)} />;
      },
    },
    { id: 'quota', header: header('quota'), sortField: 'quota', cell: (code) => formatQuota(code.quota, status) },
    {
      id: 'created_time',
      header: header('created_time'),
      sortField: 'created_time',
      cell: (code) => formatDateTime(code.created_time, timeZone),
    },
    {
      id: 'redeemed_time',
      header: header('redeemed_time'),
      sortField: 'redeemed_time',
      cell: (code) =>
        code.redeemed_time > 0 ? (
          <>
            {formatDateTime(code.redeemed_time, timeZone)}
            <Typography variant="caption" component="div" sx={CAPTION_SX}>
              <UserLink id={code.user_id} label={t('redemption:table.redeemedBy', { id: code.user_id })} />
            </Typography>
          </>
        ) : (
          t('redemption:values.notRedeemed')
        ),
    },
    ...(withExpiry
      ? [
          {
            id: 'expired_time',
            header: header('expired_time'),
            cell: (code: Redemption) =>
              (code.expired_time ?? 0) > 0 ? formatDateTime(code.expired_time ?? 0, timeZone) : t('redemption:values.never'),
          },
        ]
      : []),
    actionsColumn(
      header('actions'),
      [
        rowAction('copy', t('redemption:actions.copy'), (code) => t('redemption:actions.copyNamed', { id: code.id }), handlers.onCopy),
        rowAction('edit', t('redemption:actions.edit'), (code) => t('redemption:actions.editNamed', { id: code.id }), handlers.onEdit),
        deleteAction(t('redemption:actions.delete'), (code) => t('redemption:actions.deleteNamed', { id: code.id }), handlers.onDelete),
      ],
      { lead: (code) => <StatusSwitch code={code} onToggle={handlers.onToggle} /> },
    ),
  ];
  return (
    <DataTable
      label={t('redemption:table.label')}
      columns={columns}
      rows={codes}
      rowId={(code) => code.id}
      rowProps={(code) => ({ 'data-testid': 'redemption-row', 'data-id': code.id, 'data-status': shownStatus(code, now) })}
      order={order}
      onSort={onSort}
      defaultSort="id"
      selection={{
        selected,
        onSelect,
        allLabel: t('redemption:table.selectAll'),
        rowLabel: (code) => t('redemption:table.select', { id: code.id }),
      }}
      emptyTestId="redemptions-empty"
      sx={TABLE_SX}
    />
  );
}
