import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '#shared/api/schemas/billing.ts';
import type { FapiaoRequestInput, FapiaoTitle } from '#shared/api/schemas/fapiao.ts';
import { cents } from '#shared/billing/order-amount.ts';
import { formatDateTime } from '#shared/format/date.ts';
import { useTimeZone } from '#client/context/time-zone.tsx';
import { ListFilter } from '#client/components/list-toolbar/list-filter.tsx';
import { DataTable } from '#client/components/admin-kit/data-table.tsx';
import type { DataColumn } from '#client/components/admin-kit/data-table.tsx';
import { useRowSelection } from '#client/components/table/row-selection.ts';
import { TableCard } from '#client/components/table-card/table-card.tsx';
import { formatMoney } from '#shared/billing/topup-math.ts';

// Constant styles (one class for the whole column, README "Styles and page weight").
const TRADE_NO_SX = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

interface RequestCardProps {
  /** The user's paid orders no pending or issued request covers. */
  orders: readonly Order[];
  titles: readonly FapiaoTitle[];
  /** Sends the request; answers the gateway's refusal, or null when it was made. */
  onRequest(body: FapiaoRequestInput): Promise<string | null>;
}

/** The sum of the chosen orders in their one currency, or null when they mix currencies. */
function totalOf(orders: readonly Order[]): { amount: number; currency: string } | null {
  const currencies = new Set(orders.map((order) => order.order_currency));
  if (currencies.size !== 1) return null;
  return { amount: cents(orders.reduce((sum, order) => sum + order.order_amount, 0)), currency: orders[0]?.order_currency ?? '' };
}

/**
 * "Request a fapiao": tick paid orders not yet invoiced (one currency per request; the amount
 * is what was paid), choose a title, send.
 */
export function RequestCard({ orders, titles, onRequest }: RequestCardProps) {
  const { t } = useTranslation('fapiao');
  const timeZone = useTimeZone();
  const { picked, select, clear } = useRowSelection();
  const [titleId, setTitleId] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Only orders still offered count (a reload may have taken some away).
  const chosen = orders.filter((order) => picked.has(order.id));
  const total = chosen.length > 0 ? totalOf(chosen) : null;
  const title = titles.find((candidate) => String(candidate.id) === titleId) ?? titles[0];
  const mixed = chosen.length > 0 && total === null;
  const columns: DataColumn<Order>[] = [
    { id: 'tradeNo', header: t('request.columns.tradeNo'), sx: TRADE_NO_SX, cell: (order) => order.trade_no },
    { id: 'time', header: t('request.columns.time'), cell: (order) => formatDateTime(order.created_at, timeZone) },
    {
      id: 'amount',
      header: t('request.columns.amount'),
      align: 'right',
      cell: (order) => formatMoney(order.order_amount, order.order_currency),
    },
  ];

  async function send() {
    if (!title || chosen.length === 0 || mixed) return;
    setBusy(true);
    const answer = await onRequest({ order_ids: chosen.map((order) => order.id), title_id: title.id });
    setBusy(false);
    setRefusal(answer);
    if (answer === null) clear();
  }

  return (
    <TableCard title={t('request.heading')} caption={t('request.caption')} testId="fapiao-request">
      <DataTable
        label={t('request.orders')}
        plain
        columns={columns}
        rows={orders}
        rowId={(order) => order.id}
        rowProps={(order) => ({ 'data-testid': 'fapiao-order-row', 'data-order-id': order.id })}
        selection={{
          selected: picked,
          onSelect: select,
          allLabel: t('request.selectAll'),
          rowLabel: (order) => t('request.selectOrder', { tradeNo: order.trade_no }),
        }}
        emptyTestId="fapiao-orders-empty"
        emptyText={t('request.noOrders')}
      />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {titles.length > 0 ? (
            <ListFilter
              name="title"
              label={t('request.title')}
              value={title ? String(title.id) : ''}
              options={titles.map((option) => ({ value: String(option.id), label: `${option.name} (${t(`type.${option.fapiao_type}`)})` }))}
              onChange={setTitleId}
            />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="fapiao-no-title">
              {t('request.noTitle')}
            </Typography>
          )}
          <Typography sx={{ flexGrow: 1 }} data-testid="fapiao-request-total">
            {total
              ? t('request.total', { count: chosen.length, amount: formatMoney(total.amount, total.currency) })
              : t('request.nothingChosen')}
          </Typography>
          <Button
            variant="contained"
            disabled={!title || chosen.length === 0 || mixed}
            loading={busy}
            onClick={() => void send()}
            data-testid="fapiao-request-submit"
          >
            {t('request.submit')}
          </Button>
        </Stack>
        {mixed ? (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="fapiao-mixed-currency">
            {t('request.mixedCurrency')}
          </Alert>
        ) : null}
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="fapiao-request-error">
            {refusal}
          </Alert>
        ) : null}
      </CardContent>
    </TableCard>
  );
}
