import type { FastifyInstance } from 'fastify';
import { ROLE } from '#shared/access.ts';
import type { Order } from '#shared/api/schemas/billing.ts';
import { OrderPageSchema } from '#shared/api/schemas/order-admin.ts';
import { TIME_ZONE_COOKIE, validTimeZone } from '#shared/format/date.ts';
import { ORDER_EXPORT_PATH, ORDER_LIST_STATE, orderFilterQuery } from '#shared/orders/order-filters.ts';
import { envelope, exportClient, firstPageOrRefusal, exportFileName, sendCsv, whoIsAsking } from '#server/export/csv-response.ts';
import type { ExportGateway } from '#server/export/csv-response.ts';
import { createTimeFormatter } from '#server/export/log-csv.ts';
import { safeCell } from '#shared/format/csv-cell.ts';
import { EXPORT_PAGE_SIZE, pagedRows } from '#server/export/paged-rows.ts';
import type { RowPage } from '#server/export/paged-rows.ts';

/** The CSV's columns: every field of the contract's Order (§2.14), the time in the caller's zone. */
const COLUMNS = [
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
  'order_currency',
  'quota',
  'status',
] as const satisfies readonly (keyof Order)[];

const SIGN_IN = 'Sign in to export orders.';

/** What identifies an order well enough to notice a gateway serving the same page again. */
function rowKey(order: Order): string {
  return `${order.id}|${order.trade_no}`;
}

/**
 * `GET /export/orders.csv?<the order page's filter>` (operators and up): the filter's orders as CSV,
 * streamed while the console pages through the gateway's own `/api/payment/order` 100 at a time
 * (so it works against an unmodified one-hub), the next page fetched only when the download has
 * taken the previous rows. Shares the log export's limits (load shedding) and stream handling.
 */
export async function orderExportRoutes(app: FastifyInstance, options: ExportGateway): Promise<void> {
  app.get(ORDER_EXPORT_PATH, { compress: false }, async (request, reply) => {
    const { api, aborted } = exportClient(request, reply, options);
    const who = await whoIsAsking(request, SIGN_IN);
    if ('status' in who) return envelope(reply, who.status, who.message);
    // The gateway would refuse too; asking it for nothing is cheaper and says why.
    // The orders page's level (spec §6's lower one): the gateway decides past it.
    if (who.user.role < ROLE.operator) return envelope(reply, 403, 'Exporting orders needs an operator or an admin.');
    const filter = orderFilterQuery(ORDER_LIST_STATE.parse(new URL(request.url, 'http://console').searchParams));
    // The gateway's default order (id descending) is unique, so pages never overlap or skip.
    const fetchPage = (page: number): Promise<RowPage<Order>> =>
      api().get('/api/payment/order', OrderPageSchema, { ...filter, page, size: EXPORT_PAGE_SIZE });

    const first = await firstPageOrRefusal(request, reply, () => fetchPage(1), {
      signIn: SIGN_IN,
      list: "The gateway's order list",
      what: 'order export',
    });
    if (first === null) return reply;

    const t = app.i18n.getFixedT(request.lng, 'order');
    const formatTime = createTimeFormatter(validTimeZone(request.cookies[TIME_ZONE_COOKIE]));
    const rows = pagedRows({
      first,
      fetchPage,
      rowKey,
      onStop: (reason) => request.log.warn({ reason, total: first.total_count }, 'order export stopped early'),
    });
    async function* records() {
      yield COLUMNS.map((column) => t(`csv.${column}`));
      for await (const order of rows)
        yield COLUMNS.map((column) =>
          column === 'created_at'
            ? formatTime(order.created_at)
            : column === 'status'
              ? t(`status.${order.status}`)
              : safeCell(String(order[column])),
        );
    }
    return sendCsv(request, reply, {
      what: 'order',
      records: records(),
      fileName: exportFileName('orders', new Date()),
      total: first.total_count,
      aborted,
    });
  });
}
