import Card from '@mui/material/Card';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { z } from 'zod/mini';
import type { Order } from '#shared/api/schemas/billing.ts';
import { OrderPageSchema, OrderTotalsSchema, PaymentGatewayPageSchema } from '#shared/api/schemas/order-admin.ts';
import { formatQuota } from '#shared/format/quota.ts';
import { ORDER_LIST_STATE, ORDER_PAGE_SIZES, orderFilterQuery, orderListQuery } from '#shared/orders/order-filters.ts';
import { ListPager } from '#client/components/table/list-pager.tsx';
import { useUrlState } from '#client/hooks/use-url-state.ts';
import { listRequest, redirectPastLastPage } from '#client/routing/list-loader.ts';
import { browserApi } from '#client/session/credentials.ts';
import { sortBy } from '#client/components/admin-kit/sort-order.ts';
import { useAdminActions } from '#client/components/admin-kit/use-admin-actions.ts';
import { OrderFilterBar } from './order-filter-bar.tsx';
import { OrderTable } from './order-table.tsx';
import { OrderTotalsBar } from './order-totals.tsx';
import { useConfirm } from '#client/components/confirm-dialog/use-confirm.tsx';
import { useDashboardSite } from '#client/layouts/dashboard/dashboard-layout.tsx';

export async function loader(args: LoaderFunctionArgs) {
  const { url, query, api } = listRequest(args, ORDER_LIST_STATE);
  // The list's failure is the dashboard boundary's. The totals are the double's extension and
  // the gateway list only names gateways: without them the page says so or shows ids.
  const [page, totals, gateways] = await Promise.all([
    api.get('/api/payment/order', OrderPageSchema, orderListQuery(query)),
    api.get('/api/payment/order/stat', OrderTotalsSchema, orderFilterQuery(query)).catch(() => null),
    api
      .get('/api/payment/', PaymentGatewayPageSchema, { size: 100 })
      .then((list) => list.data)
      .catch(() => null),
  ]);
  redirectPastLastPage(url, ORDER_LIST_STATE, query, page.total_count);
  return { query, orders: page.data, total: page.total_count, totals, gateways };
}

/**
 * Admins' orders (spec §2 `payment/order`, contract §2.10): filters in the URL, every column,
 * the filtered totals, the CSV export of the filter, and the manual completion of a pending
 * order (for a payment whose notification never arrived), confirmed first.
 */
export function Component() {
  const { t, act } = useAdminActions(['order']);
  const data = useLoaderData<typeof loader>();
  const money = useDashboardSite();
  const state = useUrlState(ORDER_LIST_STATE);
  const confirm = useConfirm(t('complete.cancel'));
  const status = { quota_per_unit: money.quotaPerUnit, display_in_currency: money.displayInCurrency };

  function askComplete(order: Order) {
    confirm.ask({
      title: t('complete.title', { tradeNo: order.trade_no }),
      body: t('complete.body', { id: order.user_id, quota: formatQuota(order.quota, status), tradeNo: order.trade_no }),
      confirmLabel: t('complete.confirm'),
      destructive: false,
      run: () =>
        act(
          () => browserApi().post('/api/payment/order/complete', { trade_no: order.trade_no }, z.unknown()),
          () => t('complete.done', { tradeNo: order.trade_no }),
        ),
    });
  }

  return (
    <Card variant="outlined">
      <OrderFilterBar state={state} gateways={data.gateways} />
      <OrderTotalsBar totals={data.totals} money={money} />
      <OrderTable
        orders={data.orders}
        order={data.query.order}
        gateways={data.gateways}
        money={money}
        // The totals and the completion are the double's extensions: a gateway that answers the
        // one has the other (upstream one-hub has neither).
        canComplete={data.totals !== null}
        onSort={sortBy(state)}
        onComplete={askComplete}
      />
      <ListPager state={state} query={data.query} total={data.total} sizes={ORDER_PAGE_SIZES} />
      {confirm.dialog}
    </Card>
  );
}
